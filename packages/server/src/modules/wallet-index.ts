/** The issue-5 modules: bills, purchases, translation on demand, gifts, burn-after-read. */
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context.js";
import { registerBillRoutes } from "./bills.js";
import { registerBurnRoutes } from "./burn-read.js";
import { registerGiftRoutes } from "./gifts.js";
import { registerPurchaseRoutes } from "./purchases.js";
import { registerTranslateRoutes } from "./translate.js";

export function registerWalletModules(app: FastifyInstance, ctx: AppContext): void {
  registerBillRoutes(app, ctx);
  registerPurchaseRoutes(app, ctx);
  registerTranslateRoutes(app, ctx);
  registerGiftRoutes(app, ctx);
  registerBurnRoutes(app, ctx);
}
