/**
 * Migration 0021 (translation you can trust):
 * - `translation_cache.engine`: which engine made a cached translation, so a repeat answers it too
 *   (null for rows cached before);
 * - `auto_translate`: the peers whose messages a user has translated into their own language as they
 *   arrive, kept on the server so the switch follows the user to another device.
 */
import type { Kysely, Migration } from "kysely";
import { notNull, userRef } from "./column-helpers.js";

export const translationMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("translation_cache").addColumn("engine", "text").execute();
    await db.schema
      .createTable("auto_translate")
      .addColumn("user_id", "integer", userRef)
      .addColumn("peer_id", "integer", userRef)
      .addColumn("created_at", "bigint", notNull)
      .addPrimaryKeyConstraint("auto_translate_pk", ["user_id", "peer_id"])
      .execute();
  },
};
