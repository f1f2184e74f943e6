/** A member's active days: the day of a login, and each later day one of their sessions is used. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../db/test-helpers.js";
import { addUser } from "../../testing/social.js";
import { createTestApp } from "../../testing/test-app.js";
import type { TestApp } from "../../testing/test-app.js";
import { epochDay } from "./active-days.js";

const HOUR = 3_600_000;

describe.each(testDatabases)("active days (%s)", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  const daysOf = async (userId: number) =>
    (await t.database.db.selectFrom("user_active_days").select("day").where("user_id", "=", userId).orderBy("day").execute()).map((r) => r.day);

  it("counts the day of a login once, however many requests follow that day", async () => {
    const user = await addUser(t, "active");
    const today = epochDay(t.clock.now());
    expect(await daysOf(user.id)).toEqual([today]);
    for (let i = 0; i < 3; i++) {
      t.clock.advance(HOUR);
      expect((await t.get("/api/message/unread-message", { token: user.token })).status).toBe(200);
    }
    expect(await daysOf(user.id)).toEqual([today]);
  });

  it("counts the next day at the session's first use after midnight, even minutes after the last", async () => {
    const user = await addUser(t, "night");
    const now = t.clock.now();
    const midnight = (epochDay(now) + 1) * 86_400_000;
    t.clock.advance(midnight - now - 60_000);
    expect((await t.get("/api/message/unread-message", { token: user.token })).status).toBe(200);
    t.clock.advance(2 * 60_000);
    expect((await t.get("/api/message/unread-message", { token: user.token })).status).toBe(200);
    expect(await daysOf(user.id)).toEqual([epochDay(now), epochDay(now) + 1]);
    // A day without a request leaves no row.
    t.clock.advance(48 * HOUR);
    expect((await t.get("/api/message/unread-message", { token: user.token })).status).toBe(200);
    expect(await daysOf(user.id)).toEqual([epochDay(now), epochDay(now) + 1, epochDay(now) + 3]);
  });
});
