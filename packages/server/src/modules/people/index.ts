/**
 * People: following and followers, home-page visits and visitor records.
 */
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { registerFollowRoutes } from "./follow.js";
import { registerVisitorRoutes } from "./visitors.js";

// What other features use of this one.
export { isFollowing, viewCountsOf } from "./people-queries.js";

export function registerPeopleModule(app: FastifyInstance, ctx: AppContext): void {
  registerFollowRoutes(app, ctx);
  registerVisitorRoutes(app, ctx);
}
