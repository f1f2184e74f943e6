/**
 * People: follow, visitors, album and block. This file registers the routes of following, visits
 * and block, and exports the rules other features ask (messages, friends, profiles, conversations):
 * block, and who others may meet (visibility.ts: not banned, not suspended).
 */
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { registerBlockRoutes } from "./block.js";
import { registerFollowRoutes } from "./follow.js";
import { registerVisitorRoutes } from "./visitors.js";

// What other features use of this one.
export { blockedEitherIdsOf, blockedEitherWay, blockedIdsOf, hasBlocked, isBlockedEither } from "./block-rules.js";
export { followCounts, isFollowing, personFacts, viewCountsOf } from "./people-queries.js";
export { canMeet, isVisible, meetableBy, requireVisibleUser, userUnavailable, visibleUser } from "./visibility.js";

export function registerPeopleModule(app: FastifyInstance, ctx: AppContext): void {
  registerBlockRoutes(app, ctx);
  registerFollowRoutes(app, ctx);
  registerVisitorRoutes(app, ctx);
}
