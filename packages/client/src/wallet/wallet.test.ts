import type { WalletBalance } from "@chat/protocol";
import { describe, expect, it, vi } from "vitest";
import { createApiClient } from "../api/api-client.js";
import { createTestChat } from "../chat/testing/test-chat.js";
import { envelope, fakeFetch, ok } from "../test/fake-fetch.js";
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

function walletWith(routes: Parameters<typeof fakeFetch>[0]) {
  const http = fakeFetch(routes);
  const api = createApiClient({ baseUrl: "http://chat.test", getToken: () => "t", getLocale: () => "en", fetch: http.fetch, onUnauthorized: () => {} });
  return { wallet: createWallet({ api }), seen: http.seen };
}

describe("the wallet store", () => {
  it("loads the balances and takes newer ones from events", async () => {
    const { wallet } = walletWith({ "GET /api/wallet/balance": () => ok(balance()) });
    expect(wallet.$wallet.get()).toBeNull();
    await wallet.refresh();
    expect(wallet.$wallet.get()?.goldCoin).toBe(10);
    wallet.apply(balance({ goldCoin: 7, character: 250 }));
    expect(wallet.$wallet.get()).toMatchObject({ goldCoin: 7, character: 250 });
  });

  it("keeps the balances shown when a load fails", async () => {
    const { wallet } = walletWith({ "GET /api/wallet/balance": () => envelope(500, "down", null) });
    wallet.apply(balance({ goldCoin: 3 }));
    await wallet.refresh();
    expect(wallet.$wallet.get()?.goldCoin).toBe(3);
  });

  it("loads a package list once, and again after a failure", async () => {
    let fail = true;
    const { wallet, seen } = walletWith({ "GET /api/translate/list": () => (fail ? envelope(500, "down", null) : ok([{ id: "t1", characters: 5000, coins: 10 }])) });
    await wallet.loadTranslationPackages();
    expect(wallet.$translationPackages.get()).toBe("error");
    fail = false;
    await wallet.loadTranslationPackages();
    await wallet.loadTranslationPackages();
    expect(wallet.$translationPackages.get()).toEqual([{ id: "t1", characters: 5000, coins: 10 }]);
    expect(seen.filter((r) => r.path === "/api/translate/list")).toHaveLength(2);
  });

  it("pages the bill records by type, and reloads them after a purchase", async () => {
    const { wallet, seen } = walletWith({
      "GET /api/bill/type": () => ok([{ type: "recharge", name: "Recharge" }]),
      "GET /api/bill/list": () => ok({ records: [], total: 0 }),
    });
    await wallet.loadBills();
    await wallet.loadBills({ page: 2 });
    expect(wallet.$bills.get()).toMatchObject({ page: 2, type: "" });
    await wallet.loadBills({ type: "recharge" });
    expect(wallet.$bills.get()).toMatchObject({ page: 1, type: "recharge", data: { records: [], total: 0 } });
    const before = seen.filter((r) => r.path.startsWith("/api/bill/list")).length;
    wallet.afterPurchase(balance({ goldCoin: 3 }));
    expect(wallet.$wallet.get()?.goldCoin).toBe(3);
    await vi.waitFor(() => expect(seen.filter((r) => r.path.startsWith("/api/bill/list")).length).toBe(before + 1));
  });
});

describe("the chat's wallet", () => {
  it("loads the balances at start and applies every wallet event", async () => {
    const { chat, transport } = createTestChat({ routes: { "GET /api/wallet/balance": () => ok(balance({ goldCoin: 20 })) } });
    await chat.start();
    await vi.waitFor(() => expect(chat.wallet.$wallet.get()?.goldCoin).toBe(20));
    await vi.waitFor(() => expect(chat.$connection.get()).toEqual({ status: "online" }));
    transport.emitEvent({ type: "wallet", data: balance({ goldCoin: 19, character: 280 }) });
    await vi.waitFor(() => expect(chat.wallet.$wallet.get()).toMatchObject({ goldCoin: 19, character: 280 }));
    transport.emitEvent({ type: "wallet", data: balance({ goldCoin: 119 }) });
    await vi.waitFor(() => expect(chat.wallet.$wallet.get()?.goldCoin).toBe(119));
    chat.stop();
    expect(chat.wallet.$wallet.get()).toBeNull();
  });
});
