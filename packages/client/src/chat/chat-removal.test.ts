/**
 * Removing means removed everywhere: after a recall, a deleted conversation or a deleted history,
 * the removed text is in none of the copies the chat keeps: the message cache in storage, the open
 * conversation, the Recent row's preview and the screen-reader announcement.
 */
import type { ChatMessage } from "@chat/protocol";
import { describe, expect, it, vi } from "vitest";
import { demoConversation, demoMessage } from "./testing/fixtures.js";
import { createManualTimers } from "./testing/manual-timers.js";
import { createMemoryStorage } from "./testing/memory-storage.js";
import { createTestChat, type TestChatOptions } from "./testing/test-chat.js";

const ME = 7;
const SECRET = "the secret I take back";

/** The test chat's options, with a storage the tests can look inside. */
type Options = Omit<TestChatOptions, "storage"> & { storage?: ReturnType<typeof createMemoryStorage> };

async function started(options: Options = {}) {
  const timers = createManualTimers();
  const storage = options.storage ?? createMemoryStorage();
  const t = createTestChat({ ...options, storage, env: { setTimeout: timers.setTimeout, clearTimeout: timers.clearTimeout, now: timers.now, ...options.env } });
  await t.chat.start();
  await vi.waitFor(() => expect(t.chat.$connection.get()).toEqual({ status: "online" }));
  return { ...t, storage, timers };
}

/** Every place of the chat where a copy of `text` could remain, and whether it does. */
function copiesOf(t: Awaited<ReturnType<typeof started>>, text: string) {
  const { chat, storage } = t;
  return {
    storage: [...storage.entries.values()].some((value) => value.includes(text)),
    view: (chat.$active.get()?.messages ?? []).some((m) => m.msg.includes(text)),
    preview: chat.$conversations.get().some((c) => c.lastMessage?.msg.includes(text)),
    announcement: chat.$announcement.get()?.text.includes(text) ?? false,
  };
}
const none = { storage: false, view: false, preview: false, announcement: false };

/** Peer 2 sends SECRET (cached, on its row, announced), with its conversation on screen or not. */
async function secretArrived(t: Awaited<ReturnType<typeof started>>, open: boolean): Promise<ChatMessage> {
  const secret = demoMessage({ fromUserId: 2, toUserId: ME, msg: SECRET, time: 5000 });
  if (open) await t.chat.openConversation(2);
  t.transport.emitEvent({ type: "message", data: secret });
  expect(copiesOf(t, SECRET)).toEqual({ preview: true, announcement: true, view: open, storage: true });
  return secret;
}

const seed: Options = { conversations: [demoConversation({ userId: 2 }), demoConversation({ userId: 3 })] };

describe("a recall", () => {
  it("by the sender's event leaves no copy, the screen-reader announcement included", async () => {
    const t = await started(seed);
    const secret = await secretArrived(t, true);
    t.transport.emitEvent({ type: "recall", data: { messageId: secret.id, fromUserId: 2, toUserId: ME } });
    expect(copiesOf(t, SECRET)).toEqual(none);
    expect(t.chat.$announcement.get()).toBeNull();
  });

  it("of a conversation that is not open still leaves no copy", async () => {
    const t = await started(seed);
    const secret = await secretArrived(t, false);
    t.transport.emitEvent({ type: "recall", data: { messageId: secret.id, fromUserId: 2, toUserId: ME } });
    expect(copiesOf(t, SECRET)).toEqual(none);
  });

  it("of another message keeps the newest announcement", async () => {
    const t = await started(seed);
    await secretArrived(t, false);
    t.transport.emitEvent({ type: "recall", data: { messageId: "some-other-id", fromUserId: 2, toUserId: ME } });
    expect(t.chat.$announcement.get()?.text).toBe(SECRET);
  });
});

describe("deleting a conversation", () => {
  it("leaves no copy: the row, the cache in storage and the announcement go", async () => {
    const t = await started(seed);
    await secretArrived(t, true);
    await t.chat.deleteConversation(2);
    expect(copiesOf(t, SECRET)).toEqual(none);
    expect(t.chat.$conversations.get().map((c) => c.userId)).toEqual([3]);
  });

  it("of a conversation that is not open empties its cache too", async () => {
    const t = await started(seed);
    await secretArrived(t, true);
    t.chat.showList("recent");
    await t.chat.deleteConversation(2);
    expect(copiesOf(t, SECRET)).toEqual(none);
  });

  it("keeps the announcement of another conversation", async () => {
    const t = await started(seed);
    await secretArrived(t, false);
    await t.chat.deleteConversation(3);
    expect(t.chat.$announcement.get()?.text).toBe(SECRET);
  });
});

describe("deleting the history", () => {
  it("leaves no copy: view, preview, cache and announcement", async () => {
    const t = await started(seed);
    await secretArrived(t, true);
    await t.chat.deleteHistory(2);
    expect(copiesOf(t, SECRET)).toEqual(none);
  });

  it("drops a history page that was asked for before and answers after", async () => {
    const secret = demoMessage({ fromUserId: 2, toUserId: ME, msg: SECRET, time: 5000 });
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const realHistory = createTestChat({ ...seed, messages: { 2: [secret] } }).server.routes["GET /api/message/history"]!;
    const t = await started({
      ...seed,
      messages: { 2: [secret] },
      // The page is taken before the deletion and answers after it.
      routes: { "GET /api/message/history": async (request) => {
        const page = realHistory(request);
        await gate;
        return page;
      } },
    });
    const opening = t.chat.openConversation(2);
    await t.chat.deleteHistory(2);
    release();
    await opening;
    expect(copiesOf(t, SECRET)).toEqual(none);
    expect(t.chat.$active.get()).toMatchObject({ peerId: 2, messages: [], hasOlder: false });
  });
});

describe("the end of the session here (a deleted account's sessions all end)", () => {
  /** A chat that cached SECRET and saw a gateway seq; another user's cache and other keys sit beside it. */
  async function cached() {
    const storage = createMemoryStorage({ "chat:8:messages:2": "[]", "chat:8:lastSeq": "4", languageList: "[]" });
    const t = await started({ ...seed, storage });
    await secretArrived(t, true);
    t.transport.emitEvent({ type: "message", data: demoMessage({ fromUserId: 3, toUserId: ME, time: 6000 }) });
    expect([...storage.entries.keys()].filter((key) => key.startsWith(`chat:${ME}:`)).sort()).toEqual([`chat:${ME}:lastSeq`, `chat:${ME}:messages:2`, `chat:${ME}:messages:3`]);
    return t;
  }
  const leftKeys = (t: Awaited<ReturnType<typeof started>>) => [...t.storage.entries.keys()].sort();
  const others = ["chat:8:lastSeq", "chat:8:messages:2", "languageList"];

  it("the server ending every session (account deleted, conflict frame) leaves nothing of the user in storage", async () => {
    const t = await cached();
    t.transport.emit({ type: "conflict" });
    t.transport.drop(4409, "session ended");
    expect(leftKeys(t)).toEqual(others);
    t.chat.stop();
    expect(leftKeys(t)).toEqual(others);
  });

  it("a dead token leaves nothing of the user in storage", async () => {
    const t = await cached();
    t.transport.emit({ type: "error", code: 401, msg: "Unauthorized" });
    expect(leftKeys(t)).toEqual(others);
  });

  it("logging out leaves nothing of the user in storage", async () => {
    const t = await cached();
    t.chat.logout();
    expect(leftKeys(t)).toEqual(others);
    expect(copiesOf(t, SECRET)).toEqual(none);
  });

  it("a mere stop (the panel unmounted, a reload) keeps the cache for the next start", async () => {
    const t = await cached();
    t.chat.stop();
    expect(t.storage.getItem(`chat:${ME}:messages:2`)).toContain(SECRET);
  });
});
