/**
 * A small in-memory sliding-window limiter keyed by strings ("login:acct:ip", ...). It keeps at most
 * `limit` timestamps per key, so memory stays bounded by the number of active keys, which a sweep
 * trims. Time comes from the injected clock so tests can move it.
 */
import type { Clock } from "../clock.js";

export interface LimitRule {
  limit: number;
  windowMs: number;
}

export interface LimitState {
  allowed: boolean;
  /** Whole seconds until one more event is allowed (0 when allowed). */
  retryAfterS: number;
}

const SWEEP_EVERY = 1_000;

export class RateLimiter {
  private readonly events = new Map<string, number[]>();
  private writes = 0;
  private longestWindowMs = 0;

  constructor(private readonly clock: Clock) {}

  /** Whether one more event fits under the rule, without recording it. */
  check(key: string, rule: LimitRule): LimitState {
    const now = this.clock.now();
    const times = this.live(key, rule, now);
    if (times.length < rule.limit) return { allowed: true, retryAfterS: 0 };
    const oldest = times[times.length - rule.limit] ?? now;
    return { allowed: false, retryAfterS: Math.max(1, Math.ceil((oldest + rule.windowMs - now) / 1000)) };
  }

  /** Records one event. */
  record(key: string, rule: LimitRule): void {
    const now = this.clock.now();
    this.longestWindowMs = Math.max(this.longestWindowMs, rule.windowMs);
    const times = this.live(key, rule, now);
    times.push(now);
    if (times.length > rule.limit) times.splice(0, times.length - rule.limit);
    this.events.set(key, times);
    if (++this.writes % SWEEP_EVERY === 0) this.sweep(now);
  }

  /** Checks and, when allowed, records in one step. */
  consume(key: string, rule: LimitRule): LimitState {
    const state = this.check(key, rule);
    if (state.allowed) this.record(key, rule);
    return state;
  }

  /** Forgets a key (e.g. failed logins after a success). */
  reset(key: string): void {
    this.events.delete(key);
  }

  private live(key: string, rule: LimitRule, now: number): number[] {
    const times = this.events.get(key);
    if (!times) return [];
    const live = times.filter((t) => t > now - rule.windowMs);
    if (live.length === 0) this.events.delete(key);
    return live;
  }

  /** Drops keys whose newest event is older than the longest window in use. */
  private sweep(now: number): void {
    for (const [key, times] of this.events) {
      const newest = times[times.length - 1] ?? 0;
      if (newest <= now - this.longestWindowMs) this.events.delete(key);
    }
  }
}
