/**
 * `npm run admin -- backup <file.tar>`: a consistent copy of the data while the server runs
 * (docs/operations.md). The archive is a plain tar laid out like a data folder:
 *
 *   backup.json          { format: "chat-backup", version: 1, createdAt, database: "sqlite" | "postgres" }
 *   chat.db              SQLite only: one snapshot of the database (VACUUM INTO, a single read
 *                        transaction, so writers carry on and the copy is self-consistent)
 *   files/<key>          every upload of the FileStore (DATA_DIR/files or the S3_URL bucket) …
 *   files/<key>.type     … and the Content-Type it is served with
 *
 * The database is copied first and the uploads after it: upload keys are never reused and a file is
 * stored before any row names it, so every picture the snapshot refers to is in the archive (a file
 * deleted in between — a burnt picture — is skipped). On PostgreSQL the database is backed up with
 * pg_dump, before this command; the archive then holds the uploads only.
 */
import { mkdtemp, rename, rm, stat } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { sql } from "kysely";
import type { Config } from "../config.js";
import type { Database } from "../db/database.js";
import type { FileStore } from "../images/file-store.js";
import { TarWriter } from "./tar.js";
import { uploadKeys } from "./upload-keys.js";
import { UsageError } from "./usage-error.js";

export const BACKUP_FORMAT = "chat-backup";

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: 1;
  createdAt: string;
  database: "sqlite" | "postgres";
}

export const BACKUP_USAGE = ["  npm run admin -- backup <file.tar>     (server may keep running; see docs/operations.md)", "  DATA_DIR=<empty folder> npm run admin -- restore <file.tar>"];

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

export interface BackupSummary {
  database: "sqlite" | "postgres";
  files: number;
  bytes: number;
}

/** Writes the archive to `target` (refusing an existing file); answers what it holds. */
export async function backup(target: string, database: Database, files: FileStore, config: Pick<Config, "dataDir" | "s3">, now = Date.now()): Promise<BackupSummary> {
  const file = resolve(target);
  if (await exists(file)) throw new UsageError(`${file} already exists; choose a new file name.`);
  if (!(await exists(dirname(file)))) throw new UsageError(`The folder ${dirname(file)} does not exist.`);
  // Written under a temporary name beside the target and renamed at the end: a file named like the
  // target is always a whole backup.
  const work = await mkdtemp(join(dirname(file), ".chat-backup-"));
  const partial = join(work, "backup.tar");
  const tar = await TarWriter.create(partial);
  try {
    const manifest: BackupManifest = { format: BACKUP_FORMAT, version: 1, createdAt: new Date(now).toISOString(), database: database.dialect };
    await tar.addBuffer("backup.json", Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`), now);
    if (database.dialect === "sqlite") {
      const snapshot = join(work, "chat.db");
      await sql`VACUUM INTO ${snapshot}`.execute(database.db);
      await tar.addFile("chat.db", snapshot, now);
      await rm(snapshot, { force: true });
    }
    let count = 0;
    let bytes = 0;
    for (const key of await uploadKeys(config)) {
      const stored = await files.get(key);
      if (!stored) continue;
      await tar.addBuffer(`files/${key}`, stored.data, now);
      await tar.addBuffer(`files/${key}.type`, Buffer.from(stored.contentType), now);
      count++;
      bytes += stored.data.length;
    }
    await tar.finish();
    await rename(partial, file);
    return { database: database.dialect, files: count, bytes };
  } catch (error) {
    await tar.abort().catch(() => undefined);
    throw error;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** The CLI command: `backup <file>`. */
export async function runBackup(args: readonly string[], database: Database, files: FileStore, config: Pick<Config, "dataDir" | "s3">, now = Date.now()): Promise<string> {
  const [target] = args;
  if (!target || args.length !== 1) throw new UsageError("Usage: npm run admin -- backup <file.tar>");
  const summary = await backup(target, database, files, config, now);
  const counted = `${summary.files} uploaded files (${summary.bytes} bytes)`;
  if (summary.database === "sqlite") return `Backup written to ${resolve(target)}: the SQLite database and ${counted}.`;
  return `Backup written to ${resolve(target)}: ${counted}. The database is not in it: back PostgreSQL up with pg_dump (docs/operations.md).`;
}
