/**
 * The Easemob bridge against a local Easemob (testing/fake-easemob.ts) speaking its REST wire format:
 * users provisioned on registration and removed on deletion, user tokens minted and the app token
 * renewed, every stored message pushed once as its sender (also after a crash between store and push),
 * recalls, other-device logouts, and Easemob's 401, 429 and 5xx answers.
 */
import { imAccountOf } from "@chat/protocol";
import type { EasemobTokenReply, SendMessageReply } from "@chat/protocol";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { parsePrometheusText } from "../../testing/prometheus-text.js";
import { ManualClock } from "../../clock.js";
import { createTestDatabase, testDatabases } from "../../db/test-helpers.js";
import type { TestDatabase } from "../../db/test-helpers.js";
import { FakeEasemob, fakeEasemobConfig } from "../../testing/fake-easemob.js";
import { addUser, makeFriends } from "../../testing/social.js";
import type { TestUser } from "../../testing/social.js";
import { createTestApp } from "../../testing/test-app.js";
import type { TestApp } from "../../testing/test-app.js";

const FAST = { pollMs: 20, retryDelaysMs: [1, 1] };
const until = <T>(check: () => T | Promise<T>) => vi.waitFor(check, { timeout: 10_000, interval: 20 });

const METRICS_TOKEN = "easemob-metrics-token-0123456789";

describe.each(testDatabases)("the Easemob bridge on %s", (dialect) => {
  let fake: FakeEasemob;
  let database: TestDatabase;
  let clock: ManualClock;
  let t: TestApp;
  let a: TestUser;
  let b: TestUser;
  const open: TestApp[] = [];
  const start = async (options = FAST) => {
    const app = await createTestApp(dialect, { database, clock, config: { easemob: fakeEasemobConfig(fake), metrics: { port: undefined, host: "127.0.0.1", token: METRICS_TOKEN } }, easemob: options });
    open.push(app);
    return app;
  };
  const send = async (app: TestApp, from: TestUser, to: TestUser, content: string) =>
    (await app.post<SendMessageReply>("/api/message/send", { toUserId: to.id, messageType: "txt", content, clientMsgId: `c-${Math.random()}` }, { token: from.token })).body.data.messageId;
  const outbox = () => database.db.selectFrom("easemob_outbox").selectAll().execute();

  beforeAll(async () => {
    fake = await new FakeEasemob().start();
    database = await createTestDatabase(dialect);
    clock = new ManualClock();
    t = await start();
    a = await addUser(t, "Ana");
    b = await addUser(t, "Ben");
    await makeFriends(t, a, b);
  });
  afterEach(async () => {
    // Every test leaves nothing unsent.
    await until(async () => expect(await outbox()).toEqual([]));
  });
  afterAll(async () => {
    for (const app of open) await app.close();
    await database.dispose();
    await fake.close();
  });

  it("provisions a user in Easemob when they register, named by their imAccount", async () => {
    const { email } = await t.register();
    const user = await database.db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow();
    await until(() => expect(fake.users.has(imAccountOf(user.id))).toBe(true));
  });

  it("mints a user token for the caller, reusing the app token until shortly before it expires", async () => {
    const first = await t.post<EasemobTokenReply>("/api/easemob/token", {}, { token: a.token });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ imAccount: imAccountOf(a.id), appKey: `${fake.org}#${fake.app}`, expiresAt: clock.now() + 600_000 });
    expect(fake.userTokens.get(first.body.data.accessToken)).toBe(imAccountOf(a.id));
    expect(fake.users.has(imAccountOf(a.id))).toBe(true);
    const appTokens = () => fake.calls.filter((c) => c === "token:client_credentials").length;
    const before = appTokens();
    await t.post("/api/easemob/token", {}, { token: b.token });
    expect(appTokens()).toBe(before);
    // Renewed a minute before Easemob's expires_in ends.
    clock.advance(fake.appTokenTtlS * 1000 - 59_000);
    const renewed = await t.post<EasemobTokenReply>("/api/easemob/token", {}, { token: a.token });
    expect(renewed.status).toBe(200);
    expect(appTokens()).toBe(before + 1);
    expect(renewed.body.data.accessToken).not.toBe(first.body.data.accessToken);
  });

  it("fetches a new app token after Easemob answers 401, and retries its 429 and 5xx answers", async () => {
    fake.expireAppTokens();
    fake.fail("token", 503);
    fake.fail("token", 429);
    const res = await t.post<EasemobTokenReply>("/api/easemob/token", {}, { token: a.token });
    expect(res.status).toBe(200);
    expect(fake.calls).toContain("token:503");
    expect(fake.calls).toContain("token:429");
  });

  it("answers 502 when Easemob keeps failing, and never hands the browser a secret", async () => {
    fake.fail("token", 500, 3);
    const res = await t.post("/api/easemob/token", {}, { token: a.token });
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({ code: 502, msg: "Chat is temporarily unavailable. Please try again later." });
    expect(JSON.stringify(res.body)).not.toContain(fake.clientSecret);
    const ok = await t.post("/api/easemob/token", {}, { token: a.token });
    expect(JSON.stringify(ok.body)).not.toContain(fake.clientSecret);
    expect(JSON.stringify(ok.body)).not.toContain(fake.clientId);
  });

  it("pushes every stored message as its sender, with the spec's ext and sync_device", async () => {
    const id = await send(t, a, b, "hello Ben");
    await until(() => expect(fake.inbox(imAccountOf(b.id)).map((m) => m.ext.pre_id)).toContain(id));
    const pushed = fake.inbox(imAccountOf(b.id)).find((m) => m.ext.pre_id === id);
    expect(pushed).toMatchObject({ from: imAccountOf(a.id), type: "txt", body: { msg: "hello Ben" }, syncDevice: true, ext: { pre_id: id, type: "txt" } });
  });

  it("pushes one sender's messages in the order they were sent while several senders' go at once", async () => {
    fake.latencyMs = 5;
    try {
      const sent = await Promise.all([a, b].map(async (from) => {
        const ids: string[] = [];
        for (let i = 0; i < 6; i++) ids.push(await send(t, from, from === a ? b : a, `${from.nickname} ${i}`));
        return ids;
      }));
      for (const [i, from] of [a, b].entries()) {
        const to = imAccountOf(from === a ? b.id : a.id);
        await until(() => expect(fake.inbox(to).map((m) => m.ext.pre_id).filter((id) => sent[i]?.includes(String(id)))).toEqual(sent[i]));
      }
    } finally {
      fake.latencyMs = 0;
    }
  });

  it("pushes through Easemob's 429 and 5xx answers, once", async () => {
    fake.fail("messages", 429);
    fake.fail("messages", 502);
    const id = await send(t, b, a, "through the storm");
    await until(() => expect(fake.inbox(imAccountOf(a.id)).filter((m) => m.ext.pre_id === id)).toHaveLength(1));
  });

  it("gives up a push Easemob refuses outright (400) without holding up the next one", async () => {
    fake.fail("messages", 400);
    const refused = await send(t, a, b, "refused");
    const next = await send(t, a, b, "next");
    await until(() => expect(fake.inbox(imAccountOf(b.id)).some((m) => m.ext.pre_id === next)).toBe(true));
    expect(fake.inbox(imAccountOf(b.id)).some((m) => m.ext.pre_id === refused)).toBe(false);
    // The metrics see the Easemob path: messages sent, and the one given up.
    const scrape = await t.app.inject({ method: "GET", url: "/metrics", headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    const rows = parsePrometheusText(scrape.body);
    expect(rows.sum("chat_easemob_rows_total", { kind: "message", outcome: "given_up" })).toBe(1);
    expect(rows.sum("chat_easemob_rows_total", { kind: "message", outcome: "sent" })).toBeGreaterThanOrEqual(1);
  });

  it("pushes a message stored before a crash after the restart, and the receiver gets it once", async () => {
    // Easemob is down when the message is stored; then the process dies before any retry.
    fake.fail("messages", 503, 3);
    const id = await send(t, a, b, "sent just before the crash");
    await until(async () => expect((await outbox()).map((r) => r.attempts)).toEqual([1]));
    await t.close();
    expect(fake.inbox(imAccountOf(b.id)).filter((m) => m.ext.pre_id === id)).toHaveLength(0);
    // A new process on the same database sends it once the back-off has passed.
    clock.advance(60_000);
    t = await start();
    await until(() => expect(fake.inbox(imAccountOf(b.id)).filter((m) => m.ext.pre_id === id)).toHaveLength(1));
    await until(async () => expect(await outbox()).toEqual([]));
    // A second process draining the same table sends nothing again.
    const second = await start();
    await second.post("/api/easemob/token", {}, { token: a.token });
    expect(fake.inbox(imAccountOf(b.id)).filter((m) => m.ext.pre_id === id)).toHaveLength(1);
  });

  it("sends again a row whose process died in the middle of the call, once its claim has run out", async () => {
    const lost = await send(t, a, b, "claimed, never sent");
    await until(() => expect(fake.inbox(imAccountOf(b.id)).some((m) => m.ext.pre_id === lost)).toBe(true));
    await until(async () => expect(await outbox()).toEqual([]));
    // As if a process had claimed the row and died before Easemob took the message.
    await database.db.deleteFrom("easemob_messages").where("message_id", "=", lost).execute();
    fake.messages.splice(fake.messages.findIndex((m) => m.ext.pre_id === lost), 1);
    await database.db.insertInto("easemob_outbox").values({ kind: "message", user_id: a.id, message_id: lost, next_at: clock.now(), claimed_until: clock.now() + 60_000, created_at: clock.now() }).execute();
    await t.post("/api/easemob/token", {}, { token: a.token });
    expect((await outbox()).map((r) => r.message_id)).toEqual([lost]);
    clock.advance(60_001);
    await until(() => expect(fake.inbox(imAccountOf(b.id)).filter((m) => m.ext.pre_id === lost)).toHaveLength(1));
  });

  it("recalls a pushed message through Easemob, and never pushes one recalled before its push", async () => {
    const id = await send(t, a, b, "oops");
    await until(() => expect(fake.inbox(imAccountOf(b.id)).some((m) => m.ext.pre_id === id)).toBe(true));
    expect((await t.post("/api/message/recall", { messageId: id }, { token: a.token })).status).toBe(200);
    await until(() => expect(fake.inbox(imAccountOf(b.id)).find((m) => m.ext.pre_id === id)?.recalled).toBe(true));

    fake.fail("messages", 503, 3);
    const early = await send(t, a, b, "recalled while Easemob was down");
    await until(async () => expect((await outbox()).some((r) => r.attempts === 1)).toBe(true));
    expect((await t.post("/api/message/recall", { messageId: early }, { token: a.token })).status).toBe(200);
    clock.advance(60_000);
    await until(async () => expect(await outbox()).toEqual([]));
    expect(fake.inbox(imAccountOf(b.id)).some((m) => m.ext.pre_id === early)).toBe(false);
  });

  it("logs the user's other devices out of Easemob when they log in elsewhere", async () => {
    await t.post("/api/easemob/token", {}, { token: b.token });
    const before = fake.disconnects.length;
    b = { ...b, token: await t.login(b.email, b.password, t.nextIp()) };
    // The new device's token comes after the logout went out, so that logout cannot end its connection.
    expect((await t.post("/api/easemob/token", {}, { token: b.token })).status).toBe(200);
    expect(fake.disconnects.slice(before)).toEqual([imAccountOf(b.id)]);
    expect(fake.calls.lastIndexOf("disconnect")).toBeLessThan(fake.calls.lastIndexOf("token:inherit"));
  });

  it("removes the user from Easemob when they delete their account", async () => {
    const gone = await addUser(t, "Gus");
    await t.post("/api/easemob/token", {}, { token: gone.token });
    expect(fake.users.has(imAccountOf(gone.id))).toBe(true);
    expect((await t.post("/api/account/cancel-account", { password: gone.password }, { token: gone.token })).status).toBe(200);
    await until(() => expect(fake.users.has(imAccountOf(gone.id))).toBe(false));
  });
});
