/**
 * People: follow, visitors, album and block. This file registers block's routes and exports the
 * rules other features ask (messages, friends, profiles, conversations; follow, visits and album
 * next).
 */
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { registerBlockRoutes } from "./block.js";

// What other features use of this one.
export { blockedIdsOf, hasBlocked, isBlockedEither } from "./block-rules.js";

export function registerPeopleModule(app: FastifyInstance, ctx: AppContext): void {
  registerBlockRoutes(app, ctx);
}
