/**
 * The processes a row of `npm run bench` runs on: one child (server-child.ts or relay-child.ts), or
 * several server children on one PostgreSQL database and one Redis bus channel. The first creates and
 * fills the database; each after it joins the same schema (BENCH_PG_SCHEMA, from the first's "ready")
 * instead of making its own. Questions go to every child over IPC and their answers are combined.
 */
import { fork } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import type { LoopStalls } from "./loop-watch.js";
import { SERVER_NODE_ARGS } from "../node-args.mjs";

/** What a child says once it listens: its URL, the user ids of the load's sockets, its schema. */
export interface Ready {
  base: string;
  ids: number[];
  pgSchema?: string;
}

export interface Children {
  /** The URL of each child, in start order. */
  bases: string[];
  /** The user id of the load's socket i (from the first child, which made the users). */
  ids: number[];
  pids: number[];
  /** Resident memory of all children, bytes, each after a garbage collection. */
  rss(): Promise<number>;
  resetLoops(): void;
  /** The children's event-loop stalls since the reset: counts and times summed, the longest of all. */
  loops(): Promise<LoopStalls>;
  /** Stops the children, the ones that joined the database first, then the one that drops it. */
  stop(): Promise<void>;
}

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

function forkOne(script: string, env: Record<string, string | undefined>, users: number): { child: ChildProcess; exited: Promise<void> } {
  const execArgv = [...SERVER_NODE_ARGS, "--expose-gc", ...(process.env.BENCH_PROF ? ["--cpu-prof", "--cpu-prof-dir=bench-profiles"] : []), ...(process.env.BENCH_CHILD_ARGS?.split(" ").filter(Boolean) ?? [])];
  const child = fork(script, [], { execArgv, env: { ...process.env, ...env, BENCH_USERS: String(users) } });
  return { child, exited: new Promise<void>((r) => child.once("exit", () => r())) };
}

/** Starts one child per environment, one after the other, and waits until each is ready. */
export async function startChildren(script: string, envs: Array<Record<string, string | undefined>>, users: number): Promise<Children> {
  const started: Array<{ child: ChildProcess; exited: Promise<void> }> = [];
  const readies: Ready[] = [];
  const stop = async () => {
    for (const { child, exited } of [...started].reverse()) {
      if (child.exitCode === null && child.signalCode === null) child.send({ type: "stop" });
      await exited;
    }
  };
  try {
    for (const env of envs) {
      const schema = readies[0]?.pgSchema;
      const one = forkOne(script, { ...env, ...(schema ? { BENCH_PG_SCHEMA: schema } : {}) }, users);
      started.push(one);
      // A child that dies while starting (e.g. the database is down) must not leave the bench waiting.
      const ready = await Promise.race([ask<Ready>(one.child, "ready"), one.exited.then(() => Promise.reject(new Error(`${script} exited before it was ready`)))]);
      readies.push(ready);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  const children = started.map((s) => s.child);
  return {
    bases: readies.map((r) => r.base),
    ids: readies[0]?.ids ?? [],
    pids: children.map((c) => c.pid ?? 0),
    rss: async () => (await Promise.all(children.map((c) => ask<{ rss: number }>(c, "memory")))).reduce((sum, m) => sum + m.rss, 0),
    resetLoops: () => children.forEach((c) => c.send({ type: "loop-reset" })),
    loops: async () => {
      const all = await Promise.all(children.map((c) => ask<LoopStalls>(c, "loop")));
      const sum = (key: keyof LoopStalls) => all.reduce((total, s) => total + s[key], 0);
      return { count: sum("count"), longestMs: Math.max(0, ...all.map((s) => s.longestMs)), totalMs: sum("totalMs"), runningMs: sum("runningMs"), waitingMs: sum("waitingMs") };
    },
    stop,
  };
}
