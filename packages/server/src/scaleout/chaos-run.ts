/**
 * Load with crashes: senders post messages (and now and then a picture) through the proxy while a
 * server process is SIGKILLed and started again every few seconds; receivers hold WebSockets through
 * the proxy and reconnect with their last seq when theirs breaks. Afterwards: every acknowledged
 * message was delivered exactly once and in seq order, and every picture is readable from every
 * process. A send that failed is retried with the same clientMsgId, as the panel does.
 */
import type { ServerFrame } from "@chat/protocol";
import sharp from "sharp";
import WebSocket from "ws";
import { hashPassword } from "../security/password.js";
import type { Cluster } from "./cluster.js";

export interface ChaosOptions {
  durationMs: number;
  killEveryMs: number;
  pairs: number;
  log?: (line: string) => void;
}

export interface ChaosReport {
  kills: number;
  acknowledged: number;
  delivered: number;
  /** Acknowledged messages a receiver never got. */
  missing: string[];
  /** Message ids a receiver got more than once. */
  duplicates: string[];
  /** Frames whose seq was not above the previous one on the same receiver. */
  outOfOrder: number;
  pictures: number;
  /** Pictures some process could not serve. */
  unreadable: string[];
  reconnects: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A user's WebSocket through the proxy that comes back after every break. */
class Receiver {
  lastSeq = 0;
  reconnects = 0;
  readonly got: string[] = [];
  outOfOrder = 0;
  private ws: WebSocket | undefined;
  private stopped = false;

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
      if (frame.type === "ready") onReady?.();
      if (!("seq" in frame) || typeof frame.seq !== "number" || frame.type === "ready") return;
      if (frame.seq <= this.lastSeq) this.outOfOrder++;
      else this.lastSeq = frame.seq;
      if (frame.type === "message") this.got.push(frame.data.id);
    });
    ws.on("error", () => undefined);
    ws.on("close", () => {
      if (this.stopped) return;
      this.reconnects++;
      setTimeout(() => this.connect(onReady), 100 + Math.random() * 200).unref();
    });
  }

  stop(): void {
    this.stopped = true;
    this.ws?.terminate();
  }
}

async function retrying<T>(what: () => Promise<T | undefined>, deadline: number): Promise<T> {
  for (;;) {
    const value = await what().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error("gave up retrying");
    await sleep(100);
  }
}

export async function runChaos(cluster: Cluster, options: ChaosOptions): Promise<ChaosReport> {
  const log = options.log ?? (() => undefined);
  const hash = await hashPassword("secret123", 10);
  const now = Date.now();
  const users: { id: number; token: string }[] = [];
  for (let i = 0; i < options.pairs * 2; i++) {
    const email = `chaos-${i}-${now}@example.com`;
    const row = await cluster.database.db.insertInto("users").values({ email, nickname: `chaos ${i}`, password_hash: hash, created_at: now }).returning("id").executeTakeFirstOrThrow();
    const token = await retrying(async () => {
      const res = await fetch(`${cluster.url}/api/account/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ account: email, password: "secret123" }) });
      return res.ok ? ((await res.json()) as { data: { token: string } }).data.token : undefined;
    }, Date.now() + 30_000);
    users.push({ id: row.id, token });
  }
  const pairs = Array.from({ length: options.pairs }, (_, i) => ({ sender: users[2 * i]!, receiver: users[2 * i + 1]! }));
  for (const { sender, receiver } of pairs) {
    await cluster.database.db
      .insertInto("friends")
      .values([
        { user_id: sender.id, friend_user_id: receiver.id, created_at: now },
        { user_id: receiver.id, friend_user_id: sender.id, created_at: now },
      ])
      .execute();
  }
  const receivers = pairs.map((p) => new Receiver(cluster.url, p.receiver.token));
  await Promise.all(receivers.map((r) => r.start()));

  const acknowledged = new Map<number, string[]>();
  const pictures: string[] = [];
  const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: "#2a6" } }).png().toBuffer();
  const end = Date.now() + options.durationMs;
  let kills = 0;
  let n = 0;

  const sender = async (pair: number) => {
    const { sender: from, receiver: to } = pairs[pair]!;
    const acks: string[] = [];
    acknowledged.set(pair, acks);
    while (Date.now() < end) {
      // This send's number, kept: `n` moves on while other senders run.
      const k = ++n;
      if (k % 10 === 0) {
        const url = await retrying(async () => {
          const form = new FormData();
          form.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "p.png");
          const res = await fetch(`${cluster.url}/api/file/upload`, { method: "POST", headers: { authorization: `Bearer ${from.token}` }, body: form });
          return res.ok ? ((await res.json()) as { data: { url: string } }).data.url : undefined;
        }, end + 30_000);
        pictures.push(url);
      }
      // The same clientMsgId and text until it is acknowledged: a retry never makes a second message
      // (and one with another text under the same clientMsgId is refused as a reused key).
      const clientMsgId = `chaos-${pair}-${k}-${now}`;
      const body = JSON.stringify({ toUserId: to.id, messageType: "txt", content: `message ${k}`, clientMsgId });
      const id = await retrying(async () => {
        const res = await fetch(`${cluster.url}/api/message/send`, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${from.token}` },
          body,
        });
        return res.ok ? ((await res.json()) as { data: { messageId: string } }).data.messageId : undefined;
      }, end + 30_000);
      acks.push(id);
    }
  };
  const killer = async () => {
    for (let at = Date.now() + options.killEveryMs; at < end; at += options.killEveryMs) {
      await sleep(Math.max(0, at - Date.now()));
      const victim = kills % cluster.nodes.length;
      kills++;
      log(`chaos: SIGKILL process ${victim}`);
      await cluster.kill(victim);
      await cluster.start(victim);
    }
  };
  await Promise.all([killer(), ...pairs.map((_, i) => sender(i))]);

  // Everything acknowledged arrives; wait for it (bounded), then compare.
  const total = () => [...acknowledged.values()].reduce((sum, a) => sum + a.length, 0);
  const deliveredAll = () => pairs.every((_, i) => (acknowledged.get(i) ?? []).every((id) => receivers[i]!.got.includes(id)));
  const settle = Date.now() + 30_000;
  while (!deliveredAll() && Date.now() < settle) await sleep(100);
  for (const r of receivers) r.stop();

  const missing: string[] = [];
  const duplicates: string[] = [];
  pairs.forEach((_, i) => {
    const got = receivers[i]!.got;
    for (const id of acknowledged.get(i) ?? []) if (!got.includes(id)) missing.push(id);
    const seen = new Set<string>();
    for (const id of got) {
      if (seen.has(id)) duplicates.push(id);
      seen.add(id);
    }
  });
  const unreadable: string[] = [];
  for (const url of pictures) for (const node of cluster.nodes) if ((await fetch(`${node}${url}`)).status !== 200) unreadable.push(`${node}${url}`);
  return {
    kills,
    acknowledged: total(),
    delivered: receivers.reduce((sum, r) => sum + r.got.length, 0),
    missing,
    duplicates,
    outOfOrder: receivers.reduce((sum, r) => sum + r.outOfOrder, 0),
    pictures: pictures.length,
    unreadable,
    reconnects: receivers.reduce((sum, r) => sum + r.reconnects, 0),
  };
}
