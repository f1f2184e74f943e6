/**
 * For the bench's children: the times the event loop stood still longer than STALL_MS, and for each
 * how much of it the main thread was running (our own work, GC included), how much it was runnable
 * but waiting for a CPU that other processes had (Linux /proc schedstat; 0 elsewhere), and the rest,
 * blocked in the kernel (an fsync, a page fault from disk).
 * On this shared 2-core machine the second is most of the steady-rate tail.
 */
import { readFileSync } from "node:fs";

const STALL_MS = 50;
const TICK_MS = 5;

export interface LoopStalls {
  count: number;
  longestMs: number;
  /** Summed over the stalls: their length, the main thread running, and runnable but not on a CPU. */
  totalMs: number;
  runningMs: number;
  waitingMs: number;
}

const schedFile = `/proc/self/task/${process.pid}/schedstat`;
function sched(): [number, number] {
  try {
    const [run = 0, wait = 0] = readFileSync(schedFile, "utf8").split(" ").map(Number);
    return [run / 1e6, wait / 1e6];
  } catch {
    return [0, 0];
  }
}

export function watchLoop(): { reset(): void; report(): LoopStalls } {
  let stalls: LoopStalls = { count: 0, longestMs: 0, totalMs: 0, runningMs: 0, waitingMs: 0 };
  let last = performance.now();
  let [run0, wait0] = sched();
  setInterval(() => {
    const now = performance.now();
    const [run, wait] = sched();
    const gap = now - last - TICK_MS;
    if (gap > STALL_MS) {
      stalls.count++;
      stalls.longestMs = Math.max(stalls.longestMs, gap);
      stalls.totalMs += gap + TICK_MS;
      stalls.runningMs += run - run0;
      stalls.waitingMs += wait - wait0;
    }
    last = now;
    run0 = run;
    wait0 = wait;
  }, TICK_MS).unref();
  return {
    reset: () => (stalls = { count: 0, longestMs: 0, totalMs: 0, runningMs: 0, waitingMs: 0 }),
    report: () => stalls,
  };
}

/** Answers the load's "loop-reset" and "loop" messages. */
export function answerLoopQueries(): void {
  const loop = watchLoop();
  process.on("message", (msg: { type: string }) => {
    if (msg.type === "loop-reset") loop.reset();
    if (msg.type === "loop") process.send?.({ type: "loop", ...loop.report() });
  });
}
