import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GroupCommit } from "./group-commit.js";
import { createTestDatabase, testDatabases } from "./test-helpers.js";
import type { TestDatabase } from "./test-helpers.js";

describe.each(testDatabases)("group commit on %s", (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await sql`create table gc_rows (k text primary key, n integer not null)`.execute(database.db);
  });
  afterAll(() => database.dispose());

  const insert = (k: string, n: number) => sql`insert into gc_rows (k, n) values (${k}, ${n})`;
  const rows = async () => (await sql<{ k: string; n: number }>`select k, n from gc_rows order by k`.execute(database.db)).rows.map((r) => ({ k: r.k, n: Number(r.n) }));

  it("commits writes asked for together; one that fails rolls back alone and gets its own error", async () => {
    const writer = new GroupCommit(database, { group: true });
    const transactions = new Set<string>();
    const results = await Promise.allSettled(
      ["a", "b", "a", "c"].map((k, i) =>
        writer.run(async (trx) => {
          if (dialect === "postgres") transactions.add(String((await sql<{ id: string }>`select txid_current() as id`.execute(trx)).rows[0]?.id));
          await insert(k, i).execute(trx);
          await sql`update gc_rows set n = n + 10 where k = ${k}`.execute(trx);
          return k;
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled", "rejected", "fulfilled"]);
    // The failed write's own update was undone with it; the others are whole.
    expect(await rows()).toEqual([
      { k: "a", n: 10 },
      { k: "b", n: 11 },
      { k: "c", n: 13 },
    ]);
    // One transaction for all four (PostgreSQL tells its id; SQLite has one connection).
    if (dialect === "postgres") expect(transactions.size).toBe(1);
  });

  // Only PostgreSQL tells a transaction's id; SQLite groups by default (the tests above).
  it.runIf(dialect === "postgres")("groups nothing on PostgreSQL unless asked (the pool's transactions run in parallel)", async () => {
    const writer = new GroupCommit(database);
    const ids = await Promise.all([1, 2].map(() => writer.run(async (trx) => String((await sql<{ id: string }>`select txid_current() as id`.execute(trx)).rows[0]?.id))));
    expect(new Set(ids).size).toBe(2);
  });

  it("runs a lone write at once and keeps the order of one key's writes", async () => {
    const writer = new GroupCommit(database, { group: true });
    expect(await writer.run(async (trx) => (await insert("lone", 1).execute(trx), "done"))).toBe("done");
    const order: number[] = [];
    await Promise.all(Array.from({ length: 20 }, (_, i) => writer.run(async (trx) => (await insert(`o${String(i).padStart(2, "0")}`, i).execute(trx), order.push(i)))));
    expect(order).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect((await rows()).filter((r) => r.k.startsWith("o"))).toHaveLength(20);
  });

  it("runs a batch whose transaction was lost (a deadlock) again, then each write alone", async () => {
    const writer = new GroupCommit(database, { group: true });
    let runs = 0;
    const deadlock = () => Object.assign(new Error("deadlock detected"), { code: "40P01" });
    const lost = await Promise.allSettled([
      writer.run(async (trx) => {
        runs++;
        await insert("z1", 1).execute(trx);
        throw deadlock();
      }),
      writer.run(async (trx) => void (await insert("z2", 2).execute(trx))),
    ]);
    // Only the write that keeps failing fails; the other one commits on its own.
    expect(lost.map((r) => r.status)).toEqual(["rejected", "fulfilled"]);
    // Transactions are run again on a deadlock or a busy database (retry.ts: 5 runs), the batch's and
    // then the write's own, on both databases.
    expect(runs).toBe(10);
    expect((await rows()).filter((r) => r.k.startsWith("z"))).toEqual([{ k: "z2", n: 2 }]);
    expect(await writer.run(async (trx) => (await insert("z3", 3).execute(trx), "usable"))).toBe("usable");
  });
});
