import { randomUUID } from "node:crypto";
import type { MatchingReply } from "@chat/protocol";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabases } from "../../db/test-helpers.js";
import type { TestDatabase } from "../../db/test-helpers.js";
import { ManualClock } from "../../clock.js";
import { makeSvip, matching } from "../../testing/encounter.js";
import { addUser } from "../../testing/social.js";
import type { TestUser } from "../../testing/social.js";
import { createTestApp } from "../../testing/test-app.js";
import type { TestApp } from "../../testing/test-app.js";
import { RedisMatchQueue } from "./redis-match-queue.js";
import { missing } from "../../testing/services.js";

const REDIS_URL = process.env.TEST_REDIS_URL;

// These need a Redis server: `.ci/run` sets TEST_REDIS_URL when one answers on 127.0.0.1:6379.
describe.skipIf(missing(import.meta, "redis")).each(testDatabases)("matching across two server processes sharing Redis on %s", (dialect) => {
  let database: TestDatabase;
  let redisA: Redis;
  let redisB: Redis;
  let a: TestApp;
  let b: TestApp;
  const clock = new ManualClock();

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    // A key prefix of this suite's own, so parallel suites on the same Redis never see each other.
    const prefix = `chat:test:${randomUUID()}:`;
    redisA = new Redis(REDIS_URL ?? "");
    redisB = new Redis(REDIS_URL ?? "");
    const config = { encounter: { dailyAttempts: 20, countdownSeconds: 10 } };
    a = await createTestApp(dialect, { database, clock, config, matchQueue: new RedisMatchQueue(redisA, prefix) });
    b = await createTestApp(dialect, { database, clock, config, matchQueue: new RedisMatchQueue(redisB, prefix) });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    redisA?.disconnect();
    redisB?.disconnect();
    await database?.dispose();
  });

  it("pairs a user waiting on one process with a press on the other", async () => {
    const [x, y] = [await addUser(a, "Xena"), await addUser(b, "Yuri")];
    await makeSvip(a, x, y);
    clock.advance(60 * 60_000);
    expect((await matching(a, x, { action: "start" })).body.data.state).toBe("waiting");
    const paired = await matching(b, y, { action: "start" });
    expect(paired.body.data).toMatchObject({ state: "matched", match: { card: { userId: x.id } } });
    clock.advance(10_000);
    expect((await matching(a, x, { action: "settle" })).body.data).toMatchObject({ state: "matched", match: { card: { userId: y.id } } });
  });

  /** A matching call that must succeed: its answer's data. */
  async function press(t: TestApp, u: TestUser, action: "start" | "settle" | "cancel"): Promise<MatchingReply> {
    const res = await matching(t, u, { action });
    expect(res.status, `${action}: ${JSON.stringify(res.body)}`).toBe(200);
    return res.body.data;
  }

  it("under concurrency: 60 presses spread over both processes end in pairs, nobody twice, leavers in no live match", async () => {
    const users: TestUser[] = [];
    for (let i = 0; i < 60; i++) users.push(await addUser(i % 2 ? a : b, `R${i}`));
    await makeSvip(a, ...users);
    clock.advance(60 * 60_000);
    const app = (i: number) => (i % 2 ? b : a);
    const leavers = new Set(users.slice(0, 10).map((u) => u.id));
    const started = await Promise.all(
      users.map(async (u, i) => {
        const first = await press(app(i), u, "start");
        return leavers.has(u.id) ? press(app(i + 1), u, "cancel") : first;
      }),
    );
    clock.advance(10_000);
    const settle = (replies: MatchingReply[]) =>
      Promise.all(users.map(async (u, i) => (replies[i]!.state === "waiting" ? press(app(i), u, "settle") : replies[i]!)));
    const final = await settle(await settle(started));
    const rows = await database.db
      .selectFrom("encounter_matches")
      .select(["user_a", "user_b", "ended_at"])
      .where("user_a", "in", users.map((u) => u.id))
      .execute();
    const count = new Map<number, number>();
    for (const r of rows) for (const id of [r.user_a, r.user_b]) count.set(id, (count.get(id) ?? 0) + 1);
    expect([...count.values()].every((n) => n === 1)).toBe(true);
    for (const r of rows) if (r.ended_at === null) expect(leavers.has(r.user_a) || leavers.has(r.user_b)).toBe(false);
    users.forEach((u, i) => {
      const r = final[i]!;
      const row = rows.find((m) => m.user_a === u.id || m.user_b === u.id);
      if (r.state === "matched") expect(r.match.card.userId).toBe(row!.user_a === u.id ? row!.user_b : row!.user_a);
      else expect(row === undefined || row.ended_at !== null).toBe(true);
    });
    const stayed = users.filter((u) => !leavers.has(u.id));
    expect(stayed.filter((u) => count.has(u.id)).length).toBeGreaterThanOrEqual(49);
  });
});
