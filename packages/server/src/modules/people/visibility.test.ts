/**
 * A banned or suspended user is not there for others: their moments and comments, their card in
 * Encounter, their home page and search result, their rows in others' follow and visitor lists go,
 * and a message, friend request, follow or visit to them is refused; all of it is back when the ban is
 * lifted or the suspension runs out.
 */
import { accountIdOf } from "@chat/protocol";
import type { CommentPage, EncounterPage, MomentComment, MomentPage, PersonPage, SendMessageReply } from "@chat/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../db/test-helpers.js";
import { makeSvip, matching } from "../../testing/encounter.js";
import { postMoment } from "../../testing/moments.js";
import { addUser, makeFriends } from "../../testing/social.js";
import type { TestUser } from "../../testing/social.js";
import { createTestApp } from "../../testing/test-app.js";
import type { TestApp } from "../../testing/test-app.js";

const HOUR = 60 * 60_000;
const UNAVAILABLE = "This user is not available.";

describe.each(testDatabases)("banned and suspended users on %s", (dialect) => {
  let t: TestApp;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  /** What an operator's decision leaves on the user row (console/complaint-actions.ts). */
  const standing = (u: TestUser, values: { banned_at?: number | null; suspended_until?: number | null }) =>
    t.database.db.updateTable("users").set(values).where("id", "=", u.id).execute();
  const square = async (u: TestUser) => (await t.get<MomentPage>("/api/dynamic/dynamic-list?view=square&pageSize=50", { token: u.token })).body.data.list.map((m) => m.id);
  const comments = async (u: TestUser, momentId: number) => (await t.get<CommentPage>(`/api/dynamic/comment-list?dynamicId=${momentId}`, { token: u.token })).body.data.list.map((c) => c.id);
  const stack = async (u: TestUser) => (await t.get<EncounterPage>("/api/bump/list?pageSize=50", { token: u.token })).body.data.records.map((c) => c.userId);
  const people = async (u: TestUser, list: string) => (await t.get<PersonPage>(`/api/user/${list}`, { token: u.token })).body.data.records.map((r) => r.userId);
  const send = (from: TestUser, to: TestUser) =>
    t.post<SendMessageReply>("/api/message/send", { toUserId: to.id, messageType: "txt", content: "hi", clientMsgId: `visibility-${++n}-abcdefgh` }, { token: from.token });

  it("takes a banned user's moments and comments off the square and every read, and brings them back when the ban is lifted", async () => {
    const banned = await addUser(t, "Banned");
    const viewer = await addUser(t, "Viewer");
    const moment = await postMoment(t, banned.token, "mine");
    const other = await postMoment(t, viewer.token, "yours");
    const comment = (await t.post<MomentComment>("/api/dynamic/comment", { dynamicId: other.id, text: "rude" }, { token: banned.token })).body.data;
    expect(await square(viewer)).toContain(moment.id);

    await standing(banned, { banned_at: t.clock.now() });
    expect(await square(viewer)).not.toContain(moment.id);
    expect((await t.get(`/api/dynamic/dynamic-info?id=${moment.id}`, { token: viewer.token })).status).toBe(404);
    const theirs = await t.get<MomentPage>(`/api/dynamic/dynamic-list?view=user&userId=${banned.id}`, { token: viewer.token });
    expect(theirs.body).toMatchObject({ code: 404, msg: UNAVAILABLE });
    expect((await t.post("/api/dynamic/support", { dynamicId: moment.id, like: true }, { token: viewer.token })).status).toBe(404);
    expect((await t.post("/api/dynamic/comment", { dynamicId: moment.id, text: "hi" }, { token: viewer.token })).status).toBe(404);
    // Their comment on someone else's moment is gone too, and cannot be answered.
    expect(await comments(viewer, other.id)).not.toContain(comment.id);
    expect((await t.post("/api/dynamic/comment", { dynamicId: other.id, parentId: comment.id, text: "re" }, { token: viewer.token })).status).toBe(404);

    await standing(banned, { banned_at: null });
    expect(await square(viewer)).toContain(moment.id);
    expect((await t.get(`/api/dynamic/dynamic-info?id=${moment.id}`, { token: viewer.token })).status).toBe(200);
    expect(await comments(viewer, other.id)).toContain(comment.id);
  });

  it("keeps a suspended user out of Encounter's stack and matching until the suspension runs out", async () => {
    const [me, suspended] = [await addUser(t, "Seeker"), await addUser(t, "Paused")];
    expect(await stack(me)).toContain(suspended.id);
    await makeSvip(t, me, suspended);
    expect((await matching(t, suspended, { action: "start" })).body.data.state).toBe("waiting");

    await standing(suspended, { suspended_until: t.clock.now() + HOUR });
    expect(await stack(me)).not.toContain(suspended.id);
    // Still in the queue, yet nobody is paired with them.
    expect((await matching(t, me, { action: "start" })).body.data.state).toBe("waiting");

    t.clock.advance(HOUR);
    expect(await stack(me)).toContain(suspended.id);
  });

  it("answers a banned user's home page and search 404, leaves them out of others' lists and refuses what would reach them", async () => {
    const banned = await addUser(t, "Gone");
    const me = await addUser(t, "Stays");
    await makeFriends(t, me, banned);
    for (const [a, b] of [[me, banned], [banned, me]] as const) expect((await t.post("/api/user/follow", { userId: b.id, follow: true }, { token: a.token })).status).toBe(200);
    await t.post("/api/user/visit", { userId: me.id }, { token: banned.token });
    expect(await people(me, "visitor-record")).toEqual([banned.id]);

    await standing(banned, { banned_at: t.clock.now() });
    const info = await t.get(`/api/user/info?userId=${banned.id}`, { token: me.token });
    expect(info.status).toBe(404);
    expect(info.body).toMatchObject({ code: 404, msg: UNAVAILABLE });
    expect((await t.get(`/api/user/search?content=${accountIdOf(banned.id)}`, { token: me.token })).body).toMatchObject({ code: 404, msg: UNAVAILABLE });
    for (const list of ["follow-list", "fans-list", "visitor-record"]) expect(await people(me, list)).toEqual([]);
    const refused = await send(me, banned);
    expect(refused.status).toBe(404);
    expect(refused.body.msg).toBe(UNAVAILABLE);
    for (const path of ["/api/user/visit", "/api/friend/add-friend"]) expect((await t.post(path, { userId: banned.id }, { token: me.token })).body.msg).toBe(UNAVAILABLE);
    expect((await t.post("/api/user/follow", { userId: banned.id, follow: true }, { token: me.token })).body.msg).toBe(UNAVAILABLE);
    // Unfollowing someone banned still works.
    expect((await t.post("/api/user/follow", { userId: banned.id, follow: false }, { token: me.token })).status).toBe(200);

    await standing(banned, { banned_at: null });
    expect((await t.get(`/api/user/info?userId=${banned.id}`, { token: me.token })).status).toBe(200);
    expect(await people(me, "fans-list")).toEqual([banned.id]);
    expect(await people(me, "visitor-record")).toEqual([banned.id]);
    expect((await send(me, banned)).status).toBe(200);
  });
});
