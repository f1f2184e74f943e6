/**
 * Conversations: the Recent list (the spec's user-session-list), read marks per conversation, and
 * deleting a conversation or its history from the caller's side.
 */
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { registerConversationListRoutes } from "./conversation-list.js";

// What other features use of this one.
export { markConversationRead } from "./conversation-list.js";

export function registerConversationsModule(app: FastifyInstance, ctx: AppContext): void {
  registerConversationListRoutes(app, ctx);
}
