/**
 * Schema-driven fuzzing of every endpoint: each known field (and some unknown ones) gets
 * random JSON, wrong types, huge strings and odd Unicode, in bodies and query strings. The server
 * must answer every one with a 2xx or 4xx envelope, never a 5xx. Logout is left out (it would end
 * the fuzzer's session); the upload's multipart body has its own tests (images/).
 */
import fc from "fast-check";
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
import { createOperator, loginOperator } from "../testing/console.js";
import { writeToService } from "../testing/support.js";
import { createTestApp } from "../testing/test-app.js";
import type { TestApp } from "../testing/test-app.js";
import { FakeTranslator, credit } from "../testing/wallet.js";
import { addCategory, addGood } from "./mall/index.js";

const FIELDS: Record<string, { method: "GET" | "POST"; fields: string[] }> = {
  "/api/friend/add-friend": { method: "POST", fields: ["userId", "note"] },
  "/api/friend/applys": { method: "GET", fields: [] },
  "/api/friend/apply-deal": { method: "GET", fields: ["applyId", "status"] },
  "/api/friend/friend-list": { method: "GET", fields: [] },
  "/api/friend/updateRemarkName": { method: "POST", fields: ["friendUserId", "friendRemarkName"] },
  "/api/friend/delete-friend": { method: "POST", fields: ["friendUserId"] },
  "/api/user/privacy-set": { method: "POST", fields: ["addFriend", "momentInteractions"] },
  "/api/user/info": { method: "GET", fields: ["userId"] },
  "/api/user/search": { method: "GET", fields: ["content"] },
  "/api/message/unread-message": { method: "GET", fields: [] },
  "/api/message/notices": { method: "GET", fields: [] },
  "/api/interact/list": { method: "GET", fields: ["page", "pageSize"] },
  "/api/service/im-account": { method: "GET", fields: [] },
  "/api/complain/complain_type": { method: "GET", fields: [] },
  "/api/complain/add_complain": { method: "POST", fields: ["type", "notes", "beComplainedAccount", "dynamicId", "commentId"] },
  "/api/message/send": { method: "POST", fields: ["toUserId", "messageType", "content", "imageUrl", "audioUrl", "customExt", "clientMsgId", "platform", "needTranslate"] },
  "/api/message/history": { method: "GET", fields: ["userId", "cursor", "pageSize"] },
  "/api/message/user-session-list": { method: "POST", fields: [] },
  "/api/message/read": { method: "POST", fields: ["userId"] },
  "/api/message/delete-conversation": { method: "POST", fields: ["userId"] },
  "/api/message/delete-history": { method: "POST", fields: ["userId"] },
  "/api/message/recall": { method: "POST", fields: ["messageId"] },
  "/api/system/language": { method: "GET", fields: [] },
  "/api/system/hobby": { method: "GET", fields: [] },
  "/api/system/occupation": { method: "GET", fields: [] },
  "/api/system/height": { method: "GET", fields: [] },
  "/api/system/weight": { method: "GET", fields: [] },
  "/api/system/region": { method: "GET", fields: [] },
  "/api/system/dialogue": { method: "GET", fields: [] },
  "/api/system/option": { method: "GET", fields: [] },
  "/api/health": { method: "GET", fields: [] },
  "/api/ready": { method: "GET", fields: [] },
  "/api/account/verification-code": { method: "POST", fields: ["email", "type"] },
  "/api/account/judge-code": { method: "POST", fields: ["email", "code", "type"] },
  "/api/account/register": { method: "POST", fields: ["email", "code", "password"] },
  "/api/account/login": { method: "POST", fields: ["account", "password"] },
  "/api/account/update-pass": { method: "POST", fields: ["email", "code", "password", "oldPassword"] },
  "/api/account/cancel-account": { method: "POST", fields: ["password", "code"] },
  "/api/account/cancel-code": { method: "POST", fields: [] },
  "/api/user/info-edit": { method: "POST", fields: ["avatar", "nickname", "height", "weight", "occupation", "personalMessage", "interest", "birthday", "gender", "region", "languages"] },
  "/api/user/avatar-upload": { method: "POST", fields: ["file"] },
  "/api/album/upload": { method: "POST", fields: ["file"] },
  "/api/album/list": { method: "GET", fields: ["userId"] },
  "/api/album/delete-img": { method: "GET", fields: ["id"] },
  "/api/account/my-info": { method: "GET", fields: [] },
  "/api/user/follow": { method: "POST", fields: ["userId", "follow"] },
  "/api/user/follow-list": { method: "GET", fields: ["page", "pageSize"] },
  "/api/user/fans-list": { method: "GET", fields: ["page", "pageSize"] },
  "/api/user/visit": { method: "POST", fields: ["userId"] },
  "/api/user/visitor-num": { method: "GET", fields: [] },
  "/api/user/visitor-record": { method: "GET", fields: ["page", "pageSize"] },
  "/api/partner/session": { method: "POST", fields: ["externalId", "nickname", "gender", "language", "region"] },
  "/api/partner/delete-user": { method: "POST", fields: ["externalId"] },
  "/api/user/language-edit": { method: "POST", fields: ["language"] },
  "/api/bill/type": { method: "GET", fields: [] },
  "/api/bill/list": { method: "GET", fields: ["page", "pageSize", "type", "asset"] },
  "/api/coin/list": { method: "GET", fields: [] },
  "/api/coin/recharge": { method: "POST", fields: ["packageId", "payMethod", "requestId", "expectedPrice"] },
  "/api/pay/capture": { method: "POST", fields: ["orderId"] },
  "/api/translate/list": { method: "GET", fields: [] },
  "/api/translate/recharge": { method: "POST", fields: ["packageId", "requestId", "expectedPrice"] },
  "/api/vip/list": { method: "GET", fields: [] },
  "/api/vip/recharge": { method: "POST", fields: ["packageId", "requestId", "expectedPrice"] },
  "/api/wallet/balance": { method: "GET", fields: [] },
  "/api/message/update_alert_status": { method: "POST", fields: ["alertType"] },
  "/api/message/alert_status": { method: "GET", fields: [] },
  "/api/gift/list": { method: "GET", fields: [] },
  "/api/gift/records": { method: "GET", fields: ["direction", "page", "pageSize"] },
  "/api/translate/tranlate-chat-message": { method: "POST", fields: ["targetId", "content", "fromId"] },
  "/api/translate/detect": { method: "POST", fields: ["text"] },
  "/api/translate/capabilities": { method: "GET", fields: [] },
  "/api/translate/auto-list": { method: "GET", fields: [] },
  "/api/translate/auto": { method: "POST", fields: ["peerId", "on"] },
  "/api/im/read-burnimg": { method: "POST", fields: ["msgId", "preId"] },
  "/api/user/block": { method: "POST", fields: ["userId"] },
  "/api/user/unblock": { method: "POST", fields: ["userId"] },
  "/api/user/block-list": { method: "GET", fields: ["page", "pageSize"] },
  "/api/bump/list": { method: "GET", fields: ["page", "pageSize"] },
  "/api/bump/list2": { method: "GET", fields: ["page", "pageSize"] },
  "/api/bump/next": { method: "POST", fields: ["userId"] },
  "/api/bump/matching": { method: "POST", fields: ["action", "matchId", "tzOffset"] },
  "/api/dynamic/release": { method: "POST", fields: ["text", "type", "file"] },
  "/api/dynamic/dynamic-list": { method: "GET", fields: ["view", "userId", "cursor", "pageSize"] },
  "/api/dynamic/dynamic-info": { method: "GET", fields: ["id"] },
  "/api/dynamic/comment-list": { method: "GET", fields: ["dynamicId", "cursor", "pageSize"] },
  "/api/dynamic/support": { method: "POST", fields: ["dynamicId", "like"] },
  "/api/dynamic/comment": { method: "POST", fields: ["dynamicId", "parentId", "text"] },
  "/api/dynamic/del-comment": { method: "POST", fields: ["id"] },
  "/api/dynamic/del": { method: "POST", fields: ["id"] },
  "/api/dynamic/dynamic-top": { method: "POST", fields: ["id", "top"] },
  "/api/dynamic/burn-read": { method: "POST", fields: ["id"] },
  "/api/dynamic/burn-recovery": { method: "POST", fields: ["id"] },
  "/api/dynamic/translate": { method: "POST", fields: ["id", "targetLanguage"] },
  "/api/dynamic/translate-comment": { method: "POST", fields: ["id", "targetLanguage"] },
  "/api/umall-classify/list": { method: "GET", fields: [] },
  "/api/umall-classify/goodlist": { method: "GET", fields: ["classifyId", "page", "pageSize"] },
  "/api/umall-goods/info": { method: "GET", fields: ["id"] },
  "/api/umall-goods/buy": { method: "POST", fields: ["goodId", "quantity", "consignee", "phone", "address", "message", "gift", "recipientId", "requestId", "expectedPrice"] },
  "/api/umall-order/mebuy": { method: "GET", fields: ["role", "page", "pageSize"] },
  "/api/umall-order/receiver": { method: "GET", fields: [] },
  "/api/umall-order/info": { method: "GET", fields: ["id"] },
  "/api/umall-order/receive": { method: "POST", fields: ["orderId"] },
  "/api/pay/methods": { method: "GET", fields: [] },
  "/api/pay/paypal-create-order": { method: "POST", fields: ["packageId", "requestId", "expectedPrice"] },
  "/api/pay/paypal-success-pay": { method: "POST", fields: ["orderId", "token"] },
  "/api/pay/airwallex-create-order": { method: "POST", fields: ["packageId", "requestId", "expectedPrice"] },
  "/api/pay/gold-coin-pay": { method: "POST", fields: ["packageType", "packageId", "requestId", "expectedPrice"] },
  "/api/pay/webhook/paypal": { method: "POST", fields: ["id", "event_type", "resource"] },
  "/api/pay/webhook/airwallex": { method: "POST", fields: ["id", "name", "data"] },
  "/api/easemob/token": { method: "POST", fields: [] },
  "/api/easemob/pre-send": { method: "POST", fields: ["callId", "timestamp", "chat_type", "from", "to", "msg_id", "payload", "security"] },
  "/api/push/vapid-public-key": { method: "GET", fields: [] },
  "/api/push/subscribe": { method: "POST", fields: ["endpoint", "keys"] },
  "/api/push/unsubscribe": { method: "POST", fields: ["endpoint"] },
  // The operator console (the fuzzer is also an admin operator; logout is left out like the members').
  "/api/admin/login": { method: "POST", fields: ["email", "password"] },
  "/api/admin/login/verify": { method: "POST", fields: ["challenge", "code"] },
  "/api/admin/me": { method: "GET", fields: [] },
  "/api/admin/complaints": { method: "GET", fields: ["status", "reason", "userId", "page", "pageSize"] },
  "/api/admin/complaints/reasons": { method: "GET", fields: [] },
  "/api/admin/complaints/action": { method: "POST", fields: ["complaintId", "action", "hours", "messageId"] },
  "/api/admin/users/search": { method: "GET", fields: ["q"] },
  "/api/admin/users/detail": { method: "GET", fields: ["userId"] },
  "/api/admin/users/coins": { method: "POST", fields: ["userId", "delta", "reason"] },
  "/api/admin/users/set": { method: "POST", fields: ["userId", "vipLevel", "isPayMsg", "isBurnPayMsg"] },
  "/api/admin/users/restore": { method: "POST", fields: ["userId"] },
  // The console's announcements, mall and payments.
  "/api/admin/announcements": { method: "GET", fields: [] },
  "/api/admin/announcements/publish": { method: "POST", fields: ["texts"] },
  "/api/admin/mall/catalogue": { method: "GET", fields: [] },
  "/api/admin/mall/categories/add": { method: "POST", fields: ["name", "sort"] },
  "/api/admin/mall/categories/update": { method: "POST", fields: ["id", "name", "sort"] },
  "/api/admin/mall/categories/remove": { method: "POST", fields: ["id"] },
  "/api/admin/mall/goods/add": { method: "POST", fields: ["categoryId", "name", "description", "price", "stock", "sort"] },
  "/api/admin/mall/goods/update": { method: "POST", fields: ["id", "categoryId", "name", "description", "price", "sort", "pictures"] },
  "/api/admin/mall/goods/stock": { method: "POST", fields: ["id", "stock"] },
  "/api/admin/mall/goods/remove": { method: "POST", fields: ["id"] },
  "/api/admin/mall/goods/picture": { method: "POST", fields: ["id", "file"] },
  "/api/admin/mall/orders": { method: "GET", fields: ["status", "goodId", "userId", "page", "pageSize"] },
  "/api/admin/mall/orders/status": { method: "POST", fields: ["id", "status"] },
  "/api/admin/payments": { method: "GET", fields: ["provider", "status", "page", "pageSize"] },
  "/api/admin/payments/reconciliation": { method: "GET", fields: [] },
  "/api/admin/stats": { method: "GET", fields: ["from", "to"] },
  // The console's support inbox (its feed, a stream that stays open, has its own tests).
  "/api/admin/support/threads": { method: "GET", fields: ["filter", "q", "page"] },
  "/api/admin/support/thread": { method: "GET", fields: ["memberId"] },
  "/api/admin/support/history": { method: "GET", fields: ["memberId", "cursor"] },
  "/api/admin/support/read": { method: "POST", fields: ["memberId"] },
  "/api/admin/support/reply": { method: "POST", fields: ["memberId", "messageType", "content", "imageUrl", "toLanguage", "clientMsgId"] },
  "/api/admin/support/upload": { method: "POST", fields: ["file"] },
  "/api/admin/support/assign": { method: "POST", fields: ["memberId", "operatorId"] },
  "/api/admin/support/resolve": { method: "POST", fields: ["memberId"] },
  "/api/admin/support/reopen": { method: "POST", fields: ["memberId"] },
  "/api/admin/support/notes/add": { method: "POST", fields: ["memberId", "text"] },
  "/api/admin/support/saved-replies": { method: "GET", fields: [] },
  "/api/admin/support/saved-replies/add": { method: "POST", fields: ["title", "language", "text"] },
  "/api/admin/support/saved-replies/remove": { method: "POST", fields: ["id"] },
  "/api/admin/support/translate": { method: "POST", fields: ["memberId", "messageId", "to"] },
};

const weirdString = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 50 }),
  fc.string({ unit: "binary", maxLength: 50 }),
  fc.constantFrom("", " ", "\u0000", "💥".repeat(3000), "a".repeat(70_000), "-1", "1e309", "NaN", "0x10", "9".repeat(40), "__proto__", "txt", "custom", "img", "1", "0"),
);
const value = fc.oneof(
  weirdString,
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 2 ** 31, Number.MAX_SAFE_INTEGER, 1, 2, 3),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 3 }),
  fc.object({ maxDepth: 2 }),
);

/**
 * Fields that also get values of their own kind, so some requests get past validation: a YYYY-MM-DD
 * day anywhere from 1900 to 2200 (periods that run backwards or are too long included).
 */
const someDay = fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2200, 0, 1) }).map((ms) => new Date(ms).toISOString().slice(0, 10));
const FIELD_VALUES: Record<string, fc.Arbitrary<unknown>> = { from: fc.oneof(someDay, value), to: fc.oneof(someDay, value) };

function bodyFor(fields: string[]) {
  const known = fields.length ? fc.record(Object.fromEntries(fields.map((k) => [k, FIELD_VALUES[k] ?? value])), { requiredKeys: [] }) : fc.constant({});
  return fc.oneof(known, fc.dictionary(weirdString, value, { maxKeys: 4 }), fc.jsonValue({ maxDepth: 3 }));
}

function queryOf(value: unknown): string {
  if (typeof value !== "object" || value === null) return `?q=${encodeURIComponent(JSON.stringify(value) ?? "")}`;
  const parts = Object.entries(value).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(typeof v === "string" ? v : JSON.stringify(v) ?? "")}`);
  return parts.length ? `?${parts.join("&")}` : "";
}

describe.each(testDatabases)("fuzzing every endpoint on %s", (dialect) => {
  let t: TestApp;
  let fakes: [FakePayPal, FakeAirwallex];
  let easemob: FakeEasemob;
  let u: TestUser;
  let operator: Awaited<ReturnType<typeof createOperator>>;
  let operatorToken = "";
  beforeAll(async () => {
    fakes = [await new FakePayPal().start(), await new FakeAirwallex().start()];
    const payments = fakePaymentsConfig(...fakes);
    const clock = new ManualClock();
    easemob = await new FakeEasemob().start();
    const easemobConfig = fakeEasemobConfig(easemob, { callbackSecret: "fuzz-callback-secret" });
    t = await createTestApp(dialect, { translator: new FakeTranslator(), clock, config: { payments, easemob: easemobConfig }, payments: paymentProviders({ production: false, payments }, clock) });
    const service = await addUser(t, "Customer Service", { is_service: 1 });
    u = await addUser(t, "Fuzzer");
    // A thread in the support inbox, for the console's support calls (fuzzed member ids 1, 2, 3 are real).
    await writeToService(t, u, service);
    const v = await addUser(t, "Peer");
    await makeFriends(t, u, v);
    // Moments, a burn one and comments with small ids, so fuzzed ids 1, 2, 3 reach real rows.
    for (const [token, type] of [[v.token, 0], [v.token, 1], [u.token, 0]] as const) {
      const moment = await postMoment(t, token, "fuzz", { type });
      await t.post("/api/dynamic/comment", { dynamicId: moment.id, text: "fuzz" }, { token: v.token });
    }
    // Something to buy (ids 1 are among the fuzzed values), and coins to pay with.
    const categoryId = await addCategory(t.database.db, "Fuzz", 0, t.clock.now());
    await addGood(t.database.db, { categoryId, name: "Fuzz good", description: "", price: 1, stock: 1_000_000, pictures: [], sort: 0 }, t.clock.now());
    await credit(t, u.id, { gold_coin: 1_000_000 });
    operator = await createOperator(t, { role: "admin" });
  });
  afterAll(async () => {
    await t.close();
    for (const fake of fakes) await fake.close();
    await easemob.close();
  });

  for (const [path, { method, fields }] of Object.entries(FIELDS)) {
    it(`${method} ${path} never answers 5xx`, async () => {
      // A fresh operator session per console path: the clock moved here would outlive one (8 hours at most).
      if (path.startsWith("/api/admin/")) operatorToken = await loginOperator(t, operator);
      await fc.assert(
        fc.asyncProperty(bodyFor(fields), async (input) => {
          t.clock.advance(60_000); // keeps per-user rate limits out of the way
          const headers = { authorization: `Bearer ${u.token}`, "x-operator-token": operatorToken };
          const res =
            method === "GET"
              ? await t.app.inject({ method, url: path + queryOf(input), headers })
              : await t.app.inject({ method, url: path, headers: { ...headers, "content-type": "application/json" }, payload: JSON.stringify(input) ?? "null" });
          expect(res.statusCode, `${path} ${res.body}`).toBeLessThan(500);
          expect(typeof res.json<{ code: number }>().code).toBe("number");
        }),
        { numRuns: dialect === "sqlite" ? 60 : 25 },
      );
    });
  }
});
