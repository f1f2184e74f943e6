/**
 * `GET /api/admin/stats` over HTTP: both operator roles read the numbers; members and anonymous
 * callers are refused; a period that is not two real dates, runs backwards or is longer than 366
 * days is a 400 with its reason in the caller's language.
 */
import type { ConsoleStats } from "@chat/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../db/test-helpers.js";
import { asOperator, createOperator, loginOperator } from "../../testing/console.js";
import { addUser, makeFriends } from "../../testing/social.js";
import type { TestUser } from "../../testing/social.js";
import { createTestApp } from "../../testing/test-app.js";
import type { TestApp } from "../../testing/test-app.js";

describe.each(testDatabases)("the console's numbers over HTTP on %s", (dialect) => {
  let t: TestApp;
  let support: string;
  let admin: string;
  let member: TestUser;
  // The test clock's day (2025-01-15).
  const today = "2025-01-15";

  beforeAll(async () => {
    t = await createTestApp(dialect);
    support = await loginOperator(t, await createOperator(t, { role: "support" }));
    admin = await loginOperator(t, await createOperator(t, { role: "admin" }));
    member = await addUser(t, "member");
    const friend = await addUser(t, "friend");
    await makeFriends(t, member, friend);
    for (const content of ["one", "two"]) {
      const sent = await t.post("/api/message/send", { toUserId: friend.id, messageType: "txt", content, clientMsgId: `stats-${content}` }, { token: member.token });
      expect(sent.status).toBe(200);
    }
  });
  afterAll(() => t.close());

  const stats = (query: string, options: Parameters<TestApp["get"]>[1] = {}) => t.get<ConsoleStats>(`/api/admin/stats${query}`, options);

  it("gives support and admin operators the day's numbers, as the API made them", async () => {
    for (const token of [support, admin]) {
      const reply = await stats(`?from=${today}&to=${today}`, asOperator(token));
      expect(reply.status).toBe(200);
      expect(reply.body.data.days).toEqual([
        { day: today, signUps: 2, activeUsers: 2, messages: 2, translations: 0, coinsSold: 0, coinsSpent: 0, complaintsOpened: 0, complaintsClosed: 0, supportOpened: 0, supportFirstResponseMedianMs: null, supportFirstResponseP90Ms: null, supportResolutionMedianMs: null },
      ]);
      expect(reply.body.data.topGifts).toEqual({ byCount: [], byCoins: [] });
    }
  });

  it("gives the support conversations opened each day with their median and 90th-percentile times", async () => {
    const day = Date.parse("2025-01-10T00:00:00Z");
    const minutes = [5, 10, 20, 60];
    await t.database.db
      .insertInto("support_episodes")
      .values([
        ...minutes.map((m, i) => ({ member_id: member.id, opened_at: day + i * 3_600_000, first_response_at: day + i * 3_600_000 + m * 60_000, resolved_at: i < 2 ? day + i * 3_600_000 + m * 120_000 : null })),
        { member_id: member.id, opened_at: day + 20 * 3_600_000, first_response_at: null, resolved_at: null },
      ])
      .execute();
    const reply = await stats("?from=2025-01-10&to=2025-01-11", asOperator(support));
    expect(reply.status).toBe(200);
    const [opened, next] = reply.body.data.days;
    // First responses 5, 10, 20, 60 min: median 15 min, 90th percentile 70 % of the way from 20 to 60 min; resolutions 10 and 20 min.
    expect(opened).toMatchObject({ day: "2025-01-10", supportOpened: 5, supportFirstResponseMedianMs: 15 * 60_000, supportFirstResponseP90Ms: 48 * 60_000, supportResolutionMedianMs: 15 * 60_000 });
    expect(next).toMatchObject({ day: "2025-01-11", supportOpened: 0, supportFirstResponseMedianMs: null, supportFirstResponseP90Ms: null, supportResolutionMedianMs: null });
  });

  it("answers every day of a year, and refuses a day more", async () => {
    const year = await stats("?from=2024-01-16&to=2025-01-15", asOperator(support));
    expect(year.status).toBe(200);
    expect(year.body.data.days).toHaveLength(366);
    const longer = await stats("?from=2024-01-15&to=2025-01-15", asOperator(support));
    expect(longer.status).toBe(400);
    expect(longer.body.msg).toBe("A period can be at most 366 days.");
  });

  it.each([
    ["", "Write the dates of the period as YYYY-MM-DD."],
    ["?from=2025-01-01", "Write the dates of the period as YYYY-MM-DD."],
    ["?from=2025-02-30&to=2025-03-01", "Write the dates of the period as YYYY-MM-DD."],
    ["?from=2025-1-1&to=2025-01-02", "Write the dates of the period as YYYY-MM-DD."],
    ["?from=2025-01-01&to=2025-01-02&from=2025-01-01", "Write the dates of the period as YYYY-MM-DD."],
    ["?from=2025-01-10&to=2025-01-09", "The period must start on or before its last day."],
  ])("refuses %s with a 400 that says why", async (query, reason) => {
    const reply = await stats(query, asOperator(admin));
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toBe(reason);
  });

  it("says why in the operator's language", async () => {
    const reply = await stats("?from=2025-01-10&to=2025-01-09", asOperator(admin, { language: "de" }));
    expect(reply.body.msg).toBe("Der Zeitraum muss an oder vor seinem letzten Tag beginnen.");
  });

  it("refuses anonymous callers and members, whatever header their token comes in", async () => {
    const q = `?from=${today}&to=${today}`;
    expect((await stats(q)).status).toBe(401);
    expect((await stats(q, { token: member.token })).status).toBe(401);
    expect((await stats(q, asOperator(member.token))).status).toBe(401);
  });
});
