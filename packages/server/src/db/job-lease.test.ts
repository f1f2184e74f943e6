import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabases } from "./test-helpers.js";
import type { TestDatabase } from "./test-helpers.js";
import { runLeased, takeLease } from "./job-lease.js";

describe.each(testDatabases)("job leases on %s", (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(() => database.dispose());

  it("gives a job to one of many processes asking at once, and to another once it expires", async () => {
    const now = 1_000_000;
    const holders = Array.from({ length: 6 }, (_, i) => `process-${i}`);
    const got = await Promise.all(holders.map((h) => takeLease(database, "sweep", h, now, 60_000)));
    expect(got.filter(Boolean)).toHaveLength(1);
    const winner = holders[got.indexOf(true)];
    // Within the lease nobody else, not even the holder, starts the job again.
    for (const h of holders) expect(await takeLease(database, "sweep", h, now + 59_999, 60_000)).toBe(false);
    const later = holders.find((h) => h !== winner) ?? "";
    expect(await takeLease(database, "sweep", later, now + 60_000, 60_000)).toBe(true);
    // Another job has its own lease.
    expect(await takeLease(database, "reconcile", winner ?? "", now, 60_000)).toBe(true);
  });

  it("runs a job once however many processes fire together, while a run is still going", async () => {
    let running = 0;
    let runs = 0;
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const job = async () => {
      runs++;
      running++;
      await finished;
      running--;
    };
    const now = 5_000_000;
    const started = ["a", "b", "c"].map((h) => runLeased(database, "long", now, 60_000, job, h));
    await expect.poll(() => running).toBe(1);
    expect(await runLeased(database, "long", now + 1_000, 60_000, job, "d")).toBe(false);
    finish();
    expect((await Promise.all(started)).filter(Boolean)).toHaveLength(1);
    expect(runs).toBe(1);
  });
});
