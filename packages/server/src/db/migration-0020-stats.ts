/**
 * Migration 0020 (the console's numbers):
 * - `user_active_days`: one row per (UTC day, member) on which the member was active (a session
 *   started or made a signed-in request), so "daily active users" is a count over an index. The days
 *   before this migration are filled from what was recorded: message senders and session starts and
 *   last uses;
 * - an index on the time column of each table the console counts per day (sign-ups, messages,
 *   translations, gold-coin entries, gifts, complaints filed and handled), so a period reads a range
 *   of an index instead of the whole table.
 */
import { sql } from "kysely";
import type { Kysely, Migration } from "kysely";
import { notNull, userRef } from "./column-helpers.js";

const DAY = sql.lit(86_400_000);

export const statsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("user_active_days")
      .addColumn("day", "integer", notNull)
      .addColumn("user_id", "integer", userRef)
      .addPrimaryKeyConstraint("user_active_days_pk", ["day", "user_id"])
      .execute();
    await sql`
      insert into user_active_days (day, user_id)
      select distinct t.day, t.user_id from (
        select created_at / ${DAY} as day, from_user_id as user_id from messages
        union select created_at / ${DAY}, user_id from sessions
        union select last_seen_at / ${DAY}, user_id from sessions
      ) as t`.execute(db);

    await db.schema.createIndex("users_created_at").on("users").column("created_at").execute();
    await db.schema.createIndex("messages_created_at").on("messages").column("created_at").execute();
    await db.schema.createIndex("translate_records_created_at").on("translate_records").column("created_at").execute();
    await db.schema.createIndex("ledger_entries_asset_time").on("ledger_entries").columns(["asset", "created_at"]).execute();
    await db.schema.createIndex("gift_records_created_at").on("gift_records").column("created_at").execute();
    await db.schema.createIndex("complaints_created_at").on("complaints").column("created_at").execute();
    await db.schema.createIndex("complaints_handled_at").on("complaints").column("handled_at").execute();
  },
};
