/**
 * The PostgreSQL path of docs/operations.md, as written there: pg_dump of the database, `backup` for
 * the uploads (an s3rver bucket), then the data lost (the schema dropped), pg_restore, and `restore`
 * of the uploads into an empty bucket. Runs when TEST_DATABASE_URL is set and pg_dump / pg_restore
 * are installed. It restores into the same database rather than a new one: DROP DATABASE forces a
 * checkpoint, which takes tens of seconds while the other suites write.
 */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { adminQuery } from "../db/test-helpers.js";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/database.js";
import type { Database } from "../db/database.js";
import { migrate } from "../db/migrations.js";
import { newFileKey } from "../images/file-store.js";
import type { FileStore } from "../images/file-store.js";
import { s3FileStore } from "../storage/s3-file-store.js";
import { startTestS3 } from "../storage/test-s3.js";
import type { TestS3 } from "../storage/test-s3.js";
import { backup } from "./backup.js";
import { runAdmin } from "./commands.js";
import { restore } from "./restore.js";
import { missing } from "../testing/services.js";

const pgUrl = process.env.TEST_DATABASE_URL;
const tool = (name: string) => ["/usr/bin", "/usr/local/bin"].map((dir) => join(dir, name)).find((p) => existsSync(p));
const PG_DUMP = tool("pg_dump");
const PG_RESTORE = tool("pg_restore");

describe.skipIf(missing(import.meta, "postgres", "pg_dump"))("backup and restore on PostgreSQL with uploads in S3", () => {
  const url = pgUrl ?? "";
  const suffix = randomBytes(4).toString("hex");
  const schema = `backup_${suffix}`;
  const root = mkdtempSync(join(tmpdir(), "chat-backup-pg-"));
  const opened: Database[] = [];
  const s3s: TestS3[] = [];
  const stores: FileStore[] = [];
  afterAll(async () => {
    for (const d of opened) await d.close();
    for (const s of stores) s.close?.();
    for (const s of s3s) await s.close();
    await adminQuery(url, `drop schema if exists "${schema}" cascade`);
    rmSync(root, { recursive: true, force: true });
  });

  it("pg_dump + backup, then pg_restore + restore, give back the accounts, coins and pictures", async (ctx) => {
    // pg_dump refuses a server newer than itself: nothing to test then.
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const serverMajor = Math.floor(Number((await client.query<{ v: string }>("select current_setting('server_version_num') as v")).rows[0]?.v) / 10000);
    await client.end();
    const dumpMajor = Number(/(\d+)\./.exec(execFileSync(PG_DUMP!, ["--version"], { encoding: "utf8" }))?.[1]);
    if (!(dumpMajor >= serverMajor)) ctx.skip();
    await adminQuery(url, `create schema "${schema}"`);
    const source = openDatabase({ url, pgSchema: schema });
    opened.push(source);
    await migrate(source);
    const from = await startTestS3();
    s3s.push(from);
    const fromStore = s3FileStore(from.settings);
    stores.push(fromStore);

    await source.db.insertInto("users").values({ email: "pg-backup@example.com", nickname: "PG", password_hash: "x", created_at: 1 }).execute();
    await runAdmin(["coins", "pg-backup@example.com", "+70", "--reason", "backup test"], source);
    await runAdmin(["coins", "pg-backup@example.com", "-20", "--reason", "backup test"], source);
    const key = newFileKey("png");
    const bytes = randomBytes(3000);
    await fromStore.put(key, bytes, "image/png");

    // The order of docs/operations.md: the dump first, then the uploads.
    const dump = join(root, "chat.dump");
    execFileSync(PG_DUMP!, ["--format=custom", `--schema=${schema}`, `--file=${dump}`, url]);
    const archive = join(root, "uploads.tar");
    expect(await backup(archive, source, fromStore, { dataDir: join(root, "source"), s3: from.settings })).toEqual({ database: "postgres", files: 1, bytes: 3000 });

    // The data is lost: nothing of the schema is left when pg_restore runs.
    opened.splice(opened.indexOf(source), 1);
    await source.close();
    await adminQuery(url, `drop schema "${schema}" cascade`);
    execFileSync(PG_RESTORE!, ["--no-owner", `--dbname=${url}`, dump]);
    const to = await startTestS3();
    s3s.push(to);
    const toStore = s3FileStore(to.settings);
    stores.push(toStore);
    const target = { dataDir: join(root, "target"), s3: to.settings, databaseUrl: url };
    await expect(restore(archive, { ...target, databaseUrl: undefined }, toStore)).rejects.toThrow(/pg_restore first/);
    expect(await restore(archive, target, toStore)).toEqual({ database: "postgres", files: 1 });
    await expect(restore(archive, { ...target, dataDir: join(root, "target2") }, toStore)).rejects.toThrow(/already holds uploads/);

    const restored = openDatabase({ url, pgSchema: schema });
    opened.push(restored);
    await migrate(restored);
    const user = await restored.db.selectFrom("users").select(["id", "gold_coin"]).where("email", "=", "pg-backup@example.com").executeTakeFirstOrThrow();
    expect(Number(user.gold_coin)).toBe(50);
    const entries = await restored.db.selectFrom("ledger_entries").select("delta").where("user_id", "=", user.id).orderBy("id").execute();
    expect(entries.map((e) => Number(e.delta))).toEqual([70, -20]);
    const file = await toStore.get(key);
    expect(file?.contentType).toBe("image/png");
    expect(file?.data.equals(bytes)).toBe(true);
  }, 120_000);
});
