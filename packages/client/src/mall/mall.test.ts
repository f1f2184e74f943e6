import type { MallGood, MallOrder, WalletBalance } from "@chat/protocol";
import { describe, expect, it } from "vitest";
import { apiWith } from "../test/api-with.js";
import { envelope, ok } from "../test/fake-fetch.js";
import { createMall } from "./mall.js";
import { EMPTY_ORDER } from "./mall-order-form.js";

const good = (id: number, stock = 5): MallGood => ({ id, categoryId: 1, name: `Good ${id}`, description: "", pictures: [`/files/${id}.png`], price: 10, stock });
const order = (id: number, status: MallOrder["status"] = "purchased"): MallOrder => ({
  id, goodId: 1, goodName: "Good 1", picture: "", price: 10, coins: 20, quantity: 2, consignee: "Ann", phone: "+44 1234 5678", address: "1 High St", message: "",
  status, orderTime: 1, receivedTime: status === "received" ? 2 : null, buyer: { userId: 7, nickname: "Ada", avatar: "" }, recipient: null,
});
const balance: WalletBalance = { goldCoin: 80, character: 0, vipCharacter: 0, freeGifts: 0, vipLevel: 0, vipExpiresAt: null };
const filled = { ...EMPTY_ORDER, quantity: "2", consignee: "Ann", phone: "+44 1234 5678", address: "1 High St" };

describe("the mall store", () => {
  it("loads categories and a category's goods, paged", async () => {
    const { api, seen } = apiWith({
      "GET /api/umall-classify/list": () => ok([{ id: 1, name: "Flowers", goods: 2 }]),
      "GET /api/umall-classify/goodlist": () => ok({ list: [good(1), good(2)], total: 2 }),
    });
    const mall = createMall({ api, pageSize: 10 });
    await mall.loadCategories();
    expect(mall.$categories.get().list).toEqual([{ id: 1, name: "Flowers", goods: 2 }]);
    await mall.openCategory(1);
    expect(mall.$goods.get()).toMatchObject({ categoryId: 1, total: 2, page: 1, loading: false });
    expect(seen[1]?.path).toBe("/api/umall-classify/goodlist?classifyId=1&page=1&pageSize=10");
  });

  it("checks the form with the server's rules before sending anything", async () => {
    const { api, seen } = apiWith({});
    const mall = createMall({ api });
    expect(await mall.placeOrder(1, { ...filled, quantity: "0" })).toEqual({ ok: false, errors: { quantity: "mallQuantityInvalid" } });
    expect(await mall.placeOrder(1, { ...EMPTY_ORDER, quantity: "" })).toEqual({ ok: false, errors: { quantity: "mallQuantityInvalid", consignee: "mallConsigneeRequired", phone: "mallPhoneRequired", address: "mallAddressRequired" } });
    expect(await mall.placeOrder(1, { ...filled, consignee: "", phone: "" })).toEqual({ ok: false, errors: { consignee: "mallConsigneeRequired", phone: "mallPhoneRequired" } });
    expect(await mall.placeOrder(1, { ...EMPTY_ORDER, gift: true })).toEqual({ ok: false, errors: { recipientId: "mallRecipientRequired", address: "mallAddressRequired" } });
    // The same check before the confirmation is asked.
    expect(mall.validateOrder(1, { ...filled, phone: "" })).toEqual({ phone: "mallPhoneRequired" });
    expect(mall.validateOrder(1, filled)).toBeNull();
    expect(seen).toHaveLength(0);
  });

  it("places an order once per key: a retry after no answer sends the same key, a new order a new one", async () => {
    let calls = 0;
    const { api, seen } = apiWith({
      "POST /api/umall-goods/buy": () => (++calls === 1 ? envelope(503, "Under maintenance.", null) : ok({ order: order(9), balance })),
    });
    const keys = ["key-first-0001", "key-second-002"];
    let applied: WalletBalance | null = null;
    const mall = createMall({ api, newRequestId: () => keys.shift() ?? "key-later-0003", onBalance: (b) => (applied = b) });
    expect(await mall.placeOrder(1, filled)).toMatchObject({ ok: false });
    expect(await mall.placeOrder(1, filled, 20)).toEqual({
      ok: true,
      order: order(9),
      receipt: { item: { kind: "good", name: "Good 1", quantity: 2 }, time: 1, price: { coins: 20 }, asset: "gold_coin", change: -20, balanceAfter: 80, reference: { kind: "order", id: "9" } },
    });
    expect(seen.map((r) => (r.body as { requestId: string }).requestId)).toEqual(["key-first-0001", "key-first-0001"]);
    expect(seen[1]?.body).toMatchObject({ goodId: 1, quantity: 2, consignee: "Ann", gift: false, recipientId: null, expectedPrice: 20 });
    // Without a confirmed total the server's price applies.
    expect(seen[0]?.body).not.toHaveProperty("expectedPrice");
    expect(applied).toEqual(balance);
    await mall.placeOrder(1, filled);
    expect((seen[2]?.body as { requestId: string }).requestId).toBe("key-second-002");
  });

  it("tells out of coins apart from other refusals", async () => {
    let answer = envelope(105, "Insufficient gold coins!", null);
    const { api } = apiWith({ "POST /api/umall-goods/buy": () => answer });
    const mall = createMall({ api });
    expect(await mall.placeOrder(1, filled)).toEqual({ ok: false, outOfCoins: true, message: "Insufficient gold coins!" });
    answer = envelope(400, "A shop gift can only go to one of your friends.", { field: "recipientId" });
    expect(await mall.placeOrder(1, { ...filled, gift: true, recipientId: "5" })).toEqual({ ok: false, message: "A shop gift can only go to one of your friends.", field: "recipientId" });
  });

  it("lists orders and marks one received in place", async () => {
    const { api, seen } = apiWith({
      "GET /api/umall-order/mebuy": () => ok({ list: [order(3)], total: 1 }),
      "POST /api/umall-order/receive": () => ok(order(3, "received")),
    });
    const mall = createMall({ api });
    await mall.loadOrders("received");
    expect(seen[0]?.path).toBe("/api/umall-order/mebuy?role=received&page=1&pageSize=20");
    expect(await mall.markReceived(3)).toBe(true);
    expect(mall.$orders.get().list?.[0]?.status).toBe("received");
    expect(mall.$receiving.get()).toBeNull();
  });

  it("keeps why Received failed", async () => {
    const { api } = apiWith({ "POST /api/umall-order/receive": () => envelope(403, "Forbidden", null) });
    const mall = createMall({ api });
    expect(await mall.markReceived(3)).toBe(false);
    expect(mall.$receiveError.get()).toBe("Forbidden");
  });
});
