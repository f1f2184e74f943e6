/**
 * Migration 0022: `operators.disabled_at`, set by `npm run admin -- operator disable`. A disabled
 * operator cannot log in and has no session; the row stays because the audit log names it.
 */
import type { Kysely, Migration } from "kysely";

export const operatorDisableMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("operators").addColumn("disabled_at", "bigint").execute();
  },
};
