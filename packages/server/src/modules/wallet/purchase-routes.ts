/**
 * Packages bought with coins: GET /api/translate/list, POST /api/translate/recharge {packageId},
 * GET /api/vip/list, POST /api/vip/recharge {packageId}, POST /api/pay/gold-coin-pay
 * {packageType, packageId} (the spec's path for the same), POST /api/message/update_alert_status
 * {alertType}, GET /api/wallet/balance. Paying money for coins is in pay-routes.ts.
 */
import { alertStatusRequest, goldCoinPayRequest, packageRechargeRequest } from "@chat/protocol";
import type { PackageRechargeReply } from "@chat/protocol";
import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { requireAuth, callerId } from "../../http/auth.js";
import { badRequest, ok } from "../../http/envelope.js";
import { parseBody } from "../../http/parse-body.js";
import { publishAll } from "../../realtime/events.js";
import { TRANSLATE_PACKAGES, VIP_PACKAGES, findById } from "./catalogue.js";
import { orOutOfCoins } from "./charge.js";
import { ledgerTransaction, walletBalance } from "./ledger.js";
import { buyTranslatePackage, buyVip } from "./purchases.js";

export function registerPurchaseRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;
  const auth = { preHandler: requireAuth(ctx) };
  const balance = (userId: number) => walletBalance(db, userId, ctx.clock.now());

  app.get("/api/translate/list", auth, async (request) => ok(request.locale, TRANSLATE_PACKAGES));
  app.get("/api/vip/list", auth, async (request) => ok(request.locale, VIP_PACKAGES));
  app.get("/api/wallet/balance", auth, async (request) => ok(request.locale, await balance(callerId(request))));

  app.post("/api/translate/recharge", auth, async (request) => {
    const me = callerId(request);
    const body = parseBody(packageRechargeRequest, request.body);
    const pkg = findById(TRANSLATE_PACKAGES, body.packageId);
    if (!pkg) throw badRequest("packageNotFound");
    const key = body.requestId ?? randomBytes(12).toString("hex");
    const events = await orOutOfCoins("noCoins", () => ledgerTransaction(ctx.database, (trx) => buyTranslatePackage(trx, me, pkg, key, ctx.clock.now())));
    publishAll(ctx, events);
    return ok<PackageRechargeReply>(request.locale, { balance: await balance(me) }, "rechargeOk");
  });

  app.post("/api/vip/recharge", auth, async (request) => {
    const me = callerId(request);
    const body = parseBody(packageRechargeRequest, request.body);
    const pkg = findById(VIP_PACKAGES, body.packageId);
    if (!pkg) throw badRequest("packageNotFound");
    const key = body.requestId ?? randomBytes(12).toString("hex");
    const events = await orOutOfCoins("noCoins", () => ledgerTransaction(ctx.database, (trx) => buyVip(trx, ctx.database.dialect, me, pkg, key, ctx.clock.now())));
    publishAll(ctx, events);
    return ok<PackageRechargeReply>(request.locale, { balance: await balance(me) }, "rechargeOk");
  });

  // The spec's path for paying in coins: the same purchases as /api/translate|vip/recharge, same keys.
  app.post("/api/pay/gold-coin-pay", auth, async (request) => {
    const me = callerId(request);
    const body = parseBody(goldCoinPayRequest, request.body);
    const key = body.requestId ?? randomBytes(12).toString("hex");
    const now = ctx.clock.now();
    let events;
    if (body.packageType === "translate") {
      const pkg = findById(TRANSLATE_PACKAGES, body.packageId);
      if (!pkg) throw badRequest("packageNotFound");
      events = await orOutOfCoins("noCoins", () => ledgerTransaction(ctx.database, (trx) => buyTranslatePackage(trx, me, pkg, key, now)));
    } else {
      const pkg = findById(VIP_PACKAGES, body.packageId);
      if (!pkg) throw badRequest("packageNotFound");
      events = await orOutOfCoins("noCoins", () => ledgerTransaction(ctx.database, (trx) => buyVip(trx, ctx.database.dialect, me, pkg, key, now)));
    }
    publishAll(ctx, events);
    return ok<PackageRechargeReply>(request.locale, { balance: await balance(me) }, "rechargeOk");
  });

  app.post("/api/message/update_alert_status", auth, async (request) => {
    const me = callerId(request);
    const { alertType } = parseBody(alertStatusRequest, request.body);
    await db.insertInto("user_alerts").values({ user_id: me, alert_type: alertType, created_at: ctx.clock.now() }).onConflict((oc) => oc.columns(["user_id", "alert_type"]).doNothing()).execute();
    return ok(request.locale, { alertType, dismissed: true });
  });

  app.get("/api/message/alert_status", auth, async (request) => {
    const rows = await db.selectFrom("user_alerts").select("alert_type").where("user_id", "=", callerId(request)).execute();
    return ok(request.locale, { dismissed: rows.map((r) => r.alert_type) });
  });
}
