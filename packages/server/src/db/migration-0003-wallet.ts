/**
 * Migration 0003 (wallet, translation, gifts, burn-after-read): the append-only ledger, payment orders, the translation cache and per-user
 * translation records, gift records, burn-after-read reads and dismissed alerts; membership expiry and
 * the monthly free-gift quota on users.
 */
import type { Kysely, Migration } from "kysely";
import { idColumn, notNull, notNullDefault, userRef } from "./column-helpers.js";
import type { Dialect } from "./database.js";


export function walletMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("users").addColumn("free_gifts", "bigint", notNullDefault(0)).execute();
      // The "YYYY-MM" the free-gift quota was last granted for.
      await db.schema.alterTable("users").addColumn("free_gifts_month", "varchar(7)", notNullDefault("")).execute();
      await db.schema.alterTable("users").addColumn("vip_expires_at", "bigint").execute();

      await idColumn(db.schema.createTable("ledger_entries"), dialect)
        .addColumn("user_id", "integer", userRef)
        .addColumn("asset", "varchar(16)", notNull)
        .addColumn("delta", "bigint", notNull)
        .addColumn("balance_after", "bigint", notNull)
        .addColumn("reason", "varchar(32)", notNull)
        .addColumn("reference", "varchar(128)", notNullDefault(""))
        .addColumn("item", "varchar(255)", notNullDefault(""))
        .addColumn("chars", "integer", notNullDefault(0))
        .addColumn("idem_key", "varchar(160)", notNull)
        .addColumn("created_at", "bigint", notNull)
        .addUniqueConstraint("ledger_entries_idem", ["user_id", "idem_key"])
        .execute();
      await db.schema.createIndex("ledger_entries_user_time").on("ledger_entries").columns(["user_id", "created_at"]).execute();

      await db.schema
        .createTable("payment_orders")
        .addColumn("id", "varchar(32)", (c) => c.primaryKey())
        .addColumn("user_id", "integer", userRef)
        .addColumn("package_id", "varchar(64)", notNull)
        .addColumn("provider", "varchar(32)", notNull)
        .addColumn("provider_ref", "varchar(128)", notNullDefault(""))
        .addColumn("amount", "integer", notNull)
        .addColumn("currency", "varchar(3)", notNull)
        .addColumn("coins", "integer", notNull)
        .addColumn("status", "varchar(16)", notNull)
        .addColumn("request_id", "varchar(64)")
        .addColumn("created_at", "bigint", notNull)
        .addColumn("completed_at", "bigint")
        .addUniqueConstraint("payment_orders_request", ["user_id", "request_id"])
        .execute();

      await db.schema
        .createTable("translation_cache")
        .addColumn("text_hash", "varchar(64)", notNull)
        .addColumn("source", "varchar(16)", notNull)
        .addColumn("target", "varchar(16)", notNull)
        .addColumn("result", "text", notNull)
        .addColumn("created_at", "bigint", notNull)
        .addPrimaryKeyConstraint("translation_cache_pk", ["text_hash", "source", "target"])
        .execute();

      await db.schema
        .createTable("translate_records")
        .addColumn("id", "varchar(32)", (c) => c.primaryKey())
        .addColumn("user_id", "integer", userRef)
        .addColumn("text_hash", "varchar(64)", notNull)
        .addColumn("source", "varchar(16)", notNull)
        .addColumn("target", "varchar(16)", notNull)
        .addColumn("chars", "integer", notNull)
        .addColumn("coins", "integer", notNull)
        .addColumn("status", "varchar(16)", notNull)
        .addColumn("created_at", "bigint", notNull)
        .execute();
      await db.schema.createIndex("translate_records_lookup").on("translate_records").columns(["user_id", "text_hash", "source", "target"]).execute();

      await idColumn(db.schema.createTable("gift_records"), dialect)
        .addColumn("from_user_id", "integer", userRef)
        .addColumn("to_user_id", "integer", userRef)
        .addColumn("gift_id", "varchar(64)", notNull)
        .addColumn("amount", "integer", notNull)
        .addColumn("note", "varchar(255)", notNullDefault(""))
        .addColumn("coins", "integer", notNull)
        .addColumn("message_id", "varchar(32)", notNull)
        .addColumn("created_at", "bigint", notNull)
        .execute();
      await db.schema.createIndex("gift_records_from").on("gift_records").columns(["from_user_id", "created_at"]).execute();
      await db.schema.createIndex("gift_records_to").on("gift_records").columns(["to_user_id", "created_at"]).execute();

      await db.schema
        .createTable("burn_reads")
        .addColumn("message_id", "varchar(32)", notNull)
        .addColumn("viewer_id", "integer", userRef)
        .addColumn("token_hash", "varchar(64)", (c) => c.notNull().unique())
        .addColumn("expires_at", "bigint", notNull)
        .addColumn("used_at", "bigint")
        .addColumn("created_at", "bigint", notNull)
        .addPrimaryKeyConstraint("burn_reads_pk", ["message_id", "viewer_id"])
        .execute();

      await db.schema
        .createTable("user_alerts")
        .addColumn("user_id", "integer", userRef)
        .addColumn("alert_type", "varchar(32)", notNull)
        .addColumn("created_at", "bigint", notNull)
        .addPrimaryKeyConstraint("user_alerts_pk", ["user_id", "alert_type"])
        .execute();
    },
  };
}
