/**
 * Wallet: gold coins, translation characters and free gifts. The ledger and balances, the price
 * table, packages and recharge, bills, the out-of-coins errors and the `wallet` real-time event.
 */
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { registerBillRoutes } from "./bills.js";
import { registerPurchaseRoutes } from "./purchase-routes.js";

export function registerWalletModule(app: FastifyInstance, ctx: AppContext): void {
  registerBillRoutes(app, ctx);
  registerPurchaseRoutes(app, ctx);
}
