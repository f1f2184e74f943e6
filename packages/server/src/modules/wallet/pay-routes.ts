/**
 * Paying for coins: GET /api/pay/methods, POST /api/coin/recharge {packageId, payMethod, expectedPrice?},
 * POST /api/pay/paypal-create-order {packageId, expectedPrice?}, POST /api/pay/paypal-success-pay
 * {orderId, token}, POST /api/pay/airwallex-create-order {packageId, expectedPrice?}, POST /api/pay/capture {orderId},
 * POST /api/pay/webhook/:provider (raw body, provider's signature) and GET /api/coin/list.
 */
import { CODE, coinRechargeRequest, payCreateOrderRequest, paySuccessRequest } from "@chat/protocol";
import type { AirwallexCreateOrderReply, CoinRechargeReply, PayMethod, PayMethodsReply, PayPalCreateOrderReply, PayResultReply } from "@chat/protocol";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppContext } from "../../context.js";
import { runLeased } from "../../db/job-lease.js";
import { requireAuth, callerId } from "../../http/auth.js";
import { AppError, badRequest, ok, notFound } from "../../http/envelope.js";
import { parseBody } from "../../http/parse-body.js";
import { ProviderError } from "../../payments/provider.js";
import { COIN_PACKAGES } from "./catalogue.js";
import { refuseChangedPrice } from "./charge.js";
import { walletBalance } from "./ledger.js";
import { coinPackage, createPaymentOrder, paymentLog } from "./pay-orders.js";
import { applyWebhook, reconcilePayments, settle } from "./settle.js";

/** How often pending orders are checked with their provider (a crash between its answer and our credit). */
const RECONCILE_EVERY_MS = 5 * 60_000;

export function registerPayRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;
  const auth = { preHandler: requireAuth(ctx) };
  const balance = (userId: number) => walletBalance(db, userId, ctx.clock.now());
  const provider = (name: string) => {
    const p = ctx.payments.get(name);
    if (!p) throw badRequest("payMethodUnavailable");
    return p;
  };

  app.get("/api/coin/list", auth, async (request) => ok(request.locale, { packages: COIN_PACKAGES, payMethods: [...ctx.payments.keys()] }));

  app.get("/api/pay/methods", auth, async (request) => {
    const methods: PayMethod[] = [];
    if (ctx.payments.has("paypal")) methods.push("paypal");
    if (ctx.payments.has("airwallex")) methods.push("card", "googlepay", "applepay");
    if (ctx.payments.has("test")) methods.push("test");
    const base = ctx.config.payments.airwallex?.apiBase ?? null;
    const offered = ctx.payments.has("airwallex") && ctx.config.payments.airwallex;
    const reply: PayMethodsReply = { methods, airwallexEnv: !offered ? null : base === "https://api.airwallex.com" ? "prod" : "demo", airwallexSdkUrl: offered ? (ctx.config.payments.airwallex?.sdkUrl ?? null) : null };
    return ok(request.locale, reply);
  });

  app.post("/api/coin/recharge", auth, async (request) => {
    const me = callerId(request);
    const body = parseBody(coinRechargeRequest, request.body);
    const pkg = coinPackage(body.packageId);
    refuseChangedPrice(body.expectedPrice, pkg.price);
    const { order, created } = await createPaymentOrder(ctx, request, me, pkg, provider(body.payMethod), body.requestId);
    const status = order.status === "completed" ? "completed" : "pending";
    const reply: CoinRechargeReply = { orderId: order.id, status, approveUrl: created?.approveUrl ?? null, balance: await balance(me), time: ctx.clock.now() };
    return ok(request.locale, reply, status === "completed" ? "rechargeOk" : "ok");
  });

  app.post("/api/pay/paypal-create-order", auth, async (request) => {
    const me = callerId(request);
    const body = parseBody(payCreateOrderRequest, request.body);
    const pkg = coinPackage(body.packageId);
    refuseChangedPrice(body.expectedPrice, pkg.price);
    const { order, created } = await createPaymentOrder(ctx, request, me, pkg, provider("paypal"), body.requestId);
    return ok<PayPalCreateOrderReply>(request.locale, { orderId: order.id, paypalOrderId: order.provider_ref, approveUrl: created?.approveUrl ?? null });
  });

  app.post("/api/pay/airwallex-create-order", auth, async (request) => {
    const me = callerId(request);
    const body = parseBody(payCreateOrderRequest, request.body);
    const pkg = coinPackage(body.packageId);
    refuseChangedPrice(body.expectedPrice, pkg.price);
    const { order, created } = await createPaymentOrder(ctx, request, me, pkg, provider("airwallex"), body.requestId);
    // A retried request has no fresh client secret: the browser starts a new purchase.
    if (!created?.clientSecret) throw new AppError(CODE.badRequest, "paymentFailed", 409);
    const env = ctx.config.payments.airwallex?.apiBase === "https://api.airwallex.com" ? "prod" : "demo";
    return ok<AirwallexCreateOrderReply>(request.locale, { orderId: order.id, intentId: order.provider_ref, clientSecret: created.clientSecret, amount: order.amount, currency: order.currency, env });
  });

  /** Capture (PayPal) or check (Airwallex) one of the caller's orders and credit it once. */
  const captureRoute = (only?: string) => async (request: FastifyRequest) => {
    const me = callerId(request);
    const { orderId, token } = parseBody(paySuccessRequest, request.body);
    const order = await db.selectFrom("payment_orders").selectAll().where("id", "=", orderId).where("user_id", "=", me).executeTakeFirst();
    const p = order ? ctx.payments.get(order.provider) : undefined;
    if (!order || !p || (only && order.provider !== only) || (token && token !== order.provider_ref)) throw notFound();
    if (order.completed_at === null && order.provider_ref !== "") {
      let result;
      try {
        result = await p.capture(order.provider_ref, order.id);
      } catch (error) {
        paymentLog(ctx, request).warn(`payment capture ${order.id}: ${error instanceof Error ? error.message : String(error)}`);
        throw new AppError(CODE.server, "paymentFailed", error instanceof ProviderError && error.status >= 400 && error.status < 500 ? 402 : 502);
      }
      const settled = await settle(ctx, paymentLog(ctx, request), order, result, "capture");
      if (settled === "failed" || settled === "refused") throw new AppError(CODE.badRequest, "paymentFailed", 402);
    }
    const done = await db.selectFrom("payment_orders").select(["status", "coins", "amount", "currency", "completed_at"]).where("id", "=", orderId).executeTakeFirstOrThrow();
    const receipt = { coins: Number(done.coins), amount: Number(done.amount), currency: done.currency, completedAt: done.completed_at === null ? null : Number(done.completed_at) };
    return ok<PayResultReply>(request.locale, { orderId, status: done.status, balance: await balance(me), ...receipt }, done.status === "completed" ? "rechargeOk" : "ok");
  };
  app.post("/api/pay/paypal-success-pay", auth, captureRoute("paypal"));
  app.post("/api/pay/capture", auth, captureRoute());

  app.register(async (scope) => {
    // Signatures are over the exact bytes, so the webhook keeps its body as a string.
    scope.removeContentTypeParser("application/json");
    scope.addContentTypeParser("application/json", { parseAs: "string" }, (_req, body, done) => done(null, body));
    scope.post<{ Params: { provider: string } }>("/api/pay/webhook/:provider", async (request) => {
      const p = ctx.payments.get(request.params.provider);
      if (!p) throw notFound();
      const log = paymentLog(ctx, request);
      let event;
      try {
        event = await p.verifyWebhook(request.headers, typeof request.body === "string" ? request.body : "");
      } catch (error) {
        // The provider's verification call failed: answer 5xx so it delivers again later.
        log.warn(`payment webhook ${p.name}: verification failed: ${error instanceof Error ? error.message : String(error)}`);
        throw new AppError(CODE.server, "paymentFailed", 503);
      }
      if (!event) {
        log.warn(`payment webhook refused: ${p.name} delivery from ${request.ip} has no valid signature`);
        throw new AppError(CODE.forbidden, "forbidden");
      }
      const outcome = await applyWebhook(ctx, log, p.name, event);
      if (outcome === "unknown") throw notFound();
      if (outcome === "refused") throw badRequest("paymentFailed");
      return ok(request.locale, {});
    });
  });

  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    // Once per period across the server processes on this database (db/job-lease.ts).
    const reconcile = () => runLeased(ctx.database, "payment-reconcile", ctx.clock.now(), RECONCILE_EVERY_MS, () => reconcilePayments(ctx, console));
    timer = setInterval(() => void reconcile().catch((error: unknown) => console.warn("payment reconcile failed", error)), RECONCILE_EVERY_MS);
    timer.unref();
  });
  app.addHook("onClose", async () => clearInterval(timer));
}
