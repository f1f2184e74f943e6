/** A started chat with one conversation open, for the tests of the paid features. */
import type { SendMessageRequest } from "@chat/protocol";
import { demoConversation } from "./fixtures.js";
import { createTestChat, type TestChatOptions } from "./test-chat.js";

export const PEER = 2;

export async function inConversation(options: TestChatOptions = {}) {
  const t = createTestChat({ conversations: [demoConversation({ userId: PEER })], ...options });
  await t.chat.start();
  await t.chat.openConversation(PEER);
  const { wallet, translation, gifts, burnAfterRead } = t.chat;
  const sends = () => t.seen.filter((r) => r.path === "/api/message/send").map((r) => r.body as SendMessageRequest);
  const peerAccount = t.chat.$conversations.get()[0]?.imAccount ?? "";
  return { ...t, wallet, translation, gifts, burnAfterRead, sends, peerAccount };
}
