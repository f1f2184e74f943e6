/**
 * Support: the operators' inbox of members' conversations with the customer-service account
 * (`/api/admin/support/*`, roles support and admin). A member's message opens or reopens their thread
 * (member-message.ts, called by the send path through `ctx.supportInbox`); operators list and read
 * the threads with the member's context (thread-routes.ts), reply as "Customer service" (reply.ts,
 * upload.ts), assign, resolve, reopen and note them (thread-actions.ts), keep saved replies
 * (saved-replies.ts), translate a message (translate.ts), and follow it all live (feed.ts).
 */
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { registerFeedRoute } from "./feed.js";
import { registerReplyRoute } from "./reply.js";
import { registerSavedReplyRoutes } from "./saved-replies.js";
import { registerThreadActionRoutes } from "./thread-actions.js";
import { registerThreadRoutes } from "./thread-routes.js";
import { registerSupportTranslateRoute } from "./translate.js";
import { registerSupportUploadRoute } from "./upload.js";
import type { SupportInbox } from "./member-message.js";

// What this feature adds to the app's context.
declare module "../../context.js" {
  interface AppContext {
    /**
     * The operators' support inbox: a send to customer service calls `memberWrote` in its transaction.
     * Reached through the context because the inbox itself sends through the messages feature.
     */
    supportInbox: SupportInbox;
  }
}

// What the app and other parts (the demo seed) use of this one: a member's message, an answer, a
// resolution, each inside the caller's transaction beside the message it stores (storeMessage).
export { recordMemberMessage, supportInbox } from "./member-message.js";
export type { SupportInbox } from "./member-message.js";
export { answerThread, resolveThread } from "./thread-change.js";

export async function registerSupportModule(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerThreadRoutes(app, ctx);
  registerThreadActionRoutes(app, ctx);
  registerReplyRoute(app, ctx);
  await registerSupportUploadRoute(app, ctx);
  registerSavedReplyRoutes(app, ctx);
  registerSupportTranslateRoute(app, ctx);
  registerFeedRoute(app, ctx);
}
