import { describe, expect, it } from "vitest";
import { createApiClient } from "../api/api-client.js";
import { fakeFetch } from "../test/fake-fetch.js";
import { createShopWallet } from "./shop-wallet.js";

describe("the web app's wallet", () => {
  it("shows one receipt at a time until it is closed or the user logs out", () => {
    const http = fakeFetch({});
    const api = createApiClient({ baseUrl: "http://chat.test", getToken: () => "t", getLocale: () => "en", fetch: http.fetch, onUnauthorized: () => {} });
    const wallet = createShopWallet({ api });
    const receipt = { item: { kind: "coins", coins: 10 }, time: 1, price: null, asset: "gold_coin", change: 10, balanceAfter: 10, reference: null } as const;
    wallet.showReceipt(receipt);
    expect(wallet.$receipt.get()).toEqual(receipt);
    wallet.closeReceipt();
    expect(wallet.$receipt.get()).toBeNull();
    wallet.showReceipt(receipt);
    wallet.apply({ goldCoin: 10, character: 300, vipCharacter: 0, freeGifts: 0, vipLevel: 0, vipExpiresAt: null });
    wallet.reset();
    expect(wallet.$receipt.get()).toBeNull();
    expect(wallet.$wallet.get()).toBeNull();
  });
});
