/**
 * Migration 0025 (read receipts): `conversations.delivered_at`, on the receiver's row: messages from
 * the peer sent up to this time reached one of the receiver's devices. With `last_read_at` it gives
 * an SVIP sender "Sent", "Delivered" and "Read".
 */
import type { Kysely, Migration } from "kysely";

export const receiptsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("conversations").addColumn("delivered_at", "bigint", (c) => c.notNull().defaultTo(0)).execute();
  },
};
