import { accountIdOf } from "@chat/protocol";
import type { AddFriendReply, BlockListPage, Conversation, Friend, FriendApplication, MomentComment, PersonPage, PublicProfile, SendMessageReply, UnreadSummary, UserVoReply, ViewCounts } from "@chat/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../db/test-helpers.js";
import { postMoment } from "../../testing/moments.js";
import { addUser, makeFriends } from "../../testing/social.js";
import type { TestUser } from "../../testing/social.js";
import { createTestApp } from "../../testing/test-app.js";
import type { TestApp } from "../../testing/test-app.js";

describe.each(testDatabases)("block on %s", (dialect) => {
  let t: TestApp;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const send = (from: TestUser, to: { id: number }, body: Record<string, unknown> = {}) => {
    t.clock.advance(1);
    return t.post<SendMessageReply>("/api/message/send", { toUserId: to.id, messageType: "txt", content: "hello", clientMsgId: `block-${++n}-abcdefgh`, ...body }, { token: from.token });
  };
  const block = (by: TestUser, userId: number, path = "/api/user/block") => t.post(path, { userId }, { token: by.token });
  const recent = async (u: TestUser) => (await t.post<Conversation[]>("/api/message/user-session-list", {}, { token: u.token })).body.data.map((c) => c.userId);
  const contacts = async (u: TestUser) => (await t.get<Friend[]>("/api/friend/friend-list", { token: u.token })).body.data.map((f) => f.friendUserId);

  async function friendsChatting(): Promise<[TestUser, TestUser]> {
    const a = await addUser(t, "Alma");
    const b = await addUser(t, "Bruno");
    await makeFriends(t, a, b);
    expect((await send(a, b)).status).toBe(200);
    return [a, b];
  }

  it("refuses messages both ways, gifts included, with a localized reason; unblock lets them talk again", async () => {
    const [a, b] = await friendsChatting();
    const res = await block(b, a.id);
    expect(res.body).toMatchObject({ code: 200, msg: "User blocked." });
    const refused = await send(a, b);
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe("You cannot message this user.");
    expect((await send(b, a)).body.msg).toBe("You cannot message this user.");
    expect((await send(a, b, { messageType: "custom", content: "", customExt: { type: "gift", id: "rose", amount: 1 } })).body.msg).toBe("You cannot message this user.");
    const german = await t.post<SendMessageReply>("/api/message/send", { toUserId: b.id, messageType: "txt", content: "x", clientMsgId: "block-de-abcdefgh" }, { token: a.token, language: "de" });
    expect(german.body.msg).toBe("Du kannst diesem Nutzer keine Nachrichten senden.");
    const unblocked = await block(b, a.id, "/api/user/unblock");
    expect(unblocked.body).toMatchObject({ code: 200, msg: "User unblocked." });
    expect((await send(a, b)).status).toBe(200);
    expect((await send(b, a)).status).toBe(200);
  });

  it("takes the blocked user out of the blocker's Recent and Contacts only, and back on unblock", async () => {
    const [a, b] = await friendsChatting();
    expect(await recent(b)).toContain(a.id);
    await block(b, a.id);
    expect(await recent(b)).not.toContain(a.id);
    expect(await contacts(b)).not.toContain(a.id);
    // The blocked user's own lists are unchanged: nothing tells them more than a refused send does.
    expect(await recent(a)).toContain(b.id);
    expect(await contacts(a)).toContain(b.id);
    await block(b, a.id, "/api/user/unblock");
    expect(await recent(b)).toContain(a.id);
    expect(await contacts(b)).toContain(a.id);
  });

  it("hides the blocker's home page and search result from the blocked user only", async () => {
    const [a, b] = await friendsChatting();
    await block(b, a.id);
    const info = await t.get<UserVoReply>(`/api/user/info?userId=${b.id}`, { token: a.token });
    expect(info.status).toBe(404);
    expect(info.body.msg).toBe("This user is not available.");
    const search = await t.get(`/api/user/search?content=${accountIdOf(b.id)}`, { token: a.token });
    expect(search.body).toMatchObject({ code: 404, msg: "This user is not available." });
    // The blocker still sees the one they blocked (their profile card offers Unblock).
    const seen = (await t.get<UserVoReply>(`/api/user/info?userId=${a.id}`, { token: b.token })).body.data.userVo as PublicProfile;
    expect(seen).toMatchObject({ id: a.id, blocked: true });
    await block(b, a.id, "/api/user/unblock");
    expect(((await t.get<UserVoReply>(`/api/user/info?userId=${a.id}`, { token: b.token })).body.data.userVo as PublicProfile).blocked).toBe(false);
    expect((await t.get<UserVoReply>(`/api/user/info?userId=${b.id}`, { token: a.token })).status).toBe(200);
  });

  it("drops pending friend requests between the two and refuses new ones both ways", async () => {
    const a = await addUser(t, "Asker");
    const b = await addUser(t, "Bea");
    expect((await t.post<AddFriendReply>("/api/friend/add-friend", { userId: b.id }, { token: a.token })).body.data.status).toBe("applied");
    expect((await t.get<UnreadSummary>("/api/message/unread-message", { token: b.token })).body.data.applys).toBe(1);
    await block(b, a.id);
    expect((await t.get<FriendApplication[]>("/api/friend/applys", { token: b.token })).body.data).toEqual([]);
    expect((await t.get<UnreadSummary>("/api/message/unread-message", { token: b.token })).body.data.applys).toBe(0);
    for (const [from, to] of [[a, b], [b, a]] as const) {
      const res = await t.post("/api/friend/add-friend", { userId: to.id }, { token: from.token });
      expect(res.status).toBe(403);
      expect(res.body.msg).toBe("You cannot add this user as a friend.");
    }
    await block(b, a.id, "/api/user/unblock");
    expect((await t.post<AddFriendReply>("/api/friend/add-friend", { userId: b.id }, { token: a.token })).body.data.status).toBe("applied");
  });

  it("keeps the two apart both ways on follows, visits, follow and visitor lists and comment replies; unblock brings the lists back", async () => {
    const [a, b, c] = [await addUser(t, "Ada"), await addUser(t, "Ben"), await addUser(t, "Cid")];
    const follow = (from: TestUser, to: TestUser) => t.post("/api/user/follow", { userId: to.id, follow: true }, { token: from.token });
    const visit = (from: TestUser, to: TestUser) => t.post<ViewCounts>("/api/user/visit", { userId: to.id }, { token: from.token });
    const people = async (u: TestUser, list: string) => (await t.get<PersonPage>(`/api/user/${list}`, { token: u.token })).body.data.records.map((r) => r.userId);
    const moment = await postMoment(t, c.token, "a third one's");
    const comment = (u: TestUser, parentId?: number) => t.post<MomentComment>("/api/dynamic/comment", { dynamicId: moment.id, text: "x", parentId }, { token: u.token });
    const [byA, byB] = [(await comment(a)).body.data, (await comment(b)).body.data];
    expect((await follow(a, b)).status).toBe(200);
    expect((await follow(b, a)).status).toBe(200);
    await visit(a, b);
    await block(b, a.id);

    expect((await follow(a, b)).body).toMatchObject({ code: 404, msg: "This user is not available." });
    expect((await follow(b, a)).body).toMatchObject({ code: 403, msg: "You cannot follow this user." });
    expect((await visit(a, b)).status).toBe(404);
    // The blocker may open the blocked one's page (to unblock): the visit is answered, not recorded.
    expect((await visit(b, a)).status).toBe(200);
    expect((await t.get<ViewCounts>("/api/user/visitor-num", { token: a.token })).body.data).toEqual({ todayViews: 0, totalViews: 0 });
    expect(await people(a, "visitor-record")).toEqual([]);
    for (const [u, other] of [[a, b], [b, a]] as const) {
      for (const list of ["follow-list", "fans-list", "visitor-record"]) expect(await people(u, list)).not.toContain(other.id);
    }
    expect((await comment(b, byA.id)).status).toBe(404);
    expect((await comment(a, byB.id)).status).toBe(404);

    await block(b, a.id, "/api/user/unblock");
    expect(await people(b, "fans-list")).toEqual([a.id]);
    expect(await people(b, "visitor-record")).toEqual([a.id]);
    expect((await comment(b, byA.id)).status).toBe(200);
  });

  it("is idempotent, refuses oneself and missing users, and pages the block list newest first", async () => {
    const me = await addUser(t, "Mia");
    const others = [await addUser(t, "One"), await addUser(t, "Two"), await addUser(t, "Three")];
    for (const o of others) {
      t.clock.advance(1000);
      expect((await block(me, o.id)).status).toBe(200);
    }
    expect((await block(me, others[0]!.id)).status).toBe(200);
    const self = await block(me, me.id);
    expect(self.status).toBe(400);
    expect(self.body.msg).toBe("You cannot block yourself.");
    const missing = await block(me, 2_000_000_000);
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe("This user is not available.");
    expect((await block(me, 0)).status).toBe(400);
    const first = (await t.get<BlockListPage>("/api/user/block-list?page=1&pageSize=2", { token: me.token })).body.data;
    expect(first.total).toBe(3);
    expect(first.records.map((r) => r.nickname)).toEqual(["Three", "Two"]);
    expect(first.records[0]).toMatchObject({ userId: others[2]!.id, imAccount: `im${accountIdOf(others[2]!.id)}` });
    const second = (await t.get<BlockListPage>("/api/user/block-list?page=2&pageSize=2", { token: me.token })).body.data;
    expect(second.records.map((r) => r.nickname)).toEqual(["One"]);
    expect((await block(me, others[1]!.id, "/api/user/unblock")).status).toBe(200);
    expect((await block(me, others[1]!.id, "/api/user/unblock")).status).toBe(200);
    expect((await t.get<BlockListPage>("/api/user/block-list", { token: me.token })).body.data.records.map((r) => r.nickname)).toEqual(["Three", "One"]);
  });

  it("tells the blocker's own devices (a block event), once per change", async () => {
    const [a, b] = await friendsChatting();
    await block(b, a.id);
    await block(b, a.id);
    await block(b, a.id, "/api/user/unblock");
    const events = await t.database.db.selectFrom("events").select(["type", "data"]).where("user_id", "=", b.id).where("type", "=", "block").orderBy("seq").execute();
    expect(events.map((e) => JSON.parse(e.data) as unknown)).toEqual([
      { userId: a.id, blocked: true },
      { userId: a.id, blocked: false },
    ]);
    expect(await t.database.db.selectFrom("events").select("seq").where("user_id", "=", a.id).where("type", "=", "block").execute()).toEqual([]);
  });
});
