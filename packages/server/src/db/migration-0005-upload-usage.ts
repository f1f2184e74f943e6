/**
 * Migration 0005: what an upload was sent as, "public" (a plain image) or "burn" (burn-after-read),
 * so a burn image's file is never served at its plain `/files/<key>` URL.
 */
import type { Kysely, Migration } from "kysely";

export const uploadUsageMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("uploads").addColumn("usage", "varchar(8)").execute();
  },
};
