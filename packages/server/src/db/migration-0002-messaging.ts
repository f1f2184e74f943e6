/**
 * Migration 0002 (friends, messages, the gateway): friend applications, messages, per-user conversation state, the per-user
 * event log with its gapless sequence counters, complaints, interaction records and uploads.
 */
import type { Kysely, Migration } from "kysely";
import { idColumn, notNull, notNullDefault, userRef } from "./column-helpers.js";
import type { Dialect } from "./database.js";


/** Real complaint reasons seeded into complaint_types (type 1 user, 2 message). */
export const COMPLAINT_REASONS: ReadonlyArray<readonly [string, number]> = [
  ["Harassment or bullying", 1],
  ["Spam or advertising", 1],
  ["Fraud or scam", 1],
  ["Pornographic or sexual content", 1],
  ["Hate speech or discrimination", 1],
  ["Violence or threats", 1],
  ["Fake profile or impersonation", 1],
  ["Underage user", 1],
  ["Other", 1],
];

export function messagingMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await idColumn(db.schema.createTable("friend_applications"), dialect)
        .addColumn("from_user_id", "integer", userRef)
        .addColumn("to_user_id", "integer", userRef)
        .addColumn("note", "varchar(255)", notNullDefault(""))
        // null pending, 0 rejected, 1 approved (product §3)
        .addColumn("status", "integer")
        .addColumn("created_at", "bigint", notNull)
        .addColumn("updated_at", "bigint", notNull)
        .execute();
      await db.schema.createIndex("friend_applications_to").on("friend_applications").columns(["to_user_id", "created_at"]).execute();
      await db.schema.createIndex("friend_applications_from").on("friend_applications").columns(["from_user_id", "to_user_id"]).execute();

      await db.schema
        .createTable("messages")
        .addColumn("id", "varchar(32)", (c) => c.primaryKey())
        .addColumn("client_msg_id", "varchar(64)", notNull)
        .addColumn("from_user_id", "integer", userRef)
        .addColumn("to_user_id", "integer", userRef)
        // "<smaller id>:<larger id>": one index serves the history of a pair in both directions.
        .addColumn("pair_key", "varchar(32)", notNull)
        .addColumn("type", "varchar(16)", notNull)
        .addColumn("content", "text", notNullDefault(""))
        .addColumn("url", "text")
        .addColumn("custom", "text")
        .addColumn("ext", "text", notNullDefault("{}"))
        .addColumn("platform", "varchar(16)", notNullDefault(""))
        .addColumn("created_at", "bigint", notNull)
        .addColumn("recalled_at", "bigint")
        .addUniqueConstraint("messages_client_msg_id", ["from_user_id", "client_msg_id"])
        .execute();
      await db.schema.createIndex("messages_pair_time").on("messages").columns(["pair_key", "created_at", "id"]).execute();

      await db.schema
        .createTable("conversations")
        .addColumn("user_id", "integer", userRef)
        .addColumn("peer_id", "integer", userRef)
        .addColumn("unread", "integer", notNullDefault(0))
        .addColumn("last_read_at", "bigint", notNullDefault(0))
        // delete-history: messages at or before this instant are gone for this user
        .addColumn("cleared_before", "bigint", notNullDefault(0))
        // delete-conversation: hidden until a new message arrives
        .addColumn("hidden", "integer", notNullDefault(0))
        .addColumn("last_message_id", "varchar(32)")
        .addColumn("last_time", "bigint", notNullDefault(0))
        .addPrimaryKeyConstraint("conversations_pk", ["user_id", "peer_id"])
        .execute();

      await db.schema
        .createTable("user_seq")
        .addColumn("user_id", "integer", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
        .addColumn("seq", "bigint", notNull)
        .execute();

      await db.schema
        .createTable("events")
        .addColumn("user_id", "integer", userRef)
        .addColumn("seq", "bigint", notNull)
        .addColumn("type", "varchar(32)", notNull)
        .addColumn("data", "text", notNull)
        // The message an event carries, so a recall can empty every stored copy.
        .addColumn("ref_id", "varchar(32)")
        .addColumn("created_at", "bigint", notNull)
        .addPrimaryKeyConstraint("events_pk", ["user_id", "seq"])
        .execute();
      await db.schema.createIndex("events_ref").on("events").column("ref_id").execute();

      await idColumn(db.schema.createTable("complaint_types"), dialect)
        .addColumn("reason", "varchar(255)", notNull)
        .addColumn("type", "integer", notNullDefault(1))
        .execute();
      await idColumn(db.schema.createTable("complaints"), dialect)
        .addColumn("user_id", "integer", userRef)
        .addColumn("be_complained_user_id", "integer", userRef)
        .addColumn("type", "integer", notNull)
        .addColumn("notes", "text", notNullDefault(""))
        .addColumn("created_at", "bigint", notNull)
        .execute();

      await idColumn(db.schema.createTable("interactions"), dialect)
        .addColumn("user_id", "integer", userRef)
        .addColumn("other_user_id", "integer", userRef)
        .addColumn("type", "integer", notNull)
        .addColumn("created_at", "bigint", notNull)
        .execute();
      await db.schema.createIndex("interactions_user").on("interactions").columns(["user_id", "created_at"]).execute();

      // What each user has seen of announcements and interaction records (the unread summary).
      await db.schema
        .createTable("user_marks")
        .addColumn("user_id", "integer", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
        .addColumn("notices_read_at", "bigint", notNullDefault(0))
        .addColumn("interact_read_at", "bigint", notNullDefault(0))
        .execute();

      await db.schema
        .createTable("uploads")
        .addColumn("key", "varchar(64)", (c) => c.primaryKey())
        .addColumn("owner_id", "integer", userRef)
        .addColumn("format", "varchar(8)", notNull)
        .addColumn("bytes", "integer", notNull)
        .addColumn("created_at", "bigint", notNull)
        .execute();

      await (db as Kysely<{ complaint_types: { reason: string; type: number } }>)
        .insertInto("complaint_types")
        .values(COMPLAINT_REASONS.map(([reason, type]) => ({ reason, type })))
        .execute();
    },
  };
}
