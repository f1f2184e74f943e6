/**
 * Every signed-in endpoint, table-driven: anonymous → 401; a stranger → 403/404 on someone else's
 * things, or 200 with only their own data; the owner → 200. Logout and account deletion end the
 * caller's session, so only their 401 is checked here (the account tests cover the rest); partner
 * endpoints take a partner key, not a session (partner-session.test.ts), and Easemob's pre-send
 * callback its signature (easemob/pre-send.test.ts).
 */
import type { CoinRechargeReply, MomentComment, PayPalCreateOrderReply, SendMessageReply } from "@chat/protocol";
import { createECDH } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../db/test-helpers.js";
import { postMoment } from "../testing/moments.js";
import { addUser, makeFriends } from "../testing/social.js";
import type { TestUser } from "../testing/social.js";
import { ManualClock } from "../clock.js";
import { paymentProviders } from "../payments/test-provider.js";
import { FakeAirwallex } from "../testing/fake-airwallex.js";
import { FakeEasemob, fakeEasemobConfig } from "../testing/fake-easemob.js";
import { FakePayPal } from "../testing/fake-paypal.js";
import { fakePaymentsConfig } from "./wallet/payments-fixtures.js";
import { createTestApp } from "../testing/test-app.js";
import type { TestApp } from "../testing/test-app.js";
import { FakeTranslator, credit } from "../testing/wallet.js";
import { COIN_PACKAGES, TRANSLATE_PACKAGES, VIP_PACKAGES } from "./wallet/catalogue.js";
import { addCategory, addGood } from "./mall/index.js";
import { createOperator, loginOperator } from "../testing/console.js";

interface Fixture {
  owner: TestUser;
  friend: TestUser;
  applyId: number;
  messageId: string;
  /** The friend's reply to the owner (never recalled). */
  replyId: string;
  /** A burn-after-read image the friend sent the owner. */
  burnId: string;
  /** The owner's coin order. */
  orderId: string;
  /** Someone anyone may block without breaking the other rows. */
  bystander: TestUser;
  /** A live Encounter match of the owner's (with the bystander). */
  matchId: number;
  /** A photo of the owner's album. */
  photoId: number;
  /** The owner's moment, FriendZed's comment on it, and FriendZed's burn-after-reading moment. */
  momentId: number;
  commentId: number;
  burnMomentId: number;
  /** The owner's PayPal order (at the local fake PayPal). */
  paypalOrderId: string;
  /** A mall category and good, and the owner's order of it for themselves. */
  mall: { categoryId: number; goodId: number; orderId: number };
}

type Stranger = 403 | 404 | "own" | "public";

interface Row {
  method: "GET" | "POST";
  path: (f: Fixture) => string;
  body?: (f: Fixture) => unknown;
  stranger: Stranger;
}

const SECRET = "secret-text-only-owner-sees";
const PUSH_SUBSCRIPTION = { endpoint: "https://127.0.0.1:9/push/authorization", keys: { p256dh: createECDH("prime256v1").generateKeys("base64url"), auth: "AAAAAAAAAAAAAAAAAAAAAA" } };
const requestId = () => `auth-${Math.random().toString(36).slice(2)}`;

export const ENDPOINTS: Row[] = [
  { method: "GET", path: () => "/api/friend/applys", stranger: "own" },
  { method: "GET", path: () => "/api/friend/friend-list", stranger: "own" },
  { method: "GET", path: () => "/api/message/unread-message", stranger: "own" },
  { method: "GET", path: () => "/api/message/notices", stranger: "own" },
  { method: "GET", path: () => "/api/interact/list?page=1&pageSize=20", stranger: "own" },
  { method: "GET", path: () => "/api/service/im-account", stranger: "public" },
  { method: "GET", path: () => "/api/complain/complain_type", stranger: "public" },
  { method: "POST", path: () => "/api/message/user-session-list", body: () => ({}), stranger: "own" },
  { method: "POST", path: () => "/api/user/privacy-set", body: () => ({ momentInteractions: "private" }), stranger: "own" },
  { method: "GET", path: (f) => `/api/user/info?userId=${f.friend.id}`, stranger: "public" },
  { method: "GET", path: (f) => `/api/user/search?content=${f.friend.id + 100000}`, stranger: "public" },
  { method: "POST", path: () => "/api/complain/add_complain", body: (f) => ({ type: 1, notes: "n", beComplainedAccount: f.friend.id + 100000 }), stranger: "public" },
  { method: "GET", path: (f) => `/api/message/history?userId=${f.friend.id}`, stranger: 403 },
  { method: "POST", path: () => "/api/message/send", body: (f) => ({ toUserId: f.friend.id, messageType: "txt", content: "hi", clientMsgId: `auth-${Math.random()}` }), stranger: 403 },
  { method: "POST", path: () => "/api/message/read", body: (f) => ({ userId: f.friend.id }), stranger: 404 },
  { method: "POST", path: () => "/api/friend/updateRemarkName", body: (f) => ({ friendUserId: f.friend.id, friendRemarkName: "pal" }), stranger: 404 },
  { method: "GET", path: (f) => `/api/friend/apply-deal?applyId=${f.applyId}&status=1`, stranger: 403 },
  { method: "POST", path: () => "/api/message/recall", body: (f) => ({ messageId: f.messageId }), stranger: 404 },
  { method: "POST", path: () => "/api/message/delete-history", body: (f) => ({ userId: f.friend.id }), stranger: 404 },
  { method: "POST", path: () => "/api/message/delete-conversation", body: (f) => ({ userId: f.friend.id }), stranger: 404 },
  { method: "POST", path: () => "/api/friend/add-friend", body: (f) => ({ userId: f.friend.id }), stranger: "public" },
  { method: "GET", path: () => "/api/account/my-info", stranger: "own" },
  // The lists before the follow row: a stranger who follows FriendZed would see them in their own list.
  { method: "GET", path: () => "/api/user/follow-list?page=1&pageSize=20", stranger: "own" },
  { method: "GET", path: () => "/api/user/fans-list?page=1&pageSize=20", stranger: "own" },
  { method: "GET", path: () => "/api/user/visitor-num", stranger: "own" },
  { method: "GET", path: () => "/api/user/visitor-record?page=1&pageSize=20", stranger: "own" },
  { method: "POST", path: () => "/api/user/follow", body: (f) => ({ userId: f.friend.id, follow: true }), stranger: "public" },
  { method: "POST", path: () => "/api/user/visit", body: (f) => ({ userId: f.friend.id }), stranger: "public" },
  { method: "POST", path: () => "/api/user/language-edit", body: () => ({ language: "en" }), stranger: "own" },
  { method: "GET", path: () => "/api/bill/type", stranger: "public" },
  { method: "GET", path: () => "/api/bill/list?page=1&pageSize=20", stranger: "own" },
  { method: "GET", path: () => "/api/coin/list", stranger: "public" },
  { method: "GET", path: () => "/api/translate/list", stranger: "public" },
  { method: "GET", path: () => "/api/vip/list", stranger: "public" },
  { method: "GET", path: () => "/api/wallet/balance", stranger: "own" },
  { method: "POST", path: () => "/api/coin/recharge", body: () => ({ packageId: COIN_PACKAGES[0]!.id, payMethod: "test", requestId: requestId() }), stranger: "own" },
  { method: "POST", path: () => "/api/pay/capture", body: (f) => ({ orderId: f.orderId }), stranger: 404 },
  { method: "GET", path: () => "/api/pay/methods", stranger: "public" },
  { method: "POST", path: () => "/api/pay/paypal-create-order", body: () => ({ packageId: COIN_PACKAGES[0]!.id, requestId: requestId() }), stranger: "own" },
  { method: "POST", path: () => "/api/pay/paypal-success-pay", body: (f) => ({ orderId: f.paypalOrderId }), stranger: 404 },
  { method: "POST", path: () => "/api/pay/airwallex-create-order", body: () => ({ packageId: COIN_PACKAGES[0]!.id, requestId: requestId() }), stranger: "own" },
  { method: "POST", path: () => "/api/pay/gold-coin-pay", body: () => ({ packageType: "translate", packageId: TRANSLATE_PACKAGES[0]!.id, requestId: requestId() }), stranger: "own" },
  { method: "POST", path: () => "/api/translate/recharge", body: () => ({ packageId: TRANSLATE_PACKAGES[0]!.id, requestId: requestId() }), stranger: "own" },
  { method: "POST", path: () => "/api/vip/recharge", body: () => ({ packageId: VIP_PACKAGES[0]!.id, requestId: requestId() }), stranger: "own" },
  { method: "POST", path: () => "/api/message/update_alert_status", body: () => ({ alertType: "noCoins" }), stranger: "own" },
  { method: "GET", path: () => "/api/message/alert_status", stranger: "own" },
  { method: "GET", path: () => "/api/gift/list", stranger: "own" },
  { method: "GET", path: () => "/api/gift/records?direction=given", stranger: "own" },
  { method: "POST", path: () => "/api/translate/tranlate-chat-message", body: (f) => ({ targetId: "es", fromId: f.replyId }), stranger: 404 },
  { method: "POST", path: () => "/api/translate/detect", body: () => ({ text: "Buenos días, ¿cómo estás?" }), stranger: "public" },
  { method: "GET", path: () => "/api/translate/capabilities", stranger: "public" },
  { method: "GET", path: () => "/api/translate/auto-list", stranger: "own" },
  { method: "POST", path: () => "/api/translate/auto", body: (f) => ({ peerId: f.friend.id, on: true }), stranger: "public" },
  { method: "POST", path: () => "/api/im/read-burnimg", body: (f) => ({ msgId: f.burnId }), stranger: 403 },
  { method: "POST", path: () => "/api/user/info-edit", body: () => ({ occupation: "Tester", height: 170 }), stranger: "own" },
  { method: "POST", path: () => "/api/user/block", body: (f) => ({ userId: f.bystander.id }), stranger: "own" },
  { method: "GET", path: () => "/api/user/block-list?page=1&pageSize=20", stranger: "own" },
  { method: "POST", path: () => "/api/user/unblock", body: (f) => ({ userId: f.bystander.id }), stranger: "own" },
  { method: "GET", path: () => "/api/album/list", stranger: "own" },
  { method: "POST", path: () => "/api/easemob/token", body: () => ({}), stranger: "own" },
  { method: "GET", path: () => "/api/push/vapid-public-key", stranger: "public" },
  // A browser's subscription (on a closed local port), and its unsubscribe right after.
  { method: "POST", path: () => "/api/push/subscribe", body: () => PUSH_SUBSCRIPTION, stranger: "own" },
  { method: "POST", path: () => "/api/push/unsubscribe", body: () => ({ endpoint: PUSH_SUBSCRIPTION.endpoint }), stranger: "own" },
  { method: "GET", path: (f) => `/api/album/list?userId=${f.owner.id}`, stranger: "public" },
  { method: "GET", path: () => "/api/dynamic/dynamic-list?view=user", stranger: "own" },
  { method: "GET", path: () => "/api/dynamic/dynamic-list?view=friends", stranger: "own" },
  { method: "GET", path: () => "/api/dynamic/dynamic-list?view=square", stranger: "public" },
  { method: "GET", path: (f) => `/api/dynamic/dynamic-list?view=user&userId=${f.owner.id}`, stranger: "public" },
  { method: "GET", path: (f) => `/api/dynamic/dynamic-info?id=${f.momentId}`, stranger: "public" },
  { method: "GET", path: (f) => `/api/dynamic/comment-list?dynamicId=${f.momentId}`, stranger: "public" },
  { method: "POST", path: () => "/api/dynamic/support", body: (f) => ({ dynamicId: f.momentId, like: true }), stranger: "public" },
  { method: "POST", path: () => "/api/dynamic/comment", body: (f) => ({ dynamicId: f.momentId, text: "nice", parentId: f.commentId }), stranger: "public" },
  { method: "POST", path: () => "/api/dynamic/translate", body: (f) => ({ id: f.momentId, targetLanguage: "es" }), stranger: "public" },
  { method: "POST", path: () => "/api/dynamic/translate-comment", body: (f) => ({ id: f.commentId, targetLanguage: "es" }), stranger: "public" },
  { method: "POST", path: () => "/api/dynamic/burn-read", body: (f) => ({ id: f.burnMomentId }), stranger: "public" },
  { method: "POST", path: () => "/api/dynamic/burn-recovery", body: (f) => ({ id: f.burnMomentId }), stranger: "public" },
  { method: "POST", path: () => "/api/dynamic/dynamic-top", body: (f) => ({ id: f.momentId, top: true }), stranger: 403 },
  { method: "POST", path: () => "/api/dynamic/del-comment", body: (f) => ({ id: f.commentId }), stranger: 403 },
  { method: "GET", path: () => "/api/umall-classify/list", stranger: "public" },
  { method: "GET", path: (f) => `/api/umall-classify/goodlist?classifyId=${f.mall.categoryId}`, stranger: "public" },
  { method: "GET", path: (f) => `/api/umall-goods/info?id=${f.mall.goodId}`, stranger: "public" },
  { method: "POST", path: () => "/api/umall-goods/buy", body: (f) => ({ goodId: f.mall.goodId, quantity: 1, consignee: "Me", phone: "+1 555 0100", address: "1 Main St", requestId: requestId() }), stranger: "own" },
  { method: "GET", path: () => "/api/umall-order/mebuy", stranger: "own" },
  { method: "GET", path: () => "/api/umall-order/mebuy?role=received", stranger: "own" },
  { method: "GET", path: () => "/api/umall-order/receiver", stranger: "own" },
  { method: "GET", path: (f) => `/api/umall-order/info?id=${f.mall.orderId}`, stranger: 404 },
  { method: "POST", path: () => "/api/umall-order/receive", body: (f) => ({ orderId: f.mall.orderId }), stranger: 404 },
  { method: "GET", path: () => "/api/bump/list?page=1&pageSize=10", stranger: "public" },
  { method: "GET", path: () => "/api/bump/list2?page=1&pageSize=10", stranger: "own" },
  { method: "POST", path: () => "/api/bump/next", body: (f) => ({ userId: f.bystander.id }), stranger: "own" },
  { method: "POST", path: () => "/api/bump/matching", body: () => ({ action: "status" }), stranger: "own" },
  { method: "POST", path: () => "/api/bump/matching", body: (f) => ({ action: "end", matchId: f.matchId }), stranger: 404 },
  // Last: the owner's pass deletes the photo and the moment.
  { method: "GET", path: (f) => `/api/album/delete-img?id=${f.photoId}`, stranger: 403 },
  { method: "POST", path: () => "/api/dynamic/del", body: (f) => ({ id: f.momentId }), stranger: 403 },
];

/**
 * Endpoints that end the caller's session, or serve only members without a password (the deletion
 * code): only anonymous callers are tried; their own tests cover the rest.
 */
const SESSION_ENDING: Row[] = [
  { method: "POST", path: () => "/api/account/logout", body: () => ({}), stranger: "own" },
  { method: "POST", path: () => "/api/account/cancel-account", body: () => ({ password: "whatever-password" }), stranger: "own" },
  { method: "POST", path: () => "/api/account/cancel-code", body: () => ({}), stranger: "own" },
];

describe.each(testDatabases)("authorization of every endpoint on %s", (dialect) => {
  let t: TestApp;
  let fakes: [FakePayPal, FakeAirwallex];
  let easemob: FakeEasemob;
  let f: Fixture;
  let stranger: TestUser;
  beforeAll(async () => {
    fakes = [await new FakePayPal().start(), await new FakeAirwallex().start()];
    const payments = fakePaymentsConfig(...fakes);
    const clock = new ManualClock();
    easemob = await new FakeEasemob().start();
    t = await createTestApp(dialect, { translator: new FakeTranslator(), clock, config: { payments, easemob: fakeEasemobConfig(easemob) }, payments: paymentProviders({ production: false, payments }, clock) });
    await addUser(t, "Customer Service", { is_service: 1 });
    const owner = await addUser(t, "Owner");
    const friend = await addUser(t, "FriendZed");
    stranger = await addUser(t, "Stranger");
    const applicant = await addUser(t, "Applicant");
    const bystander = await addUser(t, "Bystander");
    await makeFriends(t, owner, friend);
    // The owner's people lists hold FriendZed both ways; a stranger's must not.
    await t.post("/api/user/follow", { userId: friend.id, follow: true }, { token: owner.token });
    await t.post("/api/user/follow", { userId: owner.id, follow: true }, { token: friend.token });
    await t.post("/api/user/visit", { userId: owner.id }, { token: friend.token });
    await t.post("/api/friend/add-friend", { userId: owner.id }, { token: applicant.token });
    const applyId = (await t.database.db.selectFrom("friend_applications").select("id").where("to_user_id", "=", owner.id).executeTakeFirstOrThrow()).id;
    const sent = await t.post<SendMessageReply>("/api/message/send", { toUserId: friend.id, messageType: "txt", content: SECRET, clientMsgId: "auth-fixture-1" }, { token: owner.token });
    const reply = await t.post<SendMessageReply>("/api/message/send", { toUserId: owner.id, messageType: "txt", content: "reply", clientMsgId: "auth-fixture-2" }, { token: friend.token });
    // Both may buy packages and translate; only the owner's own things are the owner's.
    for (const user of [owner, stranger]) await credit(t, user.id, { gold_coin: 10_000, translate_chars: 10_000 });
    const burnId = await sendBurnImage(t, friend, owner);
    const order = await t.post<CoinRechargeReply>("/api/coin/recharge", { packageId: COIN_PACKAGES[0]!.id, payMethod: "test" }, { token: owner.token });
    const photoId = await uploadAlbumPhoto(t, owner);
    const match = await t.database.db.insertInto("encounter_matches").values({ user_a: owner.id, user_b: bystander.id, created_at: t.clock.now() }).returning("id").executeTakeFirstOrThrow();
    const momentId = (await postMoment(t, owner.token, "owner's moment")).id;
    const commentId = (await t.post<MomentComment>("/api/dynamic/comment", { dynamicId: momentId, text: "FriendZed was here" }, { token: friend.token })).body.data.id;
    const burnMomentId = (await postMoment(t, friend.token, "FriendZed's burn moment", { type: 1 })).id;
    const mall = await mallOrder(t, owner);
    const paypalOrderId = (await t.post<PayPalCreateOrderReply>("/api/pay/paypal-create-order", { packageId: COIN_PACKAGES[0]!.id }, { token: owner.token })).body.data.orderId;
    f = { paypalOrderId, matchId: match.id, owner, friend, applyId, messageId: sent.body.data.messageId, replyId: reply.body.data.messageId, burnId, orderId: order.body.data.orderId, bystander, photoId, momentId, commentId, burnMomentId, mall };
  });
  afterAll(async () => {
    await t.close();
    await easemob.close();
    for (const fake of fakes) await fake.close();
  });

  const call = (row: Row, token?: string) => {
    const path = row.path(f);
    return row.method === "GET" ? t.get(path, token ? { token } : {}) : t.post(path, row.body?.(f) ?? {}, token ? { token } : {});
  };

  it("answers 401 to anonymous callers everywhere (and on upload)", async () => {
    for (const row of [...ENDPOINTS, ...SESSION_ENDING]) {
      const res = await call(row);
      expect(res.status, row.path(f)).toBe(401);
      expect(res.body.code, row.path(f)).toBe(401);
    }
    for (const url of ["/api/file/upload", "/api/file/voice", "/api/user/avatar-upload", "/api/album/upload", "/api/dynamic/release"]) {
      const upload = await t.app.inject({ method: "POST", url, headers: { "content-type": "multipart/form-data; boundary=x" }, payload: "--x--" });
      expect(upload.statusCode, url).toBe(401);
    }
  });

  it("uploads an avatar for the caller only: a stranger's avatar is not the owner's to use", async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#00f" } }).png().toBuffer();
    const boundary = "----avatar";
    const payload = Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`), png, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    const upload = (token: string) => t.app.inject({ method: "POST", url: "/api/user/avatar-upload", headers: { authorization: `Bearer ${token}`, "content-type": `multipart/form-data; boundary=${boundary}` }, payload });
    const strangers = await upload(stranger.token);
    expect(strangers.statusCode).toBe(200);
    const url = strangers.json<{ data: { avatar: string } }>().data.avatar;
    expect((await t.post("/api/user/info-edit", { avatar: url }, { token: f.owner.token })).status).toBe(400);
    expect((await upload(f.owner.token)).statusCode).toBe(200);
    expect((await t.post("/api/user/info-edit", { avatar: url }, { token: stranger.token })).status).toBe(200);
  });

  it("adds an album photo to the caller's own album only", async () => {
    const before = (await t.get<{ list: unknown[] }>("/api/album/list", { token: f.owner.token })).body.data.list.length;
    const photoId = await uploadAlbumPhoto(t, stranger);
    const strangers = await t.get<{ list: { id: number; userId: number }[] }>("/api/album/list", { token: stranger.token });
    expect(strangers.body.data.list.map((p) => p.id)).toContain(photoId);
    expect((await t.get<{ list: unknown[] }>("/api/album/list", { token: f.owner.token })).body.data.list).toHaveLength(before);
    expect((await t.get(`/api/album/delete-img?id=${photoId}`, { token: stranger.token })).status).toBe(200);
  });

  it("refuses a stranger someone else's things and shows only their own data", async () => {
    for (const row of ENDPOINTS) {
      const res = await call(row, stranger.token);
      const where = `${row.method} ${row.path(f)}`;
      if (typeof row.stranger === "number") expect(res.status, where).toBe(row.stranger);
      else expect(res.status, where).toBe(200);
      if (row.stranger === "own") {
        expect(JSON.stringify(res.body), where).not.toContain("FriendZed");
        expect(JSON.stringify(res.body), where).not.toContain(SECRET);
      }
    }
  });

  it("lets the owner do all of it", async () => {
    for (const row of ENDPOINTS) {
      const res = await call(row, f.owner.token);
      expect(res.status, `${row.method} ${row.path(f)} ${JSON.stringify(res.body)}`).toBe(200);
    }
  });
});

/** Uploads an image as `from` and sends it to `to` as a burn-after-read message; returns its id. */
async function sendBurnImage(t: TestApp, from: TestUser, to: TestUser): Promise<string> {
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#0f0" } }).png().toBuffer();
  const boundary = "----auth";
  const payload = Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`), png, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const uploaded = await t.app.inject({ method: "POST", url: "/api/file/upload", headers: { authorization: `Bearer ${from.token}`, "content-type": `multipart/form-data; boundary=${boundary}` }, payload });
  const url = uploaded.json<{ data: { url: string } }>().data.url;
  const sent = await t.post<SendMessageReply>("/api/message/send", { toUserId: to.id, messageType: "img", imageUrl: url, customExt: { type: "burn" }, clientMsgId: "auth-fixture-burn" }, { token: from.token });
  return sent.body.data.messageId;
}

/** Uploads a photo to `user`'s album; returns its id. */
async function uploadAlbumPhoto(t: TestApp, user: TestUser): Promise<number> {
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#f0f" } }).png().toBuffer();
  const boundary = "----album";
  const payload = Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`), png, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const uploaded = await t.app.inject({ method: "POST", url: "/api/album/upload", headers: { authorization: `Bearer ${user.token}`, "content-type": `multipart/form-data; boundary=${boundary}` }, payload });
  return uploaded.json<{ data: { id: number } }>().data.id;
}

/** A mall category with a good, and `user`'s order of it for themselves (FriendZed's address on it stays the owner's). */
async function mallOrder(t: TestApp, user: TestUser): Promise<Fixture["mall"]> {
  const categoryId = await addCategory(t.database.db, "Gifts", 0, t.clock.now());
  const goodId = await addGood(t.database.db, { categoryId, name: "Mug", description: "", price: 5, stock: 100, pictures: [], sort: 0 }, t.clock.now());
  const res = await t.post<{ order: { id: number } }>("/api/umall-goods/buy", { goodId, quantity: 1, consignee: "Owner", phone: "+1 555 0101", address: `${SECRET} street`, requestId: requestId() }, { token: user.token });
  return { categoryId, goodId, orderId: res.body.data.order.id };
}

// ---- The console's announcements, mall and payments: operators only, `admin` for the changes. ----
describe.each(testDatabases)("the console's announcements, mall and payments on %s", (dialect) => {
  interface OpsRow {
    method: "GET" | "POST";
    path: (ids: { goodId: number; categoryId: number; orderId: number }) => string;
    body?: (ids: { goodId: number; categoryId: number; orderId: number }) => unknown;
    /** Only `admin` may; `support` gets 403. */
    adminOnly: boolean;
  }
  const ROWS: OpsRow[] = [
    { method: "GET", path: () => "/api/admin/announcements", adminOnly: false },
    { method: "POST", path: () => "/api/admin/announcements/publish", body: () => ({ texts: { en: { title: "", body: "Hello" } } }), adminOnly: true },
    { method: "GET", path: () => "/api/admin/mall/catalogue", adminOnly: false },
    { method: "POST", path: () => "/api/admin/mall/categories/add", body: () => ({ name: "Ops" }), adminOnly: true },
    { method: "POST", path: () => "/api/admin/mall/categories/update", body: (f) => ({ id: f.categoryId, sort: 1 }), adminOnly: true },
    { method: "POST", path: () => "/api/admin/mall/categories/remove", body: () => ({ id: 999_999 }), adminOnly: true },
    { method: "POST", path: () => "/api/admin/mall/goods/add", body: (f) => ({ categoryId: f.categoryId, name: "Ops good", price: 2, stock: 1 }), adminOnly: true },
    { method: "POST", path: () => "/api/admin/mall/goods/update", body: (f) => ({ id: f.goodId, price: 6 }), adminOnly: true },
    { method: "POST", path: () => "/api/admin/mall/goods/stock", body: (f) => ({ id: f.goodId, stock: "+1" }), adminOnly: true },
    { method: "POST", path: () => "/api/admin/mall/goods/remove", body: () => ({ id: 999_999 }), adminOnly: true },
    { method: "POST", path: (f) => `/api/admin/mall/goods/picture?id=${f.goodId}`, body: () => ({}), adminOnly: true },
    { method: "GET", path: () => "/api/admin/mall/orders", adminOnly: false },
    { method: "POST", path: () => "/api/admin/mall/orders/status", body: (f) => ({ id: f.orderId, status: "received" }), adminOnly: false },
    { method: "GET", path: () => "/api/admin/payments", adminOnly: false },
    { method: "GET", path: () => "/api/admin/payments/reconciliation", adminOnly: false },
  ];
  let t: TestApp;
  let member: TestUser;
  let support: string;
  let admin: string;
  let ids: { goodId: number; categoryId: number; orderId: number };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    member = await addUser(t, "Member");
    await credit(t, member.id, { gold_coin: 100 });
    support = await loginOperator(t, await createOperator(t, { role: "support" }));
    admin = await loginOperator(t, await createOperator(t, { role: "admin" }));
    ids = await mallOrder(t, member);
  });
  afterAll(() => t.close());

  const call = (row: OpsRow, headers: Record<string, string>) =>
    row.method === "GET" ? t.get(row.path(ids), { headers }) : t.post(row.path(ids), row.body?.(ids) ?? {}, { headers });

  it("refuses anonymous callers and members (their bearer token, or it posing as an operator token)", async () => {
    for (const row of ROWS) {
      const where = `${row.method} ${row.path(ids)}`;
      expect((await call(row, {})).status, where).toBe(401);
      expect((await call(row, { authorization: `Bearer ${member.token}` })).status, where).toBe(401);
      expect((await call(row, { "x-operator-token": member.token })).status, where).toBe(401);
    }
  });

  it("lets support read and mark orders, not change the catalogue or publish", async () => {
    for (const row of ROWS) {
      const res = await call(row, { "x-operator-token": support });
      if (row.adminOnly) expect(res.status, `${row.method} ${row.path(ids)}`).toBe(403);
      else expect([401, 403], `${row.method} ${row.path(ids)} ${JSON.stringify(res.body)}`).not.toContain(res.status);
    }
  });

  it("lets admin do all of it", async () => {
    for (const row of ROWS) {
      const res = await call(row, { "x-operator-token": admin });
      expect(res.status, `${row.method} ${row.path(ids)} ${JSON.stringify(res.body)}`).toBeLessThan(500);
      expect([401, 403]).not.toContain(res.status);
    }
  });
});
