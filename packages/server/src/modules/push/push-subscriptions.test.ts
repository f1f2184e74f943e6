/**
 * Push subscriptions through the API: the VAPID key, what a subscription must look like (with the
 * reason of each refusal), whose it is (another user cannot unsubscribe mine; an endpoint posted by
 * another user moves to them), and that logging out, logging in elsewhere and deleting the account
 * remove it. The setting "Show message text in notifications" is read and written with the others.
 */
import type { MyInfo, VapidPublicKeyReply } from "@chat/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../db/test-helpers.js";
import { FakePushService } from "../../testing/fake-push-service.js";
import type { FakeSubscription } from "../../testing/fake-push-service.js";
import { addUser } from "../../testing/social.js";
import type { TestUser } from "../../testing/social.js";
import { createTestApp } from "../../testing/test-app.js";
import type { TestApp } from "../../testing/test-app.js";

describe.each(testDatabases)("push subscriptions on %s", (dialect) => {
  let fake: FakePushService;
  let t: TestApp;
  let ana: TestUser;
  let ben: TestUser;
  const endpointsOf = async (user: TestUser) =>
    (await t.database.db.selectFrom("push_subscriptions").select("endpoint").where("user_id", "=", user.id).orderBy("id").execute()).map((r) => r.endpoint);
  const subscribe = (user: TestUser, subscription: FakeSubscription) => t.post("/api/push/subscribe", subscription, { token: user.token });

  beforeAll(async () => {
    fake = await new FakePushService().start();
    t = await createTestApp(dialect, { push: { agent: fake.agent, pollMs: 20 } });
    ana = await addUser(t, "Ana");
    ben = await addUser(t, "Ben");
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it("hands out the server's VAPID public key, the same on every call", async () => {
    const first = await t.get<VapidPublicKeyReply>("/api/push/vapid-public-key", { token: ana.token });
    expect(first.body.data.publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    expect((await t.get<VapidPublicKeyReply>("/api/push/vapid-public-key", { token: ben.token })).body.data).toEqual(first.body.data);
    expect((await t.get("/api/push/vapid-public-key")).status).toBe(401);
  });

  it("refuses an endpoint that is no https URL, and keys that are not a P-256 point and a 16-byte secret, with the reason", async () => {
    const good = fake.subscribe();
    const refusals: [unknown, string][] = [
      [{ ...good, endpoint: good.endpoint.replace("https:", "http:") }, "pushEndpointInvalid"],
      [{ ...good, endpoint: "https://user:pw@push.example.com/x" }, "pushEndpointInvalid"],
      [{ ...good, endpoint: `https://push.example.com/${"x".repeat(1024)}` }, "pushEndpointInvalid"],
      [{ keys: good.keys }, "pushEndpointInvalid"],
      [{ endpoint: good.endpoint }, "pushKeysInvalid"],
      [{ ...good, keys: { ...good.keys, auth: "c2hvcnQ" } }, "pushKeysInvalid"],
      [{ ...good, keys: { ...good.keys, p256dh: good.keys.auth } }, "pushKeysInvalid"],
      // The right length, but not a point on the curve.
      [{ ...good, keys: { ...good.keys, p256dh: `B${"A".repeat(86)}` } }, "pushKeysInvalid"],
    ];
    for (const [body, reason] of refusals) {
      const res = await t.post("/api/push/subscribe", body, { token: ana.token, language: "de" });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.msg, JSON.stringify(body)).toBe(reason === "pushEndpointInvalid" ? "Der Endpunkt des Push-Abonnements muss eine https-URL eines Push-Dienstes sein." : "Die Schlüssel des Push-Abonnements sind ungültig.");
    }
    expect(await endpointsOf(ana)).toEqual([]);
  });

  it("keeps one subscription per session: a new one of the same browser replaces the last", async () => {
    const [first, second] = [fake.subscribe(), fake.subscribe()];
    expect((await subscribe(ana, first)).status).toBe(200);
    expect((await subscribe(ana, first)).status).toBe(200);
    expect(await endpointsOf(ana)).toEqual([first.endpoint]);
    await subscribe(ana, second);
    expect(await endpointsOf(ana)).toEqual([second.endpoint]);
  });

  it("lets only the owner unsubscribe: another user's unsubscribe of my endpoint changes nothing", async () => {
    const mine = fake.subscribe();
    await subscribe(ana, mine);
    expect((await t.post("/api/push/unsubscribe", { endpoint: mine.endpoint }, { token: ben.token })).status).toBe(200);
    expect(await endpointsOf(ana)).toEqual([mine.endpoint]);
    expect((await t.post("/api/push/unsubscribe", { endpoint: mine.endpoint }, { token: ana.token })).status).toBe(200);
    expect(await endpointsOf(ana)).toEqual([]);
  });

  it("moves an endpoint to the user who subscribes it next (the browser is theirs now)", async () => {
    const browser = fake.subscribe();
    await subscribe(ana, browser);
    await subscribe(ben, browser);
    expect(await endpointsOf(ana)).toEqual([]);
    expect(await endpointsOf(ben)).toEqual([browser.endpoint]);
  });

  it("removes the subscription when its session ends: logout, a login on another device, account deletion", async () => {
    const cleo = await addUser(t, "Cleo");
    await subscribe(cleo, fake.subscribe());
    await t.post("/api/account/logout", {}, { token: cleo.token });
    expect(await endpointsOf(cleo)).toEqual([]);

    const token = await t.login(cleo.email, cleo.password);
    await subscribe({ ...cleo, token }, fake.subscribe());
    // One device at a time: the login elsewhere ends this session, and its browser hears no more.
    const elsewhere = await t.login(cleo.email, cleo.password);
    expect(await endpointsOf(cleo)).toEqual([]);

    await subscribe({ ...cleo, token: elsewhere }, fake.subscribe());
    expect((await t.post("/api/account/cancel-account", { password: cleo.password }, { token: elsewhere })).status).toBe(200);
    expect(await endpointsOf(cleo)).toEqual([]);
  });

  it("reads and writes 'Show message text in notifications' with the other settings, on by default", async () => {
    const info = async () => (await t.get<MyInfo>("/api/account/my-info", { token: ana.token })).body.data.userSetVo;
    expect(await info()).toMatchObject({ notificationText: true });
    expect((await t.post("/api/user/privacy-set", { notificationText: false }, { token: ana.token })).status).toBe(200);
    expect(await info()).toEqual({ addFriend: "verification", momentInteractions: "public", notificationText: false });
    expect((await t.post("/api/user/privacy-set", { notificationText: "no" }, { token: ana.token })).status).toBe(400);
    await t.post("/api/user/privacy-set", { notificationText: true }, { token: ana.token });
    expect(await info()).toMatchObject({ notificationText: true });
  });
});

describe("push subscriptions in production", () => {
  it("refuses endpoints on an IP address or localhost: the server would post into its own network", async () => {
    const t = await createTestApp("sqlite", { config: { production: true } });
    const ana = await addUser(t, "Ana");
    const keys = new FakePushService().subscribe().keys;
    for (const endpoint of ["https://127.0.0.1:8443/push/a", "https://localhost/push/a", "https://[::1]/push/a", "https://10.0.0.7/push/a", "https://intranet/push/a"]) {
      expect((await t.post("/api/push/subscribe", { endpoint, keys }, { token: ana.token })).body.msg, endpoint).toBe("The push subscription's endpoint must be an https URL of a push service.");
    }
    expect((await t.post("/api/push/subscribe", { endpoint: "https://fcm.googleapis.com/fcm/send/abc", keys }, { token: ana.token })).status).toBe(200);
    await t.close();
  });
});
