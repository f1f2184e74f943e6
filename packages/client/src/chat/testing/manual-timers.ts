/** Timers a test runs by hand (`advance(ms)`), for the chat's own delays; HTTP keeps real timers. */
export function createManualTimers(start = 1_700_000_000_000) {
  let now = start;
  let nextId = 1;
  const tasks = new Map<number, { at: number; fn: () => void }>();
  return {
    now: () => now,
    setTimeout: (fn: () => void, ms: number): unknown => {
      const id = nextId++;
      tasks.set(id, { at: now + ms, fn });
      return id;
    },
    clearTimeout: (handle: unknown) => void tasks.delete(handle as number),
    /** Moves the clock, running due tasks in time order (including ones they schedule). */
    advance(ms: number) {
      const end = now + ms;
      for (;;) {
        const due = [...tasks.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        tasks.delete(due[0]);
        now = due[1].at;
        due[1].fn();
      }
      now = end;
    },
    pending: () => tasks.size,
  };
}
