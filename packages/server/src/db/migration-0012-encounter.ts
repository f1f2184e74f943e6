/**
 * Migration 0012 (encounter): matches, the matching attempts a user spent per local day, the cards a
 * user passed ("Next") so the stack leaves them out for a while, and when a user last left matching
 * (a pair being stored at that moment is then dropped or ended, never left live).
 */
import type { Kysely, Migration } from "kysely";
import type { Dialect } from "./database.js";
import { idColumn, notNull, notNullDefault, userRef } from "./column-helpers.js";

export function encounterMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await idColumn(db.schema.createTable("encounter_matches"), dialect)
        .addColumn("user_a", "integer", userRef)
        .addColumn("user_b", "integer", userRef)
        .addColumn("created_at", "bigint", notNull)
        .addColumn("ended_at", "bigint")
        .execute();
      await db.schema.createIndex("encounter_matches_a").on("encounter_matches").columns(["user_a", "created_at"]).execute();
      await db.schema.createIndex("encounter_matches_b").on("encounter_matches").columns(["user_b", "created_at"]).execute();

      await db.schema
        .createTable("encounter_attempts")
        .addColumn("user_id", "integer", userRef)
        // The user's local day (YYYY-MM-DD) the attempts belong to.
        .addColumn("day", "varchar(10)", notNull)
        .addColumn("used", "integer", notNullDefault(0))
        .addPrimaryKeyConstraint("encounter_attempts_pk", ["user_id", "day"])
        .execute();

      await db.schema
        .createTable("encounter_passes")
        .addColumn("user_id", "integer", userRef)
        .addColumn("passed_user_id", "integer", userRef)
        .addColumn("passed_at", "bigint", notNull)
        .addPrimaryKeyConstraint("encounter_passes_pk", ["user_id", "passed_user_id"])
        .execute();

      await db.schema
        .createTable("encounter_leaves")
        .addColumn("user_id", "integer", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
        .addColumn("left_at", "bigint", notNull)
        .execute();
    },
  };
}
