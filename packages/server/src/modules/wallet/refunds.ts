/**
 * Refunds and reversals (chargebacks, lost disputes) of a coin purchase. Providers do not deliver
 * webhooks in order, so both orders of arrival end in the same state:
 *
 * - A **full** refund or reversal (one event naming our order's currency and at least its amount) moves
 *   the order to `refunded` / `reversed`, once: the move is conditional on the order not being refunded
 *   or reversed already. If the order's coins were credited, that move takes them back through the
 *   ledger in the same transaction (key `refund:<order id>`, reason `recharge`, a negative delta), as
 *   many as the balance still holds; what it does not hold stays listed in the operator's
 *   reconciliation (`refunded-credited`, with the coins still credited). If the order was not completed
 *   yet, nothing is taken back and the later completion credits nothing (`completeOrder` does not
 *   complete a refunded order).
 * - A **partial** refund or reversal (less than the order's amount, another currency, or no amount)
 *   changes no coins and not the order's status: it is recorded as `refunded_partial` /
 *   `reversed_partial` and listed in the reconciliation for the operator, who decides. Each event is
 *   judged on its own because a provider may report one refund twice (Airwallex's `refund.succeeded`
 *   and `refund.settled`), so adding them up could take back coins for money that was not returned.
 *
 * A refund PayPal names only by its capture, arriving before we know that capture, names no order of
 * ours yet: it is kept as `refused_unknown` with the capture in its detail (PayPal is answered 404 and
 * delivers again), and the completion that brings that capture claims it for the order.
 */
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import type { DB } from "../../db/schema.js";
import type { PaymentOrdersTable } from "../../db/schema-wallet.js";
import type { WebhookEvent } from "../../payments/provider.js";
import type { StoredEvent } from "../../realtime/events.js";
import { walletEvent } from "./charge.js";
import { entriesOf, ledgerTransaction, lockedBalances, post } from "./ledger.js";

type Order = Pick<PaymentOrdersTable, "id" | "user_id" | "provider" | "amount" | "currency">;
export type RefundKind = "refunded" | "reversed";

/** Order statuses a refund moved to; a completion never completes such an order. */
export const REFUNDED: readonly RefundKind[] = ["refunded", "reversed"];

/** The event kinds a refund or reversal of less than the order's amount is recorded as. */
export const PARTIAL_KINDS = ["refunded_partial", "reversed_partial"] as const;

/** Whether one refund event gives back all of the order's money. */
export function isFullRefund(order: Pick<Order, "amount" | "currency">, amount: number | undefined, currency: string | undefined): boolean {
  return Number.isFinite(amount) && Number(amount) >= Number(order.amount) && currency === order.currency;
}

/** The detail a refund of an unknown capture is kept with, so its completion can find it. */
export const unmatchedRefundDetail = (kind: RefundKind, captureId: string) => `${kind} capture:${captureId}`;

export interface RefundOutcome {
  /** The refund gave back all of the order's money. */
  full: boolean;
  /** Gold coins the ledger took back now. */
  takenBack: number;
  /** Coins credited for the order that the balance no longer held (listed for the operator). */
  shortfall: number;
  events: StoredEvent[];
}

/**
 * Moves `order` to `kind` unless a refund already did, and then takes back the coins credited for it,
 * as many as the balance holds. The conditional move makes it happen once however often it is called.
 */
export async function refundOrder(trx: Kysely<DB>, dialect: Database["dialect"], order: Order, kind: RefundKind, now: number): Promise<Omit<RefundOutcome, "full">> {
  const none = { takenBack: 0, shortfall: 0, events: [] };
  const moved = await trx.updateTable("payment_orders").set({ status: kind }).where("id", "=", order.id).where("status", "not in", REFUNDED).executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 0) return none;
  const credited = (await entriesOf(trx, order.user_id, `order:${order.id}`)).filter((e) => e.asset === "gold_coin").reduce((sum, e) => sum + Number(e.delta), 0);
  if (credited <= 0) return none;
  const balance = Number((await lockedBalances(trx, dialect, order.user_id)).gold_coin);
  const take = Math.min(credited, Math.max(0, balance));
  const item = take === credited ? `Refund: ${credited} gold coins` : `Refund: ${take} of ${credited} gold coins`;
  const { replayed } = await post(trx, order.user_id, `refund:${order.id}`, [{ asset: "gold_coin", delta: -take, reason: "recharge", reference: order.id, item }], now);
  if (replayed || take === 0) return { ...none, shortfall: credited - take };
  return { takenBack: take, shortfall: credited - take, events: [await walletEvent(trx, order.user_id, now)] };
}

/** Applies one verified refund or reversal event about `order`: recorded once, coins taken back once. */
export async function applyRefund(database: Database, order: Order, event: WebhookEvent & { kind: RefundKind }, now: number): Promise<RefundOutcome> {
  const full = isFullRefund(order, event.amount, event.currency);
  const kind = full ? event.kind : (`${event.kind}_partial` as const);
  return ledgerTransaction(database, async (trx) => {
    // A delivery refused earlier because it named no order of ours (PayPal, before the capture) is this order's now.
    await trx
      .insertInto("payment_events")
      .values({ provider: order.provider, event_id: event.eventId.slice(0, 128), order_id: order.id, kind, amount: Number.isFinite(event.amount) ? Number(event.amount) : 0, currency: (event.currency ?? "").slice(0, 3), detail: event.captureId ?? "", created_at: now })
      .onConflict((oc) => oc.columns(["provider", "event_id"]).doUpdateSet({ order_id: order.id, kind }).where("payment_events.kind", "=", "refused_unknown"))
      .execute();
    if (!full) return { full, takenBack: 0, shortfall: 0, events: [] };
    return { full, ...(await refundOrder(trx, database.dialect, order, event.kind, now)) };
  });
}

/**
 * Inside a completion that names `captureId`: refunds of that capture delivered before we knew it
 * become this order's. Answers the status a full one sets (the completion then credits nothing).
 */
export async function claimEarlyRefunds(trx: Kysely<DB>, order: Order, captureId: string): Promise<RefundKind | null> {
  const early = await trx
    .selectFrom("payment_events")
    .select(["id", "amount", "currency", "detail"])
    .where("order_id", "=", "")
    .where("provider", "=", order.provider)
    .where("kind", "=", "refused_unknown")
    .where("detail", "in", REFUNDED.map((k) => unmatchedRefundDetail(k, captureId)))
    .execute();
  let status: RefundKind | null = null;
  for (const e of early) {
    const kind: RefundKind = e.detail.startsWith("reversed") ? "reversed" : "refunded";
    const full = isFullRefund(order, Number(e.amount), e.currency);
    await trx.updateTable("payment_events").set({ order_id: order.id, kind: full ? kind : `${kind}_partial` }).where("id", "=", e.id).execute();
    if (full) status ??= kind;
  }
  return status;
}
