/**
 * The deletion queue: a key leaves it only once the store deleted the file; a store that fails keeps
 * the key queued with the error counted, and the sweep deletes it when the store answers again.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabases } from "../db/test-helpers.js";
import type { TestDatabase } from "../db/test-helpers.js";
import { localFileStore, newFileKey } from "../images/file-store.js";
import type { FileStore } from "../images/file-store.js";
import { deleteQueuedFiles, isQueuedForDeletion, queueFileDeletions, sweepFileDeletions } from "./file-deletions.js";

describe.each(testDatabases)("file deletions on %s", (dialect) => {
  let database: TestDatabase;
  let dir: string;
  let store: FileStore;
  const warnings: string[] = [];
  const log = { warn: (_details: object, message: string) => void warnings.push(message) };
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    dir = await mkdtemp(path.join(tmpdir(), "chat-deletions-"));
    store = localFileStore(dir);
  });
  afterAll(async () => {
    await database.dispose();
    await rm(dir, { recursive: true, force: true });
  });

  it("keeps a key the store failed to delete until the sweep deletes it", async () => {
    const keys = [newFileKey("png"), newFileKey("jpg")];
    for (const key of keys) await store.put(key, Buffer.from("x"), "image/png");
    await database.db.transaction().execute((trx) => queueFileDeletions(trx, [...keys, keys[0]!], 1));
    expect(await isQueuedForDeletion(database.db, keys[0]!)).toBe(true);

    // The store refuses the first key (an unreachable bucket, say) and deletes the other.
    const flaky: FileStore = { ...store, delete: (key) => (key === keys[0] ? Promise.reject(new Error("bucket unreachable")) : store.delete(key)) };
    expect(await deleteQueuedFiles(database.db, flaky, keys, log)).toBe(1);
    expect(warnings).toHaveLength(1);
    expect(await database.db.selectFrom("file_deletions").select(["key", "attempts", "last_error"]).execute()).toEqual([{ key: keys[0], attempts: 1, last_error: "bucket unreachable" }]);
    expect(await store.get(keys[0]!)).not.toBeNull();
    expect(await store.get(keys[1]!)).toBeNull();

    expect(await sweepFileDeletions(database.db, store, log)).toBe(0);
    expect(await store.get(keys[0]!)).toBeNull();
    expect(await isQueuedForDeletion(database.db, keys[0]!)).toBe(false);
  });
});
