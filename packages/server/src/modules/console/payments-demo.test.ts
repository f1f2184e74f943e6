import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../app.js";
import { createTestDatabase, testDatabases } from "../../db/test-helpers.js";
import { seedDemo } from "../../demo/seed.js";
import { localFileStore } from "../../images/index.js";
import { announcementTexts } from "../notifications/index.js";
import { reconcile } from "./payments-queries.js";

describe.each(testDatabases)("the console's demo data on %s", (dialect) => {
  it("has announcements in several languages and one reconciliation difference", async () => {
    const database = await createTestDatabase(dialect);
    try {
      await seedDemo(database, { ...loadConfig({}, []), passwordHashLogN: 10 }, localFileStore(join(database.dataDir, "files")), 1_800_000_000_000);
      const announcements = await database.db.selectFrom("announcements").selectAll().orderBy("id").execute();
      expect(announcements.map((a) => Object.keys(announcementTexts(a)).sort())).toEqual([
        ["de", "en", "es", "zh-CN"],
        ["ar", "en", "es"],
      ]);
      const report = await reconcile(database.db, 1_800_000_000_000);
      expect(report.differences).toMatchObject([{ kind: "credit-missing", provider: "paypal", credited: 0, expected: { coins: 10 } }]);
      // Every other demo payment (the one of the payments demo, the stats history's recharges) adds up.
      const test = report.totals.find((row) => row.provider === "test");
      expect(test?.completed).toBeGreaterThan(0);
      expect(test?.credited).toBe(test?.coins);
    } finally {
      await database.dispose();
    }
  }, 60_000);
});
