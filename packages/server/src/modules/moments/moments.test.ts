import { MOMENT_LIMITS, SERVER_MESSAGES } from "@chat/protocol";
import type { CommentPage, Moment, MomentComment, MomentInfoReply, MomentPage, SupportReply } from "@chat/protocol";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { t as text } from "../../i18n.js";
import { postMoment, release, testPng } from "../../testing/moments.js";
import { addUser, makeFriends } from "../../testing/social.js";
import type { TestUser } from "../../testing/social.js";
import { createTestApp } from "../../testing/test-app.js";
import type { TestApp } from "../../testing/test-app.js";
import { startTestS3, storeCases } from "../../storage/test-s3.js";
import type { TestS3 } from "../../storage/test-s3.js";

describe.each(storeCases)("moments on %s, files %s", (dialect, store) => {
  let t: TestApp;
  let s3: TestS3 | undefined;
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    s3 = store === "s3" ? await startTestS3() : undefined;
    t = await createTestApp(dialect, s3 ? { config: { s3: s3.settings } } : {});
    alice = await addUser(t, "Alice");
    bob = await addUser(t, "Bob");
  });
  afterAll(async () => {
    await t.close();
    await s3?.close();
  });

  const list = (user: TestUser, query = "view=square") => t.get<MomentPage>(`/api/dynamic/dynamic-list?${query}`, { token: user.token });
  const info = (user: TestUser, id: number) => t.get<MomentInfoReply>(`/api/dynamic/dynamic-info?id=${id}`, { token: user.token });
  const comments = (user: TestUser, id: number, query = "") => t.get<CommentPage>(`/api/dynamic/comment-list?dynamicId=${id}${query}`, { token: user.token });
  const like = (user: TestUser, dynamicId: number, on = true) => t.post<SupportReply>("/api/dynamic/support", { dynamicId, like: on }, { token: user.token });
  const comment = (user: TestUser, dynamicId: number, body: string, parentId?: number) => t.post<MomentComment>("/api/dynamic/comment", { dynamicId, text: body, parentId }, { token: user.token });
  const meta = async (url: string) => {
    const res = await t.app.inject({ method: "GET", url });
    return res.statusCode === 200 ? await sharp(res.rawPayload).metadata() : null;
  };

  it("posts text with pictures re-encoded into large, thumbnail and blurred copies, and records the author's language", async () => {
    await t.database.db.updateTable("users").set({ language: "es" }).where("id", "=", alice.id).execute();
    const wide = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: "#c33" } }).jpeg().toBuffer();
    const res = await release(t, alice.token, { text: "  <b>Hola</b> mundo  ", type: "0" }, [wide, await testPng(50, 20)]);
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe(SERVER_MESSAGES.momentPublished);
    const moment = res.body.data!;
    expect(moment).toMatchObject({ text: "<b>Hola</b> mundo", language: "es", type: 0, pinned: false, likes: 0, comments: 0, liked: false, burnState: null, author: { userId: alice.id, nickname: "Alice" } });
    expect(moment.pictures).toHaveLength(2);
    expect(moment.pictures[0]).toMatchObject({ width: MOMENT_LIMITS.largePx, height: MOMENT_LIMITS.largePx / 2 });
    expect(await meta(moment.pictures[0]!.url)).toMatchObject({ format: "jpeg", width: 1280, height: 640 });
    expect(await meta(moment.pictures[0]!.thumbUrl)).toMatchObject({ width: MOMENT_LIMITS.thumbPx, height: MOMENT_LIMITS.thumbPx });
    const blur = await meta(moment.pictures[0]!.blurUrl);
    expect(blur?.width).toBeLessThanOrEqual(32);
    expect(await meta(moment.pictures[1]!.url)).toMatchObject({ format: "png", width: 50, height: 20 });
    const seen = await list(bob);
    expect(seen.body.data.list.find((m) => m.id === moment.id)).toEqual(moment);
  });

  it("refuses a release without pictures, without text, with too many pictures or with a non-image, with localized reasons", async () => {
    const png = await testPng();
    const none = await release(t, bob.token, { text: "no pictures" }, [], "de");
    expect(none.status).toBe(400);
    expect(none.body.msg).toBe(text("de", "momentPicturesRequired"));
    const blank = await release(t, bob.token, { text: "   " }, [png], "de");
    expect(blank.status).toBe(400);
    expect(blank.body.msg).toBe(text("de", "momentTextRequired"));
    expect((await release(t, bob.token, { text: "ten" }, Array.from({ length: 10 }, () => png))).status).toBe(400);
    expect((await release(t, bob.token, { text: "twelve" }, Array.from({ length: 12 }, () => png))).status).toBe(400);
    expect((await release(t, bob.token, { text: "x".repeat(MOMENT_LIMITS.textChars + 1) }, [png])).status).toBe(400);
    expect((await release(t, bob.token, { text: "y".repeat(20_000) }, [png])).status).toBe(400);
    const svg = await release(t, bob.token, { text: "svg" }, [Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>")]);
    expect(svg.status).toBe(400);
    expect(svg.body.msg).toBe(SERVER_MESSAGES.imageFormat);
    expect((await release(t, bob.token, { text: "x", type: "7" }, [png])).status).toBe(400);
    const json = await t.post("/api/dynamic/release", { text: "json" }, { token: bob.token });
    expect(json.status).toBe(400);
    expect((await list(bob, `view=user&userId=${bob.id}`)).body.data.list).toEqual([]);
  });

  it("gives one moment with its comments, and 404 for one that does not exist", async () => {
    const moment = await postMoment(t, alice.token, "info");
    await comment(bob, moment.id, "first");
    const res = await info(bob, moment.id);
    expect(res.status).toBe(200);
    expect(res.body.data.moment).toMatchObject({ id: moment.id, comments: 1 });
    expect(res.body.data.comments.list.map((c) => c.text)).toEqual(["first"]);
    expect(res.body.data.likers).toBeNull();
    expect((await info(bob, 999_999)).status).toBe(404);
    expect((await t.get("/api/dynamic/dynamic-info?id=abc", { token: bob.token })).status).toBe(400);
  });

  it("counts likes right under concurrent likes and unlikes, idempotently, and tells the author once", async () => {
    const moment = await postMoment(t, alice.token, "like me");
    const likers = await Promise.all(Array.from({ length: 6 }, (_, i) => addUser(t, `Liker${i}`)));
    // Every liker likes three times at once, one also unlikes twice at once afterwards.
    const results = await Promise.all(likers.flatMap((u) => [like(u, moment.id), like(u, moment.id), like(u, moment.id)]));
    expect(results.every((r) => r.status === 200 && r.body.data.liked)).toBe(true);
    expect((await info(alice, moment.id)).body.data.moment.likes).toBe(6);
    const unliked = await Promise.all([like(likers[0]!, moment.id, false), like(likers[0]!, moment.id, false)]);
    expect(unliked.map((r) => r.body.data.likes)).toEqual([5, 5]);
    const row = await t.database.db.selectFrom("moments").select("likes").where("id", "=", moment.id).executeTakeFirstOrThrow();
    expect(Number(row.likes)).toBe(5);
    const likedRecords = await t.database.db.selectFrom("interactions").select(["other_user_id", "dynamic_id"]).where("user_id", "=", alice.id).where("type", "=", 3).where("dynamic_id", "=", moment.id).execute();
    expect(likedRecords).toHaveLength(6);
    // The author's interaction list names the moment, and their devices heard of it live (`unread`).
    const records = await t.get<{ records: { type: number; dynamicId?: number }[] }>("/api/interact/list?page=1&pageSize=50", { token: alice.token });
    expect(records.body.data.records.filter((r) => r.type === 3 && r.dynamicId === moment.id)).toHaveLength(6);
    const unread = await t.database.db.selectFrom("events").select("type").where("user_id", "=", alice.id).where("type", "=", "unread").execute();
    expect(unread.length).toBeGreaterThanOrEqual(6);
    // Liking one's own moment leaves no record.
    expect((await like(alice, moment.id)).body.data).toEqual({ liked: true, likes: 6 });
    expect((await info(alice, moment.id)).body.data.moment.liked).toBe(true);
    expect(await t.database.db.selectFrom("interactions").select("id").where("user_id", "=", alice.id).where("other_user_id", "=", alice.id).execute()).toEqual([]);
  });

  it("counts comments right under concurrent comments and deletes, and nests replies one level deep", async () => {
    const moment = await postMoment(t, alice.token, "comment on me");
    const posted = await Promise.all(Array.from({ length: 8 }, (_, i) => comment(bob, moment.id, `c${i}`)));
    expect(posted.every((r) => r.status === 200)).toBe(true);
    const first = posted[0]!.body.data;
    const reply = (await comment(alice, moment.id, "reply", first.id)).body.data;
    expect(reply).toMatchObject({ parentId: first.id, replyTo: { userId: bob.id, nickname: "Bob" } });
    // A reply to a reply sits under the same top-level comment and answers the reply's author.
    const deeper = (await comment(bob, moment.id, "deeper", reply.id)).body.data;
    expect(deeper).toMatchObject({ parentId: first.id, replyTo: { userId: alice.id } });
    const page = (await comments(bob, moment.id)).body.data;
    expect(page.total).toBe(10);
    expect(page.list).toHaveLength(8);
    expect(page.list.find((c) => c.id === first.id)!.replies.map((r) => r.text)).toEqual(["reply", "deeper"]);
    expect(page.list.filter((c) => c.id !== first.id).every((c) => c.replies.length === 0)).toBe(true);
    // Deleting a top-level comment takes its replies; parallel deletes count once.
    const deletes = await Promise.all([0, 1, 2].map(() => t.post("/api/dynamic/del-comment", { id: first.id }, { token: bob.token })));
    expect(deletes.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(1);
    expect((await info(alice, moment.id)).body.data.moment.comments).toBe(7);
    expect((await comments(bob, moment.id)).body.data.total).toBe(7);
    // Interactions: bob's comments reached alice (type 2); alice's reply reached bob (type 5), bob's reply reached alice (type 5).
    const records = await t.database.db.selectFrom("interactions").select(["user_id", "other_user_id", "type"]).where("dynamic_id", "=", moment.id).execute();
    expect(records.filter((r) => r.type === 2 && r.user_id === alice.id)).toHaveLength(8);
    expect(records.filter((r) => r.type === 5).map((r) => r.user_id).sort()).toEqual([alice.id, bob.id].sort());
    const empty = await comment(bob, moment.id, "   ");
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toBe(SERVER_MESSAGES.commentRequired);
    expect((await comment(bob, moment.id, "x".repeat(MOMENT_LIMITS.commentChars + 1))).status).toBe(400);
    expect((await comment(bob, moment.id, "orphan", 999_999)).status).toBe(404);
  });

  it("pages comments oldest first without repeats while new ones arrive, and rate-limits commenting", async () => {
    const moment = await postMoment(t, alice.token, "many comments");
    const writers = await Promise.all(Array.from({ length: 3 }, (_, i) => addUser(t, `Writer${i}`)));
    for (let i = 0; i < 12; i++) await comment(writers[i % 3]!, moment.id, `c${i}`);
    const seen: string[] = [];
    let cursor: string | null | undefined;
    do {
      const page = (await comments(bob, moment.id, `&pageSize=5${cursor ? `&cursor=${cursor}` : ""}`)).body.data;
      seen.push(...page.list.map((c) => c.text));
      cursor = page.nextCursor;
      await comment(writers[0]!, moment.id, `late${seen.length}`);
    } while (cursor);
    expect(seen.slice(0, 12)).toEqual(Array.from({ length: 12 }, (_, i) => `c${i}`));
    expect(new Set(seen).size).toBe(seen.length);
    // Thirty comments a minute; the thirty-first waits.
    const chatty = await addUser(t, "Chatty");
    const statuses = [];
    for (let i = 0; i < 31; i++) statuses.push((await comment(chatty, moment.id, `x${i}`)).status);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    t.clock.advance(60_000);
    expect((await comment(chatty, moment.id, "again")).status).toBe(200);
  });

  it("lets only the comment's author or the moment's author delete a comment", async () => {
    const moment = await postMoment(t, alice.token, "mine");
    const carol = await addUser(t, "Carol");
    const c1 = (await comment(bob, moment.id, "by bob")).body.data;
    const c2 = (await comment(bob, moment.id, "by bob too")).body.data;
    expect((await t.post("/api/dynamic/del-comment", { id: c1.id }, { token: carol.token })).status).toBe(403);
    expect((await t.post("/api/dynamic/del-comment", { id: c1.id }, { token: bob.token })).status).toBe(200);
    expect((await t.post("/api/dynamic/del-comment", { id: c2.id }, { token: alice.token })).status).toBe(200);
    expect((await t.post("/api/dynamic/del-comment", { id: c2.id }, { token: alice.token })).status).toBe(404);
    expect((await info(alice, moment.id)).body.data.moment.comments).toBe(0);
  });

  it("lists the square, friends' moments and one user's moments", async () => {
    const dora = await addUser(t, "Dora");
    const ed = await addUser(t, "Ed");
    await makeFriends(t, dora, ed);
    const dm = await postMoment(t, dora.token, "dora's");
    const own = await postMoment(t, ed.token, "ed's");
    const friends = (await list(ed, "view=friends")).body.data.list.map((m: Moment) => m.id);
    expect(friends).toContain(dm.id);
    expect(friends).not.toContain(own.id);
    const square = (await list(ed)).body.data.list.map((m) => m.id);
    expect(square.slice(0, 2)).toEqual([own.id, dm.id]);
    expect((await list(ed, `view=user&userId=${dora.id}`)).body.data.list.map((m) => m.id)).toEqual([dm.id]);
    expect((await list(dora, "view=user")).body.data.list.map((m) => m.id)).toEqual([dm.id]);
    expect((await list(ed, "view=user&userId=999999")).status).toBe(404);
    expect((await list(ed, "view=everyone")).status).toBe(400);
    expect((await list(ed, "cursor=nonsense")).status).toBe(400);
    expect((await list(ed, `cursor=${Buffer.from("1:99999999999").toString("base64url")}`)).status).toBe(400);
  });
});
