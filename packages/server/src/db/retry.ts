/**
 * PostgreSQL ends one of two transactions that wait on each other (deadlock, SQLSTATE 40P01) and
 * a serializable transaction that would break serial order (40001). Both are safe to run again from
 * the start: the database rolled everything back. `retryTransactions` makes every
 * `db.transaction().execute(fn)` of a Kysely instance do that, a bounded number of times with
 * jittered back-off, so the two sides of a deadlock do not meet again at the same moment.
 *
 * A callback may therefore run more than once; callbacks only touch the database and return what is
 * to be published after commit (events, replies), which keeps a rerun harmless.
 */
import { TransactionBuilder } from "kysely";
import type { Kysely, Transaction } from "kysely";
import { executeThenAfterCommit } from "./after-commit.js";

/**
 * Codes after which the whole transaction may simply run again: PostgreSQL's SQLSTATEs, and SQLite's
 * busy codes (a `BEGIN IMMEDIATE` that waited out its busy timeout; sqlite-dialect.ts).
 */
const RETRYABLE = new Set(["40P01", "40001", "SQLITE_BUSY", "SQLITE_BUSY_SNAPSHOT"]);

export interface RetryOptions {
  /** Runs in all, the first one included. */
  attempts: number;
  /** Upper bound of the first back-off; it doubles with each retry (full jitter). */
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryOptions = { attempts: 5, baseDelayMs: 5, maxDelayMs: 200 };

/** True for a deadlock or serialisation failure reported by PostgreSQL. */
export function isRetryableTransactionError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && RETRYABLE.has(code);
}

/** Why a transaction ran again, for the metrics: a deadlock, a serialisation failure or SQLite's busy lock. */
export function retryReasonOf(error: unknown): "deadlock" | "serialization" | "busy" | "other" {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === "40P01") return "deadlock";
  if (code === "40001") return "serialization";
  if (typeof code === "string" && code.startsWith("SQLITE_BUSY")) return "busy";
  return "other";
}

let retried = 0;

/** How many transactions this process has run again so far (tests check lock orders with it). */
export function transactionRetries(): number {
  return retried;
}

/** Runs `run` until it succeeds, fails with another error, or has failed `attempts` times. */
export async function withRetry<T>(run: () => Promise<T>, options: RetryOptions = DEFAULT_RETRY, onRetry?: (error: unknown, attempt: number) => void): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= options.attempts || !isRetryableTransactionError(error)) throw error;
      retried++;
      onRetry?.(error, attempt);
      const cap = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** (attempt - 1));
      await new Promise((resolve) => setTimeout(resolve, Math.random() * cap));
    }
  }
}

/** Makes `db.transaction()` of this instance retry deadlocks and serialisation failures. */
export function retryTransactions<DB>(db: Kysely<DB>, options: RetryOptions = DEFAULT_RETRY, onRetry?: (error: unknown, attempt: number) => void): Kysely<DB> {
  const begin = db.transaction.bind(db);
  const wrap = (builder: TransactionBuilder<DB>): TransactionBuilder<DB> =>
    new Proxy(builder, {
      get(target, property, receiver) {
        const value: unknown = Reflect.get(target, property, receiver);
        if (typeof value !== "function") return value;
        if (property === "execute") {
          return (fn: (trx: Transaction<DB>) => Promise<unknown>) => withRetry(() => executeThenAfterCommit(db, (f) => target.execute(f), fn), options, onRetry);
        }
        // setIsolationLevel, setAccessMode, …: a new builder, which retries as well.
        return (...args: unknown[]) => {
          const result: unknown = (value as (...a: unknown[]) => unknown).apply(target, args);
          return result instanceof TransactionBuilder ? wrap(result as TransactionBuilder<DB>) : result;
        };
      },
    });
  db.transaction = () => wrap(begin());
  return db;
}
