import type { CoinPackage, PayMethodsReply, PayResultReply, WalletBalance } from "@chat/protocol";
import { describe, expect, it } from "vitest";
import { createApiClient } from "../api/api-client.js";
import { envelope, fakeFetch, ok } from "../test/fake-fetch.js";
import { createTopUp, type AirwallexSdk, type TopUpBrowser } from "./top-up.js";
import { createWallet } from "./wallet.js";

const balance = (goldCoin: number): WalletBalance => ({ goldCoin, character: 0, vipCharacter: 0, freeGifts: 0, vipLevel: 0, vipExpiresAt: null });
const pkg: CoinPackage = { id: "coins-10", coins: 10, price: 1000, currency: "USD" };
const OFFERED: PayMethodsReply = { methods: ["paypal", "card", "googlepay", "applepay"], airwallexEnv: "demo", airwallexSdkUrl: "https://static.airwallex.test/sdk.js" };
const result = (status: PayResultReply["status"], coins = 0): PayResultReply => ({ orderId: "o1", status, balance: balance(coins) });

function topUpWith(routes: Parameters<typeof fakeFetch>[0], browser: Partial<TopUpBrowser> = {}) {
  const http = fakeFetch(routes);
  const api = createApiClient({ baseUrl: "http://chat.test", getToken: () => "t", getLocale: () => "en", fetch: http.fetch, onUnauthorized: () => {} });
  const wallet = createWallet({ api });
  const visited: string[] = [];
  const waits: number[] = [];
  const topUp = createTopUp({
    api,
    wallet,
    browser: { origin: () => "https://app.test", go: (url) => visited.push(url), canApplePay: () => false, ...browser },
    wait: async (ms) => void waits.push(ms),
    newRequestId: () => "req-1",
    now: () => 5,
  });
  return { topUp, wallet, seen: http.seen, visited, waits };
}

describe("topping up gold coins", () => {
  it("offers what the server offers, Apple Pay only where the browser can pay with it", async () => {
    const { topUp } = topUpWith({ "GET /api/pay/methods": () => ok(OFFERED) });
    expect(topUp.$methods.get()).toBeNull();
    await topUp.loadMethods();
    expect(topUp.usableMethods(topUp.$methods.get()!)).toEqual(["paypal", "card", "googlepay"]);
    const safari = topUpWith({}, { canApplePay: () => true }).topUp;
    expect(safari.usableMethods(OFFERED)).toContain("applepay");
  });

  it("an older server without pay/methods offers none", async () => {
    const { topUp } = topUpWith({});
    await topUp.loadMethods();
    expect(topUp.$methods.get()).toEqual({ methods: [], airwallexEnv: null, airwallexSdkUrl: null });
  });

  it("PayPal: creates the order at the confirmed price and leaves for PayPal's approve link", async () => {
    const { topUp, seen, visited } = topUpWith({ "POST /api/pay/paypal-create-order": () => ok({ orderId: "o1", paypalOrderId: "P", approveUrl: "https://paypal.test/approve" }) });
    await topUp.start("paypal", pkg);
    expect(seen[0]?.body).toEqual({ packageId: "coins-10", requestId: "req-1", expectedPrice: 1000 });
    expect(visited).toEqual(["https://paypal.test/approve"]);
  });

  it("a card: the intent goes to Airwallex's checkout, which returns to the coins tab with the order", async () => {
    const checkouts: Record<string, unknown>[] = [];
    const sdk: AirwallexSdk = { init: async () => undefined, payment: { redirectToCheckout: (o) => checkouts.push(o) } };
    const loaded: string[] = [];
    const { topUp, seen } = topUpWith(
      {
        "GET /api/pay/methods": () => ok(OFFERED),
        "POST /api/pay/airwallex-create-order": () => ok({ orderId: "o9", intentId: "int", clientSecret: "sec", amount: 1000, currency: "USD", env: "demo" }),
      },
      { loadAirwallex: async (url) => (loaded.push(url), sdk) },
    );
    await topUp.loadMethods();
    await topUp.start("card", pkg);
    expect(seen.at(-1)?.path).toBe("/api/pay/airwallex-create-order");
    expect(loaded).toEqual(["https://static.airwallex.test/sdk.js"]);
    expect(checkouts).toEqual([{ env: "demo", intent_id: "int", client_secret: "sec", currency: "USD", methods: ["card"], successUrl: "https://app.test/account?index=2&payOrder=o9" }]);
  });

  it("refuses a card payment before any order when Airwallex is not offered", async () => {
    const { topUp, seen } = topUpWith({});
    await expect(topUp.start("card", pkg)).rejects.toThrow("Airwallex is not offered");
    expect(seen).toEqual([]);
  });

  it("back from PayPal: captures with PayPal's token, the wallet takes the balance and the receipt names the coins", async () => {
    const { topUp, wallet, seen } = topUpWith({
      "POST /api/pay/paypal-success-pay": () => ok({ ...result("completed", 10), coins: 10, amount: 1000, currency: "USD", completedAt: null }),
    });
    const { reply, receipt } = await topUp.finish("o1", "PAYPAL1");
    expect(seen.map((r) => [r.path, r.body])).toEqual([["/api/pay/paypal-success-pay", { orderId: "o1", token: "PAYPAL1" }]]);
    expect(reply.status).toBe("completed");
    expect(wallet.$wallet.get()?.goldCoin).toBe(10);
    expect(receipt).toMatchObject({ item: { kind: "coins", coins: 10 }, time: 5, balanceAfter: 10, reference: { kind: "payment", id: "o1" } });
  });

  it("back from a card payment: asks every 2 s until the webhook has credited", async () => {
    const answers = [result("created"), result("pending"), result("completed", 10)];
    const { topUp, waits, wallet } = topUpWith({ "POST /api/pay/capture": () => ok(answers.shift()) });
    const { reply, receipt } = await topUp.finish("o1", undefined);
    expect(reply.status).toBe("completed");
    expect(waits).toEqual([2_000, 2_000]);
    expect(wallet.$wallet.get()?.goldCoin).toBe(10);
    // An older server's answer without the coins has no receipt.
    expect(receipt).toBeNull();
  });

  it("stops asking after 15 more tries and answers the still pending order", async () => {
    const { topUp, seen } = topUpWith({ "POST /api/pay/capture": () => ok(result("pending")) });
    expect((await topUp.finish("o1", undefined)).reply.status).toBe("pending");
    expect(seen).toHaveLength(16);
  });

  it("a refused capture rejects and leaves the balances as they were", async () => {
    const { topUp, wallet } = topUpWith({ "POST /api/pay/capture": () => envelope(400, "The payment could not be completed.", null) });
    wallet.apply(balance(3));
    await expect(topUp.finish("o1", undefined)).rejects.toMatchObject({ msg: "The payment could not be completed." });
    expect(wallet.$wallet.get()?.goldCoin).toBe(3);
  });
});
