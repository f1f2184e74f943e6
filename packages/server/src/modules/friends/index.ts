/**
 * Friends: the friend list (grouped by first letter), friend applications, add, remark, delete, and
 * the rule of who may talk to whom.
 */
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { registerFriendApplyRoutes } from "./applications.js";
import { registerFriendListRoutes } from "./friend-list.js";

// What other features use of this one.
export { canMessage, friendship, isFriendOf } from "./who-may-talk.js";

export function registerFriendsModule(app: FastifyInstance, ctx: AppContext): void {
  registerFriendApplyRoutes(app, ctx);
  registerFriendListRoutes(app, ctx);
}
