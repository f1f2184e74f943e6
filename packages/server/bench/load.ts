/**
 * The load of `npm run bench`, the same for the chat server and the bare relay: hold `users`
 * authenticated sockets (pairs 2k → 2k+1), then (1) as many messages as `senders` senders can get
 * through with one in flight each (the next leaves when the send is acknowledged), (2) a steady
 * `rate` a second from other senders, not waiting for acknowledgements. Latency is from the send to
 * the receiver's socket.
 */
import { fork } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { Agent, request } from "node:http";
import { CODE } from "@chat/protocol";
import WebSocket from "ws";
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

export interface PhaseResult {
  msgs: number;
  seconds: number;
  p50: number;
  p99: number;
  /** The child's event-loop stalls in this phase (loop-watch.ts), and the load's own. */
  stalls?: LoopStalls;
  loadStalls?: LoopStalls;
}

export interface LoadResult {
  sockets: number;
  /** Growth of the child's resident memory per held socket, KiB. */
  kibPerSocket: number;
  max: PhaseResult;
  steady: PhaseResult;
  errors: number;
}

interface Ready {
  base: string;
  receiveBase: string;
  ids: number[];
}

/** This process's own stalls: a late tick here delays the sends and the arrivals' timestamps. */
const ownLoop = watchLoop();
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
const tokenOf = (i: number) => `benchtoken-${i}-xxxxxxxx`;

function ask<T>(child: ChildProcess, type: string): Promise<T> {
  return new Promise((resolve) => {
    const on = (msg: { type: string }) => {
      if (msg.type !== type) return;
      child.off("message", on);
      resolve(msg as T);
    };
    child.on("message", on);
    if (type !== "ready") child.send({ type });
  });
}

/** Starts a child (server-child.ts or relay-child.ts), runs the load on it and stops it. */
export async function runLoad(script: string, env: Record<string, string | undefined>, options: LoadOptions): Promise<LoadResult> {
  const child = fork(script, [], { execArgv: ["--import", "tsx", "--expose-gc", ...(process.env.BENCH_PROF ? ["--cpu-prof", "--cpu-prof-dir=bench-profiles"] : []), ...(process.env.BENCH_CHILD_ARGS?.split(" ").filter(Boolean) ?? [])], env: { ...process.env, ...env, BENCH_USERS: String(options.users) } });
  const exited = new Promise<void>((r) => child.once("exit", () => r()));
  try {
    const ready = await ask<Ready>(child, "ready");
    return await drive(child, ready, options);
  } finally {
    child.send({ type: "stop" });
    await exited;
  }
}

async function drive(child: ChildProcess, ready: Ready, o: LoadOptions): Promise<LoadResult> {
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
  const before = await ask<{ rss: number }>(child, "memory");
  const sockets: WebSocket[] = new Array(o.users);
  let stopping = false;
  const openOne = (i: number) =>
    new Promise<void>((resolve, reject) => {
      const ws = new WebSocket(`${(i % 2 === 0 ? ready.base : ready.receiveBase).replace("http", "ws")}/ws`);
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
  const after = await ask<{ rss: number }>(child, "memory");

  const agent = new Agent({ keepAlive: true, maxSockets: 2000 });
  let counter = 0;
  const sendOne = (pair: number): Promise<void> => {
    const clientMsgId = `bench-${pair}-${++counter}-xxxxxxxx`;
    const data = { toUserId: ready.ids[2 * pair + 1], messageType: "txt", content: `message ${counter}`, clientMsgId };
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
    return new Promise((resolve) => {
      const body = JSON.stringify(data);
      const req = request(`${ready.base}/api/message/send`, { method: "POST", agent, headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body), authorization: `Bearer ${tokenOf(2 * pair)}` } }, (res) => {
        if (res.statusCode !== 200) refused(clientMsgId, `HTTP ${res.statusCode}`);
        res.resume();
        res.on("end", () => resolve());
      });
      req.on("error", (error) => {
        refused(clientMsgId, String(error));
        resolve();
      });
      req.end(body);
    });
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
    const start = performance.now();
    const end = start + seconds * 1000;
    await Promise.all(
      Array.from({ length: Math.min(o.senders, pairs) }, async (_, k) => {
        while (performance.now() < end) await sendOne((first + k) % pairs);
      }),
    );
    await arrivals();
    return summary(latencies, (performance.now() - start) / 1000);
  };
  /** Open loop: `rate` messages a second in 10 ms ticks, round robin over `senders` pairs from `first`. */
  const steady = async (first: number): Promise<PhaseResult> => {
    latencies = [];
    child.send({ type: "loop-reset" });
    ownLoop.reset();
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
    return { ...summary(latencies, (performance.now() - start) / 1000), stalls: await ask<LoopStalls>(child, "loop"), loadStalls: { ...ownLoop.report() } };
  };
  await closedLoop(0, 1); // warm-up (JIT, statement caches)
  const max = await closedLoop(o.senders, o.seconds);
  const steadyResult = await steady(2 * o.senders);
  agent.destroy();
  stopping = true;
  await Promise.all(sockets.map((ws) => new Promise<void>((r) => (ws.readyState === ws.CLOSED ? r() : (ws.once("close", () => r()), ws.close())))));
  return { sockets: o.users, kibPerSocket: (after.rss - before.rss) / 1024 / o.users, max, steady: steadyResult, errors };
}

function summary(latencies: number[], seconds: number): PhaseResult {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { msgs: latencies.length, seconds, p50: pct(sorted, 50), p99: pct(sorted, 99) };
}
