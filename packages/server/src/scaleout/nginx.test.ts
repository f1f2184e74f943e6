/**
 * Three server processes behind Nginx (the repository's deploy/nginx-chat.conf), sharing PostgreSQL,
 * Redis (a redis-server of this test's own) and an S3-compatible store (s3rver): requests spread
 * over all three without sticky sessions, WebSockets upgrade through the proxy, a picture uploaded
 * through any process is served by every one, and with one process stopped the others carry on and
 * a client reconnecting through the proxy gets what it missed, in seq order, once.
 * Runs when nginx is installed and TEST_DATABASE_URL and TEST_REDIS_URL are set.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ServerFrame } from "@chat/protocol";
import pg from "pg";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/database.js";
import type { Database } from "../db/database.js";
import { hashPassword } from "../security/password.js";
import { startServer } from "../server.js";
import type { RunningServer } from "../server.js";
import { startTestS3 } from "../storage/test-s3.js";
import type { TestS3 } from "../storage/test-s3.js";
import { MemoryMailer } from "../testing/memory-mailer.js";
import { startRedisServer } from "../testing/redis-server.js";
import type { TestRedisServer } from "../testing/redis-server.js";
import { TEST_PASSWORD_HASH_LOG_N } from "../testing/test-app.js";
import { connectWs } from "../testing/ws-client.js";
import { startNginx } from "./test-nginx.js";
import type { TestNginx } from "./test-nginx.js";
import { missing } from "../testing/services.js";

const PG_URL = process.env.TEST_DATABASE_URL;
type MessageFrame = Extract<ServerFrame, { type: "message" }>;
const isMessage = (f: ServerFrame): f is MessageFrame => f.type === "message";

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

describe.skipIf(missing(import.meta, "nginx", "postgres", "redis"))("three server processes behind Nginx on PostgreSQL, Redis and S3", () => {
  const schema = `scaleout_${randomBytes(4).toString("hex")}`;
  const dataDirs: string[] = [];
  const servers: RunningServer[] = [];
  const served = [0, 0, 0];
  let redis: TestRedisServer;
  let s3: TestS3;
  let nginx: TestNginx;
  let fixtures: Database;
  const users: { id: number; email: string; token: string }[] = [];

  beforeAll(async () => {
    redis = await startRedisServer();
    s3 = await startTestS3();
    await adminQuery(`create schema "${schema}"`);
    const databaseUrl = `${PG_URL}${PG_URL?.includes("?") ? "&" : "?"}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
    const mailer = new MemoryMailer();
    // One after another: the first migrates the empty schema.
    for (let i = 0; i < 3; i++) {
      const dataDir = mkdtempSync(join(tmpdir(), `chat-node${i}-`));
      dataDirs.push(dataDir);
      const server = await startServer({
        env: { NODE_ENV: "test" },
        mailer,
        config: { port: 0, host: "127.0.0.1", dataDir, staticRoot: dataDir, databaseUrl, redisUrl: redis.url, s3: s3.settings, demo: false, passwordHashLogN: TEST_PASSWORD_HASH_LOG_N, trustProxy: "127.0.0.1", logRequests: false },
      });
      server.app.server.on("request", () => served[i]!++);
      servers.push(server);
    }
    nginx = await startNginx(servers.map((s) => Number(new URL(s.url).port)));
    fixtures = openDatabase({ url: PG_URL, pgSchema: schema });
    const hash = await hashPassword("secret123", TEST_PASSWORD_HASH_LOG_N);
    for (const name of ["alice", "bob"]) {
      const email = `${name}-${schema}@example.com`;
      const row = await fixtures.db.insertInto("users").values({ email, nickname: name, password_hash: hash, created_at: Date.now() }).returning("id").executeTakeFirstOrThrow();
      const login = await api<{ token: string }>("POST", "/api/account/login", { account: email, password: "secret123" });
      users.push({ id: row.id, email, token: login.token });
    }
    const [alice, bob] = users as [(typeof users)[0], (typeof users)[0]];
    await fixtures.db
      .insertInto("friends")
      .values([
        { user_id: alice.id, friend_user_id: bob.id, created_at: Date.now() },
        { user_id: bob.id, friend_user_id: alice.id, created_at: Date.now() },
      ])
      .execute();
  }, 60_000);

  afterAll(async () => {
    await nginx?.close();
    for (const s of servers) await s.close();
    await fixtures?.close();
    await redis?.close();
    await s3?.close();
    await adminQuery(`drop schema if exists "${schema}" cascade`);
    for (const d of dataDirs) rmSync(d, { recursive: true, force: true });
  });

  async function api<T>(method: "GET" | "POST", path: string, body?: unknown, token?: string): Promise<T> {
    const res = await fetch(`${nginx.url}${path}`, {
      method,
      headers: { ...(body ? { "content-type": "application/json" } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const envelope = (await res.json()) as { code: number; data: T };
    if (res.status !== 200) throw new Error(`${method} ${path}: HTTP ${res.status} ${JSON.stringify(envelope)}`);
    return envelope.data;
  }

  let n = 0;
  const send = (content: string) => {
    const [alice, bob] = users as [(typeof users)[0], (typeof users)[0]];
    return api<{ messageId: string }>("POST", "/api/message/send", { toUserId: alice.id, messageType: "txt", content, clientMsgId: `nginx-${schema}-${++n}` }, bob.token);
  };

  it("spreads requests over all three processes and delivers through a WebSocket upgraded by the proxy", async () => {
    const [alice] = users as [(typeof users)[0]];
    const socket = await connectWs(nginx.url);
    const ready = await socket.auth(alice.token);
    const before = [...served];
    const ids: string[] = [];
    for (let i = 0; i < 9; i++) ids.push((await send(`hello ${i}`)).messageId);
    // Round robin without stickiness: every process took some of the sends.
    for (let i = 0; i < 3; i++) expect(served[i]! - before[i]!).toBeGreaterThan(0);
    const got: MessageFrame[] = [];
    for (const _ of ids) got.push((await socket.next(isMessage)) as MessageFrame);
    expect(got.map((f) => f.data.id)).toEqual(ids);
    expect(got.map((f) => f.seq)).toEqual(ids.map((_, i) => ready.seq + 1 + i));
    socket.close();
  });

  it("serves a picture uploaded through the proxy from every process", async () => {
    const [, bob] = users as [(typeof users)[0], (typeof users)[0]];
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#c33" } }).png().toBuffer();
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "p.png");
    const res = await fetch(`${nginx.url}/api/file/upload`, { method: "POST", headers: { authorization: `Bearer ${bob.token}` }, body: form });
    expect(res.status).toBe(200);
    const { url } = ((await res.json()) as { data: { url: string } }).data;
    for (const server of servers) {
      const there = await fetch(`${server.url}${url}`);
      expect(there.status).toBe(200);
      expect(there.headers.get("content-type")).toBe("image/png");
    }
  });

  it("carries on with a process stopped; a client reconnecting through the proxy gets what it missed, once", async () => {
    const [alice] = users as [(typeof users)[0]];
    const first = await connectWs(nginx.url);
    const ready = await first.auth(alice.token);
    first.close();
    await servers[1]!.close();
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push((await send(`while one is down ${i}`)).messageId);
    const again = await connectWs(nginx.url);
    // The gateway replays what came after lastSeq, then says ready.
    await again.auth(alice.token, ready.seq);
    const got = again.frames.filter(isMessage);
    expect(got.map((f) => f.data.id)).toEqual(ids);
    expect(got.map((f) => f.seq)).toEqual(ids.map((_, i) => ready.seq + 1 + i));
    // One more, live: nothing came twice before it.
    const last = (await send("last")).messageId;
    expect(((await again.next(isMessage)) as MessageFrame).data.id).toBe(last);
    again.close();
  });
});
