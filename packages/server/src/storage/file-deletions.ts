/**
 * Stored files whose rows are gone, deleted for good: a transaction that removes the rows naming
 * files (an erased account) queues their keys in `file_deletions` (`queueFileDeletions`); after the
 * commit the caller deletes them from the store (`deleteQueuedFiles`), and each key leaves the queue
 * once the store confirmed. A key the store could not delete (the bucket unreachable, a full disk)
 * stays queued with its error counted and is tried again by `sweepFileDeletions`, which the server
 * runs every SWEEP_EVERY_MS and once at start, so a crash between commit and deletion loses nothing.
 * From the commit on, GET /files/<key> answers 404 for a queued key (`isQueuedForDeletion`), so a
 * file that waits for the sweep is not served meanwhile.
 */
import type { Kysely } from "kysely";
import type { DB } from "../db/schema.js";
import type { FileStore } from "../images/file-store.js";

/** How often the queue is tried again. */
export const SWEEP_EVERY_MS = 10 * 60_000;
/** Keys deleted at once (an S3 delete is one request each). */
const BATCH = 16;
/** Keys one sweep tries at most; the next sweep takes the rest. */
const SWEEP_LIMIT = 1000;

interface Log {
  warn(details: object, message: string): void;
}

/** Queues `keys` for deletion inside the transaction that removes the rows naming them. */
export async function queueFileDeletions(trx: Kysely<DB>, keys: readonly string[], now: number): Promise<void> {
  const unique = [...new Set(keys)];
  for (let i = 0; i < unique.length; i += 500) {
    const values = unique.slice(i, i + 500).map((key) => ({ key, created_at: now }));
    await trx.insertInto("file_deletions").values(values).onConflict((oc) => oc.column("key").doNothing()).execute();
  }
}

/** True when `key` waits for deletion: its rows are gone and it must not be served any more. */
export async function isQueuedForDeletion(db: Kysely<DB>, key: string): Promise<boolean> {
  return (await db.selectFrom("file_deletions").select("key").where("key", "=", key).executeTakeFirst()) !== undefined;
}

/**
 * Deletes queued files from the store and takes each one deleted off the queue; a failure is logged
 * and counted, and the key stays for the sweep. Never throws for the store; answers how many failed.
 */
export async function deleteQueuedFiles(db: Kysely<DB>, files: FileStore, keys: readonly string[], log: Log): Promise<number> {
  let failed = 0;
  const unique = [...new Set(keys)];
  for (let i = 0; i < unique.length; i += BATCH) {
    const batch = unique.slice(i, i + BATCH);
    const results = await Promise.allSettled(batch.map((key) => files.delete(key)));
    const done = batch.filter((_, n) => results[n]?.status === "fulfilled");
    if (done.length > 0) await db.deleteFrom("file_deletions").where("key", "in", done).execute();
    for (const [n, result] of results.entries()) {
      if (result.status === "fulfilled") continue;
      failed++;
      const key = batch[n] ?? "";
      const error = result.reason instanceof Error ? result.reason.message : String(result.reason);
      log.warn({ key, err: result.reason }, "could not delete a stored file; the sweep tries again");
      await db
        .updateTable("file_deletions")
        .set((eb) => ({ attempts: eb("attempts", "+", 1), last_error: error.slice(0, 500) }))
        .where("key", "=", key)
        .execute();
    }
  }
  return failed;
}

/** Tries every queued key again (oldest first, at most SWEEP_LIMIT); answers how many are still queued. */
export async function sweepFileDeletions(db: Kysely<DB>, files: FileStore, log: Log): Promise<number> {
  const rows = await db.selectFrom("file_deletions").select("key").orderBy("created_at").orderBy("key").limit(SWEEP_LIMIT).execute();
  if (rows.length === 0) return 0;
  await deleteQueuedFiles(
    db,
    files,
    rows.map((r) => r.key),
    log,
  );
  const left = await db.selectFrom("file_deletions").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  return Number(left.n);
}
