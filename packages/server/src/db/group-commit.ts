/**
 * Group commit: writes that arrive together share one transaction (one commit, the most expensive
 * statement of a small write), and a lone write is never held back to wait for company: the writes
 * asked for in one turn of the event loop (the frames and requests read together) start a transaction
 * at the end of that turn; those arriving while it runs form the next one.
 *
 * Each write runs inside its own savepoint, so one that fails (a duplicate clientMsgId, a reservation
 * no longer held) rolls back alone and gets its error, while the others commit. Writes commit in the
 * order they were asked for.
 *
 * One batch at a time per process: each write takes its rows in its own safe order (storeMessage locks
 * the pair's rows by ascending user id), but two batches in parallel could take each other's rows in
 * opposite orders and deadlock. Across processes (PostgreSQL) that can still happen: a deadlock or
 * serialisation failure aborts the whole batch, which `retryTransactions` runs again; if it keeps
 * failing, each write runs again alone, in a transaction of its own, as it would without grouping.
 * Writes only touch the database and return what to publish, so a rerun is harmless.
 *
 * PostgreSQL does not group by default: a batch sends its statements one round trip after another on
 * one connection, and one batch at a time gives up the pool's parallel transactions; on this machine
 * that was slower (`npm run bench`: 91 messages a second grouped), so each write keeps its own
 * transaction there, run at once.
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

export class GroupCommit {
  private readonly db: Kysely<DB>;
  private queue: Queued[] = [];
  private running = false;

  private readonly group: boolean;

  constructor(database: Pick<Database, "db" | "dialect">, options: { group?: boolean } = {}) {
    this.db = database.db;
    this.group = options.group ?? database.dialect === "sqlite";
  }

  /** Runs `work` in a transaction shared with the writes queued beside it; resolves after the commit. */
  run<T>(work: Work<T>): Promise<T> {
    if (!this.group) return this.db.transaction().execute(work);
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (this.running) return;
      this.running = true;
      // After the frames and requests read in this turn of the event loop, so those arriving together
      // meet here; a lone write waits for nothing but the end of the turn.
      setImmediate(() => void this.flush());
    });
  }

  private async flush(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, MAX_BATCH);
      let outcomes: Outcome[] | undefined;
      if (batch.length > 1) outcomes = await this.together(batch).catch(() => undefined);
      // A lone write, or a batch that could not commit: each write in a transaction of its own.
      if (!outcomes) {
        outcomes = [];
        for (const item of batch) outcomes.push(await this.alone(item));
      }
      outcomes.forEach((outcome, i) => (outcome.ok ? batch[i]?.resolve(outcome.value) : batch[i]?.reject(outcome.error)));
    }
    this.running = false;
  }

  private async alone(item: Queued): Promise<Outcome> {
    try {
      return { ok: true, value: await this.db.transaction().execute(item.work) };
    } catch (error) {
      return { ok: false, error };
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
