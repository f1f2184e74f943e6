/**
 * Batches of one statement for PostgreSQL, where every statement is a network round trip: the items
 * asked for in one turn of the event loop go together, on a few connections side by side
 * (messages/send-pg.ts, account/sessions.ts).
 */
import { withRetry } from "./retry.js";

/** Most items in one batch (a write batch holds its rows' locks until it ends). */
const MAX_BATCH = 64;
/**
 * Fewest items a batch is split down to: a call has a cost of its own (a round trip, the function's
 * start, a commit and its flush), so a few items go together on one connection. Split evenly over
 * every free lane, the ten sends of a steady 1,000 a second's 10 ms tick became four batches of two or
 * three: with 16, in `npm run bench` (PostgreSQL) the steady phase used about a third less CPU per
 * message (server and PostgreSQL: 1,087–1,299 against 772–929 messages per CPU-second in four pairs
 * of runs) and its p50 and p99 both fell.
 */
const MIN_SHARE = 16;

/**
 * Items asked for in one turn of the event loop go together in one statement, split over the lanes
 * that are free (each a connection) in shares of at least MIN_SHARE; those asked for while every lane
 * is busy wait for the next free one. A batch that fails with anything but a deadlock runs each item
 * alone, so one bad item fails alone; a deadlock runs the batch again (db/retry.ts).
 */
export class Batches<I, O> {
  private queue: Array<{ item: I; resolve(value: O): void; reject(error: unknown): void }> = [];
  private running = 0;
  private scheduled = false;

  constructor(
    private readonly lanes: number,
    private readonly call: (items: I[]) => Promise<O[]>,
  ) {}

  run(item: I): Promise<O> {
    return new Promise((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      if (this.scheduled || this.running >= this.lanes) return;
      this.scheduled = true;
      setImmediate(() => {
        this.scheduled = false;
        this.start();
      });
    });
  }

  private start(): void {
    while (this.running < this.lanes && this.queue.length > 0) {
      const share = Math.max(MIN_SHARE, Math.ceil(Math.min(this.queue.length, MAX_BATCH * this.lanes) / (this.lanes - this.running)));
      const batch = this.queue.splice(0, Math.min(MAX_BATCH, share));
      this.running++;
      void this.runBatch(batch).finally(() => {
        this.running--;
        this.start();
      });
    }
  }

  private async runBatch(batch: typeof this.queue): Promise<void> {
    try {
      const results = await this.checked(batch.map((q) => q.item));
      batch.forEach((q, i) => q.resolve(results[i] as O));
    } catch (error) {
      if (batch.length === 1) return batch[0]?.reject(error);
      for (const q of batch) {
        try {
          q.resolve((await this.checked([q.item]))[0] as O);
        } catch (alone) {
          q.reject(alone);
        }
      }
    }
  }

  private async checked(items: I[]): Promise<O[]> {
    const results = await withRetry(() => this.call(items));
    if (results.length !== items.length) throw new Error(`a batch of ${items.length} answered ${results.length} rows`);
    return results;
  }
}
