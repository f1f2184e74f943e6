import type { FriendApplication, InteractionRecord, ServerEvent, ServerFrame } from "@chat/protocol";
import { LAST_SEQ_FROM_NOW } from "@chat/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../db/test-helpers.js";
import { readEvents } from "../../realtime/events.js";
import { postMoment } from "../../testing/moments.js";
import { addUser } from "../../testing/social.js";
import type { TestUser } from "../../testing/social.js";
import { createTestApp } from "../../testing/test-app.js";
import type { TestApp } from "../../testing/test-app.js";
import { connectWs } from "../../testing/ws-client.js";

type Of<T extends ServerEvent["type"]> = Extract<ServerEvent, { type: T }>;

describe.each(testDatabases)("live notices on %s", (dialect) => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    url = await t.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(() => t.close());

  const eventsOf = async <T extends ServerEvent["type"]>(user: TestUser, type: T) =>
    (await readEvents(t.database.db, user.id, 0, 1000)).filter((e): e is Of<T> => e.type === type);
  const request = async (from: TestUser, to: TestUser) => {
    await t.post("/api/friend/add-friend", { userId: to.id }, { token: from.token });
    const [apply] = (await t.get<FriendApplication[]>("/api/friend/applys", { token: to.token })).body.data;
    return apply?.applyId;
  };

  it("an accepted friend request reaches the requester live, saying so; the accepter's own event does not", async () => {
    const ada = await addUser(t, "Ada");
    const ben = await addUser(t, "Ben");
    const applyId = await request(ben, ada);
    const socket = await connectWs(url);
    await socket.auth(ben.token, LAST_SEQ_FROM_NOW);

    expect((await t.get(`/api/friend/apply-deal?applyId=${applyId}&status=1`, { token: ada.token })).status).toBe(200);
    const frame = (await socket.next((f: ServerFrame) => f.type === "friend-added")) as Of<"friend-added">;
    expect(frame.data).toMatchObject({ friendUserId: ada.id, friendUserNickName: "Ada", byFriend: "accepted" });
    socket.close();
    const [own] = await eventsOf(ada, "friend-added");
    expect(own?.data).toMatchObject({ friendUserId: ben.id });
    expect(own?.data.byFriend).toBeUndefined();
  });

  it("adding someone open to anyone, or answering their request by adding them, tells them how", async () => {
    const cat = await addUser(t, "Cat");
    const open = await addUser(t, "Olga", { add_friend: "anyone" });
    await t.post("/api/friend/add-friend", { userId: open.id }, { token: cat.token });
    expect((await eventsOf(open, "friend-added")).map((e) => e.data)).toEqual([expect.objectContaining({ friendUserId: cat.id, byFriend: "added" })]);
    expect((await eventsOf(cat, "friend-added"))[0]?.data.byFriend).toBeUndefined();

    const dan = await addUser(t, "Dan");
    await request(dan, cat);
    await t.post("/api/friend/add-friend", { userId: dan.id }, { token: cat.token });
    expect((await eventsOf(dan, "friend-added")).map((e) => e.data)).toEqual([expect.objectContaining({ friendUserId: cat.id, byFriend: "accepted" })]);
  });

  it("a follow, a like, a comment and a reply reach their owner as interaction events beside unread", async () => {
    const author = await addUser(t, "Author");
    const fan = await addUser(t, "Fan");
    const moment = await postMoment(t, author.token);
    const socket = await connectWs(url);
    await socket.auth(author.token, LAST_SEQ_FROM_NOW);
    const next = async () => ((await socket.next((f: ServerFrame) => f.type === "interaction")) as Of<"interaction">).data;

    await t.post("/api/user/follow", { userId: author.id }, { token: fan.token });
    expect(await next()).toMatchObject({ type: 1, otherUserId: fan.id, otherUserVo: { nickname: "Fan" } });
    await t.post("/api/dynamic/support", { dynamicId: moment.id, like: true }, { token: fan.token });
    expect(await next()).toMatchObject({ type: 3, otherUserId: fan.id, dynamicId: moment.id });
    const comment = await t.post<{ id: number }>("/api/dynamic/comment", { dynamicId: moment.id, text: "Nice" }, { token: fan.token });
    expect(await next()).toMatchObject({ type: 2, otherUserId: fan.id, dynamicId: moment.id });
    socket.close();
    await t.post("/api/dynamic/comment", { dynamicId: moment.id, parentId: comment.body.data.id, text: "Thanks" }, { token: author.token });
    expect((await eventsOf(fan, "interaction")).map((e) => e.data)).toEqual([expect.objectContaining({ type: 5, otherUserId: author.id, otherUserVo: { nickname: "Author", avatar: "" } })]);

    // Each notice is the record the interaction list shows, and the count moved beside it.
    const notices = (await eventsOf(author, "interaction")).map((e) => e.data);
    const list = (await t.get<{ records: InteractionRecord[] }>("/api/interact/list", { token: author.token })).body.data.records;
    expect([...notices].reverse()).toEqual(list);
    expect((await eventsOf(author, "unread")).at(-1)?.data.interact).toBe(3);
    // The author's own like on their own moment leaves nothing.
    await t.post("/api/dynamic/support", { dynamicId: moment.id, like: true }, { token: author.token });
    expect(await eventsOf(author, "interaction")).toHaveLength(3);
  });

  it("nothing for a blocked pair: no follow, like or comment gets through, and a friendship made across a block says nothing", async () => {
    const blocker = await addUser(t, "Blocker");
    const other = await addUser(t, "Other");
    const moment = await postMoment(t, blocker.token);
    await t.post("/api/user/block", { userId: other.id }, { token: blocker.token });
    expect((await t.post("/api/user/follow", { userId: blocker.id }, { token: other.token })).status).toBe(404);
    expect((await t.post("/api/dynamic/support", { dynamicId: moment.id, like: true }, { token: other.token })).status).toBe(404);
    expect((await t.post("/api/dynamic/comment", { dynamicId: moment.id, text: "Hi" }, { token: other.token })).status).toBe(404);
    expect(await eventsOf(blocker, "interaction")).toEqual([]);

    // A request answered after a block came in (block normally drops it; here the block lands in between).
    const eve = await addUser(t, "Eve");
    const fay = await addUser(t, "Fay");
    const applyId = await request(eve, fay);
    await t.database.db.insertInto("user_blocks").values({ user_id: eve.id, blocked_user_id: fay.id, created_at: t.clock.now() }).execute();
    expect((await t.get(`/api/friend/apply-deal?applyId=${applyId}&status=1`, { token: fay.token })).status).toBe(200);
    const [added] = await eventsOf(eve, "friend-added");
    expect(added?.data).toMatchObject({ friendUserId: fay.id });
    expect(added?.data.byFriend).toBeUndefined();
  });
});
