/**
 * `npm run bench`: N sender→receiver pairs exchange messages through the real server (HTTP send,
 * WebSocket delivery) on SQLite; on PostgreSQL when TEST_DATABASE_URL is set; through two server
 * instances sharing a Redis bus (sent to one, delivered by the other) when TEST_REDIS_URL is set too;
 * then through a bare `ws` relay in the same run. Prints and writes msgs/s and send-to-receive
 * p50/p99 to docs/benchmarks.md.
 */
import { writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { join } from "node:path";
import WebSocket, { WebSocketServer } from "ws";
import { createApp } from "../src/app.js";
import { systemClock } from "../src/clock.js";
import { loadConfig, REPO_ROOT } from "../src/config.js";
import type { Dialect } from "../src/db/database.js";
import { createTestDatabase } from "../src/db/test-helpers.js";
import { RedisBus } from "../src/realtime/redis-bus.js";
import { hashPassword } from "../src/security/password.js";
import { MemoryMailer } from "../src/testing/memory-mailer.js";

const PAIRS = Number(process.env.BENCH_PAIRS ?? 10);
const PER_SENDER = Number(process.env.BENCH_MESSAGES ?? 80);

interface Result {
  msgs: number;
  seconds: number;
  p50: number;
  p99: number;
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
const summary = (latencies: number[], seconds: number): Result => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { msgs: latencies.length, seconds, p50: pct(sorted, 50), p99: pct(sorted, 99) };
};

function open(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.once("open", () => resolve(ws));
    ws.once("error", reject);
  });
}

interface Setup {
  name: string;
  dialect: Dialect;
  /** Two instances sharing a Redis bus: senders use the first, receivers the second. */
  redisUrl?: string;
}

async function benchServer(setup: Setup): Promise<Result> {
  const database = await createTestDatabase(setup.dialect);
  const config = { ...loadConfig({ DATA_DIR: database.dataDir, NODE_ENV: "test" }, []), passwordHashLogN: 10, staticRoot: database.dataDir };
  const channel = `chat:bench:${Date.now()}`;
  const buses = setup.redisUrl ? await Promise.all([RedisBus.connect(setup.redisUrl, { channel }), RedisBus.connect(setup.redisUrl, { channel })]) : [];
  const appOf = (bus?: RedisBus) => createApp({ config, database, mailer: new MemoryMailer(), clock: systemClock, ...(bus ? { bus } : {}) });
  const app = await appOf(buses[0]);
  const receivingApp = buses[1] ? await appOf(buses[1]) : app;
  const base = await app.listen({ port: 0, host: "127.0.0.1" });
  const receiveBase = receivingApp === app ? base : await receivingApp.listen({ port: 0, host: "127.0.0.1" });
  const hash = await hashPassword("secret123", 10);
  const users: Array<{ id: number; token: string }> = [];
  for (let i = 0; i < PAIRS * 2; i++) {
    const email = `bench${i}@example.com`;
    const row = await database.db.insertInto("users").values({ email, nickname: `bench${i}`, password_hash: hash, created_at: Date.now() }).returning("id").executeTakeFirstOrThrow();
    const res = await fetch(`${base}/api/account/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ account: email, password: "secret123" }) });
    users.push({ id: row.id, token: ((await res.json()) as { data: { token: string } }).data.token });
  }
  for (let p = 0; p < PAIRS; p++) {
    const [a, b] = [users[2 * p]!, users[2 * p + 1]!];
    await database.db.insertInto("friends").values([{ user_id: a.id, friend_user_id: b.id, created_at: 0 }, { user_id: b.id, friend_user_id: a.id, created_at: 0 }]).execute();
  }
  const latencies: number[] = [];
  const sentAt = new Map<string, number>();
  let expected = PAIRS * PER_SENDER;
  let done!: () => void;
  const finished = new Promise<void>((r) => (done = r));
  const sockets: WebSocket[] = [];
  for (let p = 0; p < PAIRS; p++) {
    const ws = await open(`${receiveBase.replace("http", "ws")}/ws`);
    sockets.push(ws);
    await new Promise<void>((resolve) => {
      ws.on("message", (raw) => {
        const frame = JSON.parse(String(raw)) as { type: string; data?: { clientMsgId: string } };
        if (frame.type === "ready") resolve();
        if (frame.type === "message" && frame.data) {
          const t0 = sentAt.get(frame.data.clientMsgId);
          if (t0 !== undefined) latencies.push(performance.now() - t0);
          if (--expected === 0) done();
        }
      });
      ws.send(JSON.stringify({ type: "auth", token: users[2 * p + 1]!.token, lastSeq: 0 }));
    });
  }
  const start = performance.now();
  await Promise.all(
    Array.from({ length: PAIRS }, async (_, p) => {
      const [a, b] = [users[2 * p]!, users[2 * p + 1]!];
      for (let i = 0; i < PER_SENDER; i++) {
        const clientMsgId = `bench-${p}-${i}-xxxxxxxx`;
        sentAt.set(clientMsgId, performance.now());
        const res = await fetch(`${base}/api/message/send`, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${a.token}` },
          body: JSON.stringify({ toUserId: b.id, messageType: "txt", content: `message ${i}`, clientMsgId }),
        });
        if (res.status !== 200) throw new Error(`send failed: ${res.status} ${await res.text()}`);
      }
    }),
  );
  await finished;
  const seconds = (performance.now() - start) / 1000;
  for (const ws of sockets) ws.close();
  await app.close();
  if (receivingApp !== app) await receivingApp.close();
  for (const bus of buses) await bus.close();
  await database.dispose();
  return summary(latencies, seconds);
}

async function benchRelay(): Promise<Result> {
  const wss = new WebSocketServer({ port: 0, host: "127.0.0.1" });
  await new Promise((r) => wss.once("listening", r));
  const port = (wss.address() as { port: number }).port;
  const byName = new Map<string, WebSocket>();
  wss.on("connection", (ws) => {
    ws.on("message", (raw) => {
      const frame = JSON.parse(String(raw)) as { hello?: string; to?: string };
      if (frame.hello) byName.set(frame.hello, ws);
      else if (frame.to) byName.get(frame.to)?.send(String(raw));
    });
  });
  const latencies: number[] = [];
  let expected = PAIRS * PER_SENDER;
  let done!: () => void;
  const finished = new Promise<void>((r) => (done = r));
  const senders: WebSocket[] = [];
  for (let p = 0; p < PAIRS; p++) {
    const [s, r] = [await open(`ws://127.0.0.1:${port}`), await open(`ws://127.0.0.1:${port}`)];
    r.send(JSON.stringify({ hello: `r${p}` }));
    r.on("message", (raw) => {
      const frame = JSON.parse(String(raw)) as { t: number };
      latencies.push(performance.now() - frame.t);
      if (--expected === 0) done();
    });
    senders.push(s, r);
  }
  await new Promise((r) => setTimeout(r, 100));
  const start = performance.now();
  for (let i = 0; i < PER_SENDER; i++) {
    for (let p = 0; p < PAIRS; p++) senders[2 * p]!.send(JSON.stringify({ to: `r${p}`, t: performance.now(), msg: `message ${i}` }));
    await new Promise((r) => setImmediate(r));
  }
  await finished;
  const seconds = (performance.now() - start) / 1000;
  for (const ws of senders) ws.close();
  wss.close();
  return summary(latencies, seconds);
}

const setups: Setup[] = [
  { name: "chat server (SQLite)", dialect: "sqlite" },
  ...(process.env.TEST_DATABASE_URL ? [{ name: "chat server (PostgreSQL)", dialect: "postgres" as const }] : []),
  ...(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL
    ? [{ name: "two servers, PostgreSQL + Redis bus", dialect: "postgres" as const, redisUrl: process.env.TEST_REDIS_URL }]
    : []),
];
const servers: Array<[string, Result]> = [];
for (const setup of setups) servers.push([setup.name, await benchServer(setup)]);
const relay = await benchRelay();
const row = (name: string, r: Result) =>
  `| ${name} | ${r.msgs} | ${(r.msgs / r.seconds).toFixed(0)} | ${r.p50.toFixed(2)} | ${r.p99.toFixed(2)} |`;
const [, first] = servers[0] as [string, Result];
const ratio = (relay.msgs / relay.seconds) / (first.msgs / first.seconds);
const report = `# Benchmarks

\`npm run bench\` (packages/server/bench/bench.ts), ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${cpus().length} cores.
${PAIRS} sender→receiver pairs, ${PER_SENDER} messages per sender, sent one after another per sender (all senders at once).
The server path is the real one: HTTP \`POST /api/message/send\` (auth, validation, a database transaction
with both users' seq and events), then delivery over the \`/ws\` gateway. PostgreSQL runs when
\`TEST_DATABASE_URL\` is set; "two servers" sends through one instance and delivers through another over
the Redis bus (\`TEST_REDIS_URL\`; both instances share this one Node process and its two cores, so it
measures the extra hop, not the added capacity of a second machine). The bare relay forwards a JSON
frame from one \`ws\` socket to another with no storage or auth. Latency is send-to-receive in ms.

| path | messages | msgs/s | p50 ms | p99 ms |
|---|---|---|---|---|
${servers.map(([name, r]) => row(name, r)).join("\n")}
${row("bare ws relay", relay)}

The bare relay moves ${ratio.toFixed(1)}× as many messages per second as the server on SQLite; the
difference is the price of storing every message durably before delivery (and of HTTP for the send).
`;
console.info(report);
writeFileSync(join(REPO_ROOT, "docs/benchmarks.md"), report);
