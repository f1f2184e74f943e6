/**
 * Migration 0011 (moments): posts of text and pictures, their likes (one row per liker), comments and
 * one level of replies, the burn-after-reading reads of each viewer and their single-use links, the
 * membership's blurred-picture uses (a ledger balance), the moment an interaction record is about,
 * and the moment or comment a complaint is about.
 */
import { sql } from "kysely";
import type { Kysely, Migration } from "kysely";
import type { Dialect } from "./database.js";
import { idColumn, notNull, notNullDefault, userRef } from "./column-helpers.js";

const momentRef = (c: Parameters<typeof notNull>[0]) => c.notNull().references("moments.id").onDelete("cascade");

export const momentsMigration = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await idColumn(db.schema.createTable("moments"), dialect)
      .addColumn("user_id", "integer", userRef)
      .addColumn("text", "text", notNull)
      .addColumn("language", "varchar(16)", notNull)
      .addColumn("type", "integer", notNullDefault(0))
      // JSON: [{ key, thumbKey, blurKey, width, height }], one to nine.
      .addColumn("pictures", "text", notNull)
      .addColumn("pinned", "integer", notNullDefault(0))
      .addColumn("likes", "integer", notNullDefault(0))
      .addColumn("comments", "integer", notNullDefault(0))
      .addColumn("created_at", "bigint", notNull)
      .execute();
    await db.schema.createIndex("moments_created").on("moments").columns(["created_at", "id"]).execute();
    await db.schema.createIndex("moments_user_created").on("moments").columns(["user_id", "created_at", "id"]).execute();
    // One pinned moment a user.
    await db.schema.createIndex("moments_one_pinned").on("moments").column("user_id").unique().where(sql.ref("pinned"), "=", 1).execute();

    await db.schema
      .createTable("moment_likes")
      .addColumn("moment_id", "integer", momentRef)
      .addColumn("user_id", "integer", userRef)
      .addColumn("created_at", "bigint", notNull)
      .addPrimaryKeyConstraint("moment_likes_pk", ["moment_id", "user_id"])
      .execute();

    await idColumn(db.schema.createTable("moment_comments"), dialect)
      .addColumn("moment_id", "integer", momentRef)
      .addColumn("user_id", "integer", userRef)
      .addColumn("parent_id", "integer")
      .addColumn("reply_to_user_id", "integer")
      .addColumn("text", "text", notNull)
      .addColumn("language", "varchar(16)", notNull)
      .addColumn("created_at", "bigint", notNull)
      .execute();
    await db.schema.createIndex("moment_comments_moment").on("moment_comments").columns(["moment_id", "parent_id", "id"]).execute();
    await db.schema.createIndex("moment_comments_parent").on("moment_comments").column("parent_id").execute();

    // A viewer's reads of a burn-after-reading moment: `reads` done of `allowed` (1, plus one per recovery).
    await db.schema
      .createTable("moment_burn_reads")
      .addColumn("moment_id", "integer", momentRef)
      .addColumn("viewer_id", "integer", userRef)
      .addColumn("allowed", "integer", notNullDefault(1))
      .addColumn("reads", "integer", notNullDefault(0))
      .addColumn("updated_at", "bigint", notNull)
      .addPrimaryKeyConstraint("moment_burn_reads_pk", ["moment_id", "viewer_id"])
      .execute();
    await db.schema
      .createTable("moment_burn_links")
      .addColumn("token_hash", "varchar(64)", (c) => c.primaryKey())
      .addColumn("moment_id", "integer", momentRef)
      .addColumn("viewer_id", "integer", userRef)
      .addColumn("picture", "integer", notNull)
      .addColumn("expires_at", "bigint", notNull)
      .addColumn("used_at", "bigint")
      .execute();

    await db.schema.alterTable("users").addColumn("blur_uses", "integer", notNullDefault(0)).execute();
    await db.schema.alterTable("interactions").addColumn("dynamic_id", "integer").execute();
    await db.schema.alterTable("complaints").addColumn("dynamic_id", "integer").execute();
    await db.schema.alterTable("complaints").addColumn("comment_id", "integer").execute();
  },
});
