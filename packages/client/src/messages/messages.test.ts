import { describe, expect, it } from "vitest";
import { createConversations } from "../conversations/conversations.js";
import { demoConversation, demoMessage } from "../chat/testing/fixtures.js";
import { createManualTimers } from "../chat/testing/manual-timers.js";
import { createMemoryStorage } from "../chat/testing/memory-storage.js";
import { apiWith } from "../test/api-with.js";
import { demoUser, envelope, ok } from "../test/fake-fetch.js";
import { createMessageCache } from "./message-cache.js";
import { createMessages } from "./messages.js";

const ME = 7;

async function messagesWith(options: { visible?: boolean } = {}) {
  const { api, seen } = apiWith({
    "POST /api/message/user-session-list": () => ok([demoConversation({ userId: 2, unread_num: 4 })]),
    "GET /api/service/im-account": () => envelope(404, "Not found.", null),
    "GET /api/message/history": () => ok({ messages: [], nextCursor: null }),
    "POST /api/message/read": () => ok(null),
    "POST /api/message/send": () => envelope(500, "Sending failed", null),
  });
  const storage = createMemoryStorage();
  const conversations = createConversations({ api, friendOf: () => undefined });
  await conversations.load();
  let ids = 0;
  let open: number | undefined;
  const messages = createMessages({
    api, storage, timers: { ...createManualTimers(), random: () => 0 }, newId: () => `c${++ids}`,
    conversations, outOfCoins: { noteFailure: () => false }, friendOf: () => undefined, languageFor: () => "",
    openPeer: () => open, visible: () => options.visible ?? true,
  });
  messages.start(demoUser());
  const openConversation = (peerId: number) => ((open = peerId), messages.open(peerId));
  const reads = () => seen.filter((r) => r.path === "/api/message/read");
  return { messages, conversations, storage, openConversation, reads };
}

describe("the messages of the started chat", () => {
  it("opens a conversation from the cache, marks it read and zeroes its unread", async () => {
    const { messages, conversations, storage, openConversation, reads } = await messagesWith();
    const cached = demoMessage({ fromUserId: 2, toUserId: ME });
    createMessageCache(storage, ME).merge(2, [cached]);
    await openConversation(2);
    expect(messages.$active.get()).toMatchObject({ peerId: 2, hasOlder: false, messages: [{ id: cached.id }] });
    expect(conversations.rowOf(2)?.unread_num).toBe(0);
    expect(reads()).toHaveLength(1);
  });

  it("leaves a hidden panel's conversation unread", async () => {
    const { conversations, openConversation, reads } = await messagesWith({ visible: false });
    await openConversation(2);
    expect(conversations.rowOf(2)?.unread_num).toBe(4);
    expect(reads()).toHaveLength(0);
  });

  it("keeps each conversation's draft, brings a failed send's text back, and forgets everything on reset", async () => {
    const { messages, openConversation } = await messagesWith();
    await openConversation(2);
    messages.setDraft("for Bea");
    await openConversation(3);
    messages.setDraft("lost");
    await messages.send();
    expect(messages.$active.get()?.messages).toEqual([expect.objectContaining({ status: "failed", msg: "lost" })]);
    expect(messages.$composer.get().text).toBe("lost");
    await openConversation(2);
    expect(messages.$composer.get().text).toBe("for Bea");
    messages.close();
    expect(messages.$active.get()).toBeNull();
    messages.reset();
    await openConversation(2);
    expect(messages.$composer.get().text).toBe("");
  });
});
