/**
 * Rate limits as the handlers use them: per process in memory by default (rate-limiter.ts), shared by
 * every server process in Redis when REDIS_URL is set (redis-limiter.ts), so N processes do not allow
 * N times the attempts. Also the IPs an account logged in from (the login guard's exemption).
 */
import type { LimitRule, LimitState, RateLimiter } from "./rate-limiter.js";

export interface Limiter {
  /** Whether one more event fits under the rule, without recording it. */
  check(key: string, rule: LimitRule): Promise<LimitState>;
  /** Records one event. */
  record(key: string, rule: LimitRule): Promise<void>;
  /** Checks and, when allowed, records in one step. */
  consume(key: string, rule: LimitRule): Promise<LimitState>;
  /** Forgets a key (e.g. failed logins after a success). */
  reset(key: string): Promise<void>;
}

/** IPs an account logged in from, most recent kept. */
export interface KnownIps {
  has(account: string, ip: string): Promise<boolean>;
  add(account: string, ip: string): Promise<void>;
}

export class MemoryLimiter implements Limiter {
  constructor(private readonly inner: RateLimiter) {}
  check(key: string, rule: LimitRule): Promise<LimitState> {
    return Promise.resolve(this.inner.check(key, rule));
  }
  record(key: string, rule: LimitRule): Promise<void> {
    this.inner.record(key, rule);
    return Promise.resolve();
  }
  consume(key: string, rule: LimitRule): Promise<LimitState> {
    return Promise.resolve(this.inner.consume(key, rule));
  }
  reset(key: string): Promise<void> {
    this.inner.reset(key);
    return Promise.resolve();
  }
}

/** IPs remembered per account; the oldest is forgotten beyond this. */
export const KNOWN_IPS_PER_ACCOUNT = 20;
const KNOWN_ACCOUNTS = 100_000;

export class MemoryKnownIps implements KnownIps {
  private readonly ips = new Map<string, string[]>();

  has(account: string, ip: string): Promise<boolean> {
    return Promise.resolve(this.ips.get(account)?.includes(ip) ?? false);
  }

  add(account: string, ip: string): Promise<void> {
    const ips = (this.ips.get(account) ?? []).filter((known) => known !== ip);
    ips.push(ip);
    this.ips.delete(account); // re-insert to keep the map in least-recently-used order
    this.ips.set(account, ips.slice(-KNOWN_IPS_PER_ACCOUNT));
    if (this.ips.size > KNOWN_ACCOUNTS) {
      const oldest = this.ips.keys().next().value;
      if (oldest !== undefined) this.ips.delete(oldest);
    }
    return Promise.resolve();
  }
}
