/**
 * What a provider says about one of our orders, applied exactly once. Money counts only when the
 * provider reports it completed for OUR order's amount and currency; anything else is refused and
 * logged. Refunds and reversals, in whichever order they arrive with the completion, are applied by
 * refunds.ts (a full one never lets the order credit, or takes the credited coins back; a partial one
 * is listed for the operator). `reconcilePayments` asks the providers about orders left pending, so a
 * crash between the provider's answer and our credit is finished without the payer.
 */
import type { Selectable } from "kysely";
import type { AppContext } from "../../context.js";
import type { PaymentOrdersTable } from "../../db/schema-wallet.js";
import type { PaymentResult, WebhookEvent } from "../../payments/provider.js";
import { publishAll } from "../../realtime/events.js";
import { completeOrder } from "./purchases.js";
import { applyRefund, REFUNDED, unmatchedRefundDetail } from "./refunds.js";

export type OrderRow = Selectable<PaymentOrdersTable>;
/** What settling needs of the application. */
export type PayDeps = Pick<AppContext, "database" | "clock" | "bus" | "payments">;
type Logger = Pick<Console, "warn" | "info">;

export type Settled = "completed" | "pending" | "failed" | "refused";

async function record(ctx: PayDeps, order: OrderRow | undefined, provider: string, eventId: string, kind: string, amount: number | undefined, currency: string | undefined, detail = ""): Promise<void> {
  await ctx.database.db
    .insertInto("payment_events")
    .values({ provider, event_id: eventId.slice(0, 128), order_id: order?.id ?? "", kind, amount: Number.isFinite(amount) ? Number(amount) : 0, currency: (currency ?? "").slice(0, 3), detail: detail.slice(0, 255), created_at: ctx.clock.now() })
    .onConflict((oc) => oc.columns(["provider", "event_id"]).doNothing())
    .execute();
}

/** Applies a capture/status result to our order. */
export async function settle(ctx: PayDeps, log: Logger, order: OrderRow, result: PaymentResult, source: string): Promise<Settled> {
  if (result.status === "completed") {
    if (result.amount !== order.amount || result.currency !== order.currency) {
      log.warn(`payment refused: ${order.provider} ${source} for order ${order.id} reports ${String(result.amount)} ${String(result.currency)}, the order is ${order.amount} ${order.currency}`);
      await record(ctx, order, order.provider, `mismatch:${source}:${result.captureId ?? order.provider_ref}`, "refused_amount", result.amount, result.currency, source);
      return "refused";
    }
    publishAll(ctx, await completeOrder(ctx.database, order.id, ctx.clock.now(), result.captureId));
    return "completed";
  }
  if (result.status === "failed") {
    await ctx.database.db.updateTable("payment_orders").set({ status: "failed" }).where("id", "=", order.id).where("completed_at", "is", null).where("status", "not in", REFUNDED).execute();
    return "failed";
  }
  return "pending";
}

/** Finds the order a verified webhook is about: our id as echoed and the provider's reference must agree. */
async function orderOf(ctx: PayDeps, provider: string, event: WebhookEvent): Promise<OrderRow | undefined> {
  const db = ctx.database.db;
  let order: OrderRow | undefined;
  if (event.orderId) order = await db.selectFrom("payment_orders").selectAll().where("id", "=", event.orderId).where("provider", "=", provider).executeTakeFirst();
  else if (event.providerRef) order = await db.selectFrom("payment_orders").selectAll().where("provider", "=", provider).where("provider_ref", "=", event.providerRef).executeTakeFirst();
  else if (event.captureId) {
    const capture = await db.selectFrom("payment_events").select("order_id").where("provider", "=", provider).where("event_id", "=", `capture:${event.captureId}`).executeTakeFirst();
    if (capture) order = await db.selectFrom("payment_orders").selectAll().where("id", "=", capture.order_id).executeTakeFirst();
  }
  if (order && event.providerRef && order.provider_ref !== event.providerRef) return undefined;
  return order;
}

/** A verified webhook: answers what happened, or "unknown" when no order of ours matches. */
export async function applyWebhook(ctx: PayDeps, log: Logger, provider: string, event: WebhookEvent): Promise<Settled | "unknown" | "recorded"> {
  if (event.kind === "ignored") return "recorded";
  const order = await orderOf(ctx, provider, event);
  if (!order) {
    log.warn(`payment webhook refused: ${provider} event ${event.eventId} (${event.kind}) names no order of ours (order ${String(event.orderId)}, ref ${String(event.providerRef)}, capture ${String(event.captureId)})`);
    // A refund of a capture we have not seen yet: its completion finds it by this detail.
    const detail = (event.kind === "refunded" || event.kind === "reversed") && event.captureId ? unmatchedRefundDetail(event.kind, event.captureId) : `${String(event.orderId)} ${String(event.providerRef)}`;
    await record(ctx, undefined, provider, event.eventId, "refused_unknown", event.amount, event.currency, detail);
    return "unknown";
  }
  if (event.kind === "completed") {
    const settled = await settle(ctx, log, order, { status: "completed", amount: event.amount, currency: event.currency, captureId: event.captureId }, `webhook ${event.eventId}`);
    if (settled === "completed") await record(ctx, order, provider, event.eventId, "webhook_completed", event.amount, event.currency);
    return settled;
  }
  if (event.kind === "failed") {
    await record(ctx, order, provider, event.eventId, "failed", event.amount, event.currency);
    return settle(ctx, log, order, { status: "failed" }, `webhook ${event.eventId}`);
  }
  const refund = await applyRefund(ctx.database, order, { ...event, kind: event.kind }, ctx.clock.now());
  publishAll(ctx, refund.events);
  const outcome = !refund.full ? "partial, listed for the operator" : `${refund.takenBack} coins taken back${refund.shortfall > 0 ? `, ${refund.shortfall} no longer in the balance (listed for the operator)` : ""}`;
  log.warn(`payment ${event.kind}: ${provider} order ${order.id} (user ${order.user_id}), ${String(event.amount)} ${String(event.currency)}: ${outcome}`);
  return "recorded";
}

/** Asks each provider about its orders still pending after `olderThanMs`; finishes those that were paid. */
export async function reconcilePayments(ctx: PayDeps, log: Logger, olderThanMs = 60_000): Promise<number> {
  const pending = await ctx.database.db
    .selectFrom("payment_orders")
    .selectAll()
    .where("status", "=", "pending")
    .where("provider_ref", "!=", "")
    .where("created_at", "<=", ctx.clock.now() - olderThanMs)
    .orderBy("created_at")
    .limit(100)
    .execute();
  let finished = 0;
  for (const order of pending) {
    const provider = ctx.payments.get(order.provider);
    if (!provider) continue;
    try {
      if ((await settle(ctx, log, order, await provider.status(order.provider_ref), "reconcile")) === "completed") finished += 1;
    } catch (error) {
      log.warn(`payment reconcile: ${order.provider} order ${order.id}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return finished;
}
