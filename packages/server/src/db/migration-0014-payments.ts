/**
 * Migration 0014 (payments): what the real providers (PayPal, Airwallex) told us about each order.
 * `payment_events` keeps one row per provider event id (unique), so a webhook delivered many times is
 * recorded once; captures, refunds, reversals and refused deliveries (wrong amount, unknown order) are
 * all kept for the operator. A provider reference names one order per provider.
 */
import type { Kysely, Migration } from "kysely";
import type { Dialect } from "./database.js";
import { idColumn, notNull, notNullDefault } from "./column-helpers.js";

export const paymentsMigration = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await idColumn(db.schema.createTable("payment_events"), dialect)
      .addColumn("provider", "varchar(32)", notNull)
      .addColumn("event_id", "varchar(128)", notNull)
      .addColumn("order_id", "varchar(32)", notNullDefault(""))
      .addColumn("kind", "varchar(32)", notNull)
      .addColumn("amount", "integer", notNullDefault(0))
      .addColumn("currency", "varchar(3)", notNullDefault(""))
      .addColumn("detail", "varchar(255)", notNullDefault(""))
      .addColumn("created_at", "bigint", notNull)
      .addUniqueConstraint("payment_events_event", ["provider", "event_id"])
      .execute();
    await db.schema.createIndex("payment_events_order").on("payment_events").column("order_id").execute();
    await db.schema.createIndex("payment_orders_provider_ref").on("payment_orders").columns(["provider", "provider_ref"]).execute();
    await db.schema.createIndex("payment_orders_status").on("payment_orders").columns(["status", "created_at"]).execute();
  },
});
