/**
 * Gifts: the gift catalogue with the free gifts left, what a gift costs (gift-charge.ts, used when a
 * gift is sent as a message), and the given/received records.
 */
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { registerGiftRoutes } from "./gift-routes.js";

// What other features use of this one.
export { giftCharge } from "./gift-charge.js";

export function registerGiftsModule(app: FastifyInstance, ctx: AppContext): void {
  registerGiftRoutes(app, ctx);
}
