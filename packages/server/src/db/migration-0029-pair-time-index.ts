/**
 * Migration 0029: drops `messages_pair_time` (pair, time, id). History, the support inbox and the
 * complaint snapshot read a pair's messages by `messages_pair_seq` since 0017, so nothing reads this
 * index, but every send wrote it: it was a quarter of the pages a send dirtied in SQLite's WAL
 * (`npm run bench`, docs/benchmarks.md), and a fourth index entry per message on PostgreSQL.
 */
import type { Kysely, Migration } from "kysely";

export const pairTimeIndexMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.dropIndex("messages_pair_time").ifExists().execute();
  },
};
