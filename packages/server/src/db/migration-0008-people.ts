/**
 * Migration 0008 (people): who follows whom (one row per pair, so a follow cannot count twice), the
 * home-page visits (one row per owner, visitor and UTC day), and the counters my-info and the public
 * user info show, kept in the same transaction as the rows they count.
 */
import type { Kysely, Migration } from "kysely";
import { notNull, notNullDefault, userRef } from "./column-helpers.js";

export const peopleMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("follows")
      .addColumn("follower_id", "integer", userRef)
      .addColumn("followed_id", "integer", userRef)
      .addColumn("created_at", "bigint", notNull)
      .addPrimaryKeyConstraint("follows_pk", ["follower_id", "followed_id"])
      .execute();
    await db.schema.createIndex("follows_followed").on("follows").columns(["followed_id", "created_at"]).execute();
    await db.schema.createIndex("follows_follower").on("follows").columns(["follower_id", "created_at"]).execute();

    await db.schema
      .createTable("visits")
      .addColumn("owner_id", "integer", userRef)
      .addColumn("visitor_id", "integer", userRef)
      // The UTC day of the visits, YYYY-MM-DD.
      .addColumn("day", "varchar(10)", notNull)
      .addColumn("visits", "integer", notNullDefault(1))
      .addColumn("last_at", "bigint", notNull)
      .addPrimaryKeyConstraint("visits_pk", ["owner_id", "visitor_id", "day"])
      .execute();
    await db.schema.createIndex("visits_owner_last").on("visits").columns(["owner_id", "last_at"]).execute();

    for (const column of ["fans_count", "follow_count", "total_views", "today_views"]) {
      await db.schema.alterTable("users").addColumn(column, "integer", notNullDefault(0)).execute();
    }
    // The UTC day `today_views` counts; on another day today's views are 0.
    await db.schema.alterTable("users").addColumn("views_day", "varchar(10)", notNullDefault("")).execute();
  },
};
