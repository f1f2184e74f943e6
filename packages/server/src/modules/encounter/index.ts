/**
 * Encounter: the landing page's people to meet, past matches, and live random matching (SVIP, a
 * daily number of attempts, a countdown). The matching queue is in memory for one process, or the
 * Redis one the deps give (REDIS_URL) for several.
 */
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import type { EncounterConfig } from "./config.js";
import { registerEncounterListRoutes } from "./encounter-list.js";
import { MemoryMatchQueue } from "./match-queue.js";
import type { MatchQueue } from "./match-queue.js";
import { registerMatchingRoutes } from "./matching.js";

// What this feature adds to the configuration and to the dependencies the app is given.
declare module "../../config.js" {
  interface Config {
    /** Live matching: SVIP attempts a day (ENCOUNTER_DAILY_ATTEMPTS, 20) and the countdown (ENCOUNTER_COUNTDOWN_S, 15). */
    encounter: EncounterConfig;
  }
}
declare module "../../context.js" {
  interface AppDeps {
    /** Encounter's matching queue; in memory unless given (RedisMatchQueue with REDIS_URL). */
    matchQueue?: MatchQueue;
  }
}

// What other features and the server's wiring use of this one.
export { loadEncounterConfig } from "./config.js";
export type { EncounterConfig } from "./config.js";
export { matchAllowsTalk } from "./encounter-queries.js";
export { MemoryMatchQueue } from "./match-queue.js";
export type { MatchQueue } from "./match-queue.js";
export { RedisMatchQueue } from "./redis-match-queue.js";

export function registerEncounterModule(app: FastifyInstance, ctx: AppContext): void {
  registerEncounterListRoutes(app, ctx);
  registerMatchingRoutes(app, ctx, ctx.matchQueue ?? new MemoryMatchQueue());
}
