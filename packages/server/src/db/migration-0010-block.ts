/**
 * Migration 0010 (people: block): who blocked whom. One row per (blocker, blocked); the reverse
 * index answers "who blocked me" for the checks on every message, friend request and home page.
 */
import type { Kysely, Migration } from "kysely";
import { notNull, userRef } from "./column-helpers.js";

export const blockMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("user_blocks")
      .addColumn("user_id", "integer", userRef)
      .addColumn("blocked_user_id", "integer", userRef)
      .addColumn("created_at", "bigint", notNull)
      .addPrimaryKeyConstraint("user_blocks_pk", ["user_id", "blocked_user_id"])
      .execute();
    await db.schema.createIndex("user_blocks_blocked_user_id").on("user_blocks").column("blocked_user_id").execute();
  },
};
