/**
 * A restart without dropping anyone: two real server processes behind Nginx on PostgreSQL, Redis
 * and s3rver; clients hold WebSockets through the proxy (so some sit on each process) and send over
 * them continuously, falling back to HTTP with the same clientMsgId as the panel does. One process
 * gets SIGTERM: its sockets are told to reconnect (1012), reconnect at once and resume by seq on the
 * other process, every acknowledged message arrives exactly once, and the process exits cleanly well
 * within DRAIN_TIMEOUT_S. Needs nginx, TEST_DATABASE_URL and TEST_REDIS_URL.
 */
import type { SendAck, SendMessageRequest, ServerFrame } from "@chat/protocol";
import WebSocket from "ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../security/password.js";
import { missing } from "../testing/services.js";
import { startCluster } from "./cluster.js";
import type { Cluster } from "./cluster.js";

const PG_URL = process.env.TEST_DATABASE_URL;
const DRAIN_TIMEOUT_S = 10;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One signed-in user's socket through the proxy, behaving as the panel's connection does. */
class Client {
  lastSeq = 0;
  readonly got: string[] = [];
  outOfOrder = 0;
  /** Closes with 1012, and how many of those were followed by `ready` on a new socket. */
  restarts = 0;
  resumed = 0;
  private ws: WebSocket | undefined;
  private ready = false;
  private restarting = false;
  private stopped = false;
  private ids = 0;
  private readonly waiting = new Map<string, (ack?: SendAck) => void>();

  constructor(
    private readonly url: string,
    private readonly token: string,
  ) {}

  start(): Promise<void> {
    return new Promise((resolve) => this.connect(resolve));
  }

  private connect(onReady?: () => void): void {
    if (this.stopped) return;
    const ws = new WebSocket(`${this.url.replace(/^http/, "ws")}/ws`);
    this.ws = ws;
    ws.on("open", () => ws.send(JSON.stringify({ type: "auth", token: this.token, lastSeq: this.lastSeq })));
    ws.on("message", (data) => {
      const frame = JSON.parse(String(data)) as ServerFrame;
      if (frame.type === "ready") {
        this.ready = true;
        if (this.restarting) this.resumed++;
        this.restarting = false;
        onReady?.();
        return;
      }
      if (frame.type === "sendAck") return this.waiting.get(frame.id)?.(frame);
      if (!("seq" in frame) || typeof frame.seq !== "number") return;
      if (frame.seq <= this.lastSeq) this.outOfOrder++;
      else this.lastSeq = frame.seq;
      if (frame.type === "message") this.got.push(frame.data.id);
    });
    ws.on("error", () => undefined);
    ws.on("close", (code) => {
      this.ready = false;
      for (const settle of [...this.waiting.values()]) settle();
      if (this.stopped) return;
      // As packages/client's connection: a restarting server's socket comes back at once.
      if (code === 1012) {
        this.restarts++;
        this.restarting = true;
        this.connect(onReady);
      } else setTimeout(() => this.connect(onReady), 100 + Math.random() * 200).unref();
    });
  }

  /** A `send` frame's ack; undefined when not online or the socket closed first (then HTTP sends it). */
  send(data: SendMessageRequest): Promise<SendAck | undefined> {
    const ws = this.ws;
    if (!this.ready || !ws) return Promise.resolve(undefined);
    const id = String(++this.ids);
    return new Promise((resolve) => {
      const timer = setTimeout(() => settle(), 10_000);
      const settle = (ack?: SendAck) => {
        clearTimeout(timer);
        this.waiting.delete(id);
        resolve(ack);
      };
      this.waiting.set(id, settle);
      ws.send(JSON.stringify({ type: "send", id, data }));
    });
  }

  stop(): void {
    this.stopped = true;
    this.ws?.terminate();
  }
}

describe.skipIf(missing(import.meta, "nginx", "postgres", "redis"))("two processes behind Nginx, one restarted with SIGTERM", () => {
  let cluster: Cluster;
  beforeAll(async () => {
    cluster = await startCluster(PG_URL ?? "", 2, { DRAIN_TIMEOUT_S: String(DRAIN_TIMEOUT_S) });
  }, 180_000);
  afterAll(() => cluster?.close(), 60_000);

  async function users(count: number): Promise<{ id: number; token: string }[]> {
    const hash = await hashPassword("secret123", 10);
    const now = Date.now();
    const out: { id: number; token: string }[] = [];
    for (let i = 0; i < count; i++) {
      const email = `drain-${i}-${now}@example.com`;
      const row = await cluster.database.db.insertInto("users").values({ email, nickname: `drain ${i}`, password_hash: hash, created_at: now }).returning("id").executeTakeFirstOrThrow();
      const res = await fetch(`${cluster.url}/api/account/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ account: email, password: "secret123" }) });
      out.push({ id: row.id, token: ((await res.json()) as { data: { token: string } }).data.token });
    }
    return out;
  }

  /** POST /api/message/send through the proxy until it is acknowledged (the panel's Retry, same clientMsgId). */
  async function sendOverHttp(token: string, data: SendMessageRequest): Promise<{ id: string; failures: number }> {
    for (let failures = 0; ; failures++) {
      const res = await fetch(`${cluster.url}/api/message/send`, { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${token}` }, body: JSON.stringify(data) }).catch(() => undefined);
      if (res?.ok) return { id: ((await res.json()) as { data: { messageId: string } }).data.messageId, failures };
      if (failures > 100) throw new Error(`HTTP send never acknowledged: ${res?.status}`);
      await sleep(100);
    }
  }

  it("moves every socket to the other process, loses nothing, duplicates nothing, and exits in time", async () => {
    const pairCount = 4;
    const all = await users(pairCount * 2);
    const pairs = Array.from({ length: pairCount }, (_, i) => ({ from: all[2 * i]!, to: all[2 * i + 1]! }));
    const now = Date.now();
    for (const { from, to } of pairs) {
      await cluster.database.db
        .insertInto("friends")
        .values([
          { user_id: from.id, friend_user_id: to.id, created_at: now },
          { user_id: to.id, friend_user_id: from.id, created_at: now },
        ])
        .execute();
    }
    // Eight sockets through round-robin Nginx: both processes hold some.
    const senders = pairs.map((p) => new Client(cluster.url, p.from.token));
    const receivers = pairs.map((p) => new Client(cluster.url, p.to.token));
    for (const c of [...senders, ...receivers]) await c.start();

    const acknowledged: string[][] = pairs.map(() => []);
    let refusedOverSocket = 0;
    let overHttp = 0;
    let httpFailures = 0;
    const end = Date.now() + 7_000;
    const send = async (i: number) => {
      const { from, to } = pairs[i]!;
      for (let n = 0; Date.now() < end; n++) {
        const data: SendMessageRequest = { toUserId: to.id, messageType: "txt", content: `drain ${i}.${n}`, clientMsgId: `drain-${now}-${i}-${n}` };
        const ack = await senders[i]!.send(data);
        if (ack?.code === 503) refusedOverSocket++;
        let id = ack?.code === 200 ? ack.data?.messageId : undefined;
        if (!id) {
          overHttp++;
          const sent = await sendOverHttp(from.token, data);
          httpFailures += sent.failures;
          id = sent.id;
        }
        acknowledged[i]!.push(id);
        // Under the per-user send limit (100 in 10 s).
        await sleep(120);
      }
    };
    const sending = Promise.all(pairs.map((_, i) => send(i)));
    await sleep(2_500);
    const drained = await cluster.terminate(0);
    await sending;

    const deliveredAll = () => pairs.every((_, i) => acknowledged[i]!.every((id) => receivers[i]!.got.includes(id)));
    const settle = Date.now() + 20_000;
    while (!deliveredAll() && Date.now() < settle) await sleep(100);
    for (const c of [...senders, ...receivers]) c.stop();

    const missingIds = pairs.flatMap((_, i) => acknowledged[i]!.filter((id) => !receivers[i]!.got.includes(id)));
    const duplicates = receivers.flatMap((r) => r.got.filter((id, k) => r.got.indexOf(id) !== k));
    const clients = [...senders, ...receivers];
    const report = {
      acknowledged: acknowledged.flat().length,
      refusedOverSocket,
      overHttp,
      httpFailures,
      restarts: clients.reduce((s, c) => s + c.restarts, 0),
      exit: { code: drained.code, ms: drained.ms },
    };
    // The drained process had sockets, and each of them came back (on the other process) and resumed.
    expect(report.restarts, JSON.stringify(report)).toBeGreaterThan(0);
    for (const c of clients) expect(c.resumed).toBe(c.restarts);
    expect(report.acknowledged).toBeGreaterThan(20);
    expect({ missingIds, duplicates, outOfOrder: receivers.reduce((s, r) => s + r.outOfOrder, 0) }).toEqual({ missingIds: [], duplicates: [], outOfOrder: 0 });
    // A clean exit, well within the timeout, with the drain's start and end in its JSON log.
    expect(drained.code).toBe(0);
    expect(drained.ms).toBeLessThan(DRAIN_TIMEOUT_S * 1000);
    expect(drained.output).toMatch(/"msg":"drain started"/);
    expect(drained.output).toMatch(/"msg":"drain finished"/);
  }, 120_000);
});
