/**
 * Wallet: gold coins, translation characters and free gifts. The ledger and balances, the price
 * table, packages and recharge, bills, the out-of-coins errors and the `wallet` real-time event.
 */
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import type { Costs } from "./costs.js";
import { registerBillRoutes } from "./bills.js";
import { registerPayRoutes } from "./pay-routes.js";
import { registerPurchaseRoutes } from "./purchase-routes.js";
import { observeLedger } from "./ledger.js";

// What this feature adds to the configuration.
declare module "../../config.js" {
  interface Config {
    /** What costs what (COST_* variables, docs/paid-chat.md). */
    costs: Costs;
  }
}

// What other features use of this one.
export { GIFTS, findById } from "./catalogue.js";
export { orOutOfCoins, outOfCoins, refuseChangedPrice, walletEvent } from "./charge.js";
export { loadCosts, monthOf, translationPostings } from "./costs.js";
export type { Costs } from "./costs.js";
export { InsufficientBalance, effectiveVipLevel, entriesOf, ledgerTransaction, lockedBalances, observeLedger, post, walletBalance } from "./ledger.js";
export type { EntryRow, Posting } from "./ledger.js";
export { PARTIAL_KINDS } from "./refunds.js";
export { reconcilePayments } from "./settle.js";

export function registerWalletModule(app: FastifyInstance, ctx: AppContext): void {
  registerBillRoutes(app, ctx);
  registerPurchaseRoutes(app, ctx);
  registerPayRoutes(app, ctx);
  // Coins credited and spent, counted once their transaction committed.
  const stop = observeLedger(ctx.database.db, (entries) => ctx.metrics.ledgerEntries(entries));
  app.addHook("onClose", async () => stop());
}
