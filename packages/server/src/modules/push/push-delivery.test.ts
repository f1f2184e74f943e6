/**
 * Pushes end to end against a local push service (testing/fake-push-service.ts), which checks each
 * push's VAPID signature and decrypts it with the subscribing browser's keys: what a message, a
 * friend request and a match say, in the recipient's language and with or without the text; no push
 * while the user has a socket open; 404 and 410 drop the subscription; a push survives a crash and
 * is sent once, also with two server processes draining one outbox.
 */
import type { PushPayload, SendMessageReply, VapidPublicKeyReply } from "@chat/protocol";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ManualClock } from "../../clock.js";
import { createTestDatabase, testDatabases } from "../../db/test-helpers.js";
import type { TestDatabase } from "../../db/test-helpers.js";
import { FakePushService } from "../../testing/fake-push-service.js";
import type { FakeSubscription } from "../../testing/fake-push-service.js";
import { matching, makeSvip } from "../../testing/encounter.js";
import { addUser, makeFriends } from "../../testing/social.js";
import type { TestUser } from "../../testing/social.js";
import { createTestApp } from "../../testing/test-app.js";
import type { TestApp } from "../../testing/test-app.js";
import { connectWs } from "../../testing/ws-client.js";
import { PushOutbox } from "./outbox.js";

const until = <T>(check: () => T | Promise<T>) => vi.waitFor(check, { timeout: 10_000, interval: 20 });

describe.each(testDatabases)("Web Push delivery on %s", (dialect) => {
  let fake: FakePushService;
  let database: TestDatabase;
  let clock: ManualClock;
  let t: TestApp;
  let ana: TestUser;
  let ben: TestUser;
  const open: TestApp[] = [];
  const start = async (pollMs = 20) => {
    const app = await createTestApp(dialect, { database, clock, push: { agent: fake.agent, pollMs } });
    open.push(app);
    return app;
  };
  const send = async (from: TestUser, to: TestUser, content: string, app = t) =>
    (await app.post<SendMessageReply>("/api/message/send", { toUserId: to.id, messageType: "txt", content, clientMsgId: `c-${Math.random()}` }, { token: from.token })).body.data.messageId;
  const outbox = () => database.db.selectFrom("push_outbox").selectAll().execute();
  /** Ben's browser, subscribed anew (in German unless he chose a language). */
  const subscribeBen = async () => {
    const browser = fake.subscribe();
    expect((await t.post("/api/push/subscribe", browser, { token: ben.token, language: "de" })).status).toBe(200);
    return browser;
  };
  const bodies = (browser: FakeSubscription) => fake.pushesTo(browser).map((p) => p.body);

  beforeAll(async () => {
    fake = await new FakePushService().start();
    database = await createTestDatabase(dialect);
    clock = new ManualClock();
    t = await start();
    ana = await addUser(t, "Ana");
    ben = await addUser(t, "Ben");
    await makeFriends(t, ana, ben);
  });
  afterEach(async () => {
    // Every test leaves nothing unsent, and no push the service had to refuse.
    await until(async () => expect(await outbox()).toEqual([]));
    expect(fake.rejected).toEqual([]);
    await database.db.deleteFrom("push_subscriptions").execute();
    await database.db.updateTable("users").set({ language: "", notification_text: 1 }).execute();
  });
  afterAll(async () => {
    for (const app of open) await app.close();
    await database.dispose();
    await fake.close();
  });

  it("pushes a message to each browser of a user with no open socket, signed with the server's VAPID key and encrypted to the browser", async () => {
    const [phone, laptop] = [await subscribeBen(), fake.subscribe()];
    const other = await t.login(ben.email, ben.password);
    // Ben's second session logged the first out (one device at a time): only the laptop stays.
    await t.post("/api/push/subscribe", laptop, { token: other });
    ben.token = other;
    const id = await send(ana, ben, "Hallo Ben! 👋");
    await until(() => expect(fake.pushesTo(laptop)).toHaveLength(1));
    const expected: PushPayload = { kind: "message", title: "Ana", body: "Hallo Ben! 👋", icon: "/icons/icon-192.png", url: `/chats?with=${ana.id}`, tag: `message-${id}`, peerId: ana.id };
    expect(fake.pushesTo(laptop)).toEqual([expected]);
    expect(fake.pushesTo(phone)).toEqual([]);
    const push = fake.received.find((r) => r.endpoint === laptop.endpoint);
    const { publicKey } = (await t.get<VapidPublicKeyReply>("/api/push/vapid-public-key", { token: ben.token })).body.data;
    expect(push?.vapidKey).toBe(publicKey);
    expect(push?.claims.sub).toBe("mailto:no-reply@localhost");
    expect(push?.headers).toEqual({ ttl: 86_400, urgency: "high", topic: id });
  });

  it("says what a picture or a gift is in the recipient's language, and only 'New message' when they hide the text", async () => {
    const browser = await subscribeBen();
    await database.db.insertInto("messages").values({ id: "f".repeat(32), client_msg_id: "x", from_user_id: ana.id, to_user_id: ben.id, pair_key: "push-1", type: "img", content: "", url: "/files/x.png", custom: null, ext: "{}", platform: "", created_at: clock.now(), recalled_at: null, pair_seq: 0 }).execute();
    await database.db.insertInto("messages").values({ id: "e".repeat(32), client_msg_id: "y", from_user_id: ana.id, to_user_id: ben.id, pair_key: "push-2", type: "custom", content: "", url: null, custom: '{"type":"gift","id":"rose"}', ext: "{}", platform: "", created_at: clock.now(), recalled_at: null, pair_seq: 0 }).execute();
    // The browser's language (German) until Ben chooses one (Japanese).
    await queue(ben, ana, "f".repeat(32));
    await until(() => expect(bodies(browser)).toEqual(["Bild"]));
    await database.db.updateTable("users").set({ language: "ja" }).where("id", "=", ben.id).execute();
    await queue(ben, ana, "e".repeat(32));
    await until(() => expect(bodies(browser)).toEqual(["Bild", "ギフト"]));
    await t.post("/api/user/privacy-set", { notificationText: false }, { token: ben.token });
    await send(ana, ben, "a secret");
    await until(() => expect(bodies(browser)).toEqual(["Bild", "ギフト", "新着メッセージ"]));
  });

  it("pushes a friend request and an Encounter match, each opening its own page", async () => {
    const browser = await subscribeBen();
    const cleo = await addUser(t, "Cleo");
    expect((await t.post("/api/friend/add-friend", { userId: ben.id, note: "hi" }, { token: cleo.token })).body.data).toMatchObject({ status: "applied" });
    await until(() => expect(fake.pushesTo(browser)).toHaveLength(1));
    expect(fake.pushesTo(browser)[0]).toMatchObject({ kind: "friend-request", title: "Cleo", body: "Hat dir eine Freundschaftsanfrage gesendet", url: `/userHomePage/${cleo.id}` });
    await makeSvip(t, ben, cleo);
    await database.db.updateTable("users").set({ language: "en" }).where("id", "=", ben.id).execute();
    // Ben waits for a match (over HTTP: no socket open); Cleo presses Match and gets him.
    expect((await matching(t, ben, { action: "start" })).body.data).toMatchObject({ state: "waiting" });
    expect((await matching(t, cleo, { action: "start" })).body.data).toMatchObject({ state: "matched" });
    await until(() => expect(fake.pushesTo(browser)).toHaveLength(2));
    expect(fake.pushesTo(browser)[1]).toMatchObject({ kind: "match", title: "Cleo", body: "You matched on Encounter. Say hello!", url: "/onlineDating" });
  });

  it("pushes nothing while the user has a socket open: the socket delivers", async () => {
    const browser = await subscribeBen();
    const url = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const socket = await connectWs(url);
    await socket.auth(ben.token);
    await send(ana, ben, "seen on the open page");
    expect(await outbox()).toEqual([]);
    socket.close();
    await until(async () => expect((await t.get<{ userVo: { onlineState: number } }>(`/api/user/info?userId=${ben.id}`, { token: ana.token })).body.data.userVo.onlineState).toBe(0));
    await send(ana, ben, "sent after the page closed");
    await until(() => expect(bodies(browser)).toEqual(["sent after the page closed"]));
  });

  it("drops a subscription the push service answers 404 or 410 for, and retries its 5xx answers", async () => {
    const browsers = [fake.subscribe(), fake.subscribe(), fake.subscribe()];
    const [gone, forgotten, busy] = browsers as [FakeSubscription, FakeSubscription, FakeSubscription];
    // Three browsers of Ben's (the API keeps one per session, so straight into the table).
    const { token_hash } = await database.db.selectFrom("sessions").select("token_hash").where("user_id", "=", ben.id).executeTakeFirstOrThrow();
    await database.db.insertInto("push_subscriptions").values(browsers.map((b) => ({ user_id: ben.id, session_hash: token_hash, endpoint: b.endpoint, p256dh: b.keys.p256dh, auth: b.keys.auth, created_at: clock.now() }))).execute();
    fake.answer(gone, 410);
    fake.answer(forgotten, 404);
    fake.answer(busy, 503);
    await send(ana, ben, "anyone there?");
    await until(async () => expect((await outbox()).map((r) => r.attempts)).toEqual([1]));
    expect((await database.db.selectFrom("push_subscriptions").select("endpoint").execute()).map((r) => r.endpoint)).toEqual([busy.endpoint]);
    clock.advance(5_000);
    await until(() => expect(bodies(busy)).toEqual(["anyone there?"]));
    expect([...fake.pushesTo(gone), ...fake.pushesTo(forgotten)]).toEqual([]);
  });

  it("sends a push queued before a crash after the restart, once, however many processes drain the outbox", async () => {
    const browser = await subscribeBen();
    // The push service is down when the message is stored; then the process dies before any retry.
    fake.answer(browser, 503);
    await send(ana, ben, "sent just before the crash");
    await until(async () => expect((await outbox()).map((r) => r.attempts)).toEqual([1]));
    await t.close();
    expect(bodies(browser)).toEqual([]);
    clock.advance(60_000);
    const [first, second] = [await start(5), await start(5)];
    t = first;
    await until(() => expect(bodies(browser)).toEqual(["sent just before the crash"]));
    await until(async () => expect(await outbox()).toEqual([]));
    // Many at once, two processes on one outbox: each push goes out exactly once.
    const texts = Array.from({ length: 12 }, (_, i) => `burst ${i}`);
    for (const [i, text] of texts.entries()) await send(ana, ben, text, i % 2 ? first : second);
    await until(() => expect(bodies(browser)).toHaveLength(1 + texts.length));
    expect(bodies(browser).sort()).toEqual(["sent just before the crash", ...texts].sort());
  });

  it("lets exactly one of two processes draining at once send each push", async () => {
    const browser = await subscribeBen();
    const workers = [0, 1].map(() => new PushOutbox({ dataDir: database.dataDir }, database, clock, () => false, { agent: fake.agent }));
    const texts = Array.from({ length: 16 }, (_, i) => `race ${i}`);
    await database.db.transaction().execute(async (trx) => {
      for (const [i, text] of texts.entries()) {
        const id = `r${String(i).padStart(31, "0")}`;
        await trx.insertInto("messages").values({ id, client_msg_id: id, from_user_id: ana.id, to_user_id: ben.id, pair_key: id, type: "txt", content: text, url: null, custom: null, created_at: clock.now(), recalled_at: null, pair_seq: 1 }).execute();
        await workers[0]?.notifyOffline(trx, ben.id, "message", { peerId: ana.id, ref: id });
      }
    });
    await Promise.all(workers.map((w) => w.drain()));
    await until(() => expect(bodies(browser)).toHaveLength(texts.length));
    expect(bodies(browser).sort()).toEqual([...texts].sort());
  });

  it("sends again a push whose process died in the middle of the call, once its claim has run out", async () => {
    const browser = await subscribeBen();
    const subscription = await database.db.selectFrom("push_subscriptions").select("id").executeTakeFirstOrThrow();
    const id = await send(ana, ben, "claimed, never sent");
    await until(() => expect(bodies(browser)).toHaveLength(1));
    fake.received.length = 0;
    // As if a process had claimed the row and died before the push service took it.
    await database.db.insertInto("push_outbox").values({ user_id: ben.id, subscription_id: subscription.id, kind: "message", peer_id: ana.id, ref: id, next_at: clock.now(), claimed_until: clock.now() + 60_000, created_at: clock.now() }).execute();
    await send(ana, ben, "a later one goes first");
    await until(() => expect(bodies(browser)).toEqual(["a later one goes first"]));
    clock.advance(60_001);
    await until(() => expect(bodies(browser)).toEqual(["a later one goes first", "claimed, never sent"]));
  });

  it("sends nothing for a message recalled before its push, nor one older than a day", async () => {
    const browser = await subscribeBen();
    const subscription = await database.db.selectFrom("push_subscriptions").select("id").executeTakeFirstOrThrow();
    const recalled = await send(ana, ben, "oops", t);
    await until(async () => expect(await outbox()).toEqual([]));
    fake.received.length = 0;
    await database.db.updateTable("messages").set({ recalled_at: clock.now() }).where("id", "=", recalled).execute();
    const stale = await send(ana, ben, "yesterday's news");
    await until(async () => expect(await outbox()).toEqual([]));
    fake.received.length = 0;
    const rows = [recalled, stale].map((ref) => ({ user_id: ben.id, subscription_id: subscription.id, kind: "message" as const, peer_id: ana.id, ref, next_at: clock.now(), created_at: clock.now() - (ref === stale ? 86_400_001 : 0) }));
    await database.db.insertInto("push_outbox").values(rows).execute();
    await send(ana, ben, "fresh");
    await until(() => expect(bodies(browser)).toEqual(["fresh"]));
  });

  /** A row for the worker as the send path writes it (for messages stored without the send route). */
  async function queue(to: TestUser, from: TestUser, messageId: string): Promise<void> {
    const subscriptions = await database.db.selectFrom("push_subscriptions").select("id").where("user_id", "=", to.id).execute();
    for (const s of subscriptions) await database.db.insertInto("push_outbox").values({ user_id: to.id, subscription_id: s.id, kind: "message", peer_id: from.id, ref: messageId, next_at: clock.now(), created_at: clock.now() }).execute();
  }
});
