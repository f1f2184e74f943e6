/**
 * Work that waits for a transaction's commit: counting what a transaction did (the ledger's coins in
 * the metrics) must not count an attempt that rolled back or ran again (retry.ts runs a deadlocked
 * transaction anew, on a new list). `afterCommit` hands the callback the Kysely instance the
 * transaction was begun on, so a listener kept per database (per app) finds its own.
 *
 * Group commit (group-commit.ts) rolls a failed write back to its savepoint inside a transaction that
 * still commits: callbacks that write registered run all the same, so a count may include a write
 * refused after it posted (rare: the ledger posts last in the writes that charge).
 */
type Callback = (db: object) => void;

const open = new WeakMap<object, Callback[]>();

/** Runs `callback` once the transaction `trx` commits; at once when `trx` is no transaction (a write outside one commits as it returns). */
export function afterCommit(trx: object, callback: Callback): void {
  const callbacks = open.get(trx);
  if (callbacks) callbacks.push(callback);
  else callback(trx);
}

/** `execute(fn)` of a transaction begun on `db`, then the callbacks registered in it; a failed run drops its own. */
export async function executeThenAfterCommit<T, Trx extends object>(db: object, execute: (fn: (trx: Trx) => Promise<T>) => Promise<T>, fn: (trx: Trx) => Promise<T>): Promise<T> {
  const callbacks: Callback[] = [];
  const value = await execute((trx) => {
    open.set(trx, callbacks);
    return fn(trx);
  });
  for (const callback of callbacks) {
    try {
      callback(db);
    } catch {
      // What the transaction did is committed whatever a listener does.
    }
  }
  return value;
}
