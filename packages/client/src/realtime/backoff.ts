/** Reconnect timing: 1 s, 2 s, 4 s … capped at 30 s, with "equal jitter" so tabs and users spread out. */

export const BACKOFF_BASE_MS = 1000;
export const BACKOFF_MAX_MS = 30_000;

/** The wait before reconnect attempt `attempt` (1-based); `random` is 0 ≤ n < 1. */
export function backoffDelay(attempt: number, random: number): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + (ceiling / 2) * random);
}
