/**
 * `npm run bench`: the chat server and a bare `ws` relay under the same load in the same run (load.ts):
 * BENCH_USERS authenticated sockets held (5,000), the most messages a second BENCH_SENDERS senders get
 * through (500, for BENCH_SECONDS), and send-to-arrival p50/p99 at a steady BENCH_RATE a second (1,000,
 * for BENCH_STEADY_SECONDS). Sends go over the open socket (BENCH_VIA=ws, the default) or HTTP
 * (BENCH_VIA=http, both with BENCH_VIA=both). SQLite always; PostgreSQL when TEST_DATABASE_URL is set;
 * two servers on a Redis bus when TEST_REDIS_URL is set too. Replaces its section of docs/benchmarks.md.
 * BENCH_PROF=1 writes CPU profiles of the child processes to ./bench-profiles; BENCH_CHILD_ARGS adds
 * Node options to the children (e.g. "--trace-gc"); BENCH_RELAY=0 skips the relay and BENCH_WRITE=0
 * leaves the docs alone (e.g. BENCH_USERS=16000 to see how many sockets hold).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { REPO_ROOT } from "../src/config.js";
import { runLoad } from "./load.js";
import type { LoadOptions, LoadResult } from "./load.js";

const here = (name: string) => fileURLToPath(new URL(name, import.meta.url));
const base: Omit<LoadOptions, "via"> = {
  users: Number(process.env.BENCH_USERS ?? 5000),
  senders: Number(process.env.BENCH_SENDERS ?? 500),
  seconds: Number(process.env.BENCH_SECONDS ?? 5),
  rate: Number(process.env.BENCH_RATE ?? 1000),
  steadySeconds: Number(process.env.BENCH_STEADY_SECONDS ?? 5),
};
const vias: Array<LoadOptions["via"]> = process.env.BENCH_VIA === "both" ? ["ws", "http"] : [process.env.BENCH_VIA === "http" ? "http" : "ws"];
const only = process.env.BENCH_ONLY; // e.g. "sqlite" to skip the others

interface Setup {
  name: string;
  env: Record<string, string | undefined>;
}
const pg = process.env.TEST_DATABASE_URL;
const redis = process.env.TEST_REDIS_URL;
const setups: Setup[] = [
  { name: "SQLite", env: { BENCH_DIALECT: "sqlite" } },
  ...(pg ? [{ name: "PostgreSQL", env: { BENCH_DIALECT: "postgres" } }] : []),
  ...(pg && redis ? [{ name: "two servers, PostgreSQL + Redis bus", env: { BENCH_DIALECT: "postgres", BENCH_REDIS_URL: redis } }] : []),
].filter((s) => !only || s.name.toLowerCase().startsWith(only));

const load = loadavg()
  .map((n) => n.toFixed(1))
  .join(" / ");
const rows: string[] = [];
const stallsOf = (s: LoadResult["steady"]["stalls"]) =>
  s ? `${s.count}, longest ${s.longestMs.toFixed(0)} (${s.waitingMs.toFixed(0)} / ${s.runningMs.toFixed(0)} / ${Math.max(0, s.totalMs - s.waitingMs - s.runningMs).toFixed(0)})` : "—";
const stallCells = (r: LoadResult) => `${stallsOf(r.steady.stalls)} | ${stallsOf(r.steady.loadStalls)}`;
const row = (name: string, r: LoadResult) =>
  `| ${name} | ${r.sockets} (${r.kibPerSocket.toFixed(1)} KiB each) | ${(r.max.msgs / r.max.seconds).toFixed(0)} | ${r.max.p50.toFixed(1)} / ${r.max.p99.toFixed(1)} | ${(r.steady.msgs / r.steady.seconds).toFixed(0)} | ${r.steady.p50.toFixed(1)} | ${r.steady.p99.toFixed(1)} | ${stallCells(r)} | ${r.errors} |`;
for (const via of vias) {
  for (const setup of setups) {
    const result = await runLoad(here("./server-child.ts"), setup.env, { ...base, via });
    rows.push(row(`chat server, ${setup.name}, sends over ${via === "ws" ? "the socket" : "HTTP"}`, result));
    console.info(rows.at(-1));
  }
}
if (process.env.BENCH_RELAY !== "0") {
  rows.push(row("bare ws relay", await runLoad(here("./relay-child.ts"), {}, { ...base, via: "ws" })));
  console.info(rows.at(-1));
}
const loadAfter = loadavg()
  .map((n) => n.toFixed(1))
  .join(" / ");

const section = `<!-- bench:start (written by npm run bench) -->
## Messages a second and send-to-arrival latency

\`npm run bench\` (packages/server/bench/), ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, Node ${process.version}, ${cpus().length} cores
shared with other sessions (load average ${load} before, ${loadAfter} after: 1 / 5 / 15 min).
The server (and, after it, the relay) runs in a child process; the load runs in this one. Each run holds
${base.users} authenticated sockets (pairs of befriended users, sender → receiver, heartbeats every 10 s),
then: **max** — ${base.senders} senders, each sending its next message when the last one is acknowledged,
for ${base.seconds} s (after 1 s of warm-up); **steady** — ${base.rate} messages a second from ${base.senders} other
senders for ${base.steadySeconds} s, not waiting for acknowledgements. Latency is from the send to the
receiver's socket, in ms. A send is the real one: session, rules (block, friendship), rate limit, the
message and both users' events stored in the database, then delivery over the gateway. The bare relay
gets the same frames and forwards them with no storage or checks. Memory per socket is the growth of
the child's resident set divided by the sockets. **Stalls**: the times the child's event loop stood
still over 50 ms during the steady phase, the longest in ms, and summed over them the ms its main
thread was waiting for a CPU (runnable, the cores busy with other processes) / running / neither
(blocked in the kernel, e.g. an fsync) (/proc schedstat); the same for the load's process, whose
stalls delay sends and arrivals alike. SQLite checkpoints run on a thread of their own
(db/checkpointer.ts).

| path | sockets held | max msgs/s | max p50 / p99 ms | steady msgs/s | steady p50 ms | steady p99 ms | steady: server stalls > 50 ms, longest (waiting / running / blocked ms) | steady: load's stalls, same | errors |
|---|---|---|---|---|---|---|---|---|---|
${rows.join("\n")}
<!-- bench:end -->`;
console.info(section);
const file = join(REPO_ROOT, "docs/benchmarks.md");
const doc = readFileSync(file, "utf8");
const marked = /<!-- bench:start[^]*?<!-- bench:end -->/;
if (process.env.BENCH_WRITE !== "0") writeFileSync(file, marked.test(doc) ? doc.replace(marked, section) : doc.replace(/^# Benchmarks\n/, `# Benchmarks\n\n${section}\n`));
