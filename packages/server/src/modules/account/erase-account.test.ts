/**
 * Deleting an account erases the person: a member with a profile, an avatar, moments with pictures,
 * comments, likes, an album, follows, a friend, a friend request, a block, visits, a chat, a payment
 * and a shop order deletes their account; every trace is gone or anonymised, their files answer 404
 * and are gone from the store (on disk and in S3), their friend keeps the chat with "Deleted user",
 * the counters of the others are right, and the bills stay without personal data.
 */
import { LIMITS } from "@chat/protocol";
import type { AlbumPhoto, AvatarUploadReply, Conversation, HistoryPage, MyInfo, PartnerSession } from "@chat/protocol";
import { sql } from "kysely";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localFileStore } from "../../images/file-store.js";
import type { FileStore } from "../../images/file-store.js";
import { parsePartnerKeys } from "../../security/partner-keys.js";
import { s3FileStore } from "../../storage/s3-file-store.js";
import { startTestS3, storeCases } from "../../storage/test-s3.js";
import type { TestS3 } from "../../storage/test-s3.js";
import { postMoment, testPng } from "../../testing/moments.js";
import { addUser, makeFriends } from "../../testing/social.js";
import type { TestUser } from "../../testing/social.js";
import { createTestApp } from "../../testing/test-app.js";
import type { TestApp } from "../../testing/test-app.js";
import { ERASURE_TABLES, erasedEmailHash } from "./erase-account.js";
import { DELETED_NICKNAME } from "./users.js";

const SHOP_KEY = "shop-key-0123456789abcdefghijklmnop";
const keyOf = (url: string) => url.replace(/^\/files\//, "").replace(/\?.*$/, "");

describe.each(storeCases)("erasing a deleted account on %s, files %s", (dialect, kind) => {
  let t: TestApp;
  let s3: TestS3 | undefined;
  let store: FileStore;
  let n = 0;
  beforeAll(async () => {
    s3 = kind === "s3" ? await startTestS3() : undefined;
    t = await createTestApp(dialect, { config: { partners: parsePartnerKeys(`https://shop.example=${SHOP_KEY}`), ...(s3 ? { s3: s3.settings } : {}) } });
    // The same storage the server writes, read directly.
    store = s3 ? s3FileStore(s3.settings) : localFileStore(join(t.database.dataDir, "files"));
  });
  afterAll(async () => {
    store.close?.();
    await t.close();
    await s3?.close();
  });

  async function postFile(path: string, token: string, png: Buffer) {
    const boundary = "----erase";
    const payload = Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`), png, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    const res = await t.app.inject({ method: "POST", url: path, headers: { authorization: `Bearer ${token}`, "content-type": `multipart/form-data; boundary=${boundary}` }, payload });
    expect(res.statusCode, path).toBe(200);
    return res.json<{ data: unknown }>().data;
  }
  const status = async (url: string) => (await t.app.inject({ method: "GET", url })).statusCode;
  const send = (from: TestUser | { token: string }, to: number, body: Record<string, unknown>) =>
    t.post("/api/message/send", { toUserId: to, messageType: "txt", clientMsgId: `erase-${++n}-abcdef`, ...body }, { token: from.token });
  const count = async (table: string, column: string, id: number) =>
    Number((await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)} where ${sql.ref(column)} = ${id}`.execute(t.database.db)).rows[0]?.n);

  it("erases the person everywhere; others keep their chat with a deleted user, right counters and bills", async () => {
    const { email, password } = await t.register();
    const token = await t.login(email, password);
    const gone = { id: (await t.get<MyInfo>("/api/account/my-info", { token })).body.data.id, token };
    const friend = await addUser(t, "Friend");
    const fan = await addUser(t, "Fan");
    const stranger = await addUser(t, "Stranger");
    const blocked = await addUser(t, "Blocked");
    await makeFriends(t, gone, friend);

    // A profile with an avatar, moments with pictures, an album.
    const avatar = (await postFile("/api/user/avatar-upload", token, await testPng(600, 600))) as AvatarUploadReply;
    const edit = { avatar: avatar.avatar, nickname: "Gone Girl", occupation: "Pilot", personalMessage: "call me", birthday: "1990-05-06", gender: 1, region: "DE", height: 170, weight: 60 };
    expect((await t.post("/api/user/info-edit", edit, { token })).status).toBe(200);
    const mine = await postMoment(t, token, "my secret moment", { pictures: 2 });
    const photo = (await postFile("/api/album/upload", token, await testPng(50, 40))) as AlbumPhoto;
    const files = [avatar.avatar, avatar.avatarThumb, photo.url, photo.thumbUrl, ...mine.pictures.flatMap((p) => [p.url, p.thumbUrl, p.blurUrl])];
    for (const url of files) expect(await status(url), url).toBe(200);

    // Likes and comments both ways; a third person's comment on the friend's moment stays.
    const theirs = await postMoment(t, friend.token, "friend moment");
    expect((await t.post("/api/dynamic/support", { dynamicId: theirs.id, like: true }, { token })).status).toBe(200);
    const comment = await t.post<{ id: number }>("/api/dynamic/comment", { dynamicId: theirs.id, text: "nice" }, { token });
    expect((await t.post("/api/dynamic/comment", { dynamicId: theirs.id, parentId: comment.body.data.id, text: "thanks" }, { token: friend.token })).status).toBe(200);
    expect((await t.post("/api/dynamic/comment", { dynamicId: theirs.id, text: "stays" }, { token: fan.token })).status).toBe(200);
    expect((await t.post("/api/dynamic/support", { dynamicId: mine.id, like: true }, { token: friend.token })).status).toBe(200);
    expect((await t.post("/api/dynamic/comment", { dynamicId: mine.id, text: "wow" }, { token: friend.token })).status).toBe(200);

    // Follows, a visit each way, a friend request, a block, auto-translate.
    expect((await t.post("/api/user/follow", { userId: friend.id, follow: true }, { token })).status).toBe(200);
    expect((await t.post("/api/user/follow", { userId: gone.id, follow: true }, { token: fan.token })).status).toBe(200);
    expect((await t.post("/api/user/visit", { userId: friend.id }, { token })).status).toBe(200);
    expect((await t.post("/api/user/visit", { userId: gone.id }, { token: fan.token })).status).toBe(200);
    expect((await t.post("/api/friend/add-friend", { userId: stranger.id, note: "it is me, Gone" }, { token })).status).toBe(200);
    expect((await t.post("/api/user/block", { userId: blocked.id }, { token })).status).toBe(200);
    expect((await t.post("/api/translate/auto", { peerId: friend.id, on: true }, { token })).status).toBe(200);

    // A chat: text both ways and a picture; another picture uploaded but never sent.
    expect((await send(gone, friend.id, { content: "hello from gone" })).status).toBe(200);
    expect((await send(friend, gone.id, { content: "hello back" })).status).toBe(200);
    const sent = ((await postFile("/api/file/upload", token, await testPng(20, 20))) as { url: string }).url;
    expect((await send(gone, friend.id, { messageType: "img", imageUrl: sent })).status).toBe(200);
    const unsent = ((await postFile("/api/file/upload", token, await testPng(21, 21))) as { url: string }).url;

    // Bills: a coin purchase, a shop order with an address, a gift with a note.
    expect((await t.post("/api/coin/recharge", { packageId: "coins-10", payMethod: "test", requestId: "erase-pay-01" }, { token })).status).toBe(200);
    const db = t.database.db;
    const now = t.clock.now();
    const category = await db.insertInto("mall_categories").values({ name: "Flowers", created_at: now }).returning("id").executeTakeFirstOrThrow();
    const good = await db.insertInto("mall_goods").values({ category_id: category.id, name: "Rose", price: 5, created_at: now }).returning("id").executeTakeFirstOrThrow();
    const order = { good_id: good.id, good_name: "Rose", price: 5, quantity: 1, coins: 5, consignee: "Gone Girl", phone: "+49 1", address: "Main St 1", message: "ring twice", created_at: now };
    await db.insertInto("mall_orders").values({ ...order, buyer_id: gone.id, request_id: "erase-order-1" }).execute();
    await db.insertInto("gift_records").values({ from_user_id: gone.id, to_user_id: friend.id, gift_id: "rose", amount: 1, note: "for you", coins: 1, message_id: "m-gift", created_at: now }).execute();
    const messagesBefore = await count("messages", "from_user_id", gone.id);

    expect((await t.post("/api/account/cancel-account", { password }, { token })).status).toBe(200);

    // The row: neutral name, no address (only its hash, beside the payment), no profile.
    const row = await db.selectFrom("users").selectAll().where("id", "=", gone.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email: null, deleted_email: erasedEmailHash(email), password_hash: "", nickname: DELETED_NICKNAME, avatar: "", avatar_thumb: "" });
    expect(row).toMatchObject({ birthday: null, occupation: "", personal_message: "", region: "", height: null, weight: null, gender: 0, fans_count: 0, follow_count: 0 });
    expect(JSON.stringify(row)).not.toContain(email);

    // Files: 404 at their URLs and gone from the store, none left waiting; the picture sent stays.
    for (const url of [...files, unsent]) {
      expect(await status(url), url).toBe(404);
      expect(await store.get(keyOf(url)), url).toBeNull();
    }
    expect(await db.selectFrom("file_deletions").selectAll().execute()).toEqual([]);
    expect(await status(sent)).toBe(200);

    // Nothing of the person in the erased tables.
    const erased: [string, string][] = [
      ["sessions", "user_id"], ["friends", "user_id"], ["friends", "friend_user_id"], ["avatars", "user_id"], ["album_photos", "user_id"],
      ["moments", "user_id"], ["moment_likes", "user_id"], ["moment_comments", "user_id"], ["follows", "follower_id"], ["follows", "followed_id"],
      ["visits", "owner_id"], ["visits", "visitor_id"], ["friend_applications", "from_user_id"], ["user_blocks", "user_id"],
      ["interactions", "user_id"], ["interactions", "other_user_id"], ["auto_translate", "user_id"], ["conversations", "user_id"],
      ["events", "user_id"], ["user_seq", "user_id"], ["user_marks", "user_id"], ["partner_users", "user_id"],
    ];
    for (const [table, column] of erased) expect(await count(table, column, gone.id), `${table}.${column}`).toBe(0);
    expect(await db.selectFrom("uploads").select("key").where("owner_id", "=", gone.id).execute()).toEqual([{ key: keyOf(sent) }]);
    expect(await db.selectFrom("verification_codes").select("email").where("email", "=", email).execute()).toEqual([]);

    // The friend's moment lost the like and the comment with its reply; the third person's stays.
    expect(await db.selectFrom("moments").select(["likes", "comments"]).where("id", "=", theirs.id).executeTakeFirstOrThrow()).toEqual({ likes: 0, comments: 1 });
    // Counters of the others: the friend lost a fan, the fan a follow.
    const info = async (u: TestUser) => (await t.get<MyInfo>("/api/account/my-info", { token: u.token })).body.data.userDataVo;
    expect(await info(friend)).toEqual({ fans: 0, follow: 0 });
    expect(await info(fan)).toEqual({ fans: 0, follow: 0 });

    // The friend keeps the chat, with "Deleted user" and no picture, and was told at once.
    const recent = (await t.post<Conversation[]>("/api/message/user-session-list", {}, { token: friend.token })).body.data;
    expect(recent.find((c) => c.userId === gone.id)).toMatchObject({ nickname: DELETED_NICKNAME, avatar: "", deleted: true });
    const history = await t.get<HistoryPage>(`/api/message/history?userId=${gone.id}`, { token: friend.token });
    expect(history.status).toBe(200);
    expect(history.body.data.messages.map((m) => m.msg)).toEqual(["", "hello back", "hello from gone"]);
    expect(await count("messages", "from_user_id", gone.id)).toBe(messagesBefore);
    // Reading it stores nothing for the deleted account.
    expect((await t.post("/api/message/read", { userId: gone.id }, { token: friend.token })).status).toBe(200);
    expect(await count("events", "user_id", gone.id)).toBe(0);
    const told = await db.selectFrom("events").select("data").where("user_id", "=", friend.id).where("type", "=", "profile").execute();
    expect(told.map((e) => JSON.parse(e.data) as unknown)).toContainEqual({ userId: gone.id, nickname: DELETED_NICKNAME, avatar: "", avatarThumb: "", deleted: true });
    // Nobody else finds the account's history.
    expect((await t.get(`/api/message/history?userId=${gone.id}`, { token: stranger.token })).status).toBe(404);
    // What the stranger's log kept of the friend request has no name and no note any more.
    const apply = await db.selectFrom("events").select("data").where("user_id", "=", stranger.id).where("type", "=", "friend-apply").executeTakeFirstOrThrow();
    expect(JSON.parse(apply.data)).toMatchObject({ userId: gone.id, nickname: DELETED_NICKNAME, avatar: "", note: "" });

    // The friend's live notices of the like, the comment and the follow no longer name the account.
    const notices = await db.selectFrom("events").select("data").where("user_id", "=", friend.id).where("type", "=", "interaction").execute();
    const aboutGone = notices.map((e) => JSON.parse(e.data) as { otherUserId: number; otherUserVo: unknown }).filter((n) => n.otherUserId === gone.id);
    expect(aboutGone.length).toBeGreaterThan(0);
    for (const notice of aboutGone) expect(notice.otherUserVo).toEqual({ nickname: DELETED_NICKNAME, avatar: "" });

    // Bills stay, without personal data.
    expect(await count("payment_orders", "user_id", gone.id)).toBe(1);
    expect(await count("ledger_entries", "user_id", gone.id)).toBeGreaterThan(0);
    expect(await db.selectFrom("mall_orders").select(["consignee", "phone", "address", "message", "coins"]).where("buyer_id", "=", gone.id).executeTakeFirstOrThrow()).toEqual({ consignee: "", phone: "", address: "", message: "", coins: 5 });
    expect(await db.selectFrom("gift_records").select(["note", "coins"]).where("from_user_id", "=", gone.id).executeTakeFirstOrThrow()).toEqual({ note: "", coins: 1 });

    // The address registers again, as a new account.
    t.clock.advance(LIMITS.codeResendMs);
    await t.register(email, "fresh12345");
  });

  it("a partner's delete-user erases as well; without payments no hash of an address stays", async () => {
    const res = await t.post<PartnerSession>("/api/partner/session", { externalId: `erase-${++n}`, nickname: "Member" }, { token: SHOP_KEY, ip: t.nextIp() });
    const { userId, token } = res.body.data;
    await t.database.db.updateTable("users").set({ email: t.nextEmail("member") }).where("id", "=", userId).execute();
    const moment = await postMoment(t, token, "partner moment");
    expect((await t.post("/api/partner/delete-user", { externalId: `erase-${n}` }, { token: SHOP_KEY, ip: t.nextIp() })).status).toBe(200);
    for (const p of moment.pictures) expect(await status(p.url)).toBe(404);
    expect(await count("moments", "user_id", userId)).toBe(0);
    const row = await t.database.db.selectFrom("users").select(["nickname", "deleted_email", "deleted_at"]).where("id", "=", userId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ nickname: DELETED_NICKNAME, deleted_email: null });
    expect(row.deleted_at).not.toBeNull();
  });

  it("every table of the database has its decision in erase-account.ts", async () => {
    const tables = (await t.database.db.introspection.getTables()).map((table) => table.name).filter((name) => !/^(kysely_|sqlite_)/.test(name));
    expect(tables.filter((name) => !ERASURE_TABLES.includes(name))).toEqual([]);
  });
});
