/**
 * Packages and purchases: GET /api/coin/list, POST /api/coin/recharge {packageId, payMethod},
 * POST /api/pay/capture {orderId}, POST /api/pay/webhook/:provider, GET /api/translate/list,
 * POST /api/translate/recharge {packageId}, GET /api/vip/list, POST /api/vip/recharge {packageId},
 * POST /api/message/update_alert_status {alertType}, GET /api/wallet/balance.
 */
import { CODE, alertStatusRequest, coinRechargeRequest, packageRechargeRequest } from "@chat/protocol";
import type { CoinRechargeReply, PackageRechargeReply } from "@chat/protocol";
import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { requireAuth, callerId } from "../../http/auth.js";
import { AppError, badRequest, ok, notFound } from "../../http/envelope.js";
import { parseBody } from "../../http/parse-body.js";
import { publishAll } from "../../realtime/events.js";
import { COIN_PACKAGES, TRANSLATE_PACKAGES, VIP_PACKAGES, findById } from "./catalogue.js";
import { orOutOfCoins } from "./charge.js";
import { ledgerTransaction, walletBalance } from "./ledger.js";
import { buyTranslatePackage, buyVip, completeOrder } from "./purchases.js";
import { isUniqueViolation } from "../../db/errors.js";

const orderRequest = z.object({ orderId: z.string({ error: "badRequest" }).regex(/^[0-9a-f]{24}$/, { error: "badRequest" }) });

export function registerPurchaseRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;
  const auth = { preHandler: requireAuth(ctx) };
  const balance = (userId: number) => walletBalance(db, userId, ctx.clock.now());

  app.get("/api/coin/list", auth, async (request) => ok(request.locale, { packages: COIN_PACKAGES, payMethods: [...ctx.payments.keys()] }));
  app.get("/api/translate/list", auth, async (request) => ok(request.locale, TRANSLATE_PACKAGES));
  app.get("/api/vip/list", auth, async (request) => ok(request.locale, VIP_PACKAGES));
  app.get("/api/wallet/balance", auth, async (request) => ok(request.locale, await balance(callerId(request))));

  app.post("/api/coin/recharge", auth, async (request) => {
    const me = callerId(request);
    const body = parseBody(coinRechargeRequest, request.body);
    const pkg = findById(COIN_PACKAGES, body.packageId);
    if (!pkg) throw badRequest("packageNotFound");
    const provider = ctx.payments.get(body.payMethod);
    if (!provider) throw badRequest("payMethodUnavailable");
    const now = ctx.clock.now();
    const orderId = randomBytes(12).toString("hex");
    try {
      await db.insertInto("payment_orders").values({ id: orderId, user_id: me, package_id: pkg.id, provider: provider.name, amount: pkg.price, currency: pkg.currency, coins: pkg.coins, status: "created", request_id: body.requestId ?? null, created_at: now }).execute();
    } catch (error) {
      if (!isUniqueViolation(error) || !body.requestId) throw error;
      // A retry of the same purchase: answer with the first order.
      const first = await db.selectFrom("payment_orders").selectAll().where("user_id", "=", me).where("request_id", "=", body.requestId).executeTakeFirstOrThrow();
      const reply: CoinRechargeReply = { orderId: first.id, status: first.status === "completed" ? "completed" : "pending", approveUrl: null, balance: await balance(me) };
      return ok(request.locale, reply);
    }
    let created;
    try {
      created = await provider.createOrder({ orderId, amount: pkg.price, currency: pkg.currency, description: `${pkg.coins} gold coins` });
    } catch {
      await db.updateTable("payment_orders").set({ status: "failed" }).where("id", "=", orderId).execute();
      throw new AppError(CODE.server, "paymentFailed", 502);
    }
    await db.updateTable("payment_orders").set({ provider_ref: created.providerRef, status: created.status === "completed" ? "created" : "pending" }).where("id", "=", orderId).execute();
    if (created.status === "completed") publishAll(ctx, await completeOrder(ctx.database, orderId, ctx.clock.now()));
    const reply: CoinRechargeReply = { orderId, status: created.status, approveUrl: created.approveUrl, balance: await balance(me) };
    return ok(request.locale, reply, created.status === "completed" ? "rechargeOk" : "ok");
  });

  app.post("/api/pay/capture", auth, async (request) => {
    const me = callerId(request);
    const { orderId } = parseBody(orderRequest, request.body);
    const order = await db.selectFrom("payment_orders").selectAll().where("id", "=", orderId).where("user_id", "=", me).executeTakeFirst();
    const provider = order ? ctx.payments.get(order.provider) : undefined;
    if (!order || !provider) throw notFound();
    if (order.status !== "completed") {
      const status = await provider.capture(order.provider_ref);
      if (status === "failed") throw new AppError(CODE.badRequest, "paymentFailed", 402);
      if (status === "completed") publishAll(ctx, await completeOrder(ctx.database, order.id, ctx.clock.now()));
    }
    const done = await db.selectFrom("payment_orders").select("status").where("id", "=", orderId).executeTakeFirstOrThrow();
    return ok(request.locale, { orderId, status: done.status, balance: await balance(me) });
  });

  app.register(async (scope) => {
    // Signatures are over the exact bytes, so the webhook keeps its body as a string.
    scope.removeContentTypeParser("application/json");
    scope.addContentTypeParser("application/json", { parseAs: "string" }, (_req, body, done) => done(null, body));
    scope.post<{ Params: { provider: string } }>("/api/pay/webhook/:provider", async (request) => {
      const provider = ctx.payments.get(request.params.provider);
      if (!provider) throw notFound();
      const event = await provider.verifyWebhook(request.headers, typeof request.body === "string" ? request.body : "");
      if (!event) throw new AppError(CODE.forbidden, "forbidden");
      const order = await db.selectFrom("payment_orders").select("id").where("provider", "=", provider.name).where("provider_ref", "=", event.providerRef).executeTakeFirst();
      if (!order) throw notFound();
      if (event.status === "completed") publishAll(ctx, await completeOrder(ctx.database, order.id, ctx.clock.now()));
      else await db.updateTable("payment_orders").set({ status: "failed" }).where("id", "=", order.id).where("status", "!=", "completed").execute();
      return ok(request.locale, {});
    });
  });

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
