/**
 * Group commit: writes that arrive together share one transaction (one commit, the most expensive
 * statement of a small write), and a lone write is never held back to wait for company: the writes
 * asked for in one turn of the event loop (the frames and requests read together) start a transaction
 * at the end of that turn; those arriving while it runs form the next one.
 *
 * Each write runs inside its own savepoint, so one that fails (a duplicate clientMsgId, a reservation
 * no longer held) rolls back alone and gets its error, while the others commit. A deadlock or
 * serialisation failure (PostgreSQL) aborts the whole batch, which `retryTransactions` runs again from
 * the start; writes only touch the database and return what to publish, so a rerun is harmless.
 *
 * Writes go to one of `lanes` queues by a key (the conversation): the same key always shares a lane,
 * so one conversation's writes commit in the order they were asked for. SQLite has one writer: one
 * lane. PostgreSQL: a few, so the pool's connections work in parallel.
 */
import { sql } from "kysely";
import type { Kysely } from "kysely";
import type { Database } from "./database.js";
import { isRetryableTransactionError } from "./retry.js";
import type { DB } from "./schema.js";

type Work<T> = (trx: Kysely<DB>) => Promise<T>;
interface Queued {
  work: Work<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}
type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/** Most writes in one transaction (a long one holds the writer and its locks). */
const MAX_BATCH = 64;

class Lane {
  private queue: Queued[] = [];
  private running = false;

  constructor(private readonly db: Kysely<DB>) {}

  push(item: Queued): void {
    this.queue.push(item);
    if (this.running) return;
    this.running = true;
    // After the frames and requests read in this turn of the event loop, so those arriving together
    // meet here; a lone write waits for nothing but the end of the turn.
    setImmediate(() => void this.flush());
  }

  private async flush(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, MAX_BATCH);
      try {
        const outcomes = batch.length === 1 ? await this.alone(batch[0] as Queued) : await this.together(batch);
        outcomes.forEach((outcome, i) => (outcome.ok ? batch[i]?.resolve(outcome.value) : batch[i]?.reject(outcome.error)));
      } catch (error) {
        for (const item of batch) item.reject(error);
      }
    }
    this.running = false;
  }

  private async alone(item: Queued): Promise<Outcome[]> {
    try {
      return [{ ok: true, value: await this.db.transaction().execute(item.work) }];
    } catch (error) {
      return [{ ok: false, error }];
    }
  }

  private together(batch: Queued[]): Promise<Outcome[]> {
    return this.db.transaction().execute(async (trx) => {
      const outcomes: Outcome[] = [];
      for (const item of batch) {
        await sql`savepoint group_write`.execute(trx);
        try {
          const value = await item.work(trx);
          await sql`release savepoint group_write`.execute(trx);
          outcomes.push({ ok: true, value });
        } catch (error) {
          // The whole transaction is lost: let the retry run the batch again.
          if (isRetryableTransactionError(error)) throw error;
          await sql`rollback to savepoint group_write`.execute(trx);
          await sql`release savepoint group_write`.execute(trx);
          outcomes.push({ ok: false, error });
        }
      }
      return outcomes;
    });
  }
}

export class GroupCommit {
  private readonly lanes: Lane[];

  constructor(database: Pick<Database, "db" | "dialect">, lanes = database.dialect === "sqlite" ? 1 : 4) {
    this.lanes = Array.from({ length: lanes }, () => new Lane(database.db));
  }

  /** Runs `work` in a transaction shared with the writes queued beside it; resolves after the commit. */
  run<T>(key: string, work: Work<T>): Promise<T> {
    const lane = this.lanes[this.lanes.length === 1 ? 0 : hash(key) % this.lanes.length] as Lane;
    return new Promise<T>((resolve, reject) => lane.push({ work, resolve: resolve as (value: unknown) => void, reject }));
  }
}

function hash(key: string): number {
  let h = 0;
  for (let i = 0; i < key.length; i++) h = (h * 31 + key.charCodeAt(i)) | 0;
  return Math.abs(h);
}
