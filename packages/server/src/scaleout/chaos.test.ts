/**
 * The short scale-out run of `npm test`: three real server processes behind Nginx on PostgreSQL,
 * Redis and s3rver, one SIGKILLed and restarted every few seconds under load (chaos-run.ts). The
 * long run is `npm run chaos`. Needs nginx, TEST_DATABASE_URL and TEST_REDIS_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCluster } from "./cluster.js";
import type { Cluster } from "./cluster.js";
import { runChaos } from "./chaos-run.js";
import { missing } from "../testing/services.js";

const PG_URL = process.env.TEST_DATABASE_URL;

describe.skipIf(missing(import.meta, "nginx", "postgres", "redis"))("three processes, one killed every few seconds", () => {
  let cluster: Cluster;
  beforeAll(async () => {
    cluster = await startCluster(PG_URL ?? "");
  }, 180_000);
  afterAll(() => cluster?.close(), 60_000);

  it("loses nothing and delivers each acknowledged message once, in order; every picture is everywhere", async () => {
    const report = await runChaos(cluster, { durationMs: 12_000, killEveryMs: 4_000, pairs: 3 });
    expect(report.kills).toBeGreaterThanOrEqual(2);
    expect(report.acknowledged).toBeGreaterThan(0);
    expect(report.pictures).toBeGreaterThan(0);
    expect(report).toMatchObject({ missing: [], duplicates: [], outOfOrder: 0, unreadable: [] });
  }, 240_000);
});
