/**
 * Migration 0019 (operator console): an announcement's versions by language (`texts`, JSON
 * `{locale: {title, body}}`; `content` stays the English body for readers that know only it) and
 * the operator who published it.
 */
import type { Kysely, Migration } from "kysely";
import { notNullDefault } from "./column-helpers.js";

export const announcementTextsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("announcements").addColumn("texts", "text", notNullDefault("{}")).execute();
    await db.schema.alterTable("announcements").addColumn("operator_id", "integer").execute();
  },
};
