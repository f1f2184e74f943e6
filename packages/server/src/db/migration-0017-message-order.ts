/**
 * Migration 0017 (messages: the conversation's own order): `pair_seq` numbers the messages of each
 * pair of users 1, 2, 3… in the order the server stored them, so history never depends on a clock
 * (two messages in the same millisecond keep their send order). Existing messages are numbered in
 * the order history showed them until now: time, then id.
 */
import { sql } from "kysely";
import type { Kysely, Migration } from "kysely";
import { notNullDefault } from "./column-helpers.js";

export const messageOrderMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("messages").addColumn("pair_seq", "bigint", notNullDefault(0)).execute();
    await sql`
      update messages set pair_seq = (
        select numbered.n from (
          select id, row_number() over (partition by pair_key order by created_at, id) as n from messages
        ) as numbered
        where numbered.id = messages.id
      )`.execute(db);
    await db.schema.createIndex("messages_pair_seq").on("messages").columns(["pair_key", "pair_seq"]).unique().execute();
  },
};
