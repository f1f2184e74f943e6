import type { BillPage, PayPalCreateOrderReply, PayResultReply } from "@chat/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../db/test-helpers.js";
import { addUser } from "../../testing/social.js";
import type { TestUser } from "../../testing/social.js";
import { deliver, paymentsRig } from "./payments-fixtures.js";
import type { PaymentsRig } from "./payments-fixtures.js";
import { balanceOf } from "../../testing/wallet.js";
import { reconcilePayments } from "./settle.js";

const quiet = { warn: () => undefined, info: () => undefined };

describe.each(testDatabases)("PayPal payments on %s", (dialect) => {
  let rig: PaymentsRig;
  beforeAll(async () => {
    rig = await paymentsRig(dialect);
  });
  afterAll(() => rig.close());

  async function order(u: TestUser, packageId = "coins-30") {
    const created = await rig.t.post<PayPalCreateOrderReply>("/api/pay/paypal-create-order", { packageId }, { token: u.token });
    expect(created.status).toBe(200);
    return created.body.data;
  }
  const successPay = (u: TestUser, orderId: string, token?: string) => rig.t.post<PayResultReply>("/api/pay/paypal-success-pay", { orderId, ...(token ? { token } : {}) }, { token: u.token });
  const events = (orderId: string) => rig.t.database.db.selectFrom("payment_events").selectAll().where("order_id", "=", orderId).execute();

  it("creates the order at our price, returns through the approve link and credits once for capture and webhooks", async () => {
    const u = await addUser(rig.t, "PayPalPayer");
    const o = await order(u);
    expect(rig.paypal.orders.get(o.paypalOrderId)?.amount).toEqual({ currency_code: "USD", value: "30.00" });
    expect(rig.paypal.orders.get(o.paypalOrderId)?.custom_id).toBe(o.orderId);
    // The approve page sends the payer back to our top-up page with PayPal's token.
    const approve = await fetch(o.approveUrl ?? "", { redirect: "manual" });
    expect(approve.status).toBe(302);
    const back = new URL(approve.headers.get("location") ?? "");
    expect(back.pathname).toBe("/account");
    expect(back.searchParams.get("payOrder")).toBe(o.orderId);
    expect(back.searchParams.get("token")).toBe(o.paypalOrderId);
    const paid = await successPay(u, o.orderId, back.searchParams.get("token") ?? "");
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ msg: "Recharge successful", data: { status: "completed", balance: { goldCoin: 30 } } });
    // The webhook for the same capture, delivered three times, and the browser retrying: still 30.
    const hook = rig.paypal.deliveries.find((d) => d.body.includes(o.paypalOrderId));
    expect(hook?.type).toBe("PAYMENT.CAPTURE.COMPLETED");
    for (let i = 0; i < 3; i++) expect(await deliver(rig.t, "paypal", hook!)).toBe(200);
    expect((await successPay(u, o.orderId)).body.data.status).toBe("completed");
    expect((await balanceOf(rig.t, u.id)).coins).toBe(30);
    const bills = await rig.t.get<BillPage>("/api/bill/list?page=1&pageSize=10", { token: u.token });
    expect(bills.body.data).toMatchObject({ total: 1, records: [{ type: "recharge", accountChange: 30, item: "30 gold coins" }] });
  });

  it("finishes a payment after a crash between PayPal's capture and our credit: by the webhook, or by reconciliation", async () => {
    const u = await addUser(rig.t, "Crash");
    const provider = rig.deps.payments.get("paypal");
    const a = await order(u);
    rig.paypal.approve(a.paypalOrderId);
    // The capture happened at PayPal; our process died before crediting.
    expect((await provider!.capture(a.paypalOrderId, a.orderId)).status).toBe("completed");
    expect((await balanceOf(rig.t, u.id)).coins).toBe(0);
    const hook = rig.paypal.deliveries.find((d) => d.body.includes(a.paypalOrderId))!;
    expect(await deliver(rig.t, "paypal", hook)).toBe(200);
    expect((await balanceOf(rig.t, u.id)).coins).toBe(30);
    // The browser comes back later: PayPal says "already captured", nothing more is credited.
    expect((await successPay(u, a.orderId)).body.data.status).toBe("completed");
    expect((await balanceOf(rig.t, u.id)).coins).toBe(30);

    const b = await order(u, "coins-10");
    rig.paypal.approve(b.paypalOrderId);
    await provider!.capture(b.paypalOrderId, b.orderId);
    // No webhook, no browser: the reconciliation asks PayPal about pending orders.
    rig.t.clock.advance(120_000);
    expect(await reconcilePayments(rig.deps, quiet)).toBe(1);
    expect((await balanceOf(rig.t, u.id)).coins).toBe(40);
  });

  it("refuses a capture or webhook for another amount, a forged webhook and an unknown order; credits nothing", async () => {
    const u = await addUser(rig.t, "Wrong");
    const o = await order(u);
    rig.paypal.approve(o.paypalOrderId);
    rig.paypal.captureAmountOverride = "1.00";
    try {
      expect((await successPay(u, o.orderId)).status).toBe(402);
    } finally {
      rig.paypal.captureAmountOverride = undefined;
    }
    const hook = rig.paypal.deliveries.find((d) => d.body.includes(o.paypalOrderId))!;
    expect(await deliver(rig.t, "paypal", hook)).toBe(400);
    expect((await balanceOf(rig.t, u.id)).coins).toBe(0);
    expect((await events(o.orderId)).map((e) => e.kind)).toContain("refused_amount");

    const other = await order(u);
    const forged = rig.paypal.event("PAYMENT.CAPTURE.COMPLETED", { id: "CAPFORGED", status: "COMPLETED", amount: { currency_code: "USD", value: "30.00" }, custom_id: other.orderId, supplementary_data: { related_ids: { order_id: other.paypalOrderId } } });
    expect(await deliver(rig.t, "paypal", forged, forged.body.replace("30.00", "300.00"))).toBe(403);
    expect(await deliver(rig.t, "paypal", { ...forged, headers: { ...forged.headers, "paypal-transmission-sig": "AAAA" } })).toBe(403);
    const stranger = rig.paypal.event("PAYMENT.CAPTURE.COMPLETED", { id: "CAPX", status: "COMPLETED", amount: { currency_code: "USD", value: "30.00" }, custom_id: "0123456789abcdef01234567" });
    expect(await deliver(rig.t, "paypal", stranger)).toBe(404);
    // Someone else's webhook id (another PayPal app) does not verify either.
    const elsewhere = rig.paypal.event("PAYMENT.CAPTURE.COMPLETED", { id: "CAPY", status: "COMPLETED", amount: { currency_code: "USD", value: "30.00" }, custom_id: other.orderId }, "WH-OTHER");
    expect(await deliver(rig.t, "paypal", elsewhere)).toBe(403);
    expect((await balanceOf(rig.t, u.id)).coins).toBe(0);
    // Another user cannot capture my order.
    const v = await addUser(rig.t, "Other");
    expect((await successPay(v, other.orderId)).status).toBe(404);
  });

  it("records a refund once and takes the credited coins back once, through the ledger", async () => {
    const u = await addUser(rig.t, "Refund");
    const o = await order(u);
    rig.paypal.approve(o.paypalOrderId);
    await successPay(u, o.orderId);
    expect((await balanceOf(rig.t, u.id)).coins).toBe(30);
    const refund = rig.paypal.refund(o.paypalOrderId);
    expect(await deliver(rig.t, "paypal", refund)).toBe(200);
    expect(await deliver(rig.t, "paypal", refund)).toBe(200);
    expect((await events(o.orderId)).filter((e) => e.kind === "refunded")).toHaveLength(1);
    const row = await rig.t.database.db.selectFrom("payment_orders").select("status").where("id", "=", o.orderId).executeTakeFirstOrThrow();
    expect(row.status).toBe("refunded");
    // A late capture webhook after the refund does not credit again.
    const hook = rig.paypal.deliveries.find((d) => d.body.includes(o.paypalOrderId) && d.type === "PAYMENT.CAPTURE.COMPLETED")!;
    expect(await deliver(rig.t, "paypal", hook)).toBe(200);
    expect((await balanceOf(rig.t, u.id)).coins).toBe(0);
    const bills = await rig.t.get<BillPage>("/api/bill/list?page=1&pageSize=10", { token: u.token });
    expect(bills.body.data).toMatchObject({ total: 2, records: [{ type: "recharge", accountChange: -30, balanceAfter: 0, item: "Refund: 30 gold coins" }, { accountChange: 30 }] });
  });
});
