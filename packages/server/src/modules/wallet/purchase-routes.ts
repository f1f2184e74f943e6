/**
 * Packages bought with coins: GET /api/translate/list, POST /api/translate/recharge {packageId,
 * expectedPrice?}, GET /api/vip/list, POST /api/vip/recharge {packageId, expectedPrice?},
 * POST /api/pay/gold-coin-pay {packageType, packageId, expectedPrice?} (the spec's path for the same),
 * POST /api/message/update_alert_status {alertType}, GET /api/message/alert_status (dismissed prompts and
 * their prices), GET /api/wallet/balance. Paying money for coins
 * is in pay-routes.ts.
 */
import { alertStatusRequest, goldCoinPayRequest, packageRechargeRequest } from "@chat/protocol";
import type { PackageRechargeReply } from "@chat/protocol";
import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type { AppContext } from "../../context.js";
import type { DB } from "../../db/schema.js";
import { requireAuth, callerId } from "../../http/auth.js";
import { badRequest, ok } from "../../http/envelope.js";
import { parseBody } from "../../http/parse-body.js";
import { publishAll } from "../../realtime/events.js";
import { TRANSLATE_PACKAGES, VIP_PACKAGES, findById } from "./catalogue.js";
import { orOutOfCoins, refuseChangedPrice } from "./charge.js";
import { ledgerTransaction, walletBalance } from "./ledger.js";
import { buyTranslatePackage, buyVip } from "./purchases.js";

export function registerPurchaseRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;
  const auth = { preHandler: requireAuth(ctx) };
  const balance = (userId: number) => walletBalance(db, userId, ctx.clock.now());

  app.get("/api/translate/list", auth, async (request) => ok(request.locale, TRANSLATE_PACKAGES));
  app.get("/api/vip/list", auth, async (request) => ok(request.locale, VIP_PACKAGES));
  app.get("/api/wallet/balance", auth, async (request) => ok(request.locale, await balance(callerId(request))));

  /**
   * Buys a translation package or a membership with coins at the price the buyer confirmed, and
   * answers the balances with the receipt's record (the coins' bill entry) and time.
   */
  const buyPackage = async (me: number, type: "translate" | "vip", packageId: string, requestId: string | undefined, expectedPrice: number | undefined): Promise<PackageRechargeReply> => {
    const key = requestId ?? randomBytes(12).toString("hex");
    const now = ctx.clock.now();
    const vip = type === "vip" ? findById(VIP_PACKAGES, packageId) : undefined;
    const pack = type === "translate" ? findById(TRANSLATE_PACKAGES, packageId) : undefined;
    const purchase = vip
      ? { coins: vip.coins, run: (trx: Kysely<DB>) => buyVip(trx, ctx.database.dialect, me, vip, key, now) }
      : pack
        ? { coins: pack.coins, run: (trx: Kysely<DB>) => buyTranslatePackage(trx, me, pack, key, now) }
        : undefined;
    if (!purchase) throw badRequest("packageNotFound");
    refuseChangedPrice(expectedPrice, purchase.coins);
    const { events, bill } = await orOutOfCoins("noCoins", () => ledgerTransaction(ctx.database, purchase.run));
    publishAll(ctx, events);
    return { balance: await balance(me), ...(bill ? { billId: bill.id, time: Number(bill.created_at) } : { time: now }) };
  };

  app.post("/api/translate/recharge", auth, async (request) => {
    const body = parseBody(packageRechargeRequest, request.body);
    return ok(request.locale, await buyPackage(callerId(request), "translate", body.packageId, body.requestId, body.expectedPrice), "rechargeOk");
  });

  app.post("/api/vip/recharge", auth, async (request) => {
    const body = parseBody(packageRechargeRequest, request.body);
    return ok(request.locale, await buyPackage(callerId(request), "vip", body.packageId, body.requestId, body.expectedPrice), "rechargeOk");
  });

  // The spec's path for paying in coins: the same purchases as /api/translate|vip/recharge, same keys.
  app.post("/api/pay/gold-coin-pay", auth, async (request) => {
    const body = parseBody(goldCoinPayRequest, request.body);
    return ok(request.locale, await buyPackage(callerId(request), body.packageType, body.packageId, body.requestId, body.expectedPrice), "rechargeOk");
  });

  app.post("/api/message/update_alert_status", auth, async (request) => {
    const me = callerId(request);
    const { alertType } = parseBody(alertStatusRequest, request.body);
    await db.insertInto("user_alerts").values({ user_id: me, alert_type: alertType, created_at: ctx.clock.now() }).onConflict((oc) => oc.columns(["user_id", "alert_type"]).doNothing()).execute();
    return ok(request.locale, { alertType, dismissed: true });
  });

  /**
   * The prompts the user dismissed, and what the action each prompt warns of costs now (the cost
   * table can change without a release, and a prompt must name the price that will be charged).
   */
  app.get("/api/message/alert_status", auth, async (request) => {
    const rows = await db.selectFrom("user_alerts").select("alert_type").where("user_id", "=", callerId(request)).execute();
    const coins = { payMsg: ctx.config.costs.messageCoins, burnPayMsg: ctx.config.costs.burnViewCoins };
    return ok(request.locale, { dismissed: rows.map((r) => r.alert_type), coins });
  });
}
