import type { Conversation, ServerEvent } from "@chat/protocol";
import { TYPING } from "@chat/protocol";
import { describe, expect, it, vi } from "vitest";
import type { Incoming } from "../attention/incoming.js";
import { messageCacheKey } from "../messages/message-cache.js";
import { demoConversation, demoFriend, demoMessage, demoPublicUser } from "./testing/fixtures.js";
import { createManualTimers } from "./testing/manual-timers.js";
import { createFakeTransport } from "./testing/fake-transport.js";
import { createSendingTransport } from "../realtime/testing/sending-transport.js";
import { createTestChat, type TestChatOptions } from "./testing/test-chat.js";

const ME = 7;

async function started(options: TestChatOptions = {}) {
  const timers = createManualTimers();
  const t = createTestChat({ ...options, env: { setTimeout: timers.setTimeout, clearTimeout: timers.clearTimeout, now: timers.now, ...options.env } });
  await t.chat.start();
  await vi.waitFor(() => expect(t.chat.$connection.get()).toEqual({ status: "online" }));
  return { ...t, timers };
}

const rowOf = (list: Conversation[], id: number) => list.find((c) => c.userId === id);

describe("given a started chat with some conversations", () => {
  const older = demoMessage({ fromUserId: 2, time: 1000 });
  const newer = demoMessage({ fromUserId: 3, time: 3000 });
  const seed: TestChatOptions = {
    conversations: [
      demoConversation({ userId: 2, lastMessage: older, lastTime: 1000, unread_num: 1 }),
      demoConversation({ userId: 3, lastMessage: newer, lastTime: 3000 }),
    ],
    service: { serviceAccount: "im100001", userId: 1, nickname: "Service", avatar: "" },
    unread: { applys: 2, system: 0, interact: 0 },
  };

  it("shows Recent newest first, the customer-service row included, and the unread total", async () => {
    const { chat } = await started(seed);
    expect(chat.$conversations.get().map((c) => [c.userId, c.userType])).toEqual([[3, "user"], [2, "user"], [1, "service"]]);
    expect(chat.$unreadTotal.get()).toBe(1 + 2);
  });

  it("a message for a closed conversation raises its unread and moves it to the top", async () => {
    const { chat, transport } = await started(seed);
    const incoming = demoMessage({ fromUserId: 2, toUserId: ME, time: 5000 });
    transport.emitEvent({ type: "message", data: incoming });
    const list = chat.$conversations.get();
    expect(list[0]).toMatchObject({ userId: 2, unread_num: 2, lastMessage: incoming, lastTime: 5000 });
    expect(chat.$unreadTotal.get()).toBe(2 + 2);
    expect(chat.$announcement.get()).toEqual({ id: incoming.id, text: incoming.msg, kind: "txt", peerId: 2, name: "User 2" });
  });

  it("a message for the open conversation appends, keeps unread at 0 and is marked read on the server", async () => {
    const { chat, transport, seen, timers } = await started(seed);
    await chat.openConversation(2);
    expect(rowOf(chat.$conversations.get(), 2)?.unread_num).toBe(0);
    const reads = () => seen.filter((r) => r.path === "/api/message/read").length;
    const before = reads();
    const incoming = demoMessage({ fromUserId: 2, toUserId: ME, type: "img", msg: "", url: "/files/x.png", time: 6000 });
    transport.emitEvent({ type: "message", data: incoming });
    expect(chat.$active.get()?.messages.at(-1)).toMatchObject({ id: incoming.id, status: "sent" });
    expect(rowOf(chat.$conversations.get(), 2)?.unread_num).toBe(0);
    expect(chat.$announcement.get()).toMatchObject({ kind: "img", text: "" });
    timers.advance(1000);
    await vi.waitFor(() => expect(reads()).toBe(before + 1));
    expect(seen.filter((r) => r.path === "/api/message/read").at(-1)?.body).toEqual({ userId: 2 });
  });

  it("while the panel is hidden, the open conversation counts unread; showing it marks it read", async () => {
    const { chat, transport, seen, timers } = await started(seed);
    await chat.openConversation(2);
    chat.setVisible(false);
    const reads = () => seen.filter((r) => r.path === "/api/message/read").length;
    const before = reads();
    transport.emitEvent({ type: "message", data: demoMessage({ fromUserId: 2, toUserId: ME, time: 7000 }) });
    timers.advance(1000);
    expect(rowOf(chat.$conversations.get(), 2)?.unread_num).toBe(1);
    expect(reads()).toBe(before);
    chat.setVisible(true);
    expect(rowOf(chat.$conversations.get(), 2)?.unread_num).toBe(0);
    await vi.waitFor(() => expect(reads()).toBe(before + 1));
  });

  it("while the page is hidden, the open conversation counts unread; the page shown again marks it read", async () => {
    const page = new EventTarget();
    let visible = true;
    const { chat, transport, seen, timers } = await started({ ...seed, env: { events: page, pageVisible: () => visible } });
    await chat.openConversation(2);
    const reads = () => seen.filter((r) => r.path === "/api/message/read").length;
    visible = false;
    page.dispatchEvent(new Event("visibilitychange"));
    const before = reads();
    transport.emitEvent({ type: "message", data: demoMessage({ fromUserId: 2, toUserId: ME, time: 7000 }) });
    timers.advance(1000);
    expect(rowOf(chat.$conversations.get(), 2)?.unread_num).toBe(1);
    expect(chat.$unreadTotal.get()).toBe(1 + 2);
    expect(reads()).toBe(before);
    // Showing the panel does not count while the page is hidden.
    chat.setVisible(false);
    chat.setVisible(true);
    expect(rowOf(chat.$conversations.get(), 2)?.unread_num).toBe(1);
    visible = true;
    page.dispatchEvent(new Event("visibilitychange"));
    expect(rowOf(chat.$conversations.get(), 2)?.unread_num).toBe(0);
    await vi.waitFor(() => expect(reads()).toBe(before + 1));
  });

  it("tells each message someone sent me once, and whether its conversation is being looked at", async () => {
    const told: Incoming[] = [];
    const { chat, transport } = await started({ ...seed, env: { onIncoming: (incoming) => told.push(incoming) } });
    const first = demoMessage({ fromUserId: 2, toUserId: ME, time: 7000 });
    transport.emitEvent({ type: "message", data: first });
    transport.emitEvent({ type: "message", data: first });
    await chat.openConversation(2);
    transport.emitEvent({ type: "message", data: demoMessage({ fromUserId: 2, toUserId: ME, time: 7001 }) });
    chat.setVisible(false);
    transport.emitEvent({ type: "message", data: demoMessage({ fromUserId: 2, toUserId: ME, time: 7002 }) });
    transport.emitEvent({ type: "message", data: demoMessage({ fromUserId: ME, toUserId: 2, time: 7003 }) });
    expect(told.map((i) => [i.peerId, i.name, i.seen])).toEqual([
      [2, "User 2", false],
      [2, "User 2", true],
      [2, "User 2", false],
    ]);
  });

  it("keeps an SVIP sender's receipts from the peer's delivered and read events, and ignores another's reading", async () => {
    const { chat, transport } = await started(seed);
    transport.emitEvent({ type: "delivered", data: { userId: 2, peerUserId: ME, time: 500 } });
    transport.emitEvent({ type: "read", data: { userId: 3, peerUserId: ME, time: 400 } });
    transport.emitEvent({ type: "read", data: { userId: ME, peerUserId: 2, time: 450 } });
    expect(Object.fromEntries(chat.$receipts.get())).toEqual({ 2: { deliveredUpTo: 500, readUpTo: 0 }, 3: { deliveredUpTo: 400, readUpTo: 400 } });
  });

  it("tells the open conversation's peer I am typing, over the socket, at most every few seconds", async () => {
    const transport = createSendingTransport();
    const { chat, timers } = await started({ ...seed, transport, env: { locale: () => "en" } });
    await chat.openConversation(2);
    chat.setDraft("H");
    chat.setDraft("He");
    chat.setDraft("   ");
    expect(transport.typing).toEqual([2]);
    timers.advance(TYPING.sendEveryMs);
    chat.setDraft("Hel");
    expect(transport.typing).toEqual([2, 2]);
  });

  it("a message from someone not in Recent adds a row and fetches their name", async () => {
    const { chat, transport } = await started({ ...seed, users: [demoPublicUser({ id: 9, nickname: "Nina" })] });
    transport.emitEvent({ type: "message", data: demoMessage({ fromUserId: 9, toUserId: ME, time: 7000 }) });
    expect(chat.$conversations.get()[0]).toMatchObject({ userId: 9, unread_num: 1 });
    await vi.waitFor(() => expect(chat.$conversations.get()[0]?.nickname).toBe("Nina"));
  });

  it("my own message sent from another device appears as sent, without unread", async () => {
    const { chat, transport } = await started(seed);
    await chat.openConversation(3);
    const mine = demoMessage({ fromUserId: ME, toUserId: 3, time: 8000 });
    transport.emitEvent({ type: "message", data: mine });
    expect(chat.$active.get()?.messages.at(-1)).toMatchObject({ id: mine.id, key: mine.clientMsgId, status: "sent" });
    expect(rowOf(chat.$conversations.get(), 3)).toMatchObject({ unread_num: 0, lastMessage: mine });
    expect(chat.$announcement.get()).toBeNull();
  });

  it("a recall event empties the message everywhere: open view, preview and cache", async () => {
    const { chat, transport, storage } = await started({ ...seed, messages: { 3: [newer] } });
    await chat.openConversation(3);
    transport.emitEvent({ type: "recall", data: { messageId: newer.id, fromUserId: 3, toUserId: ME } });
    expect(chat.$active.get()?.messages.find((m) => m.id === newer.id)).toMatchObject({ recalled: true, msg: "" });
    expect(rowOf(chat.$conversations.get(), 3)?.lastMessage).toMatchObject({ recalled: true, msg: "" });
    expect(storage.getItem(messageCacheKey(ME, 3))).not.toContain(newer.msg);
  });

  it("a read event from another of my devices zeroes that row; the peer's read does not", async () => {
    const { chat, transport } = await started(seed);
    transport.emitEvent({ type: "read", data: { userId: 2, peerUserId: ME, time: 1 } });
    expect(rowOf(chat.$conversations.get(), 2)?.unread_num).toBe(1);
    transport.emitEvent({ type: "read", data: { userId: ME, peerUserId: 2, time: 1 } });
    expect(rowOf(chat.$conversations.get(), 2)?.unread_num).toBe(0);
    expect(chat.$unreadTotal.get()).toBe(2);
  });

  it("refreshes the customer-service unread one second after a message event", async () => {
    const { chat, transport, timers, server, seen } = await started(seed);
    server.state.conversations = [...server.state.conversations, demoConversation({ userId: 1, userType: "service", unread_num: 4 })];
    transport.emitEvent({ type: "message", data: demoMessage({ fromUserId: 2, toUserId: ME, time: 9000 }) });
    const lists = () => seen.filter((r) => r.path === "/api/message/user-session-list").length;
    const before = lists();
    timers.advance(999);
    expect(lists()).toBe(before);
    timers.advance(1);
    await vi.waitFor(() => expect(rowOf(chat.$conversations.get(), 1)?.unread_num).toBe(4));
  });

  it("applies the other events: unread summary, notices, applications, new friends", async () => {
    const { chat, transport } = await started(seed);
    const events: Omit<ServerEvent, "seq">[] = [
      { type: "unread", data: { applys: 5, system: 1, interact: 0 } },
      { type: "notice", data: { id: 1, content: "Maintenance tonight", insertTime: 1 } },
      { type: "friend-apply", data: { applyId: 4, userId: 9, nickname: "Nina", avatar: "", note: "hi", status: null, insertTime: 1 } },
      { type: "friend-added", data: demoFriend({ friendUserId: 9, firstLetter: "N", friendUserNickName: "Nina" }) },
    ];
    for (const event of events) transport.emitEvent(event as ServerEvent);
    expect(chat.$unreadSummary.get()).toEqual({ applys: 5, system: 1, interact: 0 });
    expect(chat.$unreadTotal.get()).toBe(1 + 5);
    expect(chat.$announcements.get()[0]?.content).toBe("Maintenance tonight");
    expect(chat.$applications.get()[0]?.applyId).toBe(4);
    expect(chat.$contacts.get()).toEqual([{ letter: "N", friends: [expect.objectContaining({ friendUserId: 9 })] }]);
  });
});

describe("given a reload while messages were missed", () => {
  it("replayed events already counted in the loaded list are not counted again", async () => {
    const m1 = demoMessage({ fromUserId: 2, toUserId: ME, time: 100 });
    const m2 = demoMessage({ fromUserId: 2, toUserId: ME, time: 200 });
    const t = createTestChat({ conversations: [demoConversation({ userId: 2, lastMessage: m2, lastTime: 200, unread_num: 2 })] });
    t.storage.setItem(`chat:${ME}:lastSeq`, "4");
    t.transport.emitEvent({ type: "message", seq: 5, data: m1 });
    t.transport.emitEvent({ type: "message", seq: 6, data: m2 });
    await t.chat.start();
    await vi.waitFor(() => expect(t.chat.$connection.get().status).toBe("online"));
    expect(t.transport.current?.lastSeq).toBe(4);
    expect(t.chat.$conversations.get()[0]?.unread_num).toBe(2);
    const m3 = demoMessage({ fromUserId: 2, toUserId: ME, time: 300 });
    t.transport.emitEvent({ type: "message", data: m3 });
    expect(t.chat.$conversations.get()[0]).toMatchObject({ unread_num: 3, lastMessage: m3 });
  });
});

describe("given a browser's first connection, which starts from now and replays nothing", () => {
  it("fetches again what arrived between the first loads and `ready`: Recent and the open conversation", async () => {
    const timers = createManualTimers();
    const before = demoMessage({ fromUserId: 2, toUserId: ME, msg: "before", time: 1000 });
    const t = createTestChat({
      conversations: [demoConversation({ userId: 2, lastMessage: before, lastTime: 1000 })],
      messages: { 2: [before] },
      transport: createFakeTransport({ autoReady: false }),
      env: { setTimeout: timers.setTimeout, clearTimeout: timers.clearTimeout, now: timers.now },
    });
    await t.chat.start();
    await t.chat.openConversation(2);
    expect(t.chat.$active.get()?.messages.map((m) => m.msg)).toEqual(["before"]);
    // The peer writes while the socket is still opening: stored on the server, never sent live.
    const meanwhile = demoMessage({ fromUserId: 2, toUserId: ME, msg: "meanwhile", time: 2000 });
    t.server.state.messages.get(2)?.push(meanwhile);
    t.server.state.conversations[0] = demoConversation({ userId: 2, lastMessage: meanwhile, lastTime: 2000 });
    t.transport.ready(0);
    await vi.waitFor(() => expect(t.chat.$active.get()?.messages.map((m) => m.msg)).toEqual(["before", "meanwhile"]));
    expect(t.chat.$conversations.get()[0]?.lastMessage?.msg).toBe("meanwhile");
    // Later connections resume by seq and do not fetch again.
    const histories = () => t.seen.filter((r) => r.path.startsWith("/api/message/history")).length;
    const fetched = histories();
    t.chat.reconnectNow();
    t.transport.ready(0);
    await vi.waitFor(() => expect(t.chat.$connection.get()).toEqual({ status: "online" }));
    expect(histories()).toBe(fetched);
  });
});
