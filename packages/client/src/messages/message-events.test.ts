import { describe, expect, it } from "vitest";
import { createConversations } from "../conversations/conversations.js";
import { demoConversation, demoMessage } from "../chat/testing/fixtures.js";
import { createManualTimers } from "../chat/testing/manual-timers.js";
import { createMemoryStorage } from "../chat/testing/memory-storage.js";
import { apiWith } from "../test/api-with.js";
import { demoUser, envelope, ok } from "../test/fake-fetch.js";
import { createConversationView } from "./conversation-view.js";
import { createMessageCache } from "./message-cache.js";
import { MARK_READ_DELAY_MS, createMessageEvents } from "./message-events.js";
import { createOutbox } from "./outbox.js";

const ME = 7;

async function eventsWith(openPeer: number | undefined) {
  const { api, seen } = apiWith({
    "POST /api/message/user-session-list": () => ok([demoConversation({ userId: 2, nickname: "Bea" })]),
    "GET /api/service/im-account": () => envelope(404, "Not found.", null),
    "POST /api/message/read": () => ok(null),
  });
  const timers = { ...createManualTimers(), random: () => 0 };
  const cache = createMessageCache(createMemoryStorage(), ME);
  const view = createConversationView({ api, me: () => demoUser(), cache: () => cache });
  const conversations = createConversations({ api, friendOf: () => undefined });
  await conversations.load();
  const outbox = createOutbox({ api, timers, newId: () => "c", me: () => demoUser(), outOfCoins: { noteFailure: () => false }, show: () => {}, sent: () => {}, failed: () => {}, retrying: () => {} });
  const events = createMessageEvents({ api, timers, me: () => demoUser(), view, outbox, conversations, openPeer: () => openPeer });
  return { events, view, conversations, timers, seen, cache };
}

describe("the message events", () => {
  it("appends a message to the open conversation, announces it once and marks it read after a delay", async () => {
    const { events, view, timers, seen, conversations } = await eventsWith(2);
    view.show(2, []);
    const message = demoMessage({ fromUserId: 2, toUserId: ME, msg: "hello" });
    expect(events.apply({ type: "message", seq: 1, data: message })).toBe(true);
    events.apply({ type: "message", seq: 1, data: message });
    expect(view.$active.get()?.messages.map((m) => m.id)).toEqual([message.id]);
    expect(events.$announcement.get()).toMatchObject({ id: message.id, text: "hello", peerId: 2, name: "Bea" });
    expect(conversations.rowOf(2)?.unread_num).toBe(0);
    timers.advance(MARK_READ_DELAY_MS);
    await expect.poll(() => seen.filter((r) => r.path === "/api/message/read")).toHaveLength(1);
    events.reset();
    expect(events.$announcement.get()).toBeNull();
  });

  it("recalls every copy, zeroes a row read on another device, marks a burn image opened, and leaves other events", async () => {
    const { events, view, conversations, cache } = await eventsWith(undefined);
    const mine = demoMessage({ fromUserId: ME, toUserId: 2 });
    const received = demoMessage({ fromUserId: 2, toUserId: ME });
    view.show(2, []);
    events.noteMessage(mine);
    events.apply({ type: "message", seq: 1, data: received });
    expect(conversations.rowOf(2)?.unread_num).toBeGreaterThan(0);
    events.apply({ type: "recall", seq: 2, data: { messageId: received.id, fromUserId: 2, toUserId: ME, unread: 0 } });
    expect(cache.read(2).find((m) => m.id === received.id)?.recalled).toBe(true);
    // The recalled message was the unread one: the row says so at once.
    expect(conversations.rowOf(2)?.unread_num).toBe(0);
    events.apply({ type: "read", seq: 3, data: { userId: ME, peerUserId: 2, time: 1 } });
    expect(conversations.rowOf(2)?.unread_num).toBe(0);
    events.apply({ type: "burn-read", seq: 4, data: { messageId: mine.id, viewerId: 2, time: 99 } });
    expect(view.$active.get()?.messages.find((m) => m.id === mine.id)?.ext).toMatchObject({ burnReadAt: 99 });
    expect(events.apply({ type: "unread", seq: 5, data: { applys: 0, system: 0, interact: 0 } })).toBe(false);
  });
});
