import { randomUUID } from "node:crypto";
import { connect, createServer } from "node:net";
import type { AddressInfo, Socket } from "node:net";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ManualClock } from "../clock.js";
import { createTestDatabase } from "../db/test-helpers.js";
import type { TestDatabase } from "../db/test-helpers.js";
import { createTestApp } from "../testing/test-app.js";
import type { TestApp } from "../testing/test-app.js";
import { MemoryKnownIps, MemoryLimiter } from "./limiter.js";
import type { KnownIps, Limiter } from "./limiter.js";
import { RateLimiter } from "./rate-limiter.js";
import { RedisBus } from "../realtime/redis-bus.js";
import { RedisLimiter } from "./redis-limiter.js";
import { RedisAccountLocks } from "./account-locks.js";
import { missing } from "../testing/services.js";

const REDIS_URL = process.env.TEST_REDIS_URL;
let redis: Redis | undefined;
const prefixes: string[] = [];
/** A key prefix of this test's own, removed afterwards. */
const newPrefix = () => {
  prefixes.push(`chat-test:${randomUUID()}:`);
  return prefixes[prefixes.length - 1] as string;
};
beforeAll(() => {
  if (REDIS_URL) redis = new Redis(REDIS_URL);
});
afterAll(async () => {
  for (const prefix of prefixes) {
    const keys = await redis?.keys(`${prefix}*`);
    if (keys?.length) await redis?.del(...keys);
  }
  redis?.disconnect();
});

type Kind = "memory" | "redis";
// Redis runs when TEST_REDIS_URL is set (`.ci/run` sets it when Redis answers on 127.0.0.1:6379).
const kinds: Kind[] = REDIS_URL ? ["memory", "redis"] : ["memory"];

/** A limiter on its own clock; Redis keys under a prefix of this test's own. */
function limiterOf(kind: Kind, clock: ManualClock): Limiter & KnownIps {
  if (kind === "redis" && redis) return new RedisLimiter(redis, clock, newPrefix());
  const known = new MemoryKnownIps();
  const limiter = new MemoryLimiter(new RateLimiter(clock));
  return Object.assign(limiter, { has: known.has.bind(known), add: known.add.bind(known) });
}

describe.each(kinds)("rate limits (%s)", (kind) => {
  const rule = { limit: 3, windowMs: 60_000 };

  it("allows `limit` events per sliding window and says when to retry", async () => {
    const clock = new ManualClock(1_000_000);
    const limiter = limiterOf(kind, clock);
    for (let i = 0; i < 3; i++) {
      expect((await limiter.consume("k", rule)).allowed).toBe(true);
      clock.advance(10_000);
    }
    expect(await limiter.consume("k", rule)).toEqual({ allowed: false, retryAfterS: 30 });
    clock.advance(30_000);
    expect((await limiter.consume("k", rule)).allowed).toBe(true);
    expect((await limiter.check("k", rule)).allowed).toBe(false);
    expect((await limiter.check("other", rule)).allowed).toBe(true);
  });

  it("checks without recording, records past the limit, and forgets a reset key", async () => {
    const clock = new ManualClock(1_000_000);
    const limiter = limiterOf(kind, clock);
    for (let i = 0; i < 10; i++) expect((await limiter.check("k", rule)).allowed).toBe(true);
    for (let i = 0; i < 5; i++) await limiter.record("k", rule);
    expect((await limiter.check("k", rule)).allowed).toBe(false);
    await limiter.reset("k");
    expect((await limiter.check("k", rule)).allowed).toBe(true);
  });

  it("lets exactly `limit` of many simultaneous requests through", async () => {
    const limiter = limiterOf(kind, new ManualClock(1_000_000));
    const states = await Promise.all(Array.from({ length: 20 }, () => limiter.consume("burst", rule)));
    expect(states.filter((s) => s.allowed)).toHaveLength(3);
  });

  it("remembers an account's most recent login IPs", async () => {
    const limiter = limiterOf(kind, new ManualClock(1_000_000));
    expect(await limiter.has("a@x", "10.0.0.1")).toBe(false);
    await limiter.add("a@x", "10.0.0.1");
    expect(await limiter.has("a@x", "10.0.0.1")).toBe(true);
    expect(await limiter.has("b@x", "10.0.0.1")).toBe(false);
  });
});

describe.skipIf(missing(import.meta, "redis"))("login limits shared by two server processes through Redis", () => {
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    const prefix = newPrefix();
    const limitsOf = (clock: ManualClock) => {
      const shared = new RedisLimiter(redis as Redis, clock, prefix);
      return { limiter: shared, knownIps: shared };
    };
    // Both processes see the same time, as real ones do.
    const clock = new ManualClock(Date.now());
    a = await createTestApp("sqlite", { database, clock, limits: limitsOf(clock) });
    b = await createTestApp("sqlite", { database, clock, limits: limitsOf(clock) });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.dispose();
  });

  it("counts wrong passwords on either process against the same limit", async () => {
    const { email } = await a.register();
    const ip = "203.0.113.7";
    const wrong = (t: TestApp) => t.post("/api/account/login", { account: email, password: "wrong-pass1" }, { ip });
    for (const t of [a, b, a, b, a]) expect((await wrong(t)).status).toBe(400);
    const locked = await wrong(b);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
  });
});

describe.skipIf(missing(import.meta, "redis"))("rate limits when Redis goes away", () => {
  it("fail within seconds (not after ioredis's ~45 s of retries), and the bus still closes promptly", async () => {
    const target = new URL(REDIS_URL ?? "");
    const links = new Set<Socket>();
    // A loopback relay to the real Redis, so this test can cut the line without touching Redis.
    const relay = createServer((client) => {
      const upstream = connect(Number(target.port || 6379), target.hostname);
      for (const s of [client, upstream]) {
        links.add(s);
        s.on("error", () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve));
    const { port } = relay.address() as AddressInfo;
    const bus = await RedisBus.connect(`redis://127.0.0.1:${port}`, { channel: `chat:test:${randomUUID()}`, log: () => undefined });
    const limiter = new RedisLimiter(bus.commands, new ManualClock(1_000_000), newPrefix());
    expect((await limiter.consume("k", { limit: 3, windowMs: 60_000 })).allowed).toBe(true);
    relay.close();
    for (const s of links) s.destroy();
    const started = Date.now();
    await expect(limiter.consume("k", { limit: 3, windowMs: 60_000 })).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(10_000);
    const closing = Date.now();
    await bus.close();
    expect(Date.now() - closing).toBeLessThan(5_000);
  });
});

describe.skipIf(missing(import.meta, "redis"))("login attempts for one account across two server processes", () => {
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  const connections: Redis[] = [];
  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    const prefix = newPrefix();
    // Each process with its own Redis connection, as real ones have.
    const limitsOf = (clock: ManualClock) => {
      const connection = new Redis(REDIS_URL ?? "");
      connections.push(connection);
      const shared = new RedisLimiter(connection, clock, prefix);
      return { limiter: shared, knownIps: shared, locks: new RedisAccountLocks(connection, () => connection.status === "ready", { prefix }) };
    };
    const clock = new ManualClock(Date.now());
    a = await createTestApp("sqlite", { database, clock, limits: limitsOf(clock) });
    b = await createTestApp("sqlite", { database, clock, limits: limitsOf(clock) });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    for (const c of connections) c.disconnect();
    await database?.dispose();
  });

  it("lets exactly the limit of parallel wrong guesses through, however they are spread", async () => {
    const { email } = await a.register();
    const ip = "203.0.113.8";
    const wrong = (t: TestApp) => t.post("/api/account/login", { account: email, password: "wrong-pass1" }, { ip });
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => wrong(i % 2 ? a : b)));
    expect(answers.filter((r) => r.status === 400)).toHaveLength(5);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(7);
  });
});

describe.skipIf(missing(import.meta, "redis"))("account locks", () => {
  it("run one attempt per account at a time across connections, other accounts in parallel", async () => {
    const prefix = newPrefix();
    const c1 = new Redis(REDIS_URL ?? "");
    const c2 = new Redis(REDIS_URL ?? "");
    try {
      await Promise.all([c1.ping(), c2.ping()]);
      const locks = [c1, c2].map((c) => new RedisAccountLocks(c, () => c.status === "ready", { prefix }));
      const running = new Map<string, number>();
      let most = 0;
      let parallelAccounts = 0;
      const attempt = (account: string) => async () => {
        running.set(account, (running.get(account) ?? 0) + 1);
        most = Math.max(most, running.get(account) ?? 0);
        parallelAccounts = Math.max(parallelAccounts, [...running.values()].filter((v) => v > 0).length);
        // Let the event loop (and the other connection) run while this attempt holds the lock.
        await new Promise((resolve) => setImmediate(resolve));
        await c1.ping();
        running.set(account, (running.get(account) ?? 0) - 1);
      };
      await Promise.all(Array.from({ length: 10 }, (_, i) => locks[i % 2]?.run(i < 6 ? "x@y" : "z@y", attempt(i < 6 ? "x@y" : "z@y"))));
      expect(most).toBe(1);
      expect(parallelAccounts).toBe(2);
    } finally {
      c1.disconnect();
      c2.disconnect();
    }
  });
});
