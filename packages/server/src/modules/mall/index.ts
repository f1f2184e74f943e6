/**
 * Mall: categories and goods, orders paid in gold coins through the wallet's ledger (with the stock,
 * in one transaction), shop gifts to friends with their "Received" step, and the operators' catalogue
 * changes (catalogue.ts: the admin CLI and the demo data use them).
 */
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { registerMallRoutes } from "./mall-routes.js";

// What other parts use of this one (the admin CLI, the demo data).
export * from "./catalogue.js";
export { listCategories, orderById, pictureKeys, searchOrders, setOrderReceived, toGood } from "./mall-queries.js";
export type { GoodRow } from "./mall-queries.js";

export function registerMallModule(app: FastifyInstance, ctx: AppContext): void {
  registerMallRoutes(app, ctx);
}
