/**
 * Migration 0006: the reservations of paid sends, so the refund sweep (send-refunds.ts) reads only
 * those still held, never the whole ledger. A row is "held" from the charge until its message is
 * stored ("stored") or it is given back ("refunded"); each side moves it only from "held".
 */
import type { Kysely, Migration } from "kysely";
import { notNull, notNullDefault, userRef } from "./column-helpers.js";

export const sendReservationsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("send_reservations")
      .addColumn("user_id", "integer", userRef)
      .addColumn("reservation", "varchar(160)", notNull)
      .addColumn("client_msg_id", "varchar(64)", notNull)
      // SHA-256 of what the send sends (send-charges.ts sendFingerprint).
      .addColumn("request_hash", "varchar(64)", notNull)
      .addColumn("state", "varchar(8)", notNullDefault("held"))
      .addColumn("created_at", "bigint", notNull)
      .addPrimaryKeyConstraint("send_reservations_pk", ["user_id", "reservation"])
      .execute();
    await db.schema.createIndex("send_reservations_state").on("send_reservations").columns(["state", "created_at"]).execute();
  },
};
