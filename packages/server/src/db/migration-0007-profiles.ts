/**
 * Migration 0007 (profiles): the languages a user speaks, the avatar's thumbnail, whether the profile
 * is completed, and the avatars this server issued (so a profile edit accepts only a user's own).
 * Accounts whose profile already has every required field count as completed.
 */
import { sql } from "kysely";
import type { Kysely, Migration } from "kysely";
import { notNull, notNullDefault, userRef } from "./column-helpers.js";

export const profilesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("users").addColumn("languages", "varchar(64)", notNullDefault("")).execute();
    await db.schema.alterTable("users").addColumn("avatar_thumb", "text", notNullDefault("")).execute();
    await db.schema.alterTable("users").addColumn("profile_completed", "integer", notNullDefault(0)).execute();
    await sql`
      update users set profile_completed = 1
      where nickname <> '' and avatar <> '' and occupation <> '' and interest <> ''
        and height is not null and weight is not null`.execute(db);

    await db.schema
      .createTable("avatars")
      // The 512 px picture's file key; the thumbnail's beside it.
      .addColumn("key", "varchar(40)", (c) => c.primaryKey())
      .addColumn("thumb_key", "varchar(40)", notNull)
      .addColumn("user_id", "integer", userRef)
      .addColumn("created_at", "bigint", notNull)
      .execute();
    await db.schema.createIndex("avatars_user_id").on("avatars").column("user_id").execute();
  },
};
