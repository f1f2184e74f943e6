import type { ChatMessage } from "@chat/protocol";
import { describe, expect, it, vi } from "vitest";
import { envelope, ok } from "../test/fake-fetch.js";
import { createMessageCache } from "../messages/message-cache.js";
import { demoConversation, demoMessage, demoPublicUser } from "./testing/fixtures.js";
import { createTestChat, type TestChatOptions } from "./testing/test-chat.js";

const ME = 7;

async function started(options: TestChatOptions = {}) {
  const t = createTestChat(options);
  await t.chat.start();
  return t;
}

const history = (n: number, peer = 2): ChatMessage[] =>
  Array.from({ length: n }, (_, i) => demoMessage({ fromUserId: i % 2 ? ME : peer, toUserId: i % 2 ? peer : ME, time: 10_000 + i }));

describe("opening a conversation", () => {
  it("shows the cached messages before the network answers, then merges the newest page without duplicates", async () => {
    const messages = history(30);
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const t = createTestChat({ conversations: [demoConversation({ userId: 2, unread_num: 3 })], messages: { 2: messages } });
    const realHistory = t.server.routes["GET /api/message/history"]!;
    const { chat, storage } = await started({
      conversations: [demoConversation({ userId: 2, unread_num: 3 })],
      messages: { 2: messages },
      routes: { "GET /api/message/history": async (r) => (await gate, realHistory(r)) },
    });
    createMessageCache(storage, ME).merge(2, messages.slice(5, 12));
    const opening = chat.openConversation(2);
    expect(chat.$active.get()?.messages.map((m) => m.id)).toEqual(messages.slice(5, 12).map((m) => m.id));
    expect(chat.$conversations.get()[0]?.unread_num).toBe(0);
    expect(chat.$view.get()).toEqual({ name: "conversation", peerId: 2 });
    release();
    await opening;
    // Cached 5..11 plus the newest page 10..29: each once, oldest first.
    expect(chat.$active.get()?.messages.map((m) => m.id)).toEqual(messages.slice(5).map((m) => m.id));
    expect(chat.$active.get()?.hasOlder).toBe(true);
  });

  it("pages older history 20 at a time until the beginning", async () => {
    const messages = history(45);
    const { chat, seen } = await started({ conversations: [demoConversation({ userId: 2 })], messages: { 2: messages } });
    await chat.openConversation(2);
    expect(chat.$active.get()?.messages).toHaveLength(20);
    await chat.loadOlder();
    expect(chat.$active.get()?.messages).toHaveLength(40);
    await chat.loadOlder();
    expect(chat.$active.get()?.messages.map((m) => m.id)).toEqual(messages.map((m) => m.id));
    expect(chat.$active.get()).toMatchObject({ hasOlder: false, loadingOlder: false });
    await chat.loadOlder();
    const pages = seen.filter((r) => r.path.startsWith("/api/message/history")).map((r) => r.path);
    expect(pages).toEqual([
      "/api/message/history?userId=2&pageSize=20",
      "/api/message/history?userId=2&cursor=20&pageSize=20",
      "/api/message/history?userId=2&cursor=40&pageSize=20",
    ]);
  });

  it("keeps the cached messages when the history cannot load", async () => {
    const cached = history(3);
    const t = createTestChat({ routes: { "GET /api/message/history": () => envelope(500, "", null) } });
    createMessageCache(t.storage, ME).merge(2, cached);
    await t.chat.start();
    await t.chat.openConversation(2);
    expect(t.chat.$active.get()?.messages).toHaveLength(3);
  });

  it("keeps a draft per conversation", async () => {
    const { chat } = await started({ conversations: [demoConversation({ userId: 2 }), demoConversation({ userId: 3 })] });
    await chat.openConversation(2);
    chat.setDraft("for two");
    await chat.openConversation(3);
    expect(chat.$composer.get().text).toBe("");
    chat.showList("contacts");
    expect(chat.$active.get()).toBeNull();
    await chat.openConversation(2);
    expect(chat.$composer.get().text).toBe("for two");
  });
});

describe("recall", () => {
  it("recalls my own message in the view, the preview and the cache", async () => {
    const mine = demoMessage({ fromUserId: ME, toUserId: 2, time: 50_000 });
    const { chat, storage } = await started({
      conversations: [demoConversation({ userId: 2, lastMessage: mine, lastTime: mine.time })],
      messages: { 2: [mine] },
    });
    await chat.openConversation(2);
    expect(await chat.recall(mine.id)).toEqual({ ok: true });
    expect(chat.$active.get()?.messages[0]).toMatchObject({ recalled: true, msg: "" });
    expect(chat.$conversations.get()[0]?.lastMessage?.recalled).toBe(true);
    expect(createMessageCache(storage, ME).read(2)[0]?.recalled).toBe(true);
  });

  it("too late: returns the server's warning and changes nothing", async () => {
    const mine = demoMessage({ fromUserId: ME, toUserId: 2 });
    const { chat } = await started({
      messages: { 2: [mine] },
      routes: { "POST /api/message/recall": () => envelope(400, "Beyond the recall time, cannot be recalled", null) },
    });
    await chat.openConversation(2);
    expect(await chat.recall(mine.id)).toEqual({ ok: false, error: "Beyond the recall time, cannot be recalled" });
    expect(chat.$active.get()?.messages[0]?.recalled).toBe(false);
  });
});

describe("deleting", () => {
  it("removes a conversation only after the server agrees", async () => {
    let agree = false;
    const { chat } = await started({
      conversations: [demoConversation({ userId: 2 }), demoConversation({ userId: 3 })],
      routes: { "POST /api/message/delete-conversation": () => (agree ? ok(null) : envelope(500, "No", null)) },
    });
    await expect(chat.deleteConversation(2)).rejects.toMatchObject({ msg: "No" });
    expect(chat.$conversations.get()).toHaveLength(2);
    agree = true;
    await chat.openConversation(2);
    await chat.deleteConversation(2);
    expect(chat.$conversations.get().map((c) => c.userId)).toEqual([3]);
    expect(chat.$view.get()).toEqual({ name: "list", tab: "recent" });
  });

  it("deletes the history here and in the cache", async () => {
    const messages = history(4);
    const { chat, storage } = await started({
      conversations: [demoConversation({ userId: 2, lastMessage: messages[3]!, lastTime: 1, unread_num: 2 })],
      messages: { 2: messages },
    });
    await chat.openConversation(2);
    await chat.deleteHistory(2);
    expect(chat.$active.get()?.messages).toEqual([]);
    expect(chat.$conversations.get()[0]).toMatchObject({ lastMessage: null, unread_num: 0 });
    expect(createMessageCache(storage, ME).read(2)).toEqual([]);
  });
});

describe("send message from a profile card", () => {
  it("moves an existing conversation to the top and opens it", async () => {
    const { chat } = await started({
      conversations: [demoConversation({ userId: 3, lastTime: 9 }), demoConversation({ userId: 2, lastTime: 5 })],
    });
    await chat.messageFromProfile(2);
    expect(chat.$conversations.get().map((c) => c.userId)).toEqual([2, 3]);
    expect(chat.$view.get()).toEqual({ name: "conversation", peerId: 2 });
    expect(chat.$conversations.get()[0]?.lastTime).toBe(5);
  });

  it("adds a row for someone not in Recent, with the profile's name", async () => {
    const { chat } = await started({ conversations: [demoConversation({ userId: 3 })], users: [demoPublicUser({ id: 8, nickname: "Olga", friendRemarkName: "Aunt" })] });
    await chat.openProfile(8);
    expect(chat.$profile.get()).toMatchObject({ loading: false, profile: { id: 8, nickname: "Olga", remark: "Aunt", isFriend: true } });
    await chat.messageFromProfile(8);
    expect(chat.$conversations.get()[0]).toMatchObject({ userId: 8, nickname: "Olga", remark: "Aunt", unread_num: 0 });
    expect(chat.$active.get()?.peerId).toBe(8);
  });

  it("a profile that cannot load reports the server's message", async () => {
    const { chat } = await started({ routes: { "GET /api/user/info": () => envelope(404, "Not found.", null) } });
    await chat.openProfile(99);
    await vi.waitFor(() => expect(chat.$profile.get()).toEqual({ loading: false, profile: null, error: "Not found." }));
  });
});
