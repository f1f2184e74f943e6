/**
 * Payments as operators see them, and their reconciliation: what the providers reported (the order's
 * status and the provider events we recorded) against what the ledger credited (the `order:<id>`
 * entry a completed order writes, less the `refund:<id>` entry a full refund took back). Refunded or
 * reversed orders whose coins were not all taken back (the balance no longer held them) and partial
 * refunds (never taken back automatically, see wallet/refunds.ts) are listed as `refunded-credited`.
 * Read-only: money moves only through the ledger's own paths.
 */
import type { ConsolePayment, ConsolePaymentPage, PaymentStatus, ReconciliationDifference, ReconciliationKind, ReconciliationReport } from "@chat/protocol";
import { sql } from "kysely";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.js";
import { PARTIAL_KINDS } from "../wallet/index.js";

/** A pending order older than this is one the reconcile job could not finish. */
export const STALE_PENDING_MS = 60 * 60_000;
/** Differences listed at most (the oldest beyond it wait for the first ones to be dealt with). */
const MAX_DIFFERENCES = 500;

interface OrderCredit {
  id: string;
  user_id: number;
  provider: string;
  provider_ref: string;
  package_id: string;
  amount: number;
  currency: string;
  coins: number;
  status: PaymentStatus;
  created_at: number;
  completed_at: number | null;
  credited: number | null;
  taken_back: number | null;
}

/**
 * Orders with the coins the ledger credited for them (null: no credit) and took back after a refund
 * (null: none, else negative), as a subquery-free join.
 */
function ordersWithCredit(db: Kysely<DB>) {
  return db
    .selectFrom("payment_orders as o")
    .leftJoin("ledger_entries as l", (join) => join.onRef("l.user_id", "=", "o.user_id").on(sql<boolean>`l.idem_key = ${"order:"} || o.id || ${"#0"}`).on("l.asset", "=", "gold_coin"))
    .leftJoin("ledger_entries as r", (join) => join.onRef("r.user_id", "=", "o.user_id").on(sql<boolean>`r.idem_key = ${"refund:"} || o.id || ${"#0"}`).on("r.asset", "=", "gold_coin"))
    .select(["o.id", "o.user_id", "o.provider", "o.provider_ref", "o.package_id", "o.amount", "o.currency", "o.coins", "o.status", "o.created_at", "o.completed_at", "l.delta as credited", "r.delta as taken_back"]);
}

/** The coins still credited for an order: its credit less what a refund took back. */
const stillCredited = (r: Pick<OrderCredit, "credited" | "taken_back">) => Number(r.credited ?? 0) + Number(r.taken_back ?? 0);

const toPayment = (r: OrderCredit): ConsolePayment => ({
  id: r.id,
  userId: r.user_id,
  provider: r.provider,
  providerRef: r.provider_ref,
  packageId: r.package_id,
  amount: Number(r.amount),
  currency: r.currency,
  coins: Number(r.coins),
  status: r.status,
  createdAt: Number(r.created_at),
  completedAt: r.completed_at === null ? null : Number(r.completed_at),
  credited: stillCredited(r),
});

export async function listPayments(db: Kysely<DB>, filter: { provider?: string | undefined; status?: PaymentStatus | undefined }, page: number, pageSize: number): Promise<ConsolePaymentPage> {
  let rows = ordersWithCredit(db);
  let count = db.selectFrom("payment_orders as o").select((eb) => eb.fn.countAll<number>().as("n"));
  if (filter.provider !== undefined) {
    rows = rows.where("o.provider", "=", filter.provider);
    count = count.where("o.provider", "=", filter.provider);
  }
  if (filter.status !== undefined) {
    rows = rows.where("o.status", "=", filter.status);
    count = count.where("o.status", "=", filter.status);
  }
  const [list, total, summary] = await Promise.all([
    rows.orderBy("o.created_at", "desc").orderBy("o.id", "desc").limit(pageSize).offset((page - 1) * pageSize).execute(),
    count.executeTakeFirstOrThrow(),
    db
      .selectFrom("payment_orders")
      .select(["provider", "status", (eb) => eb.fn.countAll<number>().as("count"), (eb) => eb.fn.sum<number>("amount").as("amount")])
      .groupBy(["provider", "status"])
      .orderBy("provider")
      .orderBy("status")
      .execute(),
  ]);
  return {
    list: list.map(toPayment),
    total: Number(total.n),
    summary: summary.map((s) => ({ provider: s.provider, status: s.status, count: Number(s.count), amount: Number(s.amount) })),
  };
}

function differenceOf(r: OrderCredit, now: number): ReconciliationKind | null {
  const credited = Number(r.credited ?? 0);
  if (r.status === "completed") return credited === Number(r.coins) ? null : "credit-missing";
  if (r.status === "refunded" || r.status === "reversed") return stillCredited(r) > 0 ? "refunded-credited" : null;
  if (r.credited !== null) return "credit-unpaid";
  if (r.status === "pending" && Number(r.created_at) <= now - STALE_PENDING_MS) return "stale-pending";
  return null;
}

/** Every difference (newest first) and, per provider and currency, the completed totals. */
export async function reconcile(db: Kysely<DB>, now: number): Promise<ReconciliationReport> {
  const suspects = await ordersWithCredit(db)
    .where((eb) =>
      eb.or([
        eb.and([eb("o.status", "=", "completed"), eb.or([eb("l.delta", "is", null), eb("l.delta", "!=", eb.ref("o.coins"))])]),
        eb.and([eb("o.status", "in", ["refunded", "reversed"]), eb(sql<number>`l.delta + coalesce(r.delta, 0)`, ">", 0)]),
        eb.and([eb("o.status", "not in", ["completed", "refunded", "reversed"]), eb("l.delta", "is not", null)]),
        eb.and([eb("o.status", "=", "pending"), eb("o.created_at", "<=", now - STALE_PENDING_MS)]),
      ]),
    )
    .orderBy("o.created_at", "desc")
    .limit(MAX_DIFFERENCES)
    .execute();
  const refused = await db
    .selectFrom("payment_events as e")
    .leftJoin("payment_orders as o", "o.id", "e.order_id")
    .select(["e.provider", "e.order_id", "e.kind", "e.amount", "e.currency", "e.detail", "e.created_at", "o.user_id", "o.amount as order_amount", "o.currency as order_currency", "o.coins", "o.status"])
    .where("e.kind", "in", ["refused_amount", "refused_unknown"])
    .orderBy("e.created_at", "desc")
    .limit(MAX_DIFFERENCES)
    .execute();
  // Partial refunds and reversals: coins stay credited, the operator decides (orders a full one reached are above).
  const partial = await ordersWithCredit(db)
    .innerJoin("payment_events as e", "e.order_id", "o.id")
    .select(["e.kind as refund_kind", "e.amount as refund_amount", "e.currency as refund_currency", "e.created_at as refund_at"])
    .where("e.kind", "in", PARTIAL_KINDS)
    .where("o.status", "not in", ["refunded", "reversed"])
    .orderBy("e.created_at", "desc")
    .limit(MAX_DIFFERENCES)
    .execute();
  // The amounts providers reported for the suspect orders (their captures and completions).
  const reportedBy = new Map<string, { amount: number; currency: string }>();
  const ids = suspects.map((s) => s.id);
  if (ids.length > 0) {
    const events = await db.selectFrom("payment_events").select(["order_id", "amount", "currency"]).where("order_id", "in", ids).where("kind", "in", ["captured", "webhook_completed", "refunded", "reversed"]).orderBy("id").execute();
    for (const e of events) reportedBy.set(e.order_id, { amount: Number(e.amount), currency: e.currency });
  }
  const differences: ReconciliationDifference[] = [];
  for (const r of suspects) {
    const kind = differenceOf(r, now);
    if (!kind) continue;
    differences.push({
      kind,
      provider: r.provider,
      orderId: r.id,
      userId: r.user_id,
      reported: reportedBy.get(r.id) ?? null,
      expected: { amount: Number(r.amount), currency: r.currency, coins: Number(r.coins) },
      credited: stillCredited(r),
      at: Number(r.completed_at ?? r.created_at),
      detail: r.status,
    });
  }
  for (const p of partial) {
    differences.push({
      kind: "refunded-credited",
      provider: p.provider,
      orderId: p.id,
      userId: p.user_id,
      reported: { amount: Number(p.refund_amount), currency: p.refund_currency },
      expected: { amount: Number(p.amount), currency: p.currency, coins: Number(p.coins) },
      credited: stillCredited(p),
      at: Number(p.refund_at),
      detail: p.refund_kind,
    });
  }
  for (const e of refused) {
    // A refused report for an order that was later paid in full is settled.
    if (e.kind === "refused_amount" && e.status === "completed") continue;
    differences.push({
      kind: e.kind === "refused_amount" ? "amount-refused" : "unknown-payment",
      provider: e.provider,
      orderId: e.order_id,
      userId: e.user_id ?? null,
      reported: { amount: Number(e.amount), currency: e.currency },
      expected: e.order_amount === null || e.order_currency === null ? null : { amount: Number(e.order_amount), currency: e.order_currency, coins: Number(e.coins) },
      credited: 0,
      at: Number(e.created_at),
      detail: e.detail,
    });
  }
  differences.sort((a, b) => b.at - a.at);
  const totals = await db
    .selectFrom("payment_orders as o")
    .leftJoin("ledger_entries as l", (join) => join.onRef("l.user_id", "=", "o.user_id").on(sql<boolean>`l.idem_key = ${"order:"} || o.id || ${"#0"}`).on("l.asset", "=", "gold_coin"))
    .select(["o.provider", "o.currency", (eb) => eb.fn.countAll<number>().as("completed"), (eb) => eb.fn.sum<number>("o.amount").as("amount"), (eb) => eb.fn.sum<number>("o.coins").as("coins"), (eb) => eb.fn.coalesce(eb.fn.sum<number>("l.delta"), sql<number>`0`).as("credited")])
    .where("o.status", "=", "completed")
    .groupBy(["o.provider", "o.currency"])
    .orderBy("o.provider")
    .orderBy("o.currency")
    .execute();
  return {
    differences: differences.slice(0, MAX_DIFFERENCES),
    totals: totals.map((t) => ({ provider: t.provider, currency: t.currency, completed: Number(t.completed), amount: Number(t.amount), coins: Number(t.coins), credited: Number(t.credited) })),
    checkedAt: now,
  };
}
