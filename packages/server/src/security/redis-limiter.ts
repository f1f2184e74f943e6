/**
 * Rate limits and known login IPs in Redis, shared by every server process (REDIS_URL). A limit is a
 * sorted set of event times per key; one Lua script trims the window, decides and records atomically,
 * so concurrent requests on different processes cannot slip past a limit together. Times come from
 * the app's clock, so tests move them as with the in-memory limiter.
 */
import { randomBytes } from "node:crypto";
import type { Redis } from "ioredis";
import type { Clock } from "../clock.js";
import { KNOWN_IPS_PER_ACCOUNT } from "./limiter.js";
import type { KnownIps, Limiter } from "./limiter.js";
import type { LimitRule, LimitState } from "./rate-limiter.js";

// KEYS[1] the key; ARGV now, window, limit, mode (check | record | consume), a unique member.
// Answers {allowed, oldest time that still counts when refused}.
const SCRIPT = `
local key = KEYS[1]
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local limit = tonumber(ARGV[3])
local mode = ARGV[4]
redis.call("ZREMRANGEBYSCORE", key, "-inf", now - window)
local count = redis.call("ZCARD", key)
if mode ~= "record" and count >= limit then
  local oldest = redis.call("ZRANGE", key, count - limit, count - limit, "WITHSCORES")
  return {0, oldest[2]}
end
if mode ~= "check" then
  redis.call("ZADD", key, now, ARGV[5])
  if count + 1 > limit then redis.call("ZREMRANGEBYRANK", key, 0, count - limit) end
  redis.call("PEXPIRE", key, window)
end
return {1, "0"}
`;

/** How long an account's known IPs are kept after its last login. */
const KNOWN_IPS_TTL_S = 180 * 24 * 60 * 60;

export class RedisLimiter implements Limiter, KnownIps {
  constructor(
    private readonly redis: Redis,
    private readonly clock: Clock,
    /** Key prefix; tests give each run its own. */
    private readonly prefix = "chat:",
  ) {}

  private async run(key: string, rule: LimitRule, mode: "check" | "record" | "consume"): Promise<LimitState> {
    const now = this.clock.now();
    const member = `${now}-${randomBytes(6).toString("hex")}`;
    const [allowed, oldest] = (await this.redis.eval(SCRIPT, 1, `${this.prefix}rl:${key}`, now, rule.windowMs, rule.limit, mode, member)) as [number, string];
    if (allowed === 1) return { allowed: true, retryAfterS: 0 };
    return { allowed: false, retryAfterS: Math.max(1, Math.ceil((Number(oldest) + rule.windowMs - now) / 1000)) };
  }

  check(key: string, rule: LimitRule): Promise<LimitState> {
    return this.run(key, rule, "check");
  }

  async record(key: string, rule: LimitRule): Promise<void> {
    await this.run(key, rule, "record");
  }

  consume(key: string, rule: LimitRule): Promise<LimitState> {
    return this.run(key, rule, "consume");
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(`${this.prefix}rl:${key}`);
  }

  async has(account: string, ip: string): Promise<boolean> {
    return (await this.redis.zscore(`${this.prefix}known-ips:${account}`, ip)) !== null;
  }

  async add(account: string, ip: string): Promise<void> {
    const key = `${this.prefix}known-ips:${account}`;
    await this.redis
      .multi()
      .zadd(key, this.clock.now(), ip)
      .zremrangebyrank(key, 0, -(KNOWN_IPS_PER_ACCOUNT + 1))
      .expire(key, KNOWN_IPS_TTL_S)
      .exec();
  }
}
