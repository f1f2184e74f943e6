/** The refusals of backup and restore, in process on a SQLite database (the round trip is backup.test.ts). */
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../db/test-helpers.js";
import type { TestDatabase } from "../db/test-helpers.js";
import { localFileStore, newFileKey } from "../images/file-store.js";
import { runBackup } from "./backup.js";
import { runRestore } from "./restore.js";
import { TarWriter } from "./tar.js";

describe("backup and restore refusals", () => {
  const root = mkdtempSync(join(tmpdir(), "chat-restore-"));
  let database: TestDatabase;
  const archive = join(root, "b.tar");
  const key = newFileKey("png");
  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    await database.db.insertInto("users").values({ email: "r@example.com", nickname: "R", password_hash: "x", created_at: 1 }).execute();
    const files = localFileStore(join(database.dataDir, "files"));
    await files.put(key, Buffer.from("picture"), "image/png");
    expect(await runBackup([archive], database, files, { dataDir: database.dataDir, s3: undefined })).toMatch(/the SQLite database and 1 uploaded files \(7 bytes\)/);
  });
  afterAll(async () => {
    await database.dispose();
    rmSync(root, { recursive: true, force: true });
  });

  const target = (name: string): { dataDir: string; s3: undefined; databaseUrl: string | undefined } => ({ dataDir: join(root, name), s3: undefined, databaseUrl: undefined });
  const restoreInto = (name: string, file = archive, config: { databaseUrl?: string } = {}) => runRestore([file], { ...target(name), ...config }, localFileStore(join(root, name, "files")));

  it("asks for exactly one file name and a folder that exists", async () => {
    const files = localFileStore(join(database.dataDir, "files"));
    const config = { dataDir: database.dataDir, s3: undefined };
    await expect(runBackup([], database, files, config)).rejects.toThrow(/Usage/);
    await expect(runBackup([archive], database, files, config)).rejects.toThrow(/already exists/);
    await expect(runBackup([join(root, "missing", "b.tar")], database, files, config)).rejects.toThrow(/does not exist/);
    await expect(runRestore([], target("x"), files)).rejects.toThrow(/Usage/);
  });

  it("restores into an empty existing folder, and refuses a folder with anything in it", async () => {
    mkdirSync(join(root, "empty"));
    expect(await restoreInto("empty")).toMatch(/1 uploaded files/);
    expect(readFileSync(join(root, "empty", "files", key), "utf8")).toBe("picture");
    mkdirSync(join(root, "used"));
    writeFileSync(join(root, "used", "notes.txt"), "mine");
    await expect(restoreInto("used")).rejects.toThrow(/not empty/);
    expect(readFileSync(join(root, "used", "notes.txt"), "utf8")).toBe("mine");
  });

  it("refuses files that are not backups, and a SQLite backup for PostgreSQL", async () => {
    const junk = join(root, "junk.tar");
    writeFileSync(junk, "not a tar at all".repeat(100));
    await expect(restoreInto("r1", junk)).rejects.toThrow(/Cannot read/);
    const other = join(root, "other.tar");
    const tar = await TarWriter.create(other);
    await tar.addBuffer("backup.json", Buffer.from('{"format":"something-else"}'));
    await tar.finish();
    await expect(restoreInto("r2", other)).rejects.toThrow(/not a backup/);
    await expect(restoreInto("r3", archive, { databaseUrl: "postgres://x@127.0.0.1:1/db" })).rejects.toThrow(/without DATABASE_URL/);
    const damaged = join(root, "damaged.tar");
    const broken = await TarWriter.create(damaged);
    await broken.addBuffer("backup.json", Buffer.from('{"format":"chat-backup","version":1,"createdAt":"","database":"sqlite"}'));
    await broken.addBuffer("chat.db", Buffer.alloc(8192, 3));
    await broken.finish();
    await expect(restoreInto("r4", damaged)).rejects.toThrow(/damaged/);
    expect(readdirSync(join(root, "r4"))).toEqual([]);
  });
});
