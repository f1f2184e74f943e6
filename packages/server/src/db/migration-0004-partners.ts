/**
 * Migration 0004 (partner hand-over): users a partner handed to the chat. A partner's own id for a user maps to
 * exactly one of our users, scoped to the partner's origin, so no partner can reach another's users
 * or accounts that registered with us directly.
 */
import type { Kysely, Migration } from "kysely";
import { notNull, userRef } from "./column-helpers.js";

export const partnersMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("partner_users")
      .addColumn("partner_origin", "varchar(255)", notNull)
      .addColumn("external_id", "varchar(128)", notNull)
      .addColumn("user_id", "integer", (c) => userRef(c).unique())
      .addColumn("created_at", "bigint", notNull)
      .addPrimaryKeyConstraint("partner_users_pk", ["partner_origin", "external_id"])
      .execute();
  },
};
