/** Burn-after-read: images the receiver may open once, the one read (charged or not), and its URL. */
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { registerBurnRoutes } from "./burn-read.js";

export function registerBurnAfterReadModule(app: FastifyInstance, ctx: AppContext): void {
  registerBurnRoutes(app, ctx);
}
