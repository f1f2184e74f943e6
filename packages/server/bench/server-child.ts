/**
 * The chat server of `npm run bench`, in a process of its own (so the load generator does not share
 * its thread): a fresh SQLite or PostgreSQL database (BENCH_DIALECT), optionally a Redis bus
 * (BENCH_REDIS_URL, with a second instance on it that the receivers use), BENCH_USERS users in
 * befriended pairs (2k, 2k+1) with sessions whose tokens are `benchtoken-<index>-xxxxxxxx`.
 * Talks to the parent over IPC: "ready" with the URLs, "memory" answers after a garbage collection.
 */
import { createApp } from "../src/app.js";
import { systemClock } from "../src/clock.js";
import { loadConfig } from "../src/app.js";
import type { Dialect } from "../src/db/database.js";
import { createTestDatabase } from "../src/db/test-helpers.js";
import { RedisBus } from "../src/realtime/redis-bus.js";
import { sha256 } from "../src/security/token.js";
import { MemoryMailer } from "../src/testing/memory-mailer.js";
import { answerLoopQueries } from "./loop-watch.js";

export const benchToken = (i: number) => `benchtoken-${i}-xxxxxxxx`;

const dialect = (process.env.BENCH_DIALECT ?? "sqlite") as Dialect;
const users = Number(process.env.BENCH_USERS ?? 5000);
const redisUrl = process.env.BENCH_REDIS_URL;

const database = await createTestDatabase(dialect);
const config = { ...loadConfig({ DATA_DIR: database.dataDir, NODE_ENV: "test" }, []), passwordHashLogN: 10, staticRoot: database.dataDir };
const channel = `chat:bench:${Date.now()}`;
const buses = redisUrl ? await Promise.all([RedisBus.connect(redisUrl, { channel }), RedisBus.connect(redisUrl, { channel })]) : [];
// Heartbeats as in production (every 25 s), more often, so holding sockets includes answering them.
// Every socket of the load comes from 127.0.0.1: the per-address cap would refuse all but 200.
const appOf = (bus?: RedisBus) =>
  createApp({ config, database, mailer: new MemoryMailer(), clock: systemClock, gateway: { heartbeatMs: 10_000, maxSocketsPerAddress: Math.max(users, 1) }, ...(bus ? { bus } : {}) });
const app = await appOf(buses[0]);
const receivingApp = buses[1] ? await appOf(buses[1]) : app;
const base = await app.listen({ port: 0, host: "127.0.0.1" });
const receiveBase = receivingApp === app ? base : await receivingApp.listen({ port: 0, host: "127.0.0.1" });

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
      if (receivingApp !== app) await receivingApp.close();
      for (const bus of buses) await bus.close();
      await database.dispose();
      process.exit(0);
    })();
  }
});
process.send?.({ type: "ready", base, receiveBase, ids });
