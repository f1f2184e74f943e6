/**
 * The database and outbox metrics of a real app, read at scrape time: PostgreSQL's pool, or SQLite's
 * WAL size and the checkpoint thread's checkpoints (never both), and the Web Push outbox's depth and
 * the wait of its oldest due row as a push that failed backs off, falls due, and is sent.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../db/test-helpers.js";
import { FakePushService } from "../testing/fake-push-service.js";
import { parsePrometheusText } from "../testing/prometheus-text.js";
import { addUser, makeFriends } from "../testing/social.js";
import type { TestUser } from "../testing/social.js";
import { createTestApp } from "../testing/test-app.js";
import type { TestApp } from "../testing/test-app.js";

const TOKEN = "metrics-token-0123456789abcdef";

describe.each(testDatabases)("database and outbox metrics on %s", (dialect) => {
  let fake: FakePushService;
  let t: TestApp;
  let ana: TestUser;
  let ben: TestUser;
  beforeAll(async () => {
    fake = await new FakePushService().start();
    // The worker drains when a send kicks it, never by its timer: the test decides when a row is retried.
    t = await createTestApp(dialect, { config: { metrics: { port: undefined, host: "127.0.0.1", token: TOKEN } }, push: { agent: fake.agent, pollMs: 3_600_000 } });
    ana = await addUser(t, "Ana");
    ben = await addUser(t, "Ben");
    await makeFriends(t, ana, ben);
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const scrape = async () => {
    const res = await t.app.inject({ method: "GET", url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    return parsePrometheusText(res.body);
  };
  const samples = (m: Awaited<ReturnType<typeof scrape>>, name: string) => m.samples.filter((s) => s.name === name);
  const send = async (content: string) =>
    expect((await t.post("/api/message/send", { toUserId: ben.id, messageType: "txt", content, clientMsgId: randomUUID() }, { token: ana.token })).status).toBe(200);

  it("reads the pool on PostgreSQL, the WAL and its checkpoints on SQLite", async () => {
    for (let i = 0; i < 20; i++) await send(`writes for the WAL ${i}`);
    const m = await scrape();
    for (const name of ["chat_db_pool_connections", "chat_db_pool_idle_connections", "chat_db_pool_waiting_queries", "chat_sqlite_wal_bytes", "chat_sqlite_checkpoints_total"]) expect(m.types.has(name), name).toBe(true);
    if (dialect === "postgres") {
      expect(m.sum("chat_db_pool_connections")).toBeGreaterThanOrEqual(1);
      expect(m.sum("chat_db_pool_idle_connections")).toBeLessThanOrEqual(m.sum("chat_db_pool_connections"));
      expect(samples(m, "chat_db_pool_waiting_queries")).toEqual([expect.objectContaining({ value: 0 })]);
      expect(samples(m, "chat_sqlite_wal_bytes")).toEqual([]);
      expect(samples(m, "chat_sqlite_checkpoints_total")).toEqual([]);
    } else {
      expect(m.sum("chat_sqlite_wal_bytes")).toBeGreaterThan(0);
      expect(samples(m, "chat_db_pool_connections")).toEqual([]);
      // The checkpoint thread copies the sends' pages within a few of its 250 ms ticks.
      await expect.poll(async () => (await scrape()).sum("chat_sqlite_checkpoints_total"), { timeout: 10_000 }).toBeGreaterThan(0);
    }
  });

  it("times every query by its kind", async () => {
    const before = await scrape();
    // On PostgreSQL a send's write is a call of its store function (a select); a new user is an insert.
    await send("one send reads and writes");
    await addUser(t, "Ivy");
    const after = await scrape();
    expect(after.types.get("chat_db_query_duration_seconds")).toBe("histogram");
    for (const kind of ["select", "insert"]) {
      expect(after.sum("chat_db_query_duration_seconds_count", { kind }), kind).toBeGreaterThan(before.sum("chat_db_query_duration_seconds_count", { kind }));
    }
    // Every query lands in one of the few kinds, never its SQL text.
    expect(new Set(after.samples.filter((s) => s.name === "chat_db_query_duration_seconds_count").map((s) => s.labels.kind))).toSatisfy((kinds: Set<string | undefined>) => [...kinds].every((k) => ["select", "insert", "update", "delete", "other"].includes(k ?? "")));
  });

  it("reads the push outbox's depth, and how long its oldest due row has waited", async () => {
    const browser = fake.subscribe();
    expect((await t.post("/api/push/subscribe", browser, { token: ben.token })).status).toBe(200);
    const push = async () => {
      const m = await scrape();
      return { depth: m.sum("chat_outbox_depth", { outbox: "push" }), age: m.sum("chat_outbox_oldest_due_age_seconds", { outbox: "push" }) };
    };
    expect(await push()).toEqual({ depth: 0, age: 0 });
    // The push service is down for the first push: the row backs off (5 s), waiting but not due.
    fake.answer(browser, 503);
    await send("while the push service is down");
    await expect.poll(async () => (await t.database.db.selectFrom("push_outbox").select("attempts").execute()).map((r) => r.attempts)).toEqual([1]);
    expect(await push()).toEqual({ depth: 1, age: 0 });
    // A minute after it fell due, nobody has sent it: that is what the outbox alert watches.
    t.clock.advance(65_000);
    expect(await push()).toEqual({ depth: 1, age: 60 });
    // The next send wakes the worker, which sends both.
    await send("the service is back");
    await expect.poll(() => fake.pushesTo(browser).length).toBe(2);
    await expect.poll(push).toEqual({ depth: 0, age: 0 });
    // No Easemob bridge configured: no series of its own.
    expect(samples(await scrape(), "chat_outbox_depth").map((s) => s.labels.outbox)).toEqual(["push"]);
  });
});
