/**
 * Refunds and reversals arrive before or after the payment's completion (providers promise no order);
 * both orders end the same: the order refunded, the coins back to what they were before the purchase
 * (through a ledger entry) as far as the balance allows, the rest and partial refunds listed for the
 * operator, and a refund delivered twice taking back once.
 */
import type { AirwallexCreateOrderReply, BillPage, PayPalCreateOrderReply, PayResultReply, ReconciliationReport } from "@chat/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../db/test-helpers.js";
import { deliver, paymentsRig } from "./payments-fixtures.js";
import type { PaymentsRig } from "./payments-fixtures.js";
import { asOperator, createOperator, loginOperator } from "../../testing/console.js";
import { addUser } from "../../testing/social.js";
import type { TestUser } from "../../testing/social.js";
import { balanceOf, credit } from "../../testing/wallet.js";
import { reconcilePayments } from "./settle.js";

const quiet = { warn: () => undefined, info: () => undefined };

describe.each(testDatabases)("refunds in either order on %s", (dialect) => {
  let rig: PaymentsRig;
  let operator: string;
  beforeAll(async () => {
    rig = await paymentsRig(dialect);
    operator = await loginOperator(rig.t, await createOperator(rig.t));
  });
  afterAll(() => rig.close());

  /** A user holding `coins` before buying anything. */
  async function payer(name: string, coins = 5): Promise<TestUser> {
    const u = await addUser(rig.t, name);
    await credit(rig.t, u.id, { gold_coin: coins });
    return u;
  }
  async function intent(u: TestUser, packageId = "coins-50") {
    return (await rig.t.post<AirwallexCreateOrderReply>("/api/pay/airwallex-create-order", { packageId }, { token: u.token })).body.data;
  }
  const status = async (orderId: string) => (await rig.t.database.db.selectFrom("payment_orders").select("status").where("id", "=", orderId).executeTakeFirstOrThrow()).status;
  /** The operator's reconciliation report (console). */
  const report = async () => (await rig.t.get<ReconciliationReport>("/api/admin/payments/reconciliation", asOperator(operator))).body.data;
  const differences = async (orderId: string) => (await report()).differences.filter((d) => d.orderId === orderId);
  const bills = async (u: TestUser) => (await rig.t.get<BillPage>("/api/bill/list?page=1&pageSize=20&type=recharge", { token: u.token })).body.data;
  /** A refund event of `amount` (major units) for an Airwallex intent. */
  const airwallexRefund = (intentId: string, amount: number, name = "refund.succeeded", id = "rfd_partial") => rig.airwallex.event(name, { id, payment_intent_id: intentId, amount, currency: "USD", status: "SUCCEEDED" });

  it("a refund before payment_intent.succeeded: the order ends refunded and never credits", async () => {
    const u = await payer("RefundFirst");
    const o = await intent(u);
    const paid = rig.airwallex.succeed(o.intentId)!;
    expect(await deliver(rig.t, "airwallex", rig.airwallex.refund(o.intentId))).toBe(200);
    expect(await status(o.orderId)).toBe("refunded");
    for (let i = 0; i < 2; i++) expect(await deliver(rig.t, "airwallex", rig.airwallex.resign(paid))).toBe(200);
    // The browser's check and the reconcile job find it paid, and credit nothing either.
    expect((await rig.t.post<PayResultReply>("/api/pay/capture", { orderId: o.orderId }, { token: u.token })).body.data).toMatchObject({ status: "refunded", balance: { goldCoin: 5 } });
    rig.t.clock.advance(61_000);
    await reconcilePayments(rig.deps, quiet);
    expect(await status(o.orderId)).toBe("refunded");
    expect((await balanceOf(rig.t, u.id)).coins).toBe(5);
    expect((await bills(u)).total).toBe(0);
    expect(await differences(o.orderId)).toEqual([]);
  });

  it("a PayPal refund naming a capture we have not seen: the capture's completion credits nothing", async () => {
    const u = await payer("PayPalRefundFirst");
    const o = (await rig.t.post<PayPalCreateOrderReply>("/api/pay/paypal-create-order", { packageId: "coins-30" }, { token: u.token })).body.data;
    rig.paypal.approve(o.paypalOrderId);
    // Captured at PayPal (our process died before crediting), then refunded; the refund comes first.
    await rig.deps.payments.get("paypal")!.capture(o.paypalOrderId, o.orderId);
    const refund = rig.paypal.refund(o.paypalOrderId);
    expect(await deliver(rig.t, "paypal", refund)).toBe(404);
    expect((await report()).differences).toContainEqual(expect.objectContaining({ kind: "unknown-payment", provider: "paypal", detail: expect.stringMatching(/^refunded capture:/) as string }));
    const completed = rig.paypal.deliveries.find((d) => d.body.includes(o.paypalOrderId) && d.type === "PAYMENT.CAPTURE.COMPLETED")!;
    expect(await deliver(rig.t, "paypal", completed)).toBe(200);
    expect(await status(o.orderId)).toBe("refunded");
    expect((await balanceOf(rig.t, u.id)).coins).toBe(5);
    // PayPal delivers the refund again; the browser comes back: still nothing credited.
    expect(await deliver(rig.t, "paypal", refund)).toBe(200);
    expect((await rig.t.post<PayResultReply>("/api/pay/paypal-success-pay", { orderId: o.orderId }, { token: u.token })).body.data).toMatchObject({ status: "refunded", balance: { goldCoin: 5 } });
    expect((await report()).differences.filter((d) => d.orderId === o.orderId || d.detail.includes("capture:"))).toEqual([]);
  });

  it("completed, then refunded twice (and settled): the coins go back once, through the ledger", async () => {
    const u = await payer("RefundAfter");
    const o = await intent(u);
    expect(await deliver(rig.t, "airwallex", rig.airwallex.succeed(o.intentId)!)).toBe(200);
    expect((await balanceOf(rig.t, u.id)).coins).toBe(55);
    const refund = rig.airwallex.refund(o.intentId);
    const object = (JSON.parse(refund.body) as { data: { object: Record<string, unknown> } }).data.object;
    expect(await deliver(rig.t, "airwallex", refund)).toBe(200);
    expect(await deliver(rig.t, "airwallex", rig.airwallex.resign(refund))).toBe(200);
    expect(await deliver(rig.t, "airwallex", rig.airwallex.event("refund.settled", object))).toBe(200);
    expect(await status(o.orderId)).toBe("refunded");
    expect((await balanceOf(rig.t, u.id)).coins).toBe(5);
    expect((await bills(u)).records.map((r) => [r.accountChange, r.balanceAfter, r.item])).toEqual([
      [-50, 5, "Refund: 50 gold coins"],
      [50, 55, "50 gold coins"],
    ]);
    expect(await differences(o.orderId)).toEqual([]);
  });

  it("coins already spent: takes back what is left and lists the rest for the operator", async () => {
    const u = await payer("Spender", 0);
    const o = await intent(u);
    expect(await deliver(rig.t, "airwallex", rig.airwallex.succeed(o.intentId)!)).toBe(200);
    expect((await rig.t.post("/api/pay/gold-coin-pay", { packageType: "translate", packageId: "chars-5000", requestId: "spend-00001" }, { token: u.token })).status).toBe(200);
    expect((await balanceOf(rig.t, u.id)).coins).toBe(10);
    const refund = rig.airwallex.refund(o.intentId);
    expect(await deliver(rig.t, "airwallex", refund)).toBe(200);
    expect(await deliver(rig.t, "airwallex", rig.airwallex.resign(refund))).toBe(200);
    expect(await status(o.orderId)).toBe("refunded");
    expect((await balanceOf(rig.t, u.id)).coins).toBe(0);
    expect((await bills(u)).records[0]).toMatchObject({ accountChange: -10, balanceAfter: 0, item: "Refund: 10 of 50 gold coins" });
    // Coins bought later are not taken for the old refund.
    await credit(rig.t, u.id, { gold_coin: 7 });
    expect(await deliver(rig.t, "airwallex", rig.airwallex.resign(refund))).toBe(200);
    expect((await balanceOf(rig.t, u.id)).coins).toBe(7);
    expect(await differences(o.orderId)).toEqual([expect.objectContaining({ kind: "refunded-credited", credited: 40, expected: { amount: 5_000, currency: "USD", coins: 50 }, detail: "refunded" })]);
  });

  it("a partial refund, before or after the completion: the coins stay and the operator sees it once", async () => {
    const u = await payer("Partial");
    const before = await intent(u);
    const paidBefore = rig.airwallex.succeed(before.intentId)!;
    const early = airwallexRefund(before.intentId, 20, "refund.succeeded", "rfd_early");
    expect(await deliver(rig.t, "airwallex", early)).toBe(200);
    expect(await deliver(rig.t, "airwallex", paidBefore)).toBe(200);
    const after = await intent(u);
    expect(await deliver(rig.t, "airwallex", rig.airwallex.succeed(after.intentId)!)).toBe(200);
    const late = airwallexRefund(after.intentId, 20, "refund.succeeded", "rfd_late");
    for (let i = 0; i < 2; i++) expect(await deliver(rig.t, "airwallex", rig.airwallex.resign(late))).toBe(200);
    expect((await balanceOf(rig.t, u.id)).coins).toBe(105);
    for (const o of [before, after]) {
      expect(await status(o.orderId)).toBe("completed");
      expect(await differences(o.orderId)).toEqual([expect.objectContaining({ kind: "refunded-credited", credited: 50, reported: { amount: 2_000, currency: "USD" }, detail: "refunded_partial" })]);
    }
  });

  it("a refund and the completion at the same time end refunded with the balance as before", async () => {
    const u = await payer("Race");
    const orders = await Promise.all([1, 2, 3, 4].map(() => intent(u, "coins-10")));
    await Promise.all(
      orders.map((o, i) => {
        const paid = rig.airwallex.succeed(o.intentId)!;
        const refund = rig.airwallex.refund(o.intentId);
        const both = [() => deliver(rig.t, "airwallex", paid), () => deliver(rig.t, "airwallex", refund)];
        return Promise.all((i % 2 === 0 ? both : both.reverse()).map((send) => send()));
      }),
    );
    for (const o of orders) expect(await status(o.orderId)).toBe("refunded");
    expect((await balanceOf(rig.t, u.id)).coins).toBe(5);
    for (const o of orders) expect(await differences(o.orderId)).toEqual([]);
  });
});
