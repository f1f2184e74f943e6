/**
 * GET /api/ready names what keeps the process from serving: the database closed or unreachable,
 * the Redis bus cut off (a redis-server of the test's own, killed and started again), the upload
 * bucket gone; and answers 200 again once the part is back. /api/health stays the liveness answer.
 */
import { randomUUID } from "node:crypto";
import type { Readiness } from "@chat/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, sqliteFileOf } from "../../db/database.js";
import { createTestDatabase, testDatabases } from "../../db/test-helpers.js";
import type { TestDatabase } from "../../db/test-helpers.js";
import { RedisBus } from "../../realtime/redis-bus.js";
import { startTestS3 } from "../../storage/test-s3.js";
import { startRedisServer } from "../../testing/redis-server.js";
import { createTestApp } from "../../testing/test-app.js";
import type { TestApp } from "../../testing/test-app.js";
import { missing } from "../../testing/services.js";
import { parsePrometheusText } from "../../testing/prometheus-text.js";

const METRICS_TOKEN = "readiness-metrics-token-0123456789";
/** `chat_ready` as a scrape reads it. */
const readyMetric = async (t: TestApp) => {
  const res = await t.app.inject({ method: "GET", url: "/metrics", headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  return parsePrometheusText(res.body).sum("chat_ready");
};

const ready = async (t: TestApp) => {
  const res = await t.get<Readiness>("/api/ready");
  return { status: res.status, ...res.body.data };
};

describe.each(testDatabases)("readiness of the database on %s", (dialect) => {
  let database: TestDatabase;
  let t: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    t = await createTestApp(dialect, { database, config: { metrics: { port: undefined, host: "127.0.0.1", token: METRICS_TOKEN } } });
  });
  afterAll(async () => {
    await t?.close();
    await database?.dispose();
  });

  it("is 200 when the database answers, 503 naming it when it is unreachable or closed, 200 once it is back", async () => {
    expect(await ready(t)).toEqual({ status: 200, ready: true });
    const live = database.db;
    // Unreachable: nothing listens on port 1; the probe still answers within its timeout.
    const away = openDatabase({ url: "postgres://postgres@127.0.0.1:1/test" });
    database.db = away.db;
    const started = Date.now();
    const res = await t.get<Readiness>("/api/ready");
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ code: 503, msg: "not ready: database", data: { ready: false, failing: ["database"] } });
    // The metrics say so too, for the alert that no process is ready.
    expect(await readyMetric(t)).toBe(0);
    await away.close();
    // The process itself is alive: liveness and readiness are different questions.
    database.db = live;
    expect(await ready(t)).toEqual({ status: 200, ready: true });
    expect(await readyMetric(t)).toBe(1);

    // Closed under the app.
    await database.close();
    expect(await ready(t)).toMatchObject({ status: 503, failing: ["database"] });
    if (dialect === "sqlite") {
      const reopened = openDatabase({ sqliteFile: sqliteFileOf(database.dataDir) });
      database.db = reopened.db;
      expect(await ready(t)).toEqual({ status: 200, ready: true });
      await reopened.close();
    }
  });
});

describe.skipIf(missing(import.meta, "redis"))("readiness of the Redis bus", () => {
  it("turns 503 naming redis while the bus is cut off, and 200 when Redis is back", async () => {
    const redis = await startRedisServer();
    const bus = await RedisBus.connect(redis.url, { channel: `chat:test:${randomUUID()}`, retryDelayMs: () => 100, log: () => undefined });
    const t = await createTestApp("sqlite", { bus });
    try {
      expect(await ready(t)).toEqual({ status: 200, ready: true });
      await redis.kill();
      await expect.poll(() => ready(t), { timeout: 10_000 }).toMatchObject({ status: 503, ready: false, failing: ["redis"] });
      await redis.start();
      await expect.poll(() => ready(t), { timeout: 15_000 }).toEqual({ status: 200, ready: true });
    } finally {
      await t.close();
      await bus.close();
      await redis.close();
    }
  });
});

describe("readiness of the S3 bucket", () => {
  it("checks the bucket when S3_URL is set, and names storage when it cannot be reached", async () => {
    const s3 = await startTestS3();
    const t = await createTestApp("sqlite", { config: { s3: s3.settings } });
    try {
      expect(await ready(t)).toEqual({ status: 200, ready: true });
      await s3.close();
      expect(await ready(t)).toMatchObject({ status: 503, failing: ["storage"] });
      // Liveness does not depend on the bucket.
      expect((await t.get("/api/health")).status).toBe(200);
    } finally {
      await t.close();
    }
  });
});
