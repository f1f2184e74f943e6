import type { FollowReply, InteractionPage, MyInfo, PersonPage, UnreadSummary, UserVoReply } from "@chat/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../db/test-helpers.js";
import { addUser } from "../../testing/social.js";
import type { TestUser } from "../../testing/social.js";
import { createTestApp } from "../../testing/test-app.js";
import type { TestApp } from "../../testing/test-app.js";

describe.each(testDatabases)("following on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const follow = (by: TestUser, of: TestUser, on = true) => t.post<FollowReply>("/api/user/follow", { userId: of.id, follow: on }, { token: by.token });
  const counts = async (u: TestUser) => (await t.get<MyInfo>("/api/account/my-info", { token: u.token })).body.data.userDataVo;

  it("follows and unfollows idempotently; my-info, the public info and both lists agree", async () => {
    const a = await addUser(t, "Ada");
    const b = await addUser(t, "Bea");
    expect((await follow(a, b)).body).toMatchObject({ code: 200, data: { follow: true, fans: 1 } });
    expect((await follow(a, b)).body.data).toEqual({ follow: true, fans: 1 });
    expect(await counts(a)).toEqual({ fans: 0, follow: 1 });
    expect(await counts(b)).toEqual({ fans: 1, follow: 0 });
    const info = (await t.get<UserVoReply>(`/api/user/info?userId=${b.id}`, { token: a.token })).body.data.userVo;
    expect(info).toMatchObject({ userDataVo: { fans: 1, follow: 0 }, isFollow: true });
    const back = (await t.get<UserVoReply>(`/api/user/info?userId=${a.id}`, { token: b.token })).body.data.userVo;
    expect(back).toMatchObject({ isFollow: false });

    const following = (await t.get<PersonPage>("/api/user/follow-list", { token: a.token })).body.data;
    expect(following).toEqual({ total: 1, records: [expect.objectContaining({ userId: b.id, nickname: "Bea", account: String(b.id + 100000), insertTime: t.clock.now() })] });
    const fans = (await t.get<PersonPage>("/api/user/fans-list", { token: b.token })).body.data;
    expect(fans.records.map((r) => r.userId)).toEqual([a.id]);
    expect((await t.get<PersonPage>("/api/user/fans-list", { token: a.token })).body.data).toEqual({ total: 0, records: [] });

    expect((await follow(a, b, false)).body.data).toEqual({ follow: false, fans: 0 });
    expect((await follow(a, b, false)).body.data).toEqual({ follow: false, fans: 0 });
    expect(await counts(a)).toEqual({ fans: 0, follow: 0 });
    expect((await t.get<PersonPage>("/api/user/follow-list", { token: a.token })).body.data.total).toBe(0);
  });

  it("a follow leaves a live 'followed you' interaction, once a day per follower", async () => {
    const a = await addUser(t, "Ann");
    const b = await addUser(t, "Bob");
    await follow(a, b);
    expect((await t.get<UnreadSummary>("/api/message/unread-message", { token: b.token })).body.data.interact).toBe(1);
    const events = await t.database.db.selectFrom("events").select(["type", "data"]).where("user_id", "=", b.id).execute();
    expect(events.map((e) => [e.type, JSON.parse(e.data) as unknown])).toContainEqual(["unread", { applys: 0, system: 0, interact: 1 }]);
    // Unfollow and follow again the same day: no second record.
    await follow(a, b, false);
    await follow(a, b);
    const list = (await t.get<InteractionPage>("/api/interact/list", { token: b.token })).body.data;
    expect(list.records).toEqual([expect.objectContaining({ type: 1, otherUserId: a.id, otherUserVo: expect.objectContaining({ nickname: "Ann" }) })]);
    expect((await t.get<InteractionPage>("/api/interact/list", { token: a.token })).body.data.total).toBe(0);
  });

  it("leaves someone banned or suspended out of the home page's counts and the follow reply, as out of the lists, until it is over", async () => {
    const [star, fan, paused, viewer] = [await addUser(t, "Star"), await addUser(t, "Fan"), await addUser(t, "Paused"), await addUser(t, "Viewer")];
    for (const [a, b] of [[fan, star], [paused, star], [star, paused]] as const) await follow(a, b);
    const shown = async () => (await t.get<UserVoReply>(`/api/user/info?userId=${star.id}`, { token: viewer.token })).body.data.userVo.userDataVo;
    const totals = async () => ({
      fans: (await t.get<PersonPage>("/api/user/fans-list", { token: star.token })).body.data.total,
      follow: (await t.get<PersonPage>("/api/user/follow-list", { token: star.token })).body.data.total,
    });
    expect(await shown()).toEqual({ fans: 2, follow: 1 });

    for (const values of [{ banned_at: t.clock.now() }, { banned_at: null, suspended_until: t.clock.now() + 60_000 }]) {
      await t.database.db.updateTable("users").set(values).where("id", "=", paused.id).execute();
      expect(await shown()).toEqual({ fans: 1, follow: 0 });
      expect(await totals()).toEqual(await shown());
    }
    expect((await follow(viewer, star)).body.data).toEqual({ follow: true, fans: 2 });
    t.clock.advance(60_000);
    expect(await shown()).toEqual({ fans: 3, follow: 1 });
    expect(await totals()).toEqual(await shown());
  });

  it("refuses following oneself, an unknown user and a malformed body", async () => {
    const a = await addUser(t, "Al");
    const self = await t.post("/api/user/follow", { userId: a.id, follow: true }, { token: a.token });
    expect(self.status).toBe(400);
    expect(self.body.msg).toBe("You cannot follow yourself.");
    expect((await t.post("/api/user/follow", { userId: 999_999, follow: true }, { token: a.token })).status).toBe(404);
    expect((await t.post("/api/user/follow", { userId: "x", follow: true }, { token: a.token })).status).toBe(400);
    expect((await t.post("/api/user/follow", { userId: 1, follow: "yes" }, { token: a.token })).status).toBe(400);
    expect((await t.get("/api/user/follow-list?pageSize=51", { token: a.token })).status).toBe(400);
  });

  it("a user who blocked the caller cannot be followed by them, nor visited; unfollowing still works", async () => {
    const a = await addUser(t, "Abe");
    const b = await addUser(t, "Bo");
    await follow(a, b);
    expect((await t.post("/api/user/block", { userId: a.id }, { token: b.token })).status).toBe(200);
    expect((await follow(a, b, false)).body.data).toEqual({ follow: false, fans: 0 });
    const refused = await follow(a, b);
    expect(refused.status).toBe(404);
    expect(refused.body.msg).toBe("This user is not available.");
    expect((await t.post("/api/user/visit", { userId: b.id }, { token: a.token })).status).toBe(404);
    expect((await t.get<PersonPage>("/api/user/visitor-record", { token: b.token })).body.data.total).toBe(0);
    expect(await counts(b)).toEqual({ fans: 0, follow: 0 });
  });

  it("pages the lists newest first", async () => {
    const me = await addUser(t, "Star");
    const fans: TestUser[] = [];
    for (let i = 0; i < 5; i++) {
      const f = await addUser(t, `Fan${i}`);
      t.clock.advance(1000);
      await follow(f, me);
      fans.push(f);
    }
    const page1 = (await t.get<PersonPage>("/api/user/fans-list?page=1&pageSize=2", { token: me.token })).body.data;
    const page3 = (await t.get<PersonPage>("/api/user/fans-list?page=3&pageSize=2", { token: me.token })).body.data;
    expect(page1.total).toBe(5);
    expect(page1.records.map((r) => r.nickname)).toEqual(["Fan4", "Fan3"]);
    expect(page3.records.map((r) => r.nickname)).toEqual(["Fan0"]);
  });

  it("keeps the counts right under concurrent follows and unfollows", async () => {
    const star = await addUser(t, "Nova");
    const crowd: TestUser[] = [];
    for (let i = 0; i < 8; i++) crowd.push(await addUser(t, `C${i}`));
    // Every member follows and unfollows the star (and the star them) many times at once.
    const ops = crowd.flatMap((c, i) => [follow(c, star), follow(c, star, i % 2 === 0), follow(c, star), follow(star, c), follow(star, c, false), follow(c, star, i % 3 !== 0)]);
    const results = await Promise.all(ops);
    expect(results.every((r) => r.status === 200)).toBe(true);
    const db = t.database.db;
    const rows = async (column: "follower_id" | "followed_id", id: number) =>
      Number((await db.selectFrom("follows").select((eb) => eb.fn.countAll<number>().as("n")).where(column, "=", id).executeTakeFirstOrThrow()).n);
    const starCounts = await counts(star);
    expect(starCounts).toEqual({ fans: await rows("followed_id", star.id), follow: await rows("follower_id", star.id) });
    for (const c of crowd) expect(await counts(c)).toEqual({ fans: await rows("followed_id", c.id), follow: await rows("follower_id", c.id) });
    expect((await t.get<PersonPage>("/api/user/fans-list", { token: star.token })).body.data.total).toBe(starCounts.fans);
  });
});
