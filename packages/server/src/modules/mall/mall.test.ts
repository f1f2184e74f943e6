import { CODE } from "@chat/protocol";
import type { InteractionPage, MallBuyReply, MallCategory, MallGood, MallGoodPage, MallOrder, MallOrderPage, MallReceiver } from "@chat/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../db/test-helpers.js";
import { addUser, makeFriends } from "../../testing/social.js";
import type { TestUser } from "../../testing/social.js";
import { createTestApp } from "../../testing/test-app.js";
import type { TestApp } from "../../testing/test-app.js";
import { balanceOf, credit } from "../../testing/wallet.js";
import { addCategory, addGood } from "./catalogue.js";

let seq = 0;
const rid = () => `req-${Date.now().toString(36)}-${++seq}`;

describe.each(testDatabases)("mall on %s", (dialect) => {
  let t: TestApp;
  let buyer: TestUser;
  let friend: TestUser;
  let stranger: TestUser;
  let category = 0;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    [buyer, friend, stranger] = await Promise.all([addUser(t, "Buyer"), addUser(t, "Friend"), addUser(t, "Stranger")]);
    await makeFriends(t, buyer, friend);
    category = await addCategory(t.database.db, "Flowers", 1, t.clock.now());
  });
  afterAll(() => t.close());

  const good = (stock: number, price = 10, name = "Roses") => addGood(t.database.db, { categoryId: category, name, description: "A dozen red roses.", price, stock, pictures: [], sort: 0 }, t.clock.now());
  const stockOf = async (id: number) => Number((await t.database.db.selectFrom("mall_goods").select("stock").where("id", "=", id).executeTakeFirstOrThrow()).stock);
  const ordersOf = async (userId: number) => (await t.database.db.selectFrom("mall_orders").select(["id", "coins"]).where("buyer_id", "=", userId).execute()).length;
  const self = { consignee: "Ann Buyer", phone: "+44 20 7946 0000", address: "1 High Street, London", message: "Ring twice" };
  const buy = (user: TestUser, body: Record<string, unknown>, language = "en") => t.post<MallBuyReply>("/api/umall-goods/buy", { quantity: 1, requestId: rid(), ...self, ...body }, { token: user.token, language });

  it("lists categories and a category's goods, and a good", async () => {
    const id = await good(5, 12, "Tulips");
    const cats = await t.get<MallCategory[]>("/api/umall-classify/list", { token: buyer.token });
    expect(cats.body.data.find((c) => c.id === category)).toMatchObject({ name: "Flowers" });
    const page = await t.get<MallGoodPage>(`/api/umall-classify/goodlist?classifyId=${category}&pageSize=50`, { token: buyer.token });
    expect(page.body.data.list.find((g) => g.id === id)).toMatchObject({ name: "Tulips", price: 12, stock: 5, pictures: [] });
    const info = await t.get<MallGood>(`/api/umall-goods/info?id=${id}`, { token: buyer.token });
    expect(info.body.data).toMatchObject({ id, description: "A dozen red roses." });
    expect((await t.get(`/api/umall-goods/info?id=999999`, { token: buyer.token })).status).toBe(404);
    expect((await t.get(`/api/umall-classify/goodlist?classifyId=999999`, { token: buyer.token })).status).toBe(404);
    expect((await t.get(`/api/umall-classify/goodlist?classifyId=abc`, { token: buyer.token })).status).toBe(400);
  });

  it("charges the coins, takes the stock and stores the order in one go; the coins event and the saved address follow", async () => {
    const u = await addUser(t, "Shopper");
    await credit(t, u.id, { gold_coin: 100 });
    const id = await good(10, 15);
    const res = await buy(u, { goodId: id, quantity: 3 });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe("Order placed.");
    expect(res.body.data.order).toMatchObject({ goodId: id, goodName: "Roses", price: 15, coins: 45, quantity: 3, status: "purchased", recipient: null, ...self });
    expect(res.body.data.balance.goldCoin).toBe(55);
    expect(await balanceOf(t, u.id)).toMatchObject({ coins: 55 });
    expect(await stockOf(id)).toBe(7);
    const bills = await t.database.db.selectFrom("ledger_entries").select(["delta", "reason", "item"]).where("user_id", "=", u.id).where("reason", "=", "mall").execute();
    expect(bills.map((b) => [Number(b.delta), b.item])).toEqual([[-45, "Mall: Roses ×3"]]);
    const receivers = await t.get<MallReceiver[]>("/api/umall-order/receiver", { token: u.token });
    expect(receivers.body.data).toEqual([{ consignee: self.consignee, phone: self.phone, address: self.address }]);
    const mine = await t.get<MallOrderPage>("/api/umall-order/mebuy", { token: u.token });
    expect(mine.body.data.list.map((o) => o.id)).toEqual([res.body.data.order.id]);
  });

  it("sells exactly the stock to concurrent buyers of the last items, charging exactly those who got one", async () => {
    const id = await good(3, 20);
    const buyers = await Promise.all(Array.from({ length: 6 }, (_, i) => addUser(t, `Racer${i}`)));
    for (const b of buyers) await credit(t, b.id, { gold_coin: 50 });
    const results = await Promise.all(buyers.map((b) => buy(b, { goodId: id })));
    const sold = results.filter((r) => r.status === 200);
    expect(sold).toHaveLength(3);
    for (const r of results.filter((r) => r.status !== 200)) {
      expect(r.status).toBe(409);
      expect(r.body.msg).toBe("Not enough left in stock for this order.");
    }
    expect(await stockOf(id)).toBe(0);
    const balances = await Promise.all(buyers.map((b) => balanceOf(t, b.id)));
    expect(balances.filter((b) => b.coins === 30)).toHaveLength(3);
    expect(balances.filter((b) => b.coins === 50)).toHaveLength(3);
    const orders = await t.database.db.selectFrom("mall_orders").select("buyer_id").where("good_id", "=", id).execute();
    expect(orders).toHaveLength(3);
  });

  it("charges a retried order once, even when the retries race", async () => {
    const u = await addUser(t, "Retrier");
    await credit(t, u.id, { gold_coin: 100 });
    const id = await good(10, 7);
    const requestId = rid();
    const [a, b] = await Promise.all([buy(u, { goodId: id, quantity: 2, requestId }), buy(u, { goodId: id, quantity: 2, requestId })]);
    const c = await buy(u, { goodId: id, quantity: 2, requestId });
    expect([a.status, b.status, c.status]).toEqual([200, 200, 200]);
    expect(new Set([a.body.data.order.id, b.body.data.order.id, c.body.data.order.id]).size).toBe(1);
    expect(await balanceOf(t, u.id)).toMatchObject({ coins: 86 });
    expect(await stockOf(id)).toBe(8);
    expect(await ordersOf(u.id)).toBe(1);
  });

  it("charges nothing and keeps the stock when the coins run short (the out-of-coins code)", async () => {
    const u = await addUser(t, "Poor");
    await credit(t, u.id, { gold_coin: 25 });
    const id = await good(4, 10);
    const res = await buy(u, { goodId: id, quantity: 3 });
    expect(res.status).toBe(402);
    expect(res.body.code).toBe(CODE.noCoins);
    expect(await balanceOf(t, u.id)).toMatchObject({ coins: 25 });
    expect(await stockOf(id)).toBe(4);
    expect(await ordersOf(u.id)).toBe(0);
    // Too many asked: the stock refuses first, nothing charged either.
    const tooMany = await buy(u, { goodId: id, quantity: 5 });
    expect(tooMany.status).toBe(409);
    expect(await balanceOf(t, u.id)).toMatchObject({ coins: 25 });
    // The same key may be used again once the coins are there.
  });

  it("refuses every bad field with its localized reason and the field's name, charging nothing", async () => {
    const u = await addUser(t, "Validator");
    await credit(t, u.id, { gold_coin: 1000 });
    const id = await good(50, 1);
    const cases: Array<[Record<string, unknown>, string, string | null]> = [
      [{ goodId: "x" }, "The request is not valid.", "goodId"],
      [{ goodId: id, quantity: 0 }, "The quantity must be a whole number from 1 to 99.", "quantity"],
      [{ goodId: id, quantity: 100 }, "The quantity must be a whole number from 1 to 99.", "quantity"],
      [{ goodId: id, quantity: 1.5 }, "The quantity must be a whole number from 1 to 99.", "quantity"],
      [{ goodId: id, consignee: "" }, "Please enter the consignee.", "consignee"],
      [{ goodId: id, consignee: "x".repeat(65) }, "The consignee can have at most 64 characters and no control characters.", "consignee"],
      [{ goodId: id, consignee: "Bad\u202EName" }, "The consignee can have at most 64 characters and no control characters.", "consignee"],
      [{ goodId: id, phone: "" }, "Please enter a phone number.", "phone"],
      [{ goodId: id, phone: "call me" }, "Please enter a valid phone number.", "phone"],
      [{ goodId: id, address: "   " }, "Please enter the address.", "address"],
      [{ goodId: id, address: "a".repeat(301) }, "The address can have at most 300 characters and no control characters.", "address"],
      [{ goodId: id, message: "m".repeat(201) }, "The message can have at most 200 characters and no control characters.", "message"],
      [{ goodId: id, gift: true }, "Please choose who receives the gift.", "recipientId"],
      [{ goodId: id, gift: true, recipientId: friend.id, address: "" }, "Please enter the address.", "address"],
      [{ goodId: id, gift: true, recipientId: stranger.id }, "A shop gift can only go to one of your friends.", "recipientId"],
      [{ goodId: id, gift: true, recipientId: u.id }, "A shop gift can only go to one of your friends.", "recipientId"],
      [{ goodId: id, requestId: "short" }, "The request is not valid.", "requestId"],
    ];
    for (const [body, msg, field] of cases) {
      const res = await buy(u, body);
      expect({ body, status: res.status, msg: res.body.msg }).toEqual({ body, status: 400, msg });
      expect(res.body.data).toEqual({ field });
    }
    expect((await buy(u, { goodId: 999999 })).status).toBe(404);
    // Localized.
    expect((await buy(u, { goodId: id, address: "" }, "es")).body.msg).not.toBe("Please enter the address.");
    expect(await balanceOf(t, u.id)).toMatchObject({ coins: 1000 });
    expect(await ordersOf(u.id)).toBe(0);
  });

  it("sends a shop gift: the recipient gets an interaction record and sees it; only the recipient marks it received", async () => {
    await credit(t, buyer.id, { gold_coin: 100 });
    const id = await good(5, 30, "Teddy bear");
    const res = await buy(buyer, { goodId: id, gift: true, recipientId: friend.id, consignee: "", phone: "", address: "9 Calle Mayor, Madrid", message: "Happy birthday!" });
    expect(res.status).toBe(200);
    const order = res.body.data.order;
    expect(order).toMatchObject({ status: "purchased", recipient: { userId: friend.id, nickname: "Friend" }, buyer: { userId: buyer.id }, address: "9 Calle Mayor, Madrid" });

    const interactions = await t.get<InteractionPage>("/api/interact/list", { token: friend.token });
    expect(JSON.stringify(interactions.body.data)).toContain(`"otherUserId":${buyer.id}`);
    const records = (interactions.body.data as unknown as { list?: Array<{ type: number; otherUserId: number }>; records?: Array<{ type: number; otherUserId: number }> });
    expect((records.list ?? records.records ?? []).some((r) => r.type === 6 && r.otherUserId === buyer.id)).toBe(true);

    const gifts = await t.get<MallOrderPage>("/api/umall-order/mebuy?role=received", { token: friend.token });
    expect(gifts.body.data.list.map((o) => o.id)).toEqual([order.id]);
    expect((await t.get<MallOrderPage>("/api/umall-order/mebuy?role=received", { token: stranger.token })).body.data.list).toEqual([]);
    // A gift's address is the friend's, not one of the buyer's saved addresses.
    expect((await t.get<MallReceiver[]>("/api/umall-order/receiver", { token: buyer.token })).body.data.map((r) => r.address)).not.toContain("9 Calle Mayor, Madrid");

    // Who may see it.
    expect((await t.get<MallOrder>(`/api/umall-order/info?id=${order.id}`, { token: buyer.token })).status).toBe(200);
    expect((await t.get<MallOrder>(`/api/umall-order/info?id=${order.id}`, { token: friend.token })).status).toBe(200);
    expect((await t.get(`/api/umall-order/info?id=${order.id}`, { token: stranger.token })).status).toBe(404);

    // Who may mark it received.
    expect((await t.post("/api/umall-order/receive", { orderId: order.id }, { token: stranger.token })).status).toBe(404);
    expect((await t.post("/api/umall-order/receive", { orderId: order.id }, { token: buyer.token })).status).toBe(403);
    const received = await t.post<MallOrder>("/api/umall-order/receive", { orderId: order.id }, { token: friend.token });
    expect(received.status).toBe(200);
    expect(received.body.data).toMatchObject({ status: "received", receivedTime: t.clock.now() });
    const mine = await t.get<MallOrderPage>("/api/umall-order/mebuy", { token: buyer.token });
    expect(mine.body.data.list.find((o) => o.id === order.id)?.status).toBe("received");
    // Again: still received, no error.
    expect((await t.post("/api/umall-order/receive", { orderId: order.id }, { token: friend.token })).status).toBe(200);
  });

  it("refuses a shop gift between a blocked pair, either way, charging nothing and telling the recipient nothing", async () => {
    const [giver, taker] = await Promise.all([addUser(t, "Giver"), addUser(t, "Taker")]);
    await makeFriends(t, giver, taker);
    await credit(t, giver.id, { gold_coin: 100 });
    await credit(t, taker.id, { gold_coin: 100 });
    const id = await good(10);
    const gift = (from: TestUser, to: TestUser) => buy(from, { goodId: id, gift: true, recipientId: to.id, consignee: "", phone: "", address: "1 Main St", message: "For you" });
    expect((await t.post("/api/user/block", { userId: giver.id }, { token: taker.token })).status).toBe(200);
    for (const [from, to] of [[giver, taker], [taker, giver]] as const) {
      const refused = await gift(from, to);
      expect(refused.status).toBe(403);
      expect(refused.body.msg).toBe("You cannot message this user.");
    }
    expect((await balanceOf(t, giver.id)).coins).toBe(100);
    expect((await balanceOf(t, taker.id)).coins).toBe(100);
    const records = await t.get<InteractionPage>("/api/interact/list?page=1&pageSize=20", { token: taker.token });
    expect(records.body.data.records.filter((r) => r.otherUserId === giver.id)).toEqual([]);
    expect((await t.post("/api/user/unblock", { userId: giver.id }, { token: taker.token })).status).toBe(200);
    expect((await gift(giver, taker)).status).toBe(200);
  });

  it("refuses a shop gift to a banned or suspended friend (404, as their home page), charging nothing and taking no stock", async () => {
    const [giver, taker] = await Promise.all([addUser(t, "Sender"), addUser(t, "Paused")]);
    await makeFriends(t, giver, taker);
    await credit(t, giver.id, { gold_coin: 100 });
    const id = await good(10);
    const standing = (values: { banned_at?: number | null; suspended_until?: number | null }) => t.database.db.updateTable("users").set(values).where("id", "=", taker.id).execute();
    const gift = () => buy(giver, { goodId: id, gift: true, recipientId: taker.id, consignee: "", phone: "", address: "1 Main St", message: "For you" });
    for (const values of [{ banned_at: t.clock.now() }, { banned_at: null, suspended_until: t.clock.now() + 60_000 }]) {
      await standing(values);
      const refused = await gift();
      expect(refused.status).toBe(404);
      expect(refused.body).toMatchObject({ code: CODE.notFound, msg: "This user is not available." });
    }
    expect((await balanceOf(t, giver.id)).coins).toBe(100);
    expect(await stockOf(id)).toBe(10);
    expect(await ordersOf(giver.id)).toBe(0);
    expect(await t.database.db.selectFrom("interactions").select("id").where("user_id", "=", taker.id).execute()).toEqual([]);
    // Once the suspension runs out the gift goes through.
    t.clock.advance(60_000);
    expect((await gift()).status).toBe(200);
    expect((await balanceOf(t, giver.id)).coins).toBe(90);
  });

  it("refuses another order under a used request id (409) and replays the same one", async () => {
    const u = await addUser(t, "Reuser");
    await credit(t, u.id, { gold_coin: 100 });
    const [roses, tulips] = [await good(10, 10), await good(10, 10, "Tulips")];
    const requestId = rid();
    const first = await buy(u, { goodId: roses, requestId });
    expect(first.status).toBe(200);
    expect((await buy(u, { goodId: roses, requestId })).body.data.order.id).toBe(first.body.data.order.id);
    const reused = await buy(u, { goodId: tulips, requestId });
    expect(reused.status).toBe(409);
    expect(reused.body.msg).toBe("This request id was already used for a different request. Nothing was done.");
    expect((await balanceOf(t, u.id)).coins).toBe(90);
  });

  it("lets the buyer mark an order for themselves received", async () => {
    const u = await addUser(t, "SelfBuyer");
    await credit(t, u.id, { gold_coin: 10 });
    const res = await buy(u, { goodId: await good(1, 10) });
    const orderId = res.body.data.order.id;
    expect((await t.post("/api/umall-order/receive", { orderId }, { token: stranger.token })).status).toBe(404);
    expect((await t.post<MallOrder>("/api/umall-order/receive", { orderId }, { token: u.token })).body.data.status).toBe("received");
  });
});
