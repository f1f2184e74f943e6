/**
 * The chat server of `npm run bench`, in a process of its own (so the load generator does not share
 * its thread): a fresh SQLite or PostgreSQL database (BENCH_DIALECT), optionally on a Redis bus
 * (BENCH_REDIS_URL, channel BENCH_REDIS_CHANNEL), BENCH_USERS users in befriended pairs (2k, 2k+1)
 * with sessions whose tokens are `benchtoken-<index>-xxxxxxxx`. With BENCH_PG_SCHEMA it is a further
 * server process on the PostgreSQL schema another child made and filled: it joins it and adds nothing.
 * Talks to the parent over IPC: "ready" with its URL, the users' ids and its schema; "memory" answers
 * after a garbage collection.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { createApp } from "../src/app.js";
import { systemClock } from "../src/clock.js";
import { loadConfig } from "../src/app.js";
import { openDatabase } from "../src/db/database.js";
import type { Dialect } from "../src/db/database.js";
import { createTestDatabase } from "../src/db/test-helpers.js";
import type { TestDatabase } from "../src/db/test-helpers.js";
import { RedisBus } from "../src/realtime/redis-bus.js";
import { sha256 } from "../src/security/token.js";
import { MemoryMailer } from "../src/testing/memory-mailer.js";
import { answerLoopQueries } from "./loop-watch.js";

export const benchToken = (i: number) => `benchtoken-${i}-xxxxxxxx`;

const dialect = (process.env.BENCH_DIALECT ?? "sqlite") as Dialect;
const users = Number(process.env.BENCH_USERS ?? 5000);
const redisUrl = process.env.BENCH_REDIS_URL;
const joinSchema = process.env.BENCH_PG_SCHEMA;

/** The schema another child made: opened as it is (already migrated), left in place when this one stops. */
function joinDatabase(schema: string): TestDatabase {
  const database = openDatabase({ url: process.env.TEST_DATABASE_URL, pgSchema: schema });
  const dataDir = mkdtempSync(join(tmpdir(), "chat-bench-"));
  return {
    ...database,
    dataDir,
    async dispose() {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const database = joinSchema ? joinDatabase(joinSchema) : await createTestDatabase(dialect);
const config = { ...loadConfig({ DATA_DIR: database.dataDir, NODE_ENV: "test" }, []), passwordHashLogN: 10, staticRoot: database.dataDir };
const bus = redisUrl ? await RedisBus.connect(redisUrl, { channel: process.env.BENCH_REDIS_CHANNEL ?? `chat:bench:${Date.now()}` }) : undefined;
// Heartbeats as in production (every 25 s), more often, so holding sockets includes answering them.
// Every socket of the load comes from 127.0.0.1: the per-address cap would refuse all but 200.
const app = await createApp({ config, database, mailer: new MemoryMailer(), clock: systemClock, gateway: { heartbeatMs: 10_000, maxSocketsPerAddress: Math.max(users, 1) }, ...(bus ? { bus } : {}) });
const base = await app.listen({ port: 0, host: "127.0.0.1" });

/** Makes the users, their sessions and friendships; returns the users' ids in socket order. */
async function seed(): Promise<number[]> {
  const now = Date.now();
  const ids: number[] = [];
  const CHUNK = 200;
  for (let from = 0; from < users; from += CHUNK) {
    const rows = Array.from({ length: Math.min(CHUNK, users - from) }, (_, k) => ({ email: `bench${from + k}@example.com`, nickname: `bench${from + k}`, password_hash: "x", created_at: now }));
    const inserted = await database.db.insertInto("users").values(rows).returning("id").execute();
    ids.push(...inserted.map((r) => r.id));
  }
  for (let from = 0; from < users; from += CHUNK) {
    const slice = ids.slice(from, from + CHUNK);
    await database.db
      .insertInto("sessions")
      .values(slice.map((id, k) => ({ token_hash: sha256(benchToken(from + k)), user_id: id, created_at: now, expires_at: now + 86_400_000, last_seen_at: now })))
      .execute();
    const friends = slice.flatMap((id, k) => {
      const peer = ids[(from + k) ^ 1];
      return peer === undefined ? [] : [{ user_id: id, friend_user_id: peer, created_at: 0 }];
    });
    if (friends.length > 0) await database.db.insertInto("friends").values(friends).execute();
  }
  return ids;
}
// A process that joins adds no users: the load uses the first one's ids, and the schema it names is the one the others join.
const ids = joinSchema ? [] : await seed();
const schema = dialect === "postgres" ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db)).rows[0]?.schema : undefined;

answerLoopQueries();
const gc = (globalThis as { gc?: () => void }).gc;
process.on("message", (msg: { type: string }) => {
  if (msg.type === "memory") {
    gc?.();
    gc?.();
    const m = process.memoryUsage();
    process.send?.({ type: "memory", rss: m.rss, heapUsed: m.heapUsed, external: m.external, arrayBuffers: m.arrayBuffers });
  }
  if (msg.type === "stop") {
    void (async () => {
      await app.close();
      await bus?.close();
      await database.dispose();
      process.exit(0);
    })();
  }
});
process.send?.({ type: "ready", base, ids, ...(schema ? { pgSchema: schema } : {}) });
