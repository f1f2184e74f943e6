/**
 * Creating a payment order: our row first (amount, currency and coins from the price table, the
 * client's `requestId` unique per user), then the provider's order with our id as its idempotency key.
 * A retried request answers with the first order.
 */
import { CODE } from "@chat/protocol";
import type { CoinPackage } from "@chat/protocol";
import { randomBytes } from "node:crypto";
import type { FastifyRequest } from "fastify";
import type { AppContext } from "../../context.js";
import { isUniqueViolation } from "../../db/errors.js";
import { AppError, badRequest } from "../../http/envelope.js";
import type { PaymentProvider, ProviderOrder } from "../../payments/provider.js";
import { publishAll } from "../../realtime/events.js";
import { COIN_PACKAGES, findById } from "./catalogue.js";
import { completeOrder } from "./purchases.js";
import type { OrderRow } from "./settle.js";

export interface CreatedOrder {
  order: OrderRow;
  /** The provider's answer; null when this was a retry of an earlier request. */
  created: ProviderOrder | null;
}

/** Where the payer's browser comes back: the top-up page with our order id. */
function returnUrls(ctx: AppContext, request: FastifyRequest, orderId: string) {
  const origin = ctx.config.publicOrigin ?? `${request.protocol}://${request.host}`;
  const page = `${origin}/account?index=2&payOrder=${orderId}`;
  return { returnUrl: page, cancelUrl: `${page}&cancelled=1` };
}

/** A logger for payment decisions: always written outside tests (refusals must reach the operator). */
export function paymentLog(ctx: AppContext, request: FastifyRequest): Pick<Console, "warn" | "info"> {
  if (ctx.config.nodeEnv === "test") return { warn: (m: string) => request.log.warn(m), info: (m: string) => request.log.info(m) };
  return console;
}

export function coinPackage(packageId: string): CoinPackage {
  const pkg = findById(COIN_PACKAGES, packageId);
  if (!pkg) throw badRequest("packageNotFound");
  return pkg;
}

export async function createPaymentOrder(ctx: AppContext, request: FastifyRequest, userId: number, pkg: CoinPackage, provider: PaymentProvider, requestId: string | undefined): Promise<CreatedOrder> {
  const db = ctx.database.db;
  const now = ctx.clock.now();
  const orderId = randomBytes(12).toString("hex");
  try {
    await db.insertInto("payment_orders").values({ id: orderId, user_id: userId, package_id: pkg.id, provider: provider.name, amount: pkg.price, currency: pkg.currency, coins: pkg.coins, status: "created", request_id: requestId ?? null, created_at: now }).execute();
  } catch (error) {
    if (!isUniqueViolation(error) || !requestId) throw error;
    const first = await db.selectFrom("payment_orders").selectAll().where("user_id", "=", userId).where("request_id", "=", requestId).executeTakeFirstOrThrow();
    if (first.provider !== provider.name || first.package_id !== pkg.id) throw badRequest("badRequest");
    return { order: first, created: null };
  }
  let created: ProviderOrder;
  try {
    created = await provider.createOrder({ orderId, amount: pkg.price, currency: pkg.currency, description: `${pkg.coins} gold coins`, ...returnUrls(ctx, request, orderId) });
  } catch (error) {
    paymentLog(ctx, request).warn(`payment order ${orderId}: ${provider.name} refused to create it: ${error instanceof Error ? error.message : String(error)}`);
    await db.updateTable("payment_orders").set({ status: "failed" }).where("id", "=", orderId).execute();
    throw new AppError(CODE.server, "paymentFailed", 502);
  }
  await db.updateTable("payment_orders").set({ provider_ref: created.providerRef, status: created.status === "completed" ? "created" : "pending" }).where("id", "=", orderId).execute();
  if (created.status === "completed") publishAll(ctx, await completeOrder(ctx.database, orderId, ctx.clock.now()));
  const order = await db.selectFrom("payment_orders").selectAll().where("id", "=", orderId).executeTakeFirstOrThrow();
  return { order, created };
}
