/**
 * `DATA_DIR=<new folder> npm run admin -- restore <file.tar>`: puts a backup (backup.ts) into a fresh
 * data folder, with the server stopped. It refuses a DATA_DIR that holds anything (and, with S3_URL, a
 * bucket that already holds uploads): a restore never overwrites data. The SQLite database is checked
 * (`PRAGMA integrity_check`) before the command reports success; the server migrates it on start.
 * A PostgreSQL backup's database is restored with pg_restore (docs/operations.md); this command
 * then puts the uploads back.
 */
import { mkdir, readdir, rename, rm } from "node:fs/promises";
import { join, resolve } from "node:path";
import SQLite from "better-sqlite3";
import type { Config } from "../config.js";
import { isPostgresUrl, sqliteFileOf } from "../db/database.js";
import { isFileKey } from "../images/file-store.js";
import type { FileStore } from "../images/file-store.js";
import { BACKUP_FORMAT } from "./backup.js";
import type { BackupManifest } from "./backup.js";
import { TarReader } from "./tar.js";
import { uploadKeys } from "./upload-keys.js";
import { UsageError } from "./usage-error.js";

type RestoreConfig = Pick<Config, "dataDir" | "s3" | "databaseUrl">;

async function isEmptyFolder(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return true;
    throw error;
  }
}

async function manifestOf(tar: TarReader, archive: string): Promise<BackupManifest> {
  const entry = tar.entry("backup.json");
  const manifest = entry ? (JSON.parse((await tar.read(entry)).toString("utf8")) as Partial<BackupManifest>) : undefined;
  if (manifest?.format !== BACKUP_FORMAT || manifest.version !== 1) throw new UsageError(`${archive} is not a backup made by npm run admin -- backup.`);
  return manifest as BackupManifest;
}

export interface RestoreSummary {
  database: "sqlite" | "postgres";
  files: number;
}

/** Restores `archive` into the configuration's (empty) DATA_DIR and FileStore. */
export async function restore(archive: string, config: RestoreConfig, files: FileStore): Promise<RestoreSummary> {
  const file = resolve(archive);
  const tar = await TarReader.open(file).catch((error: unknown) => {
    throw new UsageError(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
  });
  try {
    const manifest = await manifestOf(tar, file);
    const postgres = isPostgresUrl(config.databaseUrl);
    if (manifest.database === "sqlite" && postgres) throw new UsageError("This backup holds a SQLite database: restore it without DATABASE_URL.");
    if (manifest.database === "postgres" && !postgres) throw new UsageError("This backup comes from PostgreSQL: restore the database with pg_restore first and set DATABASE_URL to it (docs/operations.md).");
    if (!(await isEmptyFolder(config.dataDir))) throw new UsageError(`DATA_DIR ${config.dataDir} is not empty; restore into a new, empty folder.`);
    if (config.s3 && (await uploadKeys(config)).length > 0) throw new UsageError(`The bucket ${config.s3.bucket} already holds uploads; restore into an empty bucket.`);
    await mkdir(config.dataDir, { recursive: true });

    if (manifest.database === "sqlite") {
      const entry = tar.entry("chat.db");
      if (!entry) throw new UsageError(`${file} has no chat.db; it is incomplete.`);
      const target = sqliteFileOf(config.dataDir);
      const partial = `${target}.restoring`;
      await tar.copyTo(entry, partial);
      let verdict: unknown;
      try {
        const check = new SQLite(partial, { readonly: true });
        try {
          verdict = check.pragma("integrity_check", { simple: true });
        } finally {
          check.close();
        }
      } catch (error) {
        verdict = error instanceof Error ? error.message : error;
      }
      if (verdict !== "ok") {
        await rm(partial, { force: true });
        throw new Error(`the database in ${file} is damaged: ${String(verdict)}`);
      }
      await rename(partial, target);
    }

    let count = 0;
    for (const entry of tar.entries) {
      const key = entry.name.startsWith("files/") ? entry.name.slice("files/".length) : "";
      if (!isFileKey(key)) continue;
      const type = tar.entry(`files/${key}.type`);
      const contentType = type ? (await tar.read(type)).toString("utf8") : "application/octet-stream";
      await files.put(key, await tar.read(entry), contentType);
      count++;
    }
    return { database: manifest.database, files: count };
  } finally {
    await tar.close();
  }
}

/** The CLI command: `restore <file>`. Runs before the CLI opens (and would create) the database. */
export async function runRestore(args: readonly string[], config: RestoreConfig, files: FileStore): Promise<string> {
  const [archive] = args;
  if (!archive || args.length !== 1) throw new UsageError("Usage: DATA_DIR=<empty folder> npm run admin -- restore <file.tar>");
  const summary = await restore(archive, config, files);
  const where = config.s3 ? `the bucket ${config.s3.bucket}` : join(config.dataDir, "files");
  const database = summary.database === "sqlite" ? `the SQLite database into ${sqliteFileOf(config.dataDir)} and ` : "";
  return `Restored ${database}${summary.files} uploaded files into ${where}. Start the server on this DATA_DIR.`;
}
