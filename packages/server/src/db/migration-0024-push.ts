/**
 * Migration 0024 (push): Web Push. `push_subscriptions` are the browsers that asked for pushes, each
 * bound to the session that subscribed it, so a logout, a login elsewhere or a deleted account (which
 * all delete sessions) removes it by cascade. `push_outbox` holds one row per notification and
 * subscription, written in the transaction of what it announces (a message, a friend request, a
 * match) and deleted once the push service took it; `claimed_until` lets several server processes
 * drain one table without sending a row twice at once. `users.notification_text` is the setting
 * "Show message text in notifications" (1, on, by default).
 */
import type { Kysely, Migration } from "kysely";
import type { Dialect } from "./database.js";
import { idColumn, notNull, notNullDefault, userRef } from "./column-helpers.js";

export const pushMigration = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("users").addColumn("notification_text", "integer", notNullDefault(1)).execute();
    await idColumn(db.schema.createTable("push_subscriptions"), dialect)
      .addColumn("user_id", "integer", userRef)
      .addColumn("session_hash", "varchar(64)", (c) => c.notNull().references("sessions.token_hash").onDelete("cascade"))
      .addColumn("endpoint", "varchar(1024)", (c) => c.notNull().unique())
      .addColumn("p256dh", "varchar(100)", notNull)
      .addColumn("auth", "varchar(32)", notNull)
      .addColumn("locale", "varchar(16)", notNullDefault(""))
      .addColumn("created_at", "bigint", notNull)
      .execute();
    await db.schema.createIndex("push_subscriptions_user").on("push_subscriptions").column("user_id").execute();
    await db.schema.createIndex("push_subscriptions_session").on("push_subscriptions").column("session_hash").execute();
    await idColumn(db.schema.createTable("push_outbox"), dialect)
      .addColumn("user_id", "integer", userRef)
      .addColumn("subscription_id", "integer", (c) => c.notNull().references("push_subscriptions.id").onDelete("cascade"))
      .addColumn("kind", "varchar(16)", notNull)
      .addColumn("peer_id", "integer", notNull)
      .addColumn("ref", "varchar(32)", notNullDefault(""))
      .addColumn("attempts", "integer", notNullDefault(0))
      .addColumn("next_at", "bigint", notNull)
      .addColumn("claimed_until", "bigint", notNullDefault(0))
      .addColumn("last_error", "varchar(255)", notNullDefault(""))
      .addColumn("created_at", "bigint", notNull)
      .execute();
    await db.schema.createIndex("push_outbox_due").on("push_outbox").columns(["next_at", "id"]).execute();
    await db.schema.createIndex("push_outbox_subscription").on("push_outbox").column("subscription_id").execute();
  },
});
