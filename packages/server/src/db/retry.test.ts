/**
 * Real deadlocks and serialisation failures on PostgreSQL (TEST_DATABASE_URL): two transactions that
 * take two rows in opposite order, and serializable write skew. PostgreSQL aborts one side; the
 * transaction helper runs it again and both succeed.
 */
import { sql } from "kysely";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase } from "./test-helpers.js";
import type { TestDatabase } from "./test-helpers.js";
import { DEFAULT_RETRY, isRetryableTransactionError, retryTransactions } from "./retry.js";
import { missing } from "../testing/services.js";

/** Resolves for everyone once `count` parties have arrived. */
function barrier(count: number): () => Promise<void> {
  let arrived = 0;
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return () => {
    if (++arrived === count) open();
    return opened;
  };
}

describe.skipIf(missing(import.meta, "postgres"))("transaction retries on PostgreSQL", () => {
  let database: TestDatabase;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a scratch table outside the schema types
  let db: Kysely<any>;
  const retried: unknown[] = [];
  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    db = database.db;
    await sql`create table scratch_pair (id integer primary key, n integer not null)`.execute(db);
  });
  afterAll(() => database.dispose());
  beforeEach(async () => {
    await sql`delete from scratch_pair`.execute(db);
    await sql`insert into scratch_pair (id, n) values (1, 0), (2, 0)`.execute(db);
    retried.length = 0;
  });

  it("runs the victim of a real deadlock again, and both transactions commit", async () => {
    const bothHoldOne = barrier(2);
    const runs = { a: 0, b: 0 };
    const bump = (name: "a" | "b", first: number, second: number) =>
      db.transaction().execute(async (trx) => {
        runs[name]++;
        await sql`update scratch_pair set n = n + 1 where id = ${first}`.execute(trx);
        // The first time, wait until the other holds its first row: then each waits for the other.
        if (runs[name] === 1) await bothHoldOne();
        await sql`update scratch_pair set n = n + 1 where id = ${second}`.execute(trx);
      });
    await Promise.all([bump("a", 1, 2), bump("b", 2, 1)]);
    const rows = await sql<{ id: number; n: number }>`select id, n from scratch_pair order by id`.execute(db);
    expect(rows.rows).toEqual([
      { id: 1, n: 2 },
      { id: 2, n: 2 },
    ]);
    // Exactly one side was chosen as the deadlock victim and ran twice.
    expect(runs.a + runs.b).toBe(3);
  });

  it("reports what it retried: the deadlock's SQLSTATE 40P01", async () => {
    // The same wiring as openDatabase, on this connection pool, with an observer.
    const observed = retryTransactions(db.withoutPlugins(), DEFAULT_RETRY, (error) => retried.push((error as { code?: string }).code));
    const bothHoldOne = barrier(2);
    const runs = [0, 0];
    const bump = (i: 0 | 1, first: number, second: number) =>
      observed.transaction().execute(async (trx) => {
        runs[i]!++;
        await sql`update scratch_pair set n = n + 1 where id = ${first}`.execute(trx);
        if (runs[i] === 1) await bothHoldOne();
        await sql`update scratch_pair set n = n + 1 where id = ${second}`.execute(trx);
      });
    await Promise.all([bump(0, 1, 2), bump(1, 2, 1)]);
    expect(retried).toEqual(["40P01"]);
  });

  it("runs a serializable transaction again after a serialisation failure (40001)", async () => {
    const bothRead = barrier(2);
    const runs = [0, 0];
    // Write skew: each inserts a row only when the total it read is below 10; serial order allows both.
    const add = (i: 0 | 1, id: number) =>
      db
        .transaction()
        .setIsolationLevel("serializable")
        .execute(async (trx) => {
          runs[i]!++;
          const sum = await sql<{ total: number }>`select coalesce(sum(n), 0)::int as total from scratch_pair`.execute(trx);
          if (runs[i] === 1) await bothRead();
          if (Number(sum.rows[0]?.total) < 10) await sql`insert into scratch_pair (id, n) values (${id}, 1)`.execute(trx);
        });
    await Promise.all([add(0, 3), add(1, 4)]);
    const ids = await sql<{ id: number }>`select id from scratch_pair order by id`.execute(db);
    expect(ids.rows.map((r) => r.id)).toEqual([1, 2, 3, 4]);
    expect(runs[0]! + runs[1]!).toBe(3);
  });

  it("gives up after a bounded number of runs, and never reruns other errors", async () => {
    let runs = 0;
    const failing = db.transaction().execute(async (trx) => {
      runs++;
      await sql`do $$ begin raise exception 'always' using errcode = '40001'; end $$`.execute(trx);
    });
    await expect(failing).rejects.toSatisfy(isRetryableTransactionError);
    expect(runs).toBe(DEFAULT_RETRY.attempts);
    runs = 0;
    const unique = db.transaction().execute(async (trx) => {
      runs++;
      await sql`insert into scratch_pair (id, n) values (1, 0)`.execute(trx);
    });
    await expect(unique).rejects.toMatchObject({ code: "23505" });
    expect(runs).toBe(1);
  });
});
