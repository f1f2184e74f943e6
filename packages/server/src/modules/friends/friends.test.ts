import type { AddFriendReply, Friend, FriendApplication, UnreadSummary, UserVoReply } from "@chat/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../db/test-helpers.js";
import { addUser, makeFriends } from "../../testing/social.js";
import { createTestApp } from "../../testing/test-app.js";
import type { TestApp } from "../../testing/test-app.js";

describe.each(testDatabases)("friends, users and the unread summary on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it("verification (default): an application, approved by the target, makes both friends", async () => {
    const a = await addUser(t, "Ana");
    const b = await addUser(t, "Ben");
    const res = await t.post<AddFriendReply>("/api/friend/add-friend", { userId: b.id, note: "hi" }, { token: a.token });
    expect(res.body).toMatchObject({ code: 200, msg: "Friend request sent", data: { status: "applied" } });
    expect((await t.get<UnreadSummary>("/api/message/unread-message", { token: b.token })).body.data.applys).toBe(1);
    const applys = await t.get<FriendApplication[]>("/api/friend/applys", { token: b.token });
    expect(applys.body.data).toEqual([expect.objectContaining({ userId: a.id, nickname: "Ana", note: "hi", status: null })]);
    const applyId = applys.body.data[0]?.applyId;
    // The applicant cannot approve their own request.
    expect((await t.get(`/api/friend/apply-deal?applyId=${applyId}&status=1`, { token: a.token })).status).toBe(403);
    expect((await t.get(`/api/friend/apply-deal?applyId=${applyId}&status=1`, { token: b.token })).status).toBe(200);
    const list = await t.get<Friend[]>("/api/friend/friend-list", { token: a.token });
    expect(list.body.data.map((f) => f.friendUserId)).toEqual([b.id]);
    expect((await t.get<UnreadSummary>("/api/message/unread-message", { token: b.token })).body.data.applys).toBe(0);
  });

  it("anyone: friends at once; rejecting leaves them strangers", async () => {
    const a = await addUser(t, "Ari");
    const open = await addUser(t, "Olga", { add_friend: "anyone" });
    const res = await t.post<AddFriendReply>("/api/friend/add-friend", { userId: open.id }, { token: a.token });
    expect(res.body.data.status).toBe("added");
    const c = await addUser(t, "Cyd");
    await t.post("/api/friend/add-friend", { userId: c.id }, { token: a.token });
    const [apply] = (await t.get<FriendApplication[]>("/api/friend/applys", { token: c.token })).body.data;
    await t.get(`/api/friend/apply-deal?applyId=${apply?.applyId}&status=0`, { token: c.token });
    expect((await t.get<Friend[]>("/api/friend/friend-list", { token: c.token })).body.data).toEqual([]);
    expect((await t.post("/api/friend/add-friend", { userId: a.id }, { token: a.token })).status).toBe(400);
  });

  it("groups the friend list by firstLetter per script, # last, remark names first", async () => {
    const me = await addUser(t, "Me");
    const names = ["Émile", "zoe", "Яна", "Ωmega", "أحمد", "张伟", "李娜", "123", "😀 Smile", "Anna"];
    const friends = [];
    for (const name of names) {
      const f = await addUser(t, name);
      await makeFriends(t, me, f);
      friends.push(f);
    }
    await t.post("/api/friend/updateRemarkName", { friendUserId: friends[1]?.id, friendRemarkName: "Bella" }, { token: me.token });
    const list = (await t.get<Friend[]>("/api/friend/friend-list", { token: me.token })).body.data;
    const letters = Object.fromEntries(list.map((f) => [f.friendUserNickName, f.firstLetter]));
    expect(letters).toMatchObject({ Émile: "E", zoe: "B", Яна: "Я", Ωmega: "Ω", أحمد: "ا", 张伟: "Z", 李娜: "L", "123": "#", "😀 Smile": "#", Anna: "A" });
    expect(list[0]?.friendUserNickName).toBe("Anna");
    expect(list[1]).toMatchObject({ friendRemarkName: "Bella", firstLetter: "B" });
    expect(list.slice(-2).map((f) => f.firstLetter)).toEqual(["#", "#"]);
  });

  it("user info is a public projection; search finds by account ID", async () => {
    const a = await addUser(t, "Ada");
    const b = await addUser(t, "Bo");
    await t.database.db.updateTable("users").set({ birthday: "1990-01-01", gold_coin: 99 }).where("id", "=", b.id).execute();
    const info = await t.get<UserVoReply>(`/api/user/info?userId=${b.id}`, { token: a.token });
    expect(info.body.data.userVo).toMatchObject({ userId: b.id, nickname: "Bo", age: 35, isFriend: false });
    const text = JSON.stringify(info.body);
    for (const secret of [b.email, "1990-01-01", "goldCoin", "password", "scrypt"]) expect(text).not.toContain(secret);
    const found = await t.get<UserVoReply>(`/api/user/search?content=${b.id + 100000}`, { token: a.token });
    expect(found.body.data.userVo.userId).toBe(b.id);
    expect((await t.get(`/api/user/search?content=${a.id + 100000}`, { token: a.token })).body.msg).toBe("Do not search your own account");
    expect((await t.get(`/api/user/search?content=999999999`, { token: a.token })).body.msg).toBe("Search user does not exist");
  });

  it("privacy-set changes who may add me", async () => {
    const a = await addUser(t, "Pia");
    const b = await addUser(t, "Pat");
    expect((await t.post("/api/user/privacy-set", { addFriend: "anyone" }, { token: b.token })).status).toBe(200);
    expect((await t.post<AddFriendReply>("/api/friend/add-friend", { userId: b.id }, { token: a.token })).body.data.status).toBe("added");
    expect((await t.post("/api/user/privacy-set", { addFriend: "everyone" }, { token: b.token })).status).toBe(400);
  });
});
