import type { AirwallexCreateOrderReply, GoldCoinPayRequest, PayMethodsReply, PayResultReply } from "@chat/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../db/test-helpers.js";
import { loadPaymentsConfig, paymentsWarning } from "../../payments/config.js";
import { addUser } from "../../testing/social.js";
import type { TestUser } from "../../testing/social.js";
import { deliver, paymentsRig } from "./payments-fixtures.js";
import type { PaymentsRig } from "./payments-fixtures.js";
import { balanceOf, credit } from "../../testing/wallet.js";

describe.each(testDatabases)("Airwallex payments on %s", (dialect) => {
  let rig: PaymentsRig;
  beforeAll(async () => {
    rig = await paymentsRig(dialect);
  });
  afterAll(() => rig.close());

  async function intent(u: TestUser, packageId = "coins-50") {
    const created = await rig.t.post<AirwallexCreateOrderReply>("/api/pay/airwallex-create-order", { packageId }, { token: u.token });
    expect(created.status).toBe(200);
    return created.body.data;
  }

  it("lists the methods its keys allow", async () => {
    const u = await addUser(rig.t, "Methods");
    const methods = await rig.t.get<PayMethodsReply>("/api/pay/methods", { token: u.token });
    expect(methods.body.data).toEqual({ methods: ["paypal", "card", "googlepay", "applepay", "test"], airwallexEnv: "demo", airwallexSdkUrl: `${rig.airwallex.url}/components/sdk/v1/index.js` });
  });

  it("creates the intent at our price; the signed payment_intent.succeeded credits once however often it comes", async () => {
    const u = await addUser(rig.t, "Card");
    const o = await intent(u);
    expect(o).toMatchObject({ amount: 5_000, currency: "USD", env: "demo" });
    const remote = rig.airwallex.intents.get(o.intentId);
    expect(remote).toMatchObject({ amount: 50, currency: "USD", merchant_order_id: o.orderId, request_id: o.orderId, client_secret: o.clientSecret });
    // Before paying, the check says pending and credits nothing.
    expect((await rig.t.post<PayResultReply>("/api/pay/capture", { orderId: o.orderId }, { token: u.token })).body.data.status).toBe("pending");
    const hook = rig.airwallex.succeed(o.intentId)!;
    expect(await deliver(rig.t, "airwallex", hook)).toBe(200);
    expect(await deliver(rig.t, "airwallex", hook)).toBe(200);
    const check = await rig.t.post<PayResultReply>("/api/pay/capture", { orderId: o.orderId }, { token: u.token });
    expect(check.body.data).toMatchObject({ status: "completed", balance: { goldCoin: 50 } });
    expect((await balanceOf(rig.t, u.id)).coins).toBe(50);
  });

  it("refuses bad signatures, deliveries older than five minutes, other amounts and unknown orders", async () => {
    const u = await addUser(rig.t, "Forger");
    const o = await intent(u);
    rig.airwallex.intents.get(o.intentId)!.status = "SUCCEEDED";
    const object = { ...rig.airwallex.intents.get(o.intentId)! };
    const forged = rig.airwallex.event("payment_intent.succeeded", object, rig.t.clock.now(), "not-the-secret");
    expect(await deliver(rig.t, "airwallex", forged)).toBe(403);
    const good = rig.airwallex.event("payment_intent.succeeded", object);
    expect(await deliver(rig.t, "airwallex", good, good.body.replace('"amount":50', '"amount":5000'))).toBe(403);
    expect(await deliver(rig.t, "airwallex", { ...good, headers: { ...good.headers, "x-signature": "zz" } })).toBe(403);
    const old = rig.airwallex.event("payment_intent.succeeded", object, rig.t.clock.now() - 5 * 60_000 - 1);
    expect(await deliver(rig.t, "airwallex", old)).toBe(403);
    const future = rig.airwallex.event("payment_intent.succeeded", object, rig.t.clock.now() + 5 * 60_000 + 1);
    expect(await deliver(rig.t, "airwallex", future)).toBe(403);
    // A captured genuine delivery replayed six minutes later is refused too.
    rig.t.clock.advance(6 * 60_000);
    expect(await deliver(rig.t, "airwallex", good)).toBe(403);
    const cheap = rig.airwallex.event("payment_intent.succeeded", { ...object, amount: 1 });
    expect(await deliver(rig.t, "airwallex", cheap)).toBe(400);
    const euros = rig.airwallex.event("payment_intent.succeeded", { ...object, currency: "EUR" });
    expect(await deliver(rig.t, "airwallex", euros)).toBe(400);
    const unknown = rig.airwallex.event("payment_intent.succeeded", { ...object, merchant_order_id: "0123456789abcdef01234567" });
    expect(await deliver(rig.t, "airwallex", unknown)).toBe(404);
    // Our id with another intent's reference does not match either.
    const mixed = rig.airwallex.event("payment_intent.succeeded", { ...object, id: "int_other" });
    expect(await deliver(rig.t, "airwallex", mixed)).toBe(404);
    expect((await balanceOf(rig.t, u.id)).coins).toBe(0);
    // The genuine delivery, fresh, still credits.
    expect(await deliver(rig.t, "airwallex", rig.airwallex.event("payment_intent.succeeded", object))).toBe(200);
    expect((await balanceOf(rig.t, u.id)).coins).toBe(50);
    // A refund is recorded on the order.
    expect(await deliver(rig.t, "airwallex", rig.airwallex.refund(o.intentId))).toBe(200);
    const row = await rig.t.database.db.selectFrom("payment_orders").select("status").where("id", "=", o.orderId).executeTakeFirstOrThrow();
    expect(row.status).toBe("refunded");
  });

  it("a retried create with the same requestId makes one order; other packages and methods are refused", async () => {
    const u = await addUser(rig.t, "Retry");
    const first = await rig.t.post<AirwallexCreateOrderReply>("/api/pay/airwallex-create-order", { packageId: "coins-10", requestId: "retry-000001" }, { token: u.token });
    expect(first.status).toBe(200);
    const again = await rig.t.post("/api/pay/airwallex-create-order", { packageId: "coins-10", requestId: "retry-000001" }, { token: u.token });
    expect(again.status).toBe(409);
    const rows = await rig.t.database.db.selectFrom("payment_orders").select("id").where("user_id", "=", u.id).execute();
    expect(rows).toHaveLength(1);
    expect((await rig.t.post("/api/pay/airwallex-create-order", { packageId: "coins-1" }, { token: u.token })).status).toBe(400);
    expect((await rig.t.post("/api/pay/airwallex-create-order", { packageId: "coins-10", amount: 1 }, { token: u.token })).status).toBe(200);
  });

  it("pays a package in coins at /api/pay/gold-coin-pay", async () => {
    const u = await addUser(rig.t, "Coins");
    await credit(rig.t, u.id, { gold_coin: 100 });
    const body: GoldCoinPayRequest = { packageType: "translate", packageId: "chars-5000", requestId: "gcp-0000001" };
    expect((await rig.t.post("/api/pay/gold-coin-pay", body, { token: u.token })).status).toBe(200);
    expect((await rig.t.post("/api/pay/gold-coin-pay", body, { token: u.token })).status).toBe(200);
    expect(await balanceOf(rig.t, u.id)).toMatchObject({ coins: 60, chars: 5_000 });
    expect((await rig.t.post("/api/pay/gold-coin-pay", { packageType: "vip", packageId: "svip-30" }, { token: u.token })).status).toBe(402);
    expect((await rig.t.post("/api/pay/gold-coin-pay", { packageType: "vip", packageId: "vip-30" }, { token: u.token })).status).toBe(200);
    expect((await balanceOf(rig.t, u.id)).coins).toBe(30);
    expect((await rig.t.post("/api/pay/gold-coin-pay", { packageType: "mall", packageId: "vip-30" }, { token: u.token })).status).toBe(400);
  });
});

describe("payment settings", () => {
  it("offers a provider only with all its keys, sandbox by default, and says so when production has none", () => {
    expect(loadPaymentsConfig({})).toEqual({ paypal: null, airwallex: null });
    const full = loadPaymentsConfig({ PAYPAL_CLIENT_ID: "a", PAYPAL_CLIENT_SECRET: "b", PAYPAL_WEBHOOK_ID: "c", AIRWALLEX_CLIENT_ID: "d", AIRWALLEX_API_KEY: "e", AIRWALLEX_WEBHOOK_SECRET: "f" });
    expect(full.paypal?.apiBase).toBe("https://api-m.sandbox.paypal.com");
    expect(full.airwallex?.apiBase).toBe("https://api-demo.airwallex.com");
    expect(() => loadPaymentsConfig({ PAYPAL_CLIENT_ID: "a" })).toThrow(/PAYPAL_CLIENT_SECRET, PAYPAL_WEBHOOK_ID must be set/);
    expect(() => loadPaymentsConfig({ AIRWALLEX_CLIENT_ID: "d", AIRWALLEX_API_KEY: "e", AIRWALLEX_WEBHOOK_SECRET: "f", AIRWALLEX_API_BASE: "ftp://x" })).toThrow(/AIRWALLEX_API_BASE/);
    expect(paymentsWarning({ production: true, payments: { paypal: null, airwallex: null } })).toMatch(/No payment provider/);
    expect(paymentsWarning({ production: true, payments: full })).toBeNull();
    expect(paymentsWarning({ production: false, payments: { paypal: null, airwallex: null } })).toBeNull();
  });
});
