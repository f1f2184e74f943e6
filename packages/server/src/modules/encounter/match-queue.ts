/**
 * The matching queue: who is waiting for a match, until when. Every step that decides a pair is one
 * atomic operation of the queue, so two processes (or two requests of one) never take the same
 * waiting user twice: `pair` takes two waiting users out together or neither, `leave` takes the caller
 * out only if nobody took them first, and `claimIdle` marks a person who is not waiting as busy for a
 * while (a fallback match) so nobody else claims them and they cannot join meanwhile. Two users just
 * paired from the queue are not claimable as a fallback for `PAIRED_MS` either (their match may not
 * be stored yet; after that, the stored match rules them out).
 * In memory for one process (here); in Redis for several (redis-match-queue.ts).
 */
export interface MatchQueue {
  /** Puts the user in the queue until `deadline` (keeps an earlier deadline); false when the user is busy. */
  join(userId: number, deadline: number, now: number): Promise<boolean>;
  /** The deadline of a waiting user, or null. */
  deadlineOf(userId: number): Promise<number | null>;
  /** Waiting users whose deadline is at or after `minDeadline`, first come first. */
  waiting(minDeadline: number, limit: number): Promise<number[]>;
  /** Takes `me` and `other` out together when both wait (other's deadline not stale at `now`); true when it did. */
  pair(me: number, other: number, now: number): Promise<boolean>;
  /** Takes `me` out of the queue and marks `other` busy for `ttlMs`, when `me` waits and `other` neither waits nor is busy. */
  claimIdle(me: number, other: number, ttlMs: number, now: number): Promise<boolean>;
  /** Takes the user out; true when they were still waiting (nobody paired them). */
  leave(userId: number): Promise<boolean>;
  close?(): Promise<void>;
}

/** How long a waiting user stays pairable after their deadline (a late settle, a slow network). */
export const STALE_AFTER_MS = 5_000;

/** How long two users just paired stay out of fallback claims (longer than storing their match takes). */
export const PAIRED_MS = 30_000;

export class MemoryMatchQueue implements MatchQueue {
  private readonly queue = new Map<number, number>();
  private readonly busy = new Map<number, number>();
  /** Users just paired from the queue, until when (the clock of the last call). */
  private readonly paired = new Map<number, number>();

  join(userId: number, deadline: number, now: number): Promise<boolean> {
    for (const [id, until] of this.queue) if (until < now - STALE_AFTER_MS) this.queue.delete(id);
    if ((this.busy.get(userId) ?? 0) > now) return Promise.resolve(false);
    if (!this.queue.has(userId)) this.queue.set(userId, deadline);
    return Promise.resolve(true);
  }

  deadlineOf(userId: number): Promise<number | null> {
    return Promise.resolve(this.queue.get(userId) ?? null);
  }

  waiting(minDeadline: number, limit: number): Promise<number[]> {
    const ids = [...this.queue].filter(([, d]) => d >= minDeadline).map(([id]) => id);
    return Promise.resolve(ids.slice(0, limit));
  }

  pair(me: number, other: number, now: number): Promise<boolean> {
    const theirs = this.queue.get(other);
    if (me === other || !this.queue.has(me) || theirs === undefined || theirs < now - STALE_AFTER_MS) return Promise.resolve(false);
    this.queue.delete(me);
    this.queue.delete(other);
    this.paired.set(me, now + PAIRED_MS);
    this.paired.set(other, now + PAIRED_MS);
    return Promise.resolve(true);
  }

  claimIdle(me: number, other: number, ttlMs: number, now: number): Promise<boolean> {
    if (me === other || !this.queue.has(me) || this.queue.has(other) || (this.busy.get(other) ?? 0) > now || (this.paired.get(other) ?? 0) > now) return Promise.resolve(false);
    this.queue.delete(me);
    this.busy.set(other, now + ttlMs);
    return Promise.resolve(true);
  }

  leave(userId: number): Promise<boolean> {
    return Promise.resolve(this.queue.delete(userId));
  }
}
