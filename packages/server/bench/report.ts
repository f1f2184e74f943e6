/**
 * How `npm run bench` prints its results: a Markdown table row per run (the same line goes to the
 * console and to docs/benchmarks.md), and the two-process row against the one-process row of the
 * same run, with what the CPU per message says about more cores.
 */
import { cpus } from "node:os";
import type { LoadOptions, LoadResult, PhaseResult } from "./load.js";

export const viaName = (via: LoadOptions["via"]) => (via === "ws" ? "the socket" : "HTTP");

export const TABLE_HEAD = `| path | sockets held | max msgs/s | max p50 / p99 ms | max msgs per server CPU-s | max msgs per server + PostgreSQL CPU-s | steady msgs/s | steady p50 ms | steady p99 ms | steady msgs per CPU-s: server / server + PostgreSQL | steady: server stalls > 50 ms, longest (waiting / running / blocked ms) | steady: load's stalls, same | errors |
|---|---|---|---|---|---|---|---|---|---|---|---|---|`;

const stallsOf = (s: PhaseResult["stalls"]) =>
  s ? `${s.count}, longest ${s.longestMs.toFixed(0)} (${s.waitingMs.toFixed(0)} / ${s.runningMs.toFixed(0)} / ${Math.max(0, s.totalMs - s.waitingMs - s.runningMs).toFixed(0)})` : "—";
const stallCells = (r: LoadResult) => `${stallsOf(r.steady.stalls)} | ${stallsOf(r.steady.loadStalls)}`;
const rate = (p: PhaseResult) => p.msgs / p.seconds;

/** The phase's messages per CPU-second of the server processes, and of those and PostgreSQL together ("—" where not measured). */
function perCpu(p: PhaseResult): { server: string; withDatabase: string } {
  const per = (seconds: number | undefined) => (seconds !== undefined && seconds > 0 ? (p.msgs / seconds).toFixed(0) : "—");
  const server = p.cpu?.server;
  const database = p.cpu?.postgres;
  return { server: per(server), withDatabase: per(server !== undefined && database !== undefined ? server + database : undefined) };
}

export function row(name: string, r: LoadResult): string {
  const max = perCpu(r.max);
  const steady = perCpu(r.steady);
  return `| ${name} | ${r.sockets} (${r.kibPerSocket.toFixed(1)} KiB each) | ${rate(r.max).toFixed(0)} | ${r.max.p50.toFixed(1)} / ${r.max.p99.toFixed(1)} | ${max.server} | ${max.withDatabase} | ${rate(r.steady).toFixed(0)} | ${r.steady.p50.toFixed(1)} | ${r.steady.p99.toFixed(1)} | ${steady.server} / ${steady.withDatabase} | ${stallCells(r)} | ${r.errors} |`;
}

/**
 * The two-process row against the one-process row of the same run: the ratio of their max rates and
 * of their messages per server CPU-second, then what the CPU a message cost in the two-process run
 * (both processes, and PostgreSQL) gives for a machine with a core for each server process.
 */
export function scalingText(one: LoadResult, two: LoadResult, via: LoadOptions["via"]): string {
  const ratio = rate(two.max) / rate(one.max);
  const perServerCpu = (r: LoadResult) => (r.max.cpu?.server ? r.max.msgs / r.max.cpu.server : undefined);
  const cpuOne = perServerCpu(one);
  const cpuTwo = perServerCpu(two);
  const cpuRatio = cpuOne && cpuTwo ? `; messages per server CPU-second ${(cpuTwo / cpuOne).toFixed(2)}× one process's` : "";
  const head = `Two processes / one process (PostgreSQL, sends over ${viaName(via)}): ${ratio.toFixed(2)}× the max msgs/s (${rate(two.max).toFixed(0)} against ${rate(one.max).toFixed(0)})${cpuRatio}.`;
  const serverMs = two.max.cpu?.server !== undefined && two.max.msgs > 0 ? (two.max.cpu.server * 1000) / two.max.msgs : undefined;
  const databaseMs = two.max.cpu?.postgres !== undefined && two.max.msgs > 0 ? (two.max.cpu.postgres * 1000) / two.max.msgs : undefined;
  if (serverMs === undefined || databaseMs === undefined) return head;
  return `${head} On ${cpus().length} cores the two processes share the CPUs with PostgreSQL, Redis and the load: the second process brings no core of its own. A message cost ${serverMs.toFixed(2)} ms of the server processes' CPU and ${databaseMs.toFixed(2)} ms of PostgreSQL's: with a core for each server process and the load elsewhere, n processes would reach about n × ${(1000 / serverMs).toFixed(0)} msgs/s (less what each adds by reading every frame on the one Redis channel) until PostgreSQL needs more than its cores, at about ${(1000 / databaseMs).toFixed(0)} msgs/s per PostgreSQL core.`;
}
