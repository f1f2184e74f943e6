/**
 * The mall's reads: categories with their goods count, a category's goods, one good, orders as the
 * wire shows them (the buyer's and the recipient's names and avatars joined), and saved addresses.
 */
import { MALL_LIMITS } from "@chat/protocol";
import type { MallCategory, MallGood, MallOrder, MallReceiver } from "@chat/protocol";
import type { Kysely, Selectable } from "kysely";
import type { DB } from "../../db/schema.js";
import type { MallGoodsTable } from "../../db/schema-mall.js";

export type GoodRow = Selectable<MallGoodsTable>;

/** The file keys of a good's pictures (a bad value reads as none). */
export function pictureKeys(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((k): k is string => typeof k === "string") : [];
  } catch {
    return [];
  }
}

export const fileUrl = (key: string) => (key ? `/files/${key}` : "");

export function toGood(row: GoodRow): MallGood {
  return {
    id: row.id,
    categoryId: row.category_id,
    name: row.name,
    description: row.description,
    pictures: pictureKeys(row.pictures).map(fileUrl),
    price: Number(row.price),
    stock: Number(row.stock),
  };
}

export async function listCategories(db: Kysely<DB>): Promise<MallCategory[]> {
  const rows = await db
    .selectFrom("mall_categories as c")
    .leftJoin("mall_goods as g", (join) => join.onRef("g.category_id", "=", "c.id").on("g.removed_at", "is", null))
    .select(["c.id", "c.name", (eb) => eb.fn.count<number>("g.id").as("goods")])
    .where("c.removed_at", "is", null)
    .groupBy(["c.id", "c.name", "c.sort"])
    .orderBy("c.sort")
    .orderBy("c.id")
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, goods: Number(r.goods) }));
}

/** A live category, or undefined. */
export function findCategory(db: Kysely<DB>, id: number) {
  return db.selectFrom("mall_categories").selectAll().where("id", "=", id).where("removed_at", "is", null).executeTakeFirst();
}

export async function listGoods(db: Kysely<DB>, categoryId: number, page: number, pageSize: number): Promise<{ list: MallGood[]; total: number }> {
  const base = db.selectFrom("mall_goods").where("category_id", "=", categoryId).where("removed_at", "is", null);
  const [rows, total] = await Promise.all([
    base.selectAll().orderBy("sort").orderBy("id").limit(pageSize).offset((page - 1) * pageSize).execute(),
    base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { list: rows.map(toGood), total: Number(total.n) };
}

/** A good still in the mall, or undefined. */
export function findGood(db: Kysely<DB>, id: number) {
  return db.selectFrom("mall_goods").selectAll().where("id", "=", id).where("removed_at", "is", null).executeTakeFirst();
}

function orderQuery(db: Kysely<DB>) {
  return db
    .selectFrom("mall_orders as o")
    .innerJoin("users as b", "b.id", "o.buyer_id")
    .leftJoin("users as r", "r.id", "o.recipient_id")
    .selectAll("o")
    .select(["b.nickname as buyer_nickname", "b.avatar_thumb as buyer_avatar", "r.nickname as recipient_nickname", "r.avatar_thumb as recipient_avatar"]);
}

type OrderJoined = Awaited<ReturnType<ReturnType<typeof orderQuery>["executeTakeFirstOrThrow"]>>;

function toOrder(r: OrderJoined): MallOrder {
  return {
    id: r.id,
    goodId: r.good_id,
    goodName: r.good_name,
    picture: fileUrl(r.picture),
    price: Number(r.price),
    coins: Number(r.coins),
    quantity: Number(r.quantity),
    consignee: r.consignee,
    phone: r.phone,
    address: r.address,
    message: r.message,
    status: r.status === "received" ? "received" : "purchased",
    orderTime: Number(r.created_at),
    receivedTime: r.received_at === null ? null : Number(r.received_at),
    buyer: { userId: r.buyer_id, nickname: r.buyer_nickname, avatar: r.buyer_avatar },
    recipient: r.recipient_id === null ? null : { userId: r.recipient_id, nickname: r.recipient_nickname ?? "", avatar: r.recipient_avatar ?? "" },
  };
}

export async function orderById(db: Kysely<DB>, id: number): Promise<MallOrder | undefined> {
  const row = await orderQuery(db).where("o.id", "=", id).executeTakeFirst();
  return row ? toOrder(row) : undefined;
}

/** The buyer's orders (`bought`) or the shop gifts sent to the user (`received`), newest first. */
export async function listOrders(db: Kysely<DB>, userId: number, role: "bought" | "received", page: number, pageSize: number): Promise<{ list: MallOrder[]; total: number }> {
  const column = role === "bought" ? "o.buyer_id" : "o.recipient_id";
  const [rows, total] = await Promise.all([
    orderQuery(db).where(column, "=", userId).orderBy("o.id", "desc").limit(pageSize).offset((page - 1) * pageSize).execute(),
    db.selectFrom("mall_orders as o").where(column, "=", userId).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { list: rows.map(toOrder), total: Number(total.n) };
}

/** Every order (the operators' list), newest first, by status, good or user (buyer or recipient). */
export async function searchOrders(
  db: Kysely<DB>,
  filter: { status?: MallOrder["status"] | undefined; goodId?: number | undefined; userId?: number | undefined },
  page: number,
  pageSize: number,
): Promise<{ list: MallOrder[]; total: number }> {
  let rows = orderQuery(db);
  let count = db.selectFrom("mall_orders as o").select((eb) => eb.fn.countAll<number>().as("n"));
  if (filter.status) {
    rows = rows.where("o.status", "=", filter.status);
    count = count.where("o.status", "=", filter.status);
  }
  if (filter.goodId !== undefined) {
    rows = rows.where("o.good_id", "=", filter.goodId);
    count = count.where("o.good_id", "=", filter.goodId);
  }
  const userId = filter.userId;
  if (userId !== undefined) {
    rows = rows.where((eb) => eb.or([eb("o.buyer_id", "=", userId), eb("o.recipient_id", "=", userId)]));
    count = count.where((eb) => eb.or([eb("o.buyer_id", "=", userId), eb("o.recipient_id", "=", userId)]));
  }
  const [list, total] = await Promise.all([rows.orderBy("o.id", "desc").limit(pageSize).offset((page - 1) * pageSize).execute(), count.executeTakeFirstOrThrow()]);
  return { list: list.map(toOrder), total: Number(total.n) };
}

/** Marks a purchased order received; false when it was not purchased (missing or already received). */
export async function setOrderReceived(db: Kysely<DB>, orderId: number, now: number): Promise<boolean> {
  const result = await db.updateTable("mall_orders").set({ status: "received", received_at: now }).where("id", "=", orderId).where("status", "=", "purchased").executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The caller's latest distinct delivery details of orders for themselves (gift addresses are the friends'). */
export async function listReceivers(db: Kysely<DB>, userId: number): Promise<MallReceiver[]> {
  const rows = await db
    .selectFrom("mall_orders")
    .select(["consignee", "phone", "address", "id"])
    .where("buyer_id", "=", userId)
    .where("recipient_id", "is", null)
    .orderBy("id", "desc")
    .limit(100)
    .execute();
  const seen = new Set<string>();
  const out: MallReceiver[] = [];
  for (const r of rows) {
    const k = JSON.stringify([r.consignee, r.phone, r.address]);
    if (seen.has(k)) continue;
    seen.add(k);
    out.push({ consignee: r.consignee, phone: r.phone, address: r.address });
    if (out.length >= MALL_LIMITS.receivers) break;
  }
  return out;
}
