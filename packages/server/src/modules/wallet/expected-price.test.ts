import type { BillPage, CoinRechargeReply, MallBuyReply, PackageRechargeReply } from "@chat/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../db/test-helpers.js";
import { addUser } from "../../testing/social.js";
import { createTestApp } from "../../testing/test-app.js";
import type { TestApp } from "../../testing/test-app.js";
import { balanceOf, credit } from "../../testing/wallet.js";
import { addCategory, addGood } from "../mall/index.js";
import { COIN_PACKAGES, TRANSLATE_PACKAGES, VIP_PACKAGES } from "./catalogue.js";

const PRICE_CHANGED = "The price has changed. Please check it and try again.";

describe.each(testDatabases)("a purchase at the price the buyer saw, on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const vip = VIP_PACKAGES[0]!;
  const pack = TRANSLATE_PACKAGES[0]!;
  const coins = COIN_PACKAGES[0]!;

  it("buys a membership at the right price and answers the receipt's record; a wrong price is refused with nothing charged", async () => {
    const u = await addUser(t, "Member");
    await credit(t, u.id, { gold_coin: 500 });
    const wrong = await t.post("/api/vip/recharge", { packageId: vip.id, expectedPrice: vip.coins - 1, requestId: "vip-wrong-1" }, { token: u.token });
    expect(wrong.status).toBe(409);
    expect(wrong.body.msg).toBe(PRICE_CHANGED);
    expect(await balanceOf(t, u.id)).toMatchObject({ coins: 500, vipChars: 0 });
    // In the reader's language.
    const ja = await t.post("/api/vip/recharge", { packageId: vip.id, expectedPrice: 0 }, { token: u.token, language: "ja" });
    expect(ja.body.msg).toBe("価格が変更されました。確認してからもう一度お試しください。");

    const right = await t.post<PackageRechargeReply>("/api/vip/recharge", { packageId: vip.id, expectedPrice: vip.coins, requestId: "vip-right-1" }, { token: u.token });
    expect(right.status).toBe(200);
    expect(right.body.data.balance).toMatchObject({ goldCoin: 500 - vip.coins, vipLevel: vip.vipLevel });
    const bills = await t.get<BillPage>("/api/bill/list?asset=gold_coin&type=vip", { token: u.token });
    expect(bills.body.data.records).toHaveLength(1);
    expect(right.body.data.billId).toBe(bills.body.data.records[0]?.id);
    expect(right.body.data.time).toBe(bills.body.data.records[0]?.createTime);
    // A retry of the same purchase answers the same record and charges nothing more.
    const again = await t.post<PackageRechargeReply>("/api/vip/recharge", { packageId: vip.id, expectedPrice: vip.coins, requestId: "vip-right-1" }, { token: u.token });
    expect(again.body.data.billId).toBe(right.body.data.billId);
    expect((await balanceOf(t, u.id)).coins).toBe(500 - vip.coins);
  });

  it("buys a translation pack (both paths) at the right price; a wrong one is refused", async () => {
    const u = await addUser(t, "Reader");
    await credit(t, u.id, { gold_coin: 500 });
    for (const [path, body] of [
      ["/api/translate/recharge", { packageId: pack.id }],
      ["/api/pay/gold-coin-pay", { packageType: "translate", packageId: pack.id }],
    ] as const) {
      const wrong = await t.post(path, { ...body, expectedPrice: pack.coins + 5 }, { token: u.token });
      expect(wrong.status).toBe(409);
      expect(wrong.body.msg).toBe(PRICE_CHANGED);
    }
    expect(await balanceOf(t, u.id)).toMatchObject({ coins: 500, chars: 0 });
    const right = await t.post<PackageRechargeReply>("/api/pay/gold-coin-pay", { packageType: "translate", packageId: pack.id, expectedPrice: pack.coins }, { token: u.token });
    expect(right.status).toBe(200);
    expect(await balanceOf(t, u.id)).toMatchObject({ coins: 500 - pack.coins, chars: pack.characters });
    expect(typeof right.body.data.billId).toBe("number");
    // Not a number: a bad request, nothing charged.
    expect((await t.post("/api/translate/recharge", { packageId: pack.id, expectedPrice: "40" }, { token: u.token })).status).toBe(400);
    expect((await balanceOf(t, u.id)).coins).toBe(500 - pack.coins);
  });

  it("pays for coins at the package's money price; another price creates no payment order", async () => {
    const u = await addUser(t, "Payer");
    const orders = async () => (await t.database.db.selectFrom("payment_orders").select("id").where("user_id", "=", u.id).execute()).length;
    const wrong = await t.post("/api/coin/recharge", { packageId: coins.id, payMethod: "test", expectedPrice: coins.price - 1 }, { token: u.token });
    expect(wrong.status).toBe(409);
    expect(wrong.body.msg).toBe(PRICE_CHANGED);
    for (const path of ["/api/pay/paypal-create-order", "/api/pay/airwallex-create-order"]) {
      expect((await t.post(path, { packageId: coins.id, expectedPrice: coins.price + 1 }, { token: u.token })).status).toBe(409);
    }
    expect(await orders()).toBe(0);
    expect((await balanceOf(t, u.id)).coins).toBe(0);
    const right = await t.post<CoinRechargeReply>("/api/coin/recharge", { packageId: coins.id, payMethod: "test", expectedPrice: coins.price }, { token: u.token });
    expect(right.body.data).toMatchObject({ status: "completed", balance: { goldCoin: coins.coins }, time: t.clock.now() });
    // The bill of the top-up names its payment order.
    const bills = await t.get<BillPage>("/api/bill/list?type=recharge", { token: u.token });
    expect(bills.body.data.records[0]).toMatchObject({ accountChange: coins.coins, orderId: right.body.data.orderId });
  });

  it("places a mall order at the confirmed total; a changed price is refused and neither coins nor stock move", async () => {
    const u = await addUser(t, "Shopper");
    await credit(t, u.id, { gold_coin: 100 });
    const category = await addCategory(t.database.db, "Price checks", 1, t.clock.now());
    const goodId = await addGood(t.database.db, { categoryId: category, name: "Vase", description: "Blue.", price: 12, stock: 5, pictures: [], sort: 0 }, t.clock.now());
    const stock = async () => Number((await t.database.db.selectFrom("mall_goods").select("stock").where("id", "=", goodId).executeTakeFirstOrThrow()).stock);
    const order = { goodId, quantity: 2, consignee: "Ann", phone: "+44 20 7946 0000", address: "1 High Street" };
    // The price went up from 10 to 12 after the buyer saw 2 × 10.
    const wrong = await t.post("/api/umall-goods/buy", { ...order, expectedPrice: 20, requestId: "mall-price-1" }, { token: u.token });
    expect(wrong.status).toBe(409);
    expect(wrong.body.msg).toBe(PRICE_CHANGED);
    expect(await balanceOf(t, u.id)).toMatchObject({ coins: 100 });
    expect(await stock()).toBe(5);
    expect(await t.database.db.selectFrom("mall_orders").select("id").where("buyer_id", "=", u.id).execute()).toHaveLength(0);

    const right = await t.post<MallBuyReply>("/api/umall-goods/buy", { ...order, expectedPrice: 24, requestId: "mall-price-2" }, { token: u.token });
    expect(right.status).toBe(200);
    expect(right.body.data.order).toMatchObject({ coins: 24, quantity: 2 });
    expect(right.body.data.balance.goldCoin).toBe(76);
    expect(await stock()).toBe(3);
    const bills = await t.get<BillPage>("/api/bill/list?type=mall", { token: u.token });
    expect(bills.body.data.records[0]).toMatchObject({ accountChange: -24, orderId: String(right.body.data.order.id) });
  });
});
