/**
 * Migration 0026 (support): the operators' inbox of customer-service conversations.
 * `support_threads` is one row per member who wrote to customer service: open or resolved, who has it,
 * and since when the member waits for an answer (`waiting_since`, null once a reply went out).
 * `support_episodes` is each opening of a thread (a first message, or a message after a resolution)
 * with its first response and its resolution, for the console's numbers. `support_notes` are the
 * operators' internal notes; `support_saved_replies` the console's saved replies.
 */
import type { Kysely, Migration } from "kysely";
import type { Dialect } from "./database.js";
import { idColumn, notNull, notNullDefault, userRef } from "./column-helpers.js";

export const supportMigration = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("support_threads")
      .addColumn("member_id", "integer", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
      .addColumn("status", "varchar(16)", notNullDefault("open"))
      .addColumn("assignee_id", "integer", (c) => c.references("operators.id").onDelete("set null"))
      .addColumn("waiting_since", "bigint")
      .addColumn("last_time", "bigint", notNull)
      .addColumn("opened_at", "bigint", notNull)
      .addColumn("resolved_at", "bigint")
      .execute();
    await db.schema.createIndex("support_threads_status_time").on("support_threads").columns(["status", "last_time"]).execute();
    await idColumn(db.schema.createTable("support_episodes"), dialect)
      .addColumn("member_id", "integer", userRef)
      .addColumn("opened_at", "bigint", notNull)
      .addColumn("first_response_at", "bigint")
      .addColumn("resolved_at", "bigint")
      .execute();
    await db.schema.createIndex("support_episodes_member").on("support_episodes").columns(["member_id", "id"]).execute();
    await db.schema.createIndex("support_episodes_opened").on("support_episodes").column("opened_at").execute();
    await idColumn(db.schema.createTable("support_notes"), dialect)
      .addColumn("member_id", "integer", userRef)
      .addColumn("operator_id", "integer", (c) => c.notNull().references("operators.id").onDelete("cascade"))
      .addColumn("text", "text", notNull)
      .addColumn("created_at", "bigint", notNull)
      .execute();
    await db.schema.createIndex("support_notes_member").on("support_notes").columns(["member_id", "id"]).execute();
    await idColumn(db.schema.createTable("support_saved_replies"), dialect)
      .addColumn("title", "varchar(80)", notNull)
      .addColumn("language", "varchar(16)", notNull)
      .addColumn("text", "text", notNull)
      .addColumn("created_by", "integer", (c) => c.references("operators.id").onDelete("set null"))
      .addColumn("created_at", "bigint", notNull)
      .execute();
  },
});
