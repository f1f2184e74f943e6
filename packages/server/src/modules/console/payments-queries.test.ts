import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../db/test-helpers.js";
import { addUser } from "../../testing/social.js";
import type { TestUser } from "../../testing/social.js";
import { createTestApp } from "../../testing/test-app.js";
import type { TestApp } from "../../testing/test-app.js";
import { ledgerTransaction, post } from "../wallet/index.js";
import { STALE_PENDING_MS, listPayments, reconcile } from "./payments-queries.js";

const HOUR = 60 * 60_000;

describe.each(testDatabases)("payments and their reconciliation on %s", (dialect) => {
  let t: TestApp;
  let payer: TestUser;
  let n = 0;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    payer = await addUser(t, "Payer");
    t.clock.advance(10 * HOUR);
  });
  afterAll(() => t.close());

  /** An order as the pay routes leave it, and (when `credit` is set) the ledger's credit for it. */
  async function order(status: "pending" | "completed" | "failed" | "refunded" | "reversed", options: { provider?: string; credit?: number; age?: number } = {}): Promise<string> {
    const id = `${String(++n).padStart(4, "0")}${"ab".repeat(10)}`;
    const now = t.clock.now() - (options.age ?? 0);
    await t.database.db
      .insertInto("payment_orders")
      .values({ id, user_id: payer.id, package_id: "coins-10", provider: options.provider ?? "paypal", provider_ref: `REF-${id}`, amount: 999, currency: "USD", coins: 10, status, request_id: null, created_at: now, completed_at: status === "pending" || status === "failed" ? null : now })
      .execute();
    if (options.credit !== undefined) {
      const coins = options.credit;
      await ledgerTransaction(t.database, (trx) => post(trx, payer.id, `order:${id}`, [{ asset: "gold_coin", delta: coins, reason: "recharge", reference: id, item: `${coins} gold coins` }], now));
    }
    return id;
  }

  async function event(kind: string, orderId: string, amount: number, provider = "paypal") {
    await t.database.db.insertInto("payment_events").values({ provider, event_id: `${kind}:${orderId}:${++n}`, order_id: orderId, kind, amount, currency: "USD", detail: kind, created_at: t.clock.now() }).execute();
  }

  it("lists what agrees as nothing, and every kind of difference, newest first", async () => {
    const fine = await order("completed", { credit: 10 });
    await event("captured", fine, 999);
    const recentPending = await order("pending", { age: 60_000 });
    const failed = await order("failed");
    const missing = await order("completed", { age: 3 * HOUR });
    await event("captured", missing, 999);
    const short = await order("completed", { credit: 5, age: 2 * HOUR });
    const stale = await order("pending", { age: STALE_PENDING_MS + 1 });
    const unpaid = await order("failed", { credit: 10, age: 4 * HOUR });
    const refunded = await order("refunded", { credit: 10, age: 5 * HOUR, provider: "card" });
    await event("refunded", refunded, 999, "card");
    const refusedOrder = await order("pending", { age: 30_000 });
    await event("refused_amount", refusedOrder, 1, "paypal");
    await event("refused_unknown", "", 5000, "card");

    const report = await reconcile(t.database.db, t.clock.now());
    const byOrder = new Map(report.differences.map((d) => [`${d.kind}:${d.orderId}`, d]));
    expect(byOrder.get(`credit-missing:${missing}`)).toMatchObject({ credited: 0, expected: { amount: 999, currency: "USD", coins: 10 }, reported: { amount: 999, currency: "USD" }, userId: payer.id });
    expect(byOrder.get(`credit-missing:${short}`)).toMatchObject({ credited: 5 });
    expect(byOrder.get(`stale-pending:${stale}`)).toMatchObject({ credited: 0, reported: null });
    expect(byOrder.get(`credit-unpaid:${unpaid}`)).toMatchObject({ credited: 10, detail: "failed" });
    expect(byOrder.get(`refunded-credited:${refunded}`)).toMatchObject({ provider: "card", credited: 10, reported: { amount: 999 } });
    expect(byOrder.get(`amount-refused:${refusedOrder}`)).toMatchObject({ reported: { amount: 1 }, expected: { amount: 999 } });
    expect(byOrder.get("unknown-payment:")).toMatchObject({ provider: "card", userId: null, expected: null, reported: { amount: 5000 } });
    expect(report.differences).toHaveLength(7);
    for (const id of [fine, recentPending, failed]) expect(report.differences.some((d) => d.orderId === id)).toBe(false);
    const times = report.differences.map((d) => d.at);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(report.totals).toEqual([{ provider: "paypal", currency: "USD", completed: 3, amount: 2997, coins: 30, credited: 15 }]);

    // Paid in full later: the refused report no longer counts.
    await t.database.db.updateTable("payment_orders").set({ status: "completed", completed_at: t.clock.now() }).where("id", "=", refusedOrder).execute();
    await ledgerTransaction(t.database, (trx) => post(trx, payer.id, `order:${refusedOrder}`, [{ asset: "gold_coin", delta: 10, reason: "recharge" }], t.clock.now()));
    const after = await reconcile(t.database.db, t.clock.now());
    expect(after.differences.some((d) => d.orderId === refusedOrder)).toBe(false);
  });

  it("lists payments by provider and status with what the ledger credited, and counts them", async () => {
    const all = await listPayments(t.database.db, {}, 1, 100);
    expect(all.total).toBe(all.list.length);
    const card = await listPayments(t.database.db, { provider: "card" }, 1, 20);
    expect(card.list.map((p) => p.provider)).toEqual(["card"]);
    expect(card.list[0]).toMatchObject({ status: "refunded", credited: 10, amount: 999, coins: 10 });
    const completed = await listPayments(t.database.db, { provider: "paypal", status: "completed" }, 1, 2);
    expect(completed.list).toHaveLength(2);
    expect(completed.total).toBe(4);
    expect(completed.summary).toContainEqual({ provider: "paypal", status: "completed", count: 4, amount: 3996 });
    const page2 = await listPayments(t.database.db, { provider: "paypal", status: "completed" }, 2, 2);
    expect(page2.list.map((p) => p.id)).not.toContain(completed.list[0]?.id);
  });

  it("counts the coins a refund took back: a shortfall and partial refunds are listed, a full take-back is not", async () => {
    const takeBack = (id: string, coins: number) => ledgerTransaction(t.database, (trx) => post(trx, payer.id, `refund:${id}`, [{ asset: "gold_coin", delta: -coins, reason: "recharge", reference: id }], t.clock.now()));
    const whole = await order("refunded", { credit: 10, provider: "airwallex" });
    await takeBack(whole, 10);
    const short = await order("reversed", { credit: 10, provider: "airwallex" });
    await takeBack(short, 4);
    const partial = await order("completed", { credit: 10, provider: "airwallex" });
    await event("refunded_partial", partial, 300, "airwallex");
    const partialThenFull = await order("refunded", { credit: 10, provider: "airwallex" });
    await event("refunded_partial", partialThenFull, 300, "airwallex");
    await takeBack(partialThenFull, 10);

    const mine = (await reconcile(t.database.db, t.clock.now())).differences.filter((d) => d.provider === "airwallex");
    expect(mine).toHaveLength(2);
    expect(mine).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: "refunded-credited", orderId: short, credited: 6, detail: "reversed" }),
        expect.objectContaining({ kind: "refunded-credited", orderId: partial, credited: 10, reported: { amount: 300, currency: "USD" }, detail: "refunded_partial" }),
      ]),
    );
    const listed = await listPayments(t.database.db, { provider: "airwallex" }, 1, 10);
    expect(new Map(listed.list.map((p) => [p.id, p.credited]))).toEqual(new Map([[whole, 0], [short, 6], [partial, 10], [partialThenFull, 0]]));
  });
});
