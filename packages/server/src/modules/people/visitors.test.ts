import type { InteractionPage, PersonPage, UserVoReply, ViewCounts } from "@chat/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../db/test-helpers.js";
import { addUser } from "../../testing/social.js";
import type { TestUser } from "../../testing/social.js";
import { createTestApp } from "../../testing/test-app.js";
import type { TestApp } from "../../testing/test-app.js";

const DAY = 24 * 60 * 60_000;

describe.each(testDatabases)("home-page visits on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const visit = (by: TestUser, of: TestUser) => t.post<ViewCounts>("/api/user/visit", { userId: of.id }, { token: by.token });
  const views = async (u: TestUser) => (await t.get<ViewCounts>("/api/user/visitor-num", { token: u.token })).body.data;
  const interactions = async (u: TestUser) => (await t.get<InteractionPage>("/api/interact/list", { token: u.token })).body.data.records;

  it("counts a visitor once a day toward today's views, every visit toward the total; own visits not at all", async () => {
    const owner = await addUser(t, "Olive");
    const v1 = await addUser(t, "Vic");
    const v2 = await addUser(t, "Val");
    expect((await visit(v1, owner)).body.data).toEqual({ todayViews: 1, totalViews: 1 });
    await visit(v1, owner);
    await visit(v2, owner);
    await visit(owner, owner);
    expect(await views(owner)).toEqual({ todayViews: 2, totalViews: 3 });
    const info = (await t.get<UserVoReply>(`/api/user/info?userId=${owner.id}`, { token: v1.token })).body.data.userVo;
    expect(info).toMatchObject({ todayViews: 2, totalViews: 3 });
    // One "visited your home page" per visitor and day.
    expect((await interactions(owner)).filter((r) => r.type === 4).map((r) => r.otherUserId).sort()).toEqual([v1.id, v2.id].sort());

    t.clock.advance(DAY);
    expect(await views(owner)).toEqual({ todayViews: 0, totalViews: 3 });
    await visit(v1, owner);
    expect(await views(owner)).toEqual({ todayViews: 1, totalViews: 4 });
    expect((await interactions(owner)).filter((r) => r.type === 4)).toHaveLength(3);
  });

  it("lists who visited the caller, latest first, and only the caller's", async () => {
    const owner = await addUser(t, "Opal");
    const v1 = await addUser(t, "Ivy");
    const v2 = await addUser(t, "Ike");
    await visit(v1, owner);
    t.clock.advance(60_000);
    await visit(v2, owner);
    const page = (await t.get<PersonPage>("/api/user/visitor-record?page=1&pageSize=20", { token: owner.token })).body.data;
    expect(page.total).toBe(2);
    expect(page.records.map((r) => [r.nickname, r.insertTime])).toEqual([
      ["Ike", t.clock.now()],
      ["Ivy", t.clock.now() - 60_000],
    ]);
    // A visitor asking (even naming the owner) gets their own, empty list.
    const theirs = await t.get<PersonPage>(`/api/user/visitor-record?userId=${owner.id}`, { token: v1.token });
    expect(theirs.body.data).toEqual({ total: 0, records: [] });
    expect(await views(v1)).toEqual({ todayViews: 0, totalViews: 0 });
  });

  it("refuses an unknown or malformed user", async () => {
    const v = await addUser(t, "Vera");
    expect((await t.post("/api/user/visit", { userId: 999_999 }, { token: v.token })).status).toBe(404);
    expect((await t.post("/api/user/visit", { userId: -1 }, { token: v.token })).status).toBe(400);
  });

  it("counts concurrent visits exactly", async () => {
    const owner = await addUser(t, "Omar");
    const visitors: TestUser[] = [];
    for (let i = 0; i < 6; i++) visitors.push(await addUser(t, `Vis${i}`));
    await Promise.all(visitors.flatMap((v) => [visit(v, owner), visit(v, owner), visit(v, owner)]));
    expect(await views(owner)).toEqual({ todayViews: 6, totalViews: 18 });
    expect((await interactions(owner)).filter((r) => r.type === 4)).toHaveLength(6);
  });
});
