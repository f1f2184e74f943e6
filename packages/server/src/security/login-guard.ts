/**
 * Brute-force limits on password checks that an attacker cannot turn against the owner:
 * - 5 failures per (account, IP) per 15 minutes;
 * - 50 failures per IP per hour;
 * - 100 failures per account per hour, counted only from IPs that never logged in to it, so the
 *   owner's usual IP keeps working while a botnet hammers the account.
 * Counted in memory, or in Redis for every server process (security/limiter.ts).
 */
import type { AccountLocks } from "./account-locks.js";
import type { KnownIps, Limiter } from "./limiter.js";
import type { LimitRule } from "./rate-limiter.js";

export const LOGIN_RULES = {
  accountIp: { limit: 5, windowMs: 15 * 60_000 },
  ip: { limit: 50, windowMs: 60 * 60_000 },
  account: { limit: 100, windowMs: 60 * 60_000 },
} satisfies Record<string, LimitRule>;

export class LoginGuard {
  /** The password check in progress per account, so parallel guesses cannot all pass the check at once. */
  private readonly inFlight = new Map<string, Promise<unknown>>();

  constructor(
    private readonly limiter: Limiter,
    private readonly knownIps: KnownIps,
    /** The account's lock across server processes (Redis); this process's chain alone without it. */
    private readonly locks?: AccountLocks,
  ) {}

  /**
   * Runs one login attempt (check the limits, verify, record) after the account's earlier attempts on
   * this process, so a burst of parallel guesses is counted one by one instead of all passing the
   * check before any failure is recorded. Across processes the account's lock (security/account-locks.ts)
   * does the same.
   */
  serialized<T>(account: string, attempt: () => Promise<T>): Promise<T> {
    const before = this.inFlight.get(account) ?? Promise.resolve();
    const locks = this.locks;
    const locked = locks ? () => locks.run(account, attempt) : attempt;
    const run = before.then(locked, locked);
    const settled = run.catch(() => undefined);
    this.inFlight.set(account, settled);
    void settled.then(() => {
      if (this.inFlight.get(account) === settled) this.inFlight.delete(account);
    });
    return run;
  }

  /** Seconds to wait before this (account, IP) may try again, or 0. */
  async retryAfterS(account: string, ip: string): Promise<number> {
    const known = await this.knownIps.has(account, ip);
    const states = await Promise.all([
      this.limiter.check(`login:acct-ip:${account}:${ip}`, LOGIN_RULES.accountIp),
      this.limiter.check(`login:ip:${ip}`, LOGIN_RULES.ip),
      ...(known ? [] : [this.limiter.check(`login:acct:${account}`, LOGIN_RULES.account)]),
    ]);
    return Math.max(0, ...states.filter((s) => !s.allowed).map((s) => s.retryAfterS));
  }

  async failed(account: string, ip: string): Promise<void> {
    const known = await this.knownIps.has(account, ip);
    await Promise.all([
      this.limiter.record(`login:acct-ip:${account}:${ip}`, LOGIN_RULES.accountIp),
      this.limiter.record(`login:ip:${ip}`, LOGIN_RULES.ip),
      ...(known ? [] : [this.limiter.record(`login:acct:${account}`, LOGIN_RULES.account)]),
    ]);
  }

  async succeeded(account: string, ip: string): Promise<void> {
    await Promise.all([this.limiter.reset(`login:acct-ip:${account}:${ip}`), this.knownIps.add(account, ip)]);
  }
}
