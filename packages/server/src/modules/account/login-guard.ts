/**
 * Brute-force limits on password checks that an attacker cannot turn against the owner:
 * - 5 failures per (account, IP) per 15 minutes;
 * - 50 failures per IP per hour;
 * - 100 failures per account per hour, counted only from IPs that never logged in to it, so the
 *   owner's usual IP keeps working while a botnet hammers the account.
 */
import type { LimitRule, RateLimiter } from "../../security/rate-limiter.js";

export const LOGIN_RULES = {
  accountIp: { limit: 5, windowMs: 15 * 60_000 },
  ip: { limit: 50, windowMs: 60 * 60_000 },
  account: { limit: 100, windowMs: 60 * 60_000 },
} satisfies Record<string, LimitRule>;

/** IPs remembered per account; the oldest is forgotten beyond this. */
const KNOWN_IPS_PER_ACCOUNT = 20;
const KNOWN_ACCOUNTS = 100_000;

export class LoginGuard {
  private readonly knownIps = new Map<string, string[]>();

  constructor(private readonly limiter: RateLimiter) {}

  /** Seconds to wait before this (account, IP) may try again, or 0. */
  retryAfterS(account: string, ip: string): number {
    const states = [
      this.limiter.check(`login:acct-ip:${account}:${ip}`, LOGIN_RULES.accountIp),
      this.limiter.check(`login:ip:${ip}`, LOGIN_RULES.ip),
      ...(this.isKnown(account, ip) ? [] : [this.limiter.check(`login:acct:${account}`, LOGIN_RULES.account)]),
    ];
    return Math.max(0, ...states.filter((s) => !s.allowed).map((s) => s.retryAfterS));
  }

  failed(account: string, ip: string): void {
    this.limiter.record(`login:acct-ip:${account}:${ip}`, LOGIN_RULES.accountIp);
    this.limiter.record(`login:ip:${ip}`, LOGIN_RULES.ip);
    if (!this.isKnown(account, ip)) this.limiter.record(`login:acct:${account}`, LOGIN_RULES.account);
  }

  succeeded(account: string, ip: string): void {
    this.limiter.reset(`login:acct-ip:${account}:${ip}`);
    const ips = (this.knownIps.get(account) ?? []).filter((known) => known !== ip);
    ips.push(ip);
    this.knownIps.delete(account); // re-insert to keep the map in least-recently-used order
    this.knownIps.set(account, ips.slice(-KNOWN_IPS_PER_ACCOUNT));
    if (this.knownIps.size > KNOWN_ACCOUNTS) {
      const oldest = this.knownIps.keys().next().value;
      if (oldest !== undefined) this.knownIps.delete(oldest);
    }
  }

  private isKnown(account: string, ip: string): boolean {
    return this.knownIps.get(account)?.includes(ip) ?? false;
  }
}
