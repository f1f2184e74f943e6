/**
 * The operators' catalogue changes (the admin CLI, the demo data): categories and goods added,
 * updated and removed, stock set or moved, pictures checked and re-encoded like any upload. A removed
 * category or good keeps its row, so the orders that name it stay readable.
 */
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.js";
import { fittedSizes, newFileKey, type FileStore } from "../../images/index.js";

/** Side of a good's pictures (never enlarged). */
export const GOOD_PICTURE_PX = 1024;

/** A catalogue change the operator must correct (nothing was changed). */
export class CatalogueError extends Error {
  override name = "CatalogueError";
}

export interface GoodFields {
  categoryId: number;
  name: string;
  description: string;
  price: number;
  stock: number;
  /** File keys (see storeGoodPictures), the first the cover. */
  pictures: string[];
  sort: number;
}

const check = (ok: boolean, message: string) => {
  if (!ok) throw new CatalogueError(message);
};
const checkName = (name: string, max: number) => check(name.trim().length > 0 && name.trim().length <= max, `The name must have 1 to ${max} characters.`);
const checkCount = (n: number, what: string, min: number) => check(Number.isSafeInteger(n) && n >= min && n <= 1_000_000_000, `The ${what} must be a whole number from ${min}.`);

/** Checks and re-encodes pictures (magic bytes, size), stores them, and answers their file keys. */
export async function storeGoodPictures(files: FileStore, pictures: readonly Buffer[]): Promise<string[]> {
  const keys: string[] = [];
  for (const buf of pictures) {
    const { large } = await fittedSizes(buf, GOOD_PICTURE_PX, 64);
    const key = newFileKey(large.ext);
    await files.put(key, large.data, large.contentType);
    keys.push(key);
  }
  return keys;
}

export async function addCategory(db: Kysely<DB>, name: string, sort: number, now: number): Promise<number> {
  checkName(name, 64);
  checkCount(sort, "sort order", 0);
  const row = await db.insertInto("mall_categories").values({ name: name.trim(), sort, created_at: now }).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

async function liveCategory(db: Kysely<DB>, id: number) {
  const row = await db.selectFrom("mall_categories").select("id").where("id", "=", id).where("removed_at", "is", null).executeTakeFirst();
  check(row !== undefined, `No category ${id}.`);
}

async function liveGood(db: Kysely<DB>, id: number) {
  const row = await db.selectFrom("mall_goods").select(["id", "stock"]).where("id", "=", id).where("removed_at", "is", null).executeTakeFirst();
  if (!row) throw new CatalogueError(`No good ${id}.`);
  return row;
}

export async function updateCategory(db: Kysely<DB>, id: number, change: { name?: string; sort?: number }): Promise<void> {
  await liveCategory(db, id);
  if (change.name !== undefined) checkName(change.name, 64);
  if (change.sort !== undefined) checkCount(change.sort, "sort order", 0);
  const set = { ...(change.name !== undefined ? { name: change.name.trim() } : {}), ...(change.sort !== undefined ? { sort: change.sort } : {}) };
  // Nothing to change is no change (an UPDATE with an empty SET is not SQL).
  if (Object.keys(set).length === 0) return;
  await db.updateTable("mall_categories").set(set).where("id", "=", id).execute();
}

/** Removes an empty category (its goods must be removed or moved first). */
export async function removeCategory(db: Kysely<DB>, id: number, now: number): Promise<void> {
  await liveCategory(db, id);
  const goods = await db.selectFrom("mall_goods").select("id").where("category_id", "=", id).where("removed_at", "is", null).limit(1).executeTakeFirst();
  check(goods === undefined, `Category ${id} still has goods: remove them or move them to another category first.`);
  await db.updateTable("mall_categories").set({ removed_at: now }).where("id", "=", id).execute();
}

export async function addGood(db: Kysely<DB>, fields: GoodFields, now: number): Promise<number> {
  await liveCategory(db, fields.categoryId);
  checkName(fields.name, 128);
  checkCount(fields.price, "price", 1);
  checkCount(fields.stock, "stock", 0);
  checkCount(fields.sort, "sort order", 0);
  const row = await db
    .insertInto("mall_goods")
    .values({ category_id: fields.categoryId, name: fields.name.trim(), description: fields.description.trim(), price: fields.price, stock: fields.stock, pictures: JSON.stringify(fields.pictures), sort: fields.sort, created_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateGood(db: Kysely<DB>, id: number, change: Partial<Omit<GoodFields, "stock">>): Promise<void> {
  await liveGood(db, id);
  if (change.categoryId !== undefined) await liveCategory(db, change.categoryId);
  if (change.name !== undefined) checkName(change.name, 128);
  if (change.price !== undefined) checkCount(change.price, "price", 1);
  if (change.sort !== undefined) checkCount(change.sort, "sort order", 0);
  const set = {
    ...(change.categoryId !== undefined ? { category_id: change.categoryId } : {}),
    ...(change.name !== undefined ? { name: change.name.trim() } : {}),
    ...(change.description !== undefined ? { description: change.description.trim() } : {}),
    ...(change.price !== undefined ? { price: change.price } : {}),
    ...(change.sort !== undefined ? { sort: change.sort } : {}),
    ...(change.pictures !== undefined ? { pictures: JSON.stringify(change.pictures) } : {}),
  };
  // Nothing to change is no change (an UPDATE with an empty SET is not SQL).
  if (Object.keys(set).length === 0) return;
  await db.updateTable("mall_goods").set(set).where("id", "=", id).execute();
}

/**
 * Sets the stock (`"12"`) or moves it (`"+5"`, `"-3"`); answers the new stock. A move is applied to
 * the stock as committed, so it never races an order into a negative stock.
 */
export async function changeStock(db: Kysely<DB>, id: number, amount: string): Promise<number> {
  check(/^[+-]?\d{1,9}$/.test(amount), "The stock is a whole number (12) or a change (+5, -3).");
  await liveGood(db, id);
  const n = Number(amount);
  const relative = amount.startsWith("+") || amount.startsWith("-");
  const row = await db
    .updateTable("mall_goods")
    .set((eb) => ({ stock: relative ? eb("stock", "+", n) : n }))
    .where("id", "=", id)
    .$if(relative, (q) => q.where("stock", ">=", -n))
    .returning("stock")
    .executeTakeFirst();
  check(row !== undefined, `Good ${id} has less stock than ${-n}; nothing was changed.`);
  return Number(row?.stock);
}

export async function removeGood(db: Kysely<DB>, id: number, now: number): Promise<void> {
  await liveGood(db, id);
  await db.updateTable("mall_goods").set({ removed_at: now }).where("id", "=", id).execute();
}
