/**
 * What someone banned or suspended left for others (likes, comments, follows, visits, a pending friend
 * request) is out of the interaction list, the applications list and the red dots while it lasts, the
 * lists and the badge agreeing (the live `unread` event too), and all back once it is over.
 */
import type { FriendApplication, InteractionPage, UnreadSummary } from "@chat/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../db/test-helpers.js";
import { postMoment } from "../../testing/moments.js";
import { addUser } from "../../testing/social.js";
import type { TestUser } from "../../testing/social.js";
import { createTestApp } from "../../testing/test-app.js";
import type { TestApp } from "../../testing/test-app.js";

const HOUR = 60 * 60_000;

describe.each(testDatabases)("notifications from banned and suspended users on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const standing = (u: TestUser, values: { banned_at?: number | null; suspended_until?: number | null }) =>
    t.database.db.updateTable("users").set(values).where("id", "=", u.id).execute();
  const badge = async (u: TestUser) => (await t.get<UnreadSummary>("/api/message/unread-message", { token: u.token })).body.data;
  const applicants = async (u: TestUser) => (await t.get<FriendApplication[]>("/api/friend/applys", { token: u.token })).body.data.map((a) => a.userId);
  const interactions = async (u: TestUser) => {
    const page = (await t.get<InteractionPage>("/api/interact/list?page=1&pageSize=50", { token: u.token })).body.data;
    return { total: page.total, from: page.records.map((r) => [r.otherUserId, r.type]) };
  };
  const lastUnreadEvent = async (u: TestUser) => {
    const row = await t.database.db.selectFrom("events").select("data").where("user_id", "=", u.id).where("type", "=", "unread").orderBy("seq", "desc").executeTakeFirstOrThrow();
    return JSON.parse(row.data) as UnreadSummary;
  };

  it("hides a banned or suspended user's interactions and friend request from the lists and the red dots until it is over", async () => {
    const [me, fan, other] = [await addUser(t, "Owner"), await addUser(t, "Fan"), await addUser(t, "Other")];
    const moment = await postMoment(t, me.token, "mine");
    // The fan likes, comments, follows, visits and asks to be friends; someone else likes too.
    for (const [path, body] of [
      ["/api/dynamic/support", { dynamicId: moment.id, like: true }],
      ["/api/dynamic/comment", { dynamicId: moment.id, text: "nice" }],
      ["/api/user/follow", { userId: me.id, follow: true }],
      ["/api/user/visit", { userId: me.id }],
      ["/api/friend/add-friend", { userId: me.id, note: "hi" }],
    ] as const) expect((await t.post(path, body, { token: fan.token })).status, path).toBe(200);
    expect((await t.post("/api/dynamic/support", { dynamicId: moment.id, like: true }, { token: other.token })).status).toBe(200);
    expect(await badge(me)).toMatchObject({ applys: 1, interact: 5 });

    await standing(fan, { banned_at: t.clock.now() });
    expect(await badge(me)).toMatchObject({ applys: 0, interact: 1 });
    await standing(fan, { banned_at: null });
    expect(await badge(me)).toMatchObject({ applys: 1, interact: 5 });

    await standing(fan, { suspended_until: t.clock.now() + HOUR });
    expect(await badge(me)).toMatchObject({ applys: 0, interact: 1 });
    // A new interaction's live event counts as the badge does.
    expect((await t.post("/api/user/follow", { userId: me.id, follow: true }, { token: other.token })).status).toBe(200);
    expect(await lastUnreadEvent(me)).toEqual(await badge(me));
    expect(await badge(me)).toMatchObject({ applys: 0, interact: 2 });
    expect(await applicants(me)).toEqual([]);
    expect(await interactions(me)).toEqual({ total: 2, from: [[other.id, 1], [other.id, 3]] });
    // Their request cannot be answered meanwhile.
    const [applyId] = (await t.database.db.selectFrom("friend_applications").select("id").where("from_user_id", "=", fan.id).execute()).map((r) => r.id);
    expect((await t.get(`/api/friend/apply-deal?applyId=${applyId}&status=1`, { token: me.token })).body).toMatchObject({ code: 404, msg: "This user is not available." });

    t.clock.advance(HOUR);
    expect(await badge(me)).toMatchObject({ applys: 1 });
    expect(await applicants(me)).toEqual([fan.id]);
    const back = await interactions(me);
    expect(back.total).toBe(6);
    expect(back.from.filter(([id]) => id === fan.id).map(([, type]) => type).sort()).toEqual([1, 2, 3, 4]);
    expect((await t.get(`/api/friend/apply-deal?applyId=${applyId}&status=1`, { token: me.token })).status).toBe(200);
  });
});
