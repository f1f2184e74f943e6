/**
 * Migration 0009 (album): each user's photos, the large picture's file key and the thumbnail's, with
 * the large picture's size. A user's photos are listed newest first, hence the index.
 */
import type { Kysely, Migration } from "kysely";
import type { Dialect } from "./database.js";
import { idColumn, notNull, userRef } from "./column-helpers.js";

export const albumMigration = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await idColumn(db.schema.createTable("album_photos"), dialect)
      .addColumn("user_id", "integer", userRef)
      .addColumn("key", "varchar(40)", notNull)
      .addColumn("thumb_key", "varchar(40)", notNull)
      .addColumn("width", "integer", notNull)
      .addColumn("height", "integer", notNull)
      .addColumn("created_at", "bigint", notNull)
      .execute();
    await db.schema.createIndex("album_photos_user_id").on("album_photos").columns(["user_id", "id"]).execute();
  },
});
