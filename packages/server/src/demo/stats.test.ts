/**
 * The demo's history as the console shows it: every day of the six weeks has the plan's numbers, on
 * SQLite and PostgreSQL, and nobody of the history can be found or logged in as.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { utcDayOf } from "@chat/protocol";
import { createTestDatabase, testDatabases } from "../db/test-helpers.js";
import type { TestDatabase } from "../db/test-helpers.js";
import { HISTORY_DAYS, NO_NUMBERS, demoPlan, demoPlanNumbers } from "./stats-plan.js";
import { seedDemoStats } from "./stats.js";
import { loadStats } from "../modules/console/stats-queries.js";

const NOW = Date.parse("2026-11-24T10:30:00Z");
const DAY_MS = 86_400_000;

describe.each(testDatabases)("demo history (%s)", (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await seedDemoStats(database, NOW);
  });
  afterAll(async () => {
    await database.dispose();
  });

  it("gives each of the last six weeks the plan's numbers", async () => {
    const stats = await loadStats(database.db, utcDayOf(NOW - HISTORY_DAYS * DAY_MS), utcDayOf(NOW));
    const expected = demoPlanNumbers();
    expect(stats.days).toHaveLength(HISTORY_DAYS + 1);
    for (const [i, day] of stats.days.entries()) {
      const offset = HISTORY_DAYS - i;
      const numbers = expected.get(offset) ?? NO_NUMBERS;
      expect(day, day.day).toEqual({ day: day.day, ...numbers });
    }
    const plan = demoPlan();
    // Customer service had work on most days, answered mostly within minutes.
    expect(stats.days.reduce((n, d) => n + d.supportOpened, 0)).toBe(plan.support.length);
    expect(stats.days.filter((d) => d.supportFirstResponseMedianMs !== null).length).toBeGreaterThan(HISTORY_DAYS / 2);
    const given = stats.topGifts.byCount.reduce((n, g) => n + g.count, 0);
    expect(given).toBe(plan.gifts.reduce((n, g) => n + g.amount, 0));
  });

  it("leaves the history's members closed and their balances as their ledger says", async () => {
    const open = await database.db.selectFrom("users").select("id").where("deleted_at", "is", null).execute();
    expect(open).toEqual([]);
    const users = await database.db.selectFrom("users").select(["id", "gold_coin"]).execute();
    const sums = await database.db.selectFrom("ledger_entries").select((eb) => ["user_id", eb.fn.sum<number>("delta").as("sum")]).where("asset", "=", "gold_coin").groupBy("user_id").execute();
    const sumOf = new Map(sums.map((s) => [s.user_id, Number(s.sum)]));
    for (const u of users) expect(Number(u.gold_coin)).toBe(sumOf.get(u.id) ?? 0);
  });
});
