/**
 * Migration 0015 (easemob): the outbox of the Easemob bridge. A row is written in the same transaction
 * as what it reports (a stored message, a recall, a new or deleted user), so nothing committed is ever
 * lost to a crash: the worker sends it to Easemob after a restart. `claimed_until` lets several server
 * processes drain one table without sending a row twice at once; `easemob_messages` remembers
 * Easemob's id of each pushed message, which its recall call needs.
 */
import type { Kysely, Migration } from "kysely";
import type { Dialect } from "./database.js";
import { idColumn, notNull, notNullDefault } from "./column-helpers.js";

export const easemobMigration = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await idColumn(db.schema.createTable("easemob_outbox"), dialect)
      .addColumn("kind", "varchar(16)", notNull)
      .addColumn("user_id", "integer", notNull)
      .addColumn("message_id", "varchar(32)", notNullDefault(""))
      .addColumn("attempts", "integer", notNullDefault(0))
      .addColumn("next_at", "bigint", notNull)
      .addColumn("claimed_until", "bigint", notNullDefault(0))
      .addColumn("last_error", "varchar(255)", notNullDefault(""))
      .addColumn("created_at", "bigint", notNull)
      .execute();
    await db.schema.createIndex("easemob_outbox_due").on("easemob_outbox").columns(["next_at", "id"]).execute();
    await db.schema
      .createTable("easemob_messages")
      .addColumn("message_id", "varchar(32)", (c) => c.primaryKey())
      .addColumn("easemob_id", "varchar(64)", notNull)
      .addColumn("pushed_at", "bigint", notNull)
      .execute();
  },
});
