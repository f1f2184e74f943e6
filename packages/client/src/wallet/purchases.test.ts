import type { CoinPackage, TranslatePackage, VipPackage, WalletBalance } from "@chat/protocol";
import { describe, expect, it, vi } from "vitest";
import { createApiClient } from "../api/api-client.js";
import { envelope, fakeFetch, ok } from "../test/fake-fetch.js";
import { createPurchases } from "./purchases.js";
import { createWallet } from "./wallet.js";

const balance = (overrides: Partial<WalletBalance> = {}): WalletBalance => ({
  goldCoin: 10,
  character: 300,
  vipCharacter: 0,
  freeGifts: 0,
  vipLevel: 0,
  vipExpiresAt: null,
  ...overrides,
});

const coinPkg: CoinPackage = { id: "c1", coins: 100, price: 499, currency: "USD" };
const transPkg: TranslatePackage = { id: "t1", characters: 5000, coins: 10 };
const vipPkg: VipPackage = { id: "v1", vipLevel: 1, days: 30, coins: 50, characters: 2000, freeGiftsPerMonth: 5, blurUses: 5 };

function walletWith(routes: Parameters<typeof fakeFetch>[0]) {
  const http = fakeFetch(routes);
  const api = createApiClient({ baseUrl: "http://chat.test", getToken: () => "t", getLocale: () => "en", fetch: http.fetch, onUnauthorized: () => {} });
  let ids = 0;
  const wallet = createWallet({ api });
  const purchases = createPurchases({ api, wallet, newRequestId: () => `req-${++ids}`, now: () => 1_000 });
  return { wallet, purchases, seen: http.seen };
}

describe("buying in the web app", () => {
  it("applies the balance each purchase answers with, with a fresh request id per attempt and the price confirmed", async () => {
    const { wallet, purchases, seen } = walletWith({
      "POST /api/coin/recharge": () => ok({ orderId: "o1", status: "completed", approveUrl: null, balance: balance({ goldCoin: 110 }), time: 5 }),
      "POST /api/translate/recharge": () => ok({ balance: balance({ goldCoin: 100, character: 5300 }), billId: 41, time: 6 }),
      "POST /api/vip/recharge": () => ok({ balance: balance({ goldCoin: 50, vipLevel: 1, vipExpiresAt: 1 }) }),
    });
    const { reply, receipt } = await purchases.buyCoins(coinPkg, "test");
    expect(reply.status).toBe("completed");
    expect(receipt).toEqual({ item: { kind: "coins", coins: 100 }, time: 5, price: { amount: 499, currency: "USD" }, asset: "gold_coin", change: 100, balanceAfter: 110, reference: { kind: "payment", id: "o1" } });
    expect(wallet.$wallet.get()?.goldCoin).toBe(110);
    expect(await purchases.buyTranslation(transPkg)).toMatchObject({ item: { kind: "translation", characters: 5000 }, time: 6, price: { coins: 10 }, change: -10, balanceAfter: 100, reference: { kind: "record", id: "41" } });
    expect(wallet.$wallet.get()).toMatchObject({ goldCoin: 100, character: 5300 });
    // An older server answers no record and no time: the receipt still says what and when.
    expect(await purchases.buyVip(vipPkg)).toMatchObject({ item: { kind: "vip", vipLevel: 1, days: 30 }, time: 1_000, price: { coins: 50 }, reference: null });
    expect(wallet.$wallet.get()).toMatchObject({ goldCoin: 50, vipLevel: 1 });
    expect(seen.map((r) => (r.body as { requestId?: string }).requestId)).toEqual(["req-1", "req-2", "req-3"]);
    expect(seen.map((r) => (r.body as { expectedPrice?: number }).expectedPrice)).toEqual([499, 10, 50]);
    expect(seen[0]?.body).toMatchObject({ packageId: "c1", payMethod: "test" });
  });

  it("a price changed meanwhile: the refusal rejects and the list loads today's prices", async () => {
    let coins = 50;
    const { wallet, purchases, seen } = walletWith({
      "GET /api/vip/list": () => ok([{ ...vipPkg, coins }]),
      "POST /api/vip/recharge": () => envelope(409, "The price has changed. Please check it and try again.", null),
    });
    await wallet.loadVipPackages();
    coins = 60;
    await expect(purchases.buyVip(vipPkg)).rejects.toMatchObject({ msg: "The price has changed. Please check it and try again." });
    await vi.waitFor(() => expect(wallet.$vipPackages.get()).toEqual([{ ...vipPkg, coins: 60 }]));
    expect(seen.filter((r) => r.path === "/api/vip/list")).toHaveLength(2);
  });

  it("a refused purchase rejects and leaves the balances as they were", async () => {
    const { wallet, purchases } = walletWith({ "POST /api/vip/recharge": () => envelope(105, "Insufficient gold coins!", null, {}) });
    wallet.apply(balance({ goldCoin: 1 }));
    await expect(purchases.buyVip(vipPkg)).rejects.toMatchObject({ code: 105 });
    expect(wallet.$wallet.get()?.goldCoin).toBe(1);
  });
});
