import type { ConsoleOrderPage, MallOrder } from "@chat/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../db/test-helpers.js";
import { asOperator, createOperator, loginOperator } from "../../testing/console.js";
import { addUser, makeFriends } from "../../testing/social.js";
import type { TestUser } from "../../testing/social.js";
import { createTestApp } from "../../testing/test-app.js";
import type { TestApp } from "../../testing/test-app.js";
import { credit } from "../../testing/wallet.js";
import { addCategory, addGood } from "../mall/index.js";

describe.each(testDatabases)("the console's mall orders on %s", (dialect) => {
  let t: TestApp;
  let buyer: TestUser;
  let friend: TestUser;
  let support: string;
  let supportId: number;
  let goodId: number;
  let orders: MallOrder[] = [];

  beforeAll(async () => {
    t = await createTestApp(dialect);
    [buyer, friend] = await Promise.all([addUser(t, "Buyer"), addUser(t, "Friend")]);
    await makeFriends(t, buyer, friend);
    await credit(t, buyer.id, { gold_coin: 100 });
    const s = await createOperator(t, { role: "support" });
    supportId = s.id;
    support = await loginOperator(t, s);
    goodId = await addGood(t.database.db, { categoryId: await addCategory(t.database.db, "Flowers", 0, t.clock.now()), name: "Roses", description: "", price: 5, stock: 10, pictures: [], sort: 0 }, t.clock.now());
    const own = await t.post<{ order: MallOrder }>("/api/umall-goods/buy", { goodId, quantity: 1, consignee: "Ann", phone: "+1 555 0100", address: "1 Main St", requestId: "console-order-1" }, { token: buyer.token });
    const gift = await t.post<{ order: MallOrder }>("/api/umall-goods/buy", { goodId, quantity: 2, gift: true, recipientId: friend.id, address: "2 Side St", requestId: "console-order-2" }, { token: buyer.token });
    orders = [own.body.data.order, gift.body.data.order];
  });
  afterAll(() => t.close());

  it("lists every order newest first, by status, good and member (buyer or recipient)", async () => {
    const all = await t.get<ConsoleOrderPage>("/api/admin/mall/orders", asOperator(support));
    expect(all.body.data.list.map((o) => o.id)).toEqual([orders[1]?.id, orders[0]?.id]);
    const forFriend = await t.get<ConsoleOrderPage>(`/api/admin/mall/orders?userId=${friend.id}`, asOperator(support));
    expect(forFriend.body.data).toMatchObject({ total: 1, list: [{ id: orders[1]?.id, recipient: { userId: friend.id } }] });
    expect((await t.get<ConsoleOrderPage>(`/api/admin/mall/orders?goodId=${goodId}&status=received`, asOperator(support))).body.data.total).toBe(0);
    expect((await t.get("/api/admin/mall/orders?status=lost", asOperator(support))).status).toBe(400);
  });

  it("marks a purchased order received once, audited; nothing else is a status change", async () => {
    const id = orders[1]?.id ?? 0;
    const res = await t.post<MallOrder>("/api/admin/mall/orders/status", { id, status: "received" }, asOperator(support));
    expect(res.body.data).toMatchObject({ id, status: "received", receivedTime: t.clock.now() });
    const again = await t.post("/api/admin/mall/orders/status", { id, status: "received" }, asOperator(support));
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe("Only a purchased order can be marked received.");
    expect((await t.post("/api/admin/mall/orders/status", { id, status: "purchased" }, asOperator(support))).status).toBe(400);
    expect((await t.post("/api/admin/mall/orders/status", { id: 999_999, status: "received" }, asOperator(support))).status).toBe(404);
    const audit = await t.database.db.selectFrom("audit_log").selectAll().where("action", "=", "order.status").execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ operator_id: supportId, target_type: "order", target_id: String(id) });
    expect(JSON.parse(audit[0]?.before ?? "null")).toEqual({ status: "purchased", receivedTime: null });
    expect(JSON.parse(audit[0]?.after ?? "null")).toEqual({ status: "received", receivedTime: t.clock.now() });
    const gifts = await t.get<{ list: MallOrder[] }>("/api/umall-order/mebuy?role=received", { token: friend.token });
    expect(gifts.body.data.list[0]?.status).toBe("received");
  });

  it("refuses members and anonymous callers", async () => {
    expect((await t.get("/api/admin/mall/orders", { token: buyer.token })).status).toBe(401);
    expect((await t.post("/api/admin/mall/orders/status", { id: orders[0]?.id, status: "received" }, { token: buyer.token })).status).toBe(401);
    expect((await t.post("/api/admin/mall/orders/status", { id: orders[0]?.id, status: "received" })).status).toBe(401);
  });
});
