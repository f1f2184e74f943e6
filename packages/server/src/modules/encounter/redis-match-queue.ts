/**
 * The matching queue in Redis, shared by every server process (REDIS_URL): a sorted set of waiting
 * users scored by their deadline, a short-lived busy key per user claimed for a fallback match, and a
 * short-lived paired key per user just taken from the queue (no fallback claims them meanwhile).
 * Each decision is one Lua script, so it runs atomically across processes (see match-queue.ts).
 * Times come from the app's clock, as with the Redis rate limits.
 */
import type { Redis } from "ioredis";
import { PAIRED_MS, STALE_AFTER_MS } from "./match-queue.js";
import type { MatchQueue } from "./match-queue.js";

// KEYS queue, busy(me); ARGV me, deadline, staleBefore, now.
const JOIN = `
redis.call("ZREMRANGEBYSCORE", KEYS[1], "-inf", "(" .. ARGV[3])
if redis.call("EXISTS", KEYS[2]) == 1 then return 0 end
redis.call("ZADD", KEYS[1], "NX", ARGV[2], ARGV[1])
return 1
`;

// KEYS queue, paired(me), paired(other); ARGV me, other, minDeadline, pairedMs.
const PAIR = `
if ARGV[1] == ARGV[2] then return 0 end
local mine = redis.call("ZSCORE", KEYS[1], ARGV[1])
local theirs = redis.call("ZSCORE", KEYS[1], ARGV[2])
if not mine or not theirs or tonumber(theirs) < tonumber(ARGV[3]) then return 0 end
redis.call("ZREM", KEYS[1], ARGV[1], ARGV[2])
redis.call("SET", KEYS[2], "1", "PX", ARGV[4])
redis.call("SET", KEYS[3], "1", "PX", ARGV[4])
return 1
`;

// KEYS queue, busy(other), paired(other); ARGV me, other, ttlMs.
const CLAIM_IDLE = `
if ARGV[1] == ARGV[2] then return 0 end
if not redis.call("ZSCORE", KEYS[1], ARGV[1]) then return 0 end
if redis.call("ZSCORE", KEYS[1], ARGV[2]) then return 0 end
if redis.call("EXISTS", KEYS[3]) == 1 then return 0 end
if not redis.call("SET", KEYS[2], "1", "NX", "PX", ARGV[3]) then return 0 end
redis.call("ZREM", KEYS[1], ARGV[1])
return 1
`;

export class RedisMatchQueue implements MatchQueue {
  constructor(
    private readonly redis: Redis,
    /** Key prefix; tests give each run its own. */
    private readonly prefix = "chat:",
  ) {}

  private get queueKey(): string {
    return `${this.prefix}encounter:queue`;
  }

  private busyKey(userId: number): string {
    return `${this.prefix}encounter:busy:${userId}`;
  }

  private pairedKey(userId: number): string {
    return `${this.prefix}encounter:paired:${userId}`;
  }

  async join(userId: number, deadline: number, now: number): Promise<boolean> {
    return (await this.redis.eval(JOIN, 2, this.queueKey, this.busyKey(userId), userId, deadline, now - STALE_AFTER_MS, now)) === 1;
  }

  async deadlineOf(userId: number): Promise<number | null> {
    const score = await this.redis.zscore(this.queueKey, String(userId));
    return score === null ? null : Number(score);
  }

  async waiting(minDeadline: number, limit: number): Promise<number[]> {
    const ids = await this.redis.zrangebyscore(this.queueKey, minDeadline, "+inf", "LIMIT", 0, limit);
    return ids.map(Number);
  }

  async pair(me: number, other: number, now: number): Promise<boolean> {
    return (await this.redis.eval(PAIR, 3, this.queueKey, this.pairedKey(me), this.pairedKey(other), me, other, now - STALE_AFTER_MS, PAIRED_MS)) === 1;
  }

  async claimIdle(me: number, other: number, ttlMs: number): Promise<boolean> {
    return (await this.redis.eval(CLAIM_IDLE, 3, this.queueKey, this.busyKey(other), this.pairedKey(other), me, other, ttlMs)) === 1;
  }

  async leave(userId: number): Promise<boolean> {
    return (await this.redis.zrem(this.queueKey, String(userId))) === 1;
  }
}
