/**
 * Rate limits that survive Redis going away. While the shared Redis answers, limits are counted
 * there for every process (redis-limiter.ts); while it does not, each process counts on its own in
 * memory, so a limit still applies (at most once per process) and requests do not fail. Once Redis
 * is back, counting is shared again. Known login IPs fall back the same way; an IP learnt during an
 * outage is known to this process only, which only makes the login guard stricter elsewhere.
 *
 * Nothing that moves money depends on these limits: balances, charges and reservations are checked
 * in the database, which is the one part that is never bypassed.
 */
import type { Clock } from "../clock.js";
import { MemoryKnownIps, MemoryLimiter } from "./limiter.js";
import type { KnownIps, Limiter } from "./limiter.js";
import { RateLimiter } from "./rate-limiter.js";
import type { LimitRule, LimitState } from "./rate-limiter.js";

export class FallbackLimiter implements Limiter, KnownIps {
  private readonly local: MemoryLimiter;
  private readonly localIps = new MemoryKnownIps();
  private away = false;

  constructor(
    private readonly shared: Limiter & KnownIps,
    /** Whether the shared store's connection is up; when it is not, no request waits for it. */
    private readonly isUp: () => boolean,
    clock: Clock,
    private readonly log: (line: string) => void = (line) => console.warn(line),
  ) {
    this.local = new MemoryLimiter(new RateLimiter(clock));
  }

  /** True while limits are counted in this process only. */
  get localOnly(): boolean {
    return this.away;
  }

  private async either<T>(shared: () => Promise<T>, local: () => Promise<T>): Promise<T> {
    if (!this.isUp()) {
      this.mark(true, "not connected");
      return local();
    }
    try {
      const result = await shared();
      this.mark(false);
      return result;
    } catch (error) {
      this.mark(true, error instanceof Error ? error.message : String(error));
      return local();
    }
  }

  private mark(away: boolean, reason?: string): void {
    if (away === this.away) return;
    this.away = away;
    this.log(away ? `rate limits: Redis unavailable (${reason ?? "?"}), counting in this process until it returns` : "rate limits: Redis is back, counting shared again");
  }

  check(key: string, rule: LimitRule): Promise<LimitState> {
    return this.either(
      () => this.shared.check(key, rule),
      () => this.local.check(key, rule),
    );
  }

  record(key: string, rule: LimitRule): Promise<void> {
    return this.either(
      () => this.shared.record(key, rule),
      () => this.local.record(key, rule),
    );
  }

  consume(key: string, rule: LimitRule): Promise<LimitState> {
    return this.either(
      () => this.shared.consume(key, rule),
      () => this.local.consume(key, rule),
    );
  }

  async reset(key: string): Promise<void> {
    // Both: a key counted locally during an outage must not linger after it.
    await this.local.reset(key);
    await this.either(
      () => this.shared.reset(key),
      () => Promise.resolve(),
    );
  }

  async has(account: string, ip: string): Promise<boolean> {
    if (await this.localIps.has(account, ip)) return true;
    return this.either(
      () => this.shared.has(account, ip),
      () => Promise.resolve(false),
    );
  }

  add(account: string, ip: string): Promise<void> {
    return this.either(
      () => this.shared.add(account, ip),
      () => this.localIps.add(account, ip),
    );
  }
}
