/**
 * Migration 0013 (mall): categories, goods (pictures as a JSON list of file keys, price in gold coins,
 * stock never below zero) and orders. An order keeps the good's name, cover and unit price as they were
 * when it was placed; `request_id` is unique per buyer, so a retried order is stored once. Removed
 * categories and goods keep their rows (orders point at them) with `removed_at` set.
 */
import { sql } from "kysely";
import type { Kysely, Migration } from "kysely";
import type { Dialect } from "./database.js";
import { idColumn, notNull, notNullDefault, userRef } from "./column-helpers.js";

export const mallMigration = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await idColumn(db.schema.createTable("mall_categories"), dialect)
      .addColumn("name", "varchar(64)", notNull)
      .addColumn("sort", "integer", notNullDefault(0))
      .addColumn("created_at", "bigint", notNull)
      .addColumn("removed_at", "bigint")
      .execute();
    await idColumn(db.schema.createTable("mall_goods"), dialect)
      .addColumn("category_id", "integer", (c) => c.notNull().references("mall_categories.id"))
      .addColumn("name", "varchar(128)", notNull)
      .addColumn("description", "text", notNullDefault(""))
      .addColumn("pictures", "text", notNullDefault("[]"))
      .addColumn("price", "integer", notNull)
      .addColumn("stock", "integer", notNullDefault(0))
      .addColumn("sort", "integer", notNullDefault(0))
      .addColumn("created_at", "bigint", notNull)
      .addColumn("removed_at", "bigint")
      .addCheckConstraint("mall_goods_stock_nonnegative", sql`stock >= 0`)
      .addCheckConstraint("mall_goods_price_positive", sql`price > 0`)
      .execute();
    await db.schema.createIndex("mall_goods_category").on("mall_goods").columns(["category_id", "sort", "id"]).execute();
    await idColumn(db.schema.createTable("mall_orders"), dialect)
      .addColumn("buyer_id", "integer", userRef)
      .addColumn("recipient_id", "integer", (c) => c.references("users.id").onDelete("cascade"))
      .addColumn("good_id", "integer", (c) => c.notNull().references("mall_goods.id"))
      .addColumn("good_name", "varchar(128)", notNull)
      .addColumn("picture", "varchar(64)", notNullDefault(""))
      .addColumn("price", "integer", notNull)
      .addColumn("quantity", "integer", notNull)
      .addColumn("coins", "bigint", notNull)
      .addColumn("consignee", "varchar(64)", notNullDefault(""))
      .addColumn("phone", "varchar(32)", notNullDefault(""))
      .addColumn("address", "varchar(300)", notNull)
      .addColumn("message", "varchar(200)", notNullDefault(""))
      .addColumn("status", "varchar(16)", notNullDefault("purchased"))
      .addColumn("request_id", "varchar(64)", notNull)
      .addColumn("created_at", "bigint", notNull)
      .addColumn("received_at", "bigint")
      .addUniqueConstraint("mall_orders_request", ["buyer_id", "request_id"])
      .execute();
    await db.schema.createIndex("mall_orders_buyer").on("mall_orders").columns(["buyer_id", "id"]).execute();
    await db.schema.createIndex("mall_orders_recipient").on("mall_orders").columns(["recipient_id", "id"]).execute();
  },
});
