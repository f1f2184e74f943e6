import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterEach, describe, expect, it, vi } from "vitest";
import { startCheckpointer } from "./checkpointer.js";
import { openDatabase, sqliteFileOf } from "./database.js";

describe("SQLite checkpoints on their own thread", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("copies committed pages into the database file while the app's connection never checkpoints, and leaves no WAL after close", async () => {
    const dir = mkdtempSync(join(tmpdir(), "chat-checkpoint-"));
    dirs.push(dir);
    const file = sqliteFileOf(dir);
    const database = openDatabase({ sqliteFile: file });
    const { rows } = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(database.db);
    expect(rows[0]?.wal_autocheckpoint).toBe(0);

    await sql`create table filler (id integer primary key, body text not null)`.execute(database.db);
    const before = statSync(file).size;
    for (let batch = 0; batch < 20; batch++) {
      await database.db.transaction().execute(async (trx) => {
        for (let i = 0; i < 100; i++) await sql`insert into filler (body) values (${"x".repeat(1000)})`.execute(trx);
      });
    }
    // About 2 MB committed: the WAL holds it until the checkpoint thread copies it into the file.
    await vi.waitFor(() => expect(statSync(file).size).toBeGreaterThan(before + 1_500_000), { timeout: 10_000, interval: 50 });

    await database.close();
    expect(existsSync(`${file}-wal`)).toBe(false);
    const again = openDatabase({ sqliteFile: file });
    const count = await sql<{ n: number }>`select count(*) as n from filler`.execute(again.db);
    expect(count.rows[0]?.n).toBe(2000);
    await again.close();
  });

  it("tells the app when the thread fails, so its connection can checkpoint again", async () => {
    const dir = mkdtempSync(join(tmpdir(), "chat-checkpoint-"));
    dirs.push(dir);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const onFailure = vi.fn();
    // No database there: the thread's connection cannot open.
    const checkpointer = startCheckpointer(join(dir, "missing.db"), { onFailure });
    await vi.waitFor(() => expect(onFailure).toHaveBeenCalledTimes(1), { timeout: 10_000, interval: 20 });
    await checkpointer.stop();
    expect(onFailure).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it("no write fails while checkpoints restart the WAL under it: concurrent transactions that read, then write, and plain writes", async () => {
    const dir = mkdtempSync(join(tmpdir(), "chat-checkpoint-"));
    dirs.push(dir);
    // A RESTART once the WAL passes 32 pages (128 KB), checked every 2 ms: many restarts in a short run.
    const database = openDatabase({ sqliteFile: sqliteFileOf(dir), checkpoint: { restartPages: 32, everyMs: 2 } });
    const db = database.db;
    await sql`create table load (id integer primary key, worker integer not null, body blob not null)`.execute(db);
    const body = Buffer.alloc(4000, 7);
    const failures: string[] = [];
    const writer = async (worker: number) => {
      for (let i = 0; i < 150; i++) {
        try {
          if (i % 3 === 0) await sql`insert into load (worker, body) values (${worker}, ${body})`.execute(db);
          else
            await db.transaction().execute(async (trx) => {
              // Read first, then write: the shape of a hand-over, a friend request or a send.
              await sql`select count(*) from load where worker = ${worker}`.execute(trx);
              await new Promise((resolve) => setImmediate(resolve));
              await sql`insert into load (worker, body) values (${worker}, ${body})`.execute(trx);
            });
        } catch (error) {
          failures.push(String((error as { code?: unknown }).code ?? error));
        }
      }
    };
    await Promise.all(Array.from({ length: 16 }, (_, worker) => writer(worker)));
    expect(failures).toEqual([]);
    const { rows } = await sql<{ n: number }>`select count(*) as n from load`.execute(db);
    expect(rows[0]?.n).toBe(16 * 150);
    await database.close();
  }, 120_000);
});
