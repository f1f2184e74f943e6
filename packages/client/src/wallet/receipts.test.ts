import type { BillRecord, WalletBalance } from "@chat/protocol";
import { describe, expect, it } from "vitest";
import { billReceipt, coinOffer, coinsAfter, goodOffer, paymentReceipt, vipOffer } from "./receipts.js";

const balance = (goldCoin: number): WalletBalance => ({ goldCoin, character: 0, vipCharacter: 0, freeGifts: 0, vipLevel: 0, vipExpiresAt: null });
const bill = (over: Partial<BillRecord>): BillRecord => ({ id: 7, item: "VIP 30 days", type: "vip", asset: "gold_coin", accountChange: -30, balanceAfter: 70, createTime: 1_700_000_000_000, translatedCharacters: 0, ...over });

describe("receipts", () => {
  it("tell the balance after a purchase, fewer coins for coins spent, more for a coin package", () => {
    expect(coinsAfter(vipOffer({ id: "v", vipLevel: 1, days: 30, coins: 30, characters: 0, freeGiftsPerMonth: 5, blurUses: 0 }), 100)).toBe(70);
    expect(coinsAfter(goodOffer("Vase", 2, 24), 20)).toBe(-4);
    expect(coinsAfter(coinOffer({ id: "c", coins: 100, price: 499, currency: "USD" }), 5)).toBe(105);
    expect(coinsAfter(goodOffer("Vase", 1, 12), null)).toBeNull();
  });

  it("of a bill record: coins spent are the price; a top-up names its payment, a mall order its number, others the record", () => {
    expect(billReceipt(bill({}))).toEqual({
      item: { kind: "bill", item: "VIP 30 days", type: "vip" },
      time: 1_700_000_000_000,
      price: { coins: 30 },
      asset: "gold_coin",
      change: -30,
      balanceAfter: 70,
      reference: { kind: "record", id: "7" },
    });
    expect(billReceipt(bill({ type: "recharge", accountChange: 100, balanceAfter: 170, orderId: "abc" }))).toMatchObject({ price: null, change: 100, reference: { kind: "payment", id: "abc" } });
    expect(billReceipt(bill({}), "VIP 30日間").item).toEqual({ kind: "bill", item: "VIP 30日間", type: "vip" });
    expect(billReceipt(bill({ type: "mall", orderId: "12" })).reference).toEqual({ kind: "order", id: "12" });
    expect(billReceipt(bill({ asset: "vip_chars", accountChange: 2000, balanceAfter: 2000 }))).toMatchObject({ price: null, asset: "vip_chars", change: 2000 });
  });

  it("of a payment back from the provider, only once it completed and says what it bought", () => {
    const done = { orderId: "o1", status: "completed" as const, balance: balance(110), coins: 100, amount: 499, currency: "USD", completedAt: 9 };
    expect(paymentReceipt(done, 1)).toEqual({ item: { kind: "coins", coins: 100 }, time: 9, price: { amount: 499, currency: "USD" }, asset: "gold_coin", change: 100, balanceAfter: 110, reference: { kind: "payment", id: "o1" } });
    expect(paymentReceipt({ ...done, status: "pending" }, 1)).toBeNull();
    expect(paymentReceipt({ orderId: "o1", status: "completed", balance: balance(1) }, 1)).toBeNull();
  });
});
