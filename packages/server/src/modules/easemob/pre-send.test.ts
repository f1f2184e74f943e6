/**
 * Easemob's pre-send callback on our server (its wire format: callId, timestamp, chat_type, from, to,
 * msg_id, payload, security = MD5(callId + secret + timestamp)), and provisioning of users a partner
 * hands over. A message sent through the SDK passes only when our server stored (and charged) it; an
 * unpaid one is refused with our out-of-coins code 105, which the sender's panel turns into the modal.
 */
import { CODE, imAccountOf } from "@chat/protocol";
import type { EasemobPreSendReply, PartnerSession, SendMessageReply } from "@chat/protocol";
import { createHash, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { testDatabases } from "../../db/test-helpers.js";
import { parsePartnerKeys } from "../../security/partner-keys.js";
import { FakeEasemob, fakeEasemobConfig } from "../../testing/fake-easemob.js";
import { addUser, makeFriends } from "../../testing/social.js";
import type { TestUser } from "../../testing/social.js";
import { createTestApp } from "../../testing/test-app.js";
import type { TestApp } from "../../testing/test-app.js";
import { credit } from "../../testing/wallet.js";

const SECRET = "callback-rule-secret";
const SHOP_KEY = "k".repeat(43);

function callback(from: TestUser, to: TestUser, ext: Record<string, unknown> = {}, secret = SECRET) {
  const callId = `${"fake-org#fake-app"}_${randomUUID()}`;
  const timestamp = Date.now();
  const security = createHash("md5").update(callId + secret + String(timestamp)).digest("hex");
  return { callId, timestamp, chat_type: "chat", from: imAccountOf(from.id), to: imAccountOf(to.id), msg_id: "8924312242322", payload: { msg: "hi", type: "txt", ext }, security };
}

describe.each(testDatabases)("Easemob's pre-send callback on %s", (dialect) => {
  let fake: FakeEasemob;
  let t: TestApp;
  let off: TestApp;
  let payer: TestUser;
  let friend: TestUser;
  beforeAll(async () => {
    fake = await new FakeEasemob().start();
    t = await createTestApp(dialect, {
      config: { easemob: fakeEasemobConfig(fake, { callbackSecret: SECRET }), partners: parsePartnerKeys(`https://shop.example=${SHOP_KEY}`) },
      easemob: { pollMs: 20, retryDelaysMs: [1] },
    });
    off = await createTestApp(dialect);
    payer = await addUser(t, "Paula");
    friend = await addUser(t, "Fritz");
    await makeFriends(t, payer, friend);
    // Paula pays per message and has no coins.
    await t.database.db.updateTable("users").set({ is_pay_msg: 1 }).where("id", "=", payer.id).execute();
  });
  afterAll(async () => {
    await t.close();
    await off.close();
    await fake.close();
  });

  const answer = async (body: unknown) => {
    const res = await t.app.inject({ method: "POST", url: "/api/easemob/pre-send", headers: { "content-type": "application/json" }, payload: JSON.stringify(body) });
    return { status: res.statusCode, body: res.json<EasemobPreSendReply & { code?: unknown }>() };
  };

  it("refuses an unpaid send with the out-of-coins code 105 as JSON", async () => {
    const res = await answer(callback(payer, friend));
    expect(res.status).toBe(200);
    expect(res.body.valid).toBe(false);
    expect(JSON.parse(String(res.body.code))).toMatchObject({ code: CODE.noCoins, msg: "Insufficient gold coins!" });
  });

  it("refuses a message our server did not store even when the sender could pay", async () => {
    await credit(t, payer.id, { gold_coin: 5 });
    const res = await answer(callback(payer, friend, { pre_id: "0".repeat(32) }));
    expect(res.body.valid).toBe(false);
    expect(JSON.parse(String(res.body.code))).toMatchObject({ code: CODE.forbidden });
  });

  it("lets through the message our server stored and charged, by its pre_id, only from its sender to its receiver", async () => {
    const sent = await t.post<SendMessageReply>("/api/message/send", { toUserId: friend.id, messageType: "txt", content: "paid", clientMsgId: "pre-send-1" }, { token: payer.token });
    expect(sent.status).toBe(200);
    const preId = sent.body.data.messageId;
    expect((await answer(callback(payer, friend, { pre_id: preId }))).body).toEqual({ valid: true });
    expect((await answer(callback(friend, payer, { pre_id: preId }))).body.valid).toBe(false);
  });

  it("refuses a callback with a wrong signature, and answers 404 while the bridge is off", async () => {
    expect((await answer(callback(payer, friend, {}, "not-the-secret"))).status).toBe(401);
    expect((await answer({ callId: 1 })).status).toBe(400);
    const res = await off.app.inject({ method: "POST", url: "/api/easemob/pre-send", headers: { "content-type": "application/json" }, payload: JSON.stringify(callback(payer, friend)) });
    expect(res.statusCode).toBe(404);
    const olga = await addUser(off, "Olga");
    const otto = await addUser(off, "Otto");
    await makeFriends(off, olga, otto);
    expect((await off.post("/api/easemob/token", {}, { token: olga.token })).status).toBe(404);
    // Without EASEMOB_* nothing is queued for Easemob.
    expect((await off.post("/api/message/send", { toUserId: otto.id, messageType: "txt", content: "hi", clientMsgId: "off-bridge-1" }, { token: olga.token })).status).toBe(200);
    expect(await off.database.db.selectFrom("easemob_outbox").selectAll().execute()).toEqual([]);
  });

  it("provisions a user a partner hands over, once, and removes them when the partner deletes them", async () => {
    const handOver = () => t.post<PartnerSession>("/api/partner/session", { externalId: "shop-42", nickname: "Lena", gender: 1, language: "de", region: "DE" }, { token: SHOP_KEY, ip: t.nextIp() });
    const { userId } = (await handOver()).body.data;
    await vi.waitFor(() => expect(fake.users.has(imAccountOf(userId))).toBe(true), { timeout: 10_000, interval: 20 });
    await handOver();
    const rows = await t.database.db.selectFrom("easemob_outbox").select("kind").where("user_id", "=", userId).where("kind", "=", "user").execute();
    expect(rows).toEqual([]);
    expect(fake.calls.filter((c) => c === "users")).toHaveLength(1);
    // The partner deletes the member: gone from Easemob too.
    expect((await t.post("/api/partner/delete-user", { externalId: "shop-42" }, { token: SHOP_KEY, ip: t.nextIp() })).status).toBe(200);
    await vi.waitFor(() => expect(fake.users.has(imAccountOf(userId))).toBe(false), { timeout: 10_000, interval: 20 });
  });
});
