/** Renders the conversation with Bob (user 2) around a seeded test chat, already open. */
import { demoConversation } from "@chat/client/test";
import { ConversationView } from "../messages/conversation-view.js";
import { renderPanel } from "./render-panel.js";

const bob = demoConversation({ userId: 2, nickname: "Bob" });

export async function openBob(options: Parameters<typeof renderPanel>[1] = {}) {
  const view = await renderPanel(<ConversationView peerId={2} onBack={() => {}} />, { conversations: [bob], ...options });
  await view.chat.openConversation(2);
  return view;
}
