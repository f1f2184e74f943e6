import type { EncounterMatchPage, EncounterPage, MatchingReply } from "@chat/protocol";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabases } from "../../db/test-helpers.js";
import type { TestDatabase } from "../../db/test-helpers.js";
import { DEMO_SVIP } from "../../demo/encounter.js";
import { seedDemo } from "../../demo/seed.js";
import { localFileStore } from "../../images/file-store.js";
import { createTestApp } from "../../testing/test-app.js";
import type { TestApp } from "../../testing/test-app.js";

describe.each(testDatabases)("the Encounter demo on %s", (dialect) => {
  let database: TestDatabase;
  let t: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    t = await createTestApp(dialect, { database });
    await seedDemo(database, t.config, localFileStore(join(database.dataDir, "files")), t.clock.now());
  });
  afterAll(async () => {
    await t.close();
    await database.dispose();
  });

  it("gives Sofia, an SVIP login, a full card stack with avatars, her attempts and a past match", async () => {
    const token = await t.login(DEMO_SVIP.email, DEMO_SVIP.password);
    const stack = (await t.get<EncounterPage>("/api/bump/list?pageSize=50", { token })).body.data;
    expect(stack.records.length).toBeGreaterThanOrEqual(10);
    expect(stack.records.every((c) => c.avatar.startsWith("/files/") && c.avatarThumb.startsWith("/files/"))).toBe(true);
    expect(stack.records.map((c) => c.nickname)).not.toContain("Customer Service");
    // The people to meet have album photos to swipe through on their cards.
    const lucia = stack.records.find((c) => c.nickname === "Lucía");
    expect(lucia?.photos).toHaveLength(3);
    expect(lucia?.photos?.every((p) => p.startsWith("/files/"))).toBe(true);
    const status = (await t.post<MatchingReply>("/api/bump/matching", { action: "status" }, { token })).body.data;
    expect(status).toMatchObject({ allowed: true, attemptsLeft: 20, dailyAttempts: 20, state: "idle" });
    const past = (await t.get<EncounterMatchPage>("/api/bump/list2", { token })).body.data;
    expect(past.records.map((m) => m.card.nickname)).toEqual(["Lucía"]);
  });
});
