/**
 * Migration 0023: `file_deletions`, the stored files whose rows are gone (an erased account's
 * pictures), queued in the transaction that removed the rows and taken off once the store deleted
 * them (storage/file-deletions.ts).
 */
import type { Kysely, Migration } from "kysely";
import { notNull, notNullDefault } from "./column-helpers.js";

export const fileDeletionsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("file_deletions")
      .addColumn("key", "varchar(64)", (c) => c.primaryKey())
      .addColumn("attempts", "integer", notNullDefault(0))
      .addColumn("last_error", "text", notNullDefault(""))
      .addColumn("created_at", "bigint", notNull)
      .execute();
  },
};
