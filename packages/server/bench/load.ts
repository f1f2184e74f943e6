/**
 * The load of `npm run bench`, the same for the chat server and the bare relay: hold `users`
 * authenticated sockets (pairs 2k → 2k+1), then (1) as many messages as `senders` senders can get
 * through with one in flight each (the next leaves when the send is acknowledged), (2) a steady
 * `rate` a second from other senders, not waiting for acknowledgements. Latency is from the send to
 * the receiver's socket. With several server processes, pair k's sender is on process k mod n and
 * its receiver on the next one, so the senders are split evenly and every message crosses the bus.
 */
import { Pool } from "undici";
import { CODE } from "@chat/protocol";
import WebSocket from "ws";
import { startChildren } from "./children.js";
import type { Children } from "./children.js";
import { measureCpu } from "./cpu.js";
import type { PhaseCpu } from "./cpu.js";
import { watchLoop } from "./loop-watch.js";
import type { LoopStalls } from "./loop-watch.js";

export interface LoadOptions {
  users: number;
  senders: number;
  seconds: number;
  rate: number;
  steadySeconds: number;
  /** "ws": sends over the open socket (sendAck); "http": POST /api/message/send. */
  via: "ws" | "http";
}

/** What the load runs on: a child script, one environment per process of it, and whether to count PostgreSQL's CPU. */
export interface Target {
  script: string;
  processes: Array<Record<string, string | undefined>>;
  postgres?: boolean;
}

export interface PhaseResult {
  msgs: number;
  seconds: number;
  p50: number;
  p99: number;
  /** CPU seconds the children (and PostgreSQL) used in this phase (cpu.ts). */
  cpu?: PhaseCpu;
  /** The children's event-loop stalls in this phase (loop-watch.ts), and the load's own. */
  stalls?: LoopStalls;
  loadStalls?: LoopStalls;
}

export interface LoadResult {
  sockets: number;
  /** Growth of the children's resident memory per held socket, KiB. */
  kibPerSocket: number;
  max: PhaseResult;
  steady: PhaseResult;
  errors: number;
}

/** This process's own stalls: a late tick here delays the sends and the arrivals' timestamps. */
const ownLoop = watchLoop();
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
const tokenOf = (i: number) => `benchtoken-${i}-xxxxxxxx`;

/** Starts the target's children, runs the load on them and stops them. */
export async function runLoad(target: Target, options: LoadOptions): Promise<LoadResult> {
  const children = await startChildren(target.script, target.processes, options.users);
  try {
    return await drive(children, options, target.postgres ?? false);
  } finally {
    await children.stop();
  }
}

async function drive(children: Children, o: LoadOptions, postgres: boolean): Promise<LoadResult> {
  const sentAt = new Map<string, number>();
  let latencies: number[] = [];
  let waiting = 0;
  let allArrived: (() => void) | undefined;
  let errors = 0;
  const acks = new Map<string, () => void>();
  /** A refused send never arrives: count it and stop waiting for it. */
  const refused = (clientMsgId: string, why: string) => {
    if (errors++ === 0) console.warn("send refused:", why);
    if (sentAt.delete(clientMsgId) && --waiting === 0) allArrived?.();
  };
  const onFrame = (raw: WebSocket.RawData) => {
    const frame = JSON.parse(String(raw)) as { type: string; id?: string; code?: number; data?: { clientMsgId: string } };
    if (frame.type === "message" && frame.data) {
      const t0 = sentAt.get(frame.data.clientMsgId);
      if (t0 === undefined) return;
      sentAt.delete(frame.data.clientMsgId);
      latencies.push(performance.now() - t0);
      if (--waiting === 0) allArrived?.();
    } else if (frame.type === "sendAck" && frame.id) {
      if (frame.code !== CODE.ok) refused(frame.id, JSON.stringify(frame));
      acks.get(frame.id)?.();
      acks.delete(frame.id);
    }
  };
  const before = await children.rss();
  const n = children.bases.length;
  /** The process of socket i: a pair's sender on process k mod n, its receiver on the next one. */
  const baseOf = (i: number) => children.bases[(Math.floor(i / 2) + (i % 2)) % n]!;
  const sockets: WebSocket[] = new Array(o.users);
  let stopping = false;
  const openOne = (i: number) =>
    new Promise<void>((resolve, reject) => {
      const ws = new WebSocket(`${baseOf(i).replace("http", "ws")}/ws`);
      sockets[i] = ws;
      ws.once("error", reject);
      ws.once("close", (code) => {
        if (!stopping) console.warn(`socket ${i} closed by the server: ${code}`);
      });
      ws.once("open", () => ws.send(JSON.stringify({ type: "auth", token: tokenOf(i), lastSeq: Number.MAX_SAFE_INTEGER })));
      const first = (raw: WebSocket.RawData) => {
        if ((JSON.parse(String(raw)) as { type: string }).type !== "ready") return;
        ws.off("message", first);
        ws.on("message", onFrame);
        resolve();
      };
      ws.on("message", first);
    });
  for (let from = 0; from < o.users; from += 250) await Promise.all(Array.from({ length: Math.min(250, o.users - from) }, (_, k) => openOne(from + k)));
  const after = await children.rss();

  // undici's pool: a kept-alive connection per sender at most, one request on it at a time, as a
  // browser sends. Node's http client cost the load about twice the CPU per request, on the same two
  // cores as the server (docs/benchmarks.md).
  const pools = new Map(children.bases.map((base) => [base, new Pool(base, { connections: 2000, pipelining: 1 })]));
  let counter = 0;
  const sendOne = (pair: number): Promise<void> => {
    const clientMsgId = `bench-${pair}-${++counter}-xxxxxxxx`;
    const data = { toUserId: children.ids[2 * pair + 1], messageType: "txt", content: `message ${counter}`, clientMsgId };
    waiting++;
    sentAt.set(clientMsgId, performance.now());
    if (o.via === "ws") {
      return new Promise((resolve) => {
        // An acknowledgement lost with its socket must not stop the sender for good.
        const timer = setTimeout(() => {
          acks.delete(clientMsgId);
          refused(clientMsgId, "no sendAck within 10 s");
          resolve();
        }, 10_000);
        acks.set(clientMsgId, () => {
          clearTimeout(timer);
          resolve();
        });
        sockets[2 * pair]!.send(JSON.stringify({ type: "send", id: clientMsgId, data }));
      });
    }
    const pool = pools.get(baseOf(2 * pair))!;
    const headers = { "content-type": "application/json", authorization: `Bearer ${tokenOf(2 * pair)}` };
    return pool.request({ path: "/api/message/send", method: "POST", headers, body: JSON.stringify(data) }).then(
      async (res) => {
        if (res.statusCode !== 200) refused(clientMsgId, `HTTP ${res.statusCode}`);
        await res.body.dump();
      },
      (error: unknown) => refused(clientMsgId, String(error)),
    );
  };
  /** Waits for every message sent to arrive, at most 30 s; what has not arrived by then counts as an error. */
  const arrivals = async () => {
    if (waiting === 0) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([new Promise<void>((r) => (allArrived = r)), new Promise<void>((r) => (timer = setTimeout(r, 30_000)))]);
    clearTimeout(timer);
    if (waiting > 0) console.warn(`${waiting} messages did not arrive within 30 s`);
    errors += waiting;
    waiting = 0;
    sentAt.clear();
  };
  const pairs = Math.floor(o.users / 2);
  /** Closed loop: `senders` pairs from `first`, each sending the next message when the last one is acknowledged. */
  const closedLoop = async (first: number, seconds: number): Promise<PhaseResult> => {
    latencies = [];
    const cpu = measureCpu(children.pids, postgres);
    const start = performance.now();
    const end = start + seconds * 1000;
    await Promise.all(
      Array.from({ length: Math.min(o.senders, pairs) }, async (_, k) => {
        while (performance.now() < end) await sendOne((first + k) % pairs);
      }),
    );
    await arrivals();
    return { ...summary(latencies, (performance.now() - start) / 1000), cpu: cpu() };
  };
  /** Open loop: `rate` messages a second in 10 ms ticks, round robin over `senders` pairs from `first`. */
  const steady = async (first: number): Promise<PhaseResult> => {
    latencies = [];
    children.resetLoops();
    ownLoop.reset();
    const cpu = measureCpu(children.pids, postgres);
    const total = o.rate * o.steadySeconds;
    const start = performance.now();
    let sent = 0;
    await new Promise<void>((resolve) => {
      const tick = setInterval(() => {
        const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * o.rate));
        while (sent < due) void sendOne((first + (sent++ % o.senders)) % pairs);
        if (sent >= total) {
          clearInterval(tick);
          resolve();
        }
      }, 10);
    });
    await arrivals();
    const used = cpu();
    return { ...summary(latencies, (performance.now() - start) / 1000), cpu: used, stalls: await children.loops(), loadStalls: { ...ownLoop.report() } };
  };
  await closedLoop(0, 1); // warm-up (JIT, statement caches)
  const max = await closedLoop(o.senders, o.seconds);
  const steadyResult = await steady(2 * o.senders);
  await Promise.all([...pools.values()].map((pool) => pool.close()));
  stopping = true;
  await Promise.all(sockets.map((ws) => new Promise<void>((r) => (ws.readyState === ws.CLOSED ? r() : (ws.once("close", () => r()), ws.close())))));
  return { sockets: o.users, kibPerSocket: (after - before) / 1024 / o.users, max, steady: steadyResult, errors };
}

function summary(latencies: number[], seconds: number): PhaseResult {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { msgs: latencies.length, seconds, p50: pct(sorted, 50), p99: pct(sorted, 99) };
}
