/**
 * CPU time for the bench's "messages per CPU-second", read by the load's process from Linux's
 * /proc/<pid>/stat at the start and end of a phase: the server children's user + system time (all
 * their threads: libuv's pool, SQLite's checkpoint thread, the GC's helpers), and the same summed over
 * every PostgreSQL process on the machine. A figure per CPU-second compares across runs on a shared
 * machine where the messages a second do not: other sessions slow the run down, but a message costs
 * about the same CPU. Where /proc cannot be read the readings are undefined and the columns show "—".
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

/** Clock ticks a second of /proc's times (USER_HZ, 100 on Linux almost everywhere). */
const TICKS = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  } catch {
    return 100;
  }
})();

interface Stat {
  comm: string;
  /** User + system seconds of the process's threads, and of its children it has waited for. */
  own: number;
  reaped: number;
}

function stat(pid: number | string): Stat | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return undefined;
  }
  // The command name sits in parentheses and may hold spaces; the fields after it are counted from
  // the state (field 3): utime and stime are fields 14 and 15, cutime and cstime 16 and 17.
  const close = text.lastIndexOf(")");
  const fields = text.slice(close + 2).split(" ").map(Number);
  const at = (field: number) => fields[field - 3] ?? 0;
  return { comm: text.slice(text.indexOf("(") + 1, close), own: (at(14) + at(15)) / TICKS, reaped: (at(16) + at(17)) / TICKS };
}

/** The CPU seconds the processes have used so far (summed), or undefined if one cannot be read. */
export function processesCpu(pids: number[]): number | undefined {
  let total = 0;
  for (const pid of pids) {
    const s = stat(pid);
    if (!s) return undefined;
    total += s.own;
  }
  return total;
}

/**
 * The CPU seconds all PostgreSQL processes on the machine have used so far, other sessions' included.
 * A backend that exits hands its time to the postmaster's reaped children, so the sum of both kinds
 * over all of them only grows: differences over an interval hold even when connections come and go.
 */
export function postgresCpu(): number | undefined {
  let pids: string[];
  try {
    pids = readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  } catch {
    return undefined;
  }
  let total = 0;
  let found = false;
  for (const pid of pids) {
    const s = stat(pid);
    if (s?.comm !== "postgres") continue;
    found = true;
    total += s.own + s.reaped;
  }
  return found ? total : undefined;
}

export interface PhaseCpu {
  /** CPU seconds of the server children (or the relay) over the phase. */
  server?: number;
  /** CPU seconds of all PostgreSQL processes over the phase, when the row runs on PostgreSQL. */
  postgres?: number;
}

/** Starts measuring a phase; the function returned gives the CPU used since. */
export function measureCpu(pids: number[], postgres: boolean): () => PhaseCpu {
  const server0 = processesCpu(pids);
  const postgres0 = postgres ? postgresCpu() : undefined;
  return () => {
    const server1 = processesCpu(pids);
    const postgres1 = postgres ? postgresCpu() : undefined;
    return {
      ...(server0 !== undefined && server1 !== undefined ? { server: server1 - server0 } : {}),
      ...(postgres0 !== undefined && postgres1 !== undefined ? { postgres: postgres1 - postgres0 } : {}),
    };
  };
}
