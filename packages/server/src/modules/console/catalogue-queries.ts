/**
 * The console's view of the mall's catalogue: every live category and good with its sort order, and
 * the one-row snapshots the audit log keeps before and after a change.
 */
import type { ConsoleCatalogue, ConsoleCategory, ConsoleGood } from "@chat/protocol";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.js";
import { toGood } from "../mall/index.js";

export async function consoleCatalogue(db: Kysely<DB>): Promise<ConsoleCatalogue> {
  const [categories, goods] = await Promise.all([
    db
      .selectFrom("mall_categories as c")
      .leftJoin("mall_goods as g", (join) => join.onRef("g.category_id", "=", "c.id").on("g.removed_at", "is", null))
      .select(["c.id", "c.name", "c.sort", (eb) => eb.fn.count<number>("g.id").as("goods")])
      .where("c.removed_at", "is", null)
      .groupBy(["c.id", "c.name", "c.sort"])
      .orderBy("c.sort")
      .orderBy("c.id")
      .execute(),
    db.selectFrom("mall_goods").selectAll().where("removed_at", "is", null).orderBy("category_id").orderBy("sort").orderBy("id").execute(),
  ]);
  return {
    categories: categories.map((c): ConsoleCategory => ({ id: c.id, name: c.name, sort: Number(c.sort), goods: Number(c.goods) })),
    goods: goods.map((g): ConsoleGood => ({ ...toGood(g), sort: Number(g.sort) })),
  };
}

/** A live category as the audit log records it, or undefined. */
export async function categorySnapshot(db: Kysely<DB>, id: number) {
  return db.selectFrom("mall_categories").select(["id", "name", "sort"]).where("id", "=", id).where("removed_at", "is", null).executeTakeFirst();
}

/** A live good as the audit log records it (price, stock, pictures…), or undefined. */
export async function goodSnapshot(db: Kysely<DB>, id: number): Promise<ConsoleGood | undefined> {
  const row = await db.selectFrom("mall_goods").selectAll().where("id", "=", id).where("removed_at", "is", null).executeTakeFirst();
  return row ? { ...toGood(row), sort: Number(row.sort) } : undefined;
}
