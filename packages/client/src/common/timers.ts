/** The clock the client's stores run on: injectable, so tests move time by hand. */
export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  now(): number;
  random(): number;
}

/** The timers of `env`, falling back to the global ones. */
export function timersOf(env: Partial<Timers>): Timers {
  return {
    setTimeout: env.setTimeout ?? ((fn, ms) => globalThis.setTimeout(fn, ms)),
    clearTimeout: env.clearTimeout ?? ((handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>)),
    now: env.now ?? (() => Date.now()),
    random: env.random ?? Math.random,
  };
}
