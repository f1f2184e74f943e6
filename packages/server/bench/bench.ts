/**
 * `npm run bench`: the chat server and a bare `ws` relay under the same load in the same run (load.ts):
 * BENCH_USERS authenticated sockets held (5,000), the most messages a second BENCH_SENDERS senders get
 * through (500, for BENCH_SECONDS), and send-to-arrival p50/p99 at a steady BENCH_RATE a second (1,000,
 * for BENCH_STEADY_SECONDS). Sends go over the open socket (BENCH_VIA=ws, the default) or HTTP
 * (BENCH_VIA=http, both with BENCH_VIA=both). SQLite always; PostgreSQL when TEST_DATABASE_URL is set;
 * two server processes on that database and a Redis bus when TEST_REDIS_URL is set too (their combined
 * rate against the one process's is printed). Each row gives messages per CPU-second of the server
 * processes, and with PostgreSQL's added (cpu.ts). Replaces its section of docs/benchmarks.md.
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
import { row, scalingText, TABLE_HEAD, viaName } from "./report.js";

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
  /** One environment per server process. */
  processes: Array<Record<string, string | undefined>>;
}
const pg = process.env.TEST_DATABASE_URL;
const redis = process.env.TEST_REDIS_URL;
const ONE = "PostgreSQL";
const TWO = "two processes, PostgreSQL + Redis bus";
// Both processes on one channel: each delivers to its own sockets and publishes for the other's.
const onTheBus = { BENCH_DIALECT: "postgres", BENCH_REDIS_URL: redis, BENCH_REDIS_CHANNEL: `chat:bench:${Date.now()}` };
const setups: Setup[] = [
  { name: "SQLite", processes: [{ BENCH_DIALECT: "sqlite" }] },
  ...(pg ? [{ name: ONE, processes: [{ BENCH_DIALECT: "postgres" }] }] : []),
  ...(pg && redis ? [{ name: TWO, processes: [onTheBus, onTheBus] }] : []),
].filter((s) => !only || s.name.toLowerCase().startsWith(only));

const load = loadavg()
  .map((n) => n.toFixed(1))
  .join(" / ");
const rows: string[] = [];
const results = new Map<string, LoadResult>();
for (const via of vias) {
  for (const setup of setups) {
    const postgres = setup.processes.some((p) => p.BENCH_DIALECT === "postgres");
    const result = await runLoad({ script: here("./server-child.ts"), processes: setup.processes, postgres }, { ...base, via });
    results.set(`${setup.name}, ${via}`, result);
    rows.push(row(`chat server, ${setup.name}, sends over ${viaName(via)}`, result));
    console.info(rows.at(-1));
  }
}
if (process.env.BENCH_RELAY !== "0") {
  rows.push(row("bare ws relay", await runLoad({ script: here("./relay-child.ts"), processes: [{}] }, { ...base, via: "ws" })));
  console.info(rows.at(-1));
}
const scaling = vias.flatMap((via) => {
  const one = results.get(`${ONE}, ${via}`);
  const two = results.get(`${TWO}, ${via}`);
  return one && two ? [scalingText(one, two, via)] : [];
});
for (const line of scaling) console.info(line);
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
(db/checkpointer.ts). **Per CPU-s**: the phase's messages divided by the CPU seconds (user + system,
all threads) the server process(es), or the relay, used in it, and with the CPU of all PostgreSQL
processes on the machine added (/proc/<pid>/stat; other sessions' queries count too, Redis's CPU does
not): a message costs about the same CPU on a busy machine as on a quiet one, so these compare across
runs where messages a second do not. The two-process row runs two server processes on the same
PostgreSQL schema and Redis channel, each pair's sender on one and its receiver on the other, so every
message crosses the bus; its memory, stalls and CPU are both processes' together.${scaling.length > 0 ? `\n${scaling.join("\n")}` : ""}

${TABLE_HEAD}
${rows.join("\n")}
<!-- bench:end -->`;
console.info(section);
const file = join(REPO_ROOT, "docs/benchmarks.md");
const doc = readFileSync(file, "utf8");
const marked = /<!-- bench:start[^]*?<!-- bench:end -->/;
if (process.env.BENCH_WRITE !== "0") writeFileSync(file, marked.test(doc) ? doc.replace(marked, section) : doc.replace(/^# Benchmarks\n/, `# Benchmarks\n\n${section}\n`));
