/**
 * Login attempts for one account run one at a time across every server process (REDIS_URL): the
 * login guard's check, password verification and record happen under a short Redis lock, so parallel
 * guesses sent to several processes cannot all pass the limit check before any failure is recorded.
 * (In one process the login guard already chains them.) The lock is `SET key token NX PX`, released
 * only by its holder; it expires by itself when a process dies holding it.
 *
 * While Redis is away, or when the lock is not free within `waitMs`, the attempt runs under the
 * process's own serialisation only, as with a single process: logins keep working.
 */
import { randomBytes } from "node:crypto";
import type { Redis } from "ioredis";

export interface AccountLocks {
  /** Runs `attempt` while holding the account's lock (or, failing that, without it). */
  run<T>(account: string, attempt: () => Promise<T>): Promise<T>;
}

const RELEASE = `if redis.call("GET", KEYS[1]) == ARGV[1] then return redis.call("DEL", KEYS[1]) else return 0 end`;

export interface AccountLockOptions {
  /** How long a lock lives when its holder never releases it. */
  ttlMs: number;
  /** How long an attempt waits for the lock before running without it. */
  waitMs: number;
  /** Key prefix; tests give each run its own. */
  prefix: string;
}

export class RedisAccountLocks implements AccountLocks {
  private readonly options: AccountLockOptions;

  constructor(
    private readonly redis: Redis,
    private readonly isUp: () => boolean,
    options: Partial<AccountLockOptions> = {},
  ) {
    this.options = { ttlMs: 10_000, waitMs: 5_000, prefix: "chat:", ...options };
  }

  async run<T>(account: string, attempt: () => Promise<T>): Promise<T> {
    const key = `${this.options.prefix}login-lock:${account}`;
    const token = await this.acquire(key);
    try {
      return await attempt();
    } finally {
      if (token) await this.redis.eval(RELEASE, 1, key, token).catch(() => undefined);
    }
  }

  /** The lock's token, or undefined when Redis is away or the lock stayed taken for `waitMs`. */
  private async acquire(key: string): Promise<string | undefined> {
    const token = randomBytes(12).toString("hex");
    const deadline = Date.now() + this.options.waitMs;
    for (let pause = 5; this.isUp(); pause = Math.min(pause * 2, 100)) {
      try {
        if ((await this.redis.set(key, token, "PX", this.options.ttlMs, "NX")) === "OK") return token;
      } catch {
        return undefined;
      }
      if (Date.now() >= deadline) return undefined;
      await new Promise((resolve) => setTimeout(resolve, pause / 2 + Math.random() * pause));
    }
    return undefined;
  }
}
