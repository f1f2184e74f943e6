import type { PartnerSession, UserInfo } from "@chat/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../db/test-helpers.js";
import { readEvents } from "../../realtime/events.js";
import { parsePartnerKeys } from "../../security/partner-keys.js";
import { addUser, makeFriends } from "../../testing/social.js";
import { createTestApp } from "../../testing/test-app.js";
import type { TestApp } from "../../testing/test-app.js";
import { PARTNER_SESSION_TTL_MS } from "./partner-session.js";

const SHOP_KEY = "shop-key-0123456789abcdefghijklmnop";
const OTHER_KEY = "other-key-0123456789abcdefghijklmno";
const PATH = "/api/partner/session";

describe.each(testDatabases)("POST /api/partner/session on %s", (dialect) => {
  let t: TestApp;
  let externalSeq = 0;
  beforeAll(async () => {
    t = await createTestApp(dialect, {
      config: { partners: parsePartnerKeys(`https://shop.example=${SHOP_KEY},https://other.example=${OTHER_KEY}`) },
    });
  });
  afterAll(() => t.close());

  const handOver = (body: Record<string, unknown>, key = SHOP_KEY, ip = t.nextIp(), headers: Record<string, string> = {}) =>
    t.post<PartnerSession>(PATH, body, { token: key, ip, headers });
  const nextExternalId = () => `u-${++externalSeq}`;

  it("creates the partner's user on first call and hands back a session the chat accepts", async () => {
    const externalId = nextExternalId();
    const res = await handOver({ externalId, nickname: "Lena", gender: 1, language: "de", region: "DE" });
    expect(res.status).toBe(200);
    const { token, userId, expiresAt } = res.body.data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(expiresAt).toBe(t.clock.now() + PARTNER_SESSION_TTL_MS);
    const me = await t.get<UserInfo>("/api/account/my-info", { token });
    expect(me.body.data).toMatchObject({ id: userId, nickname: "Lena", gender: 1, language: "de", region: "DE", email: "" });
    // The chat works with it: the conversation list answers for this user.
    expect((await t.post("/api/message/user-session-list", {}, { token })).status).toBe(200);
  });

  it("finds the same user again, syncs the profile and ends the earlier session (one device)", async () => {
    const externalId = nextExternalId();
    const first = (await handOver({ externalId, nickname: "Old name" })).body.data;
    const second = (await handOver({ externalId, nickname: "New name" })).body.data;
    expect(second.userId).toBe(first.userId);
    expect(second.token).not.toBe(first.token);
    expect((await t.get("/api/account/my-info", { token: first.token })).status).toBe(401);
    const me = await t.get<UserInfo>("/api/account/my-info", { token: second.token });
    expect(me.body.data.nickname).toBe("New name");
  });

  it("tells the member's friends when the partner renames the member, and only then", async () => {
    const externalId = nextExternalId();
    const { userId } = (await handOver({ externalId, nickname: "Before" })).body.data;
    const friend = await addUser(t, "PartnerPal");
    await makeFriends(t, { id: userId }, friend);
    const profileEvents = async () => (await readEvents(t.database.db, friend.id, 0, 100)).filter((e) => e.type === "profile");
    await handOver({ externalId, nickname: "After" });
    expect((await profileEvents()).map((e) => e.data)).toEqual([{ userId, nickname: "After", avatar: "", avatarThumb: "" }]);
    await handOver({ externalId, nickname: "After" });
    expect(await profileEvents()).toHaveLength(1);
  });

  it("scopes users to their partner: the same external id at another partner is another user", async () => {
    const externalId = nextExternalId();
    const shop = (await handOver({ externalId, nickname: "A" })).body.data;
    const other = (await handOver({ externalId, nickname: "A" }, OTHER_KEY)).body.data;
    expect(other.userId).not.toBe(shop.userId);
    // Neither ended the other's session.
    expect((await t.get("/api/account/my-info", { token: shop.token })).status).toBe(200);
  });

  it("lets the session expire after a day", async () => {
    const { token } = (await handOver({ externalId: nextExternalId(), nickname: "Brief" })).body.data;
    t.clock.advance(PARTNER_SESSION_TTL_MS - 1);
    expect((await t.get("/api/account/my-info", { token })).status).toBe(200);
    t.clock.advance(1);
    expect((await t.get("/api/account/my-info", { token })).status).toBe(401);
  });

  it("starts a new account when the linked one was deleted", async () => {
    const externalId = nextExternalId();
    const first = (await handOver({ externalId, nickname: "Gone" })).body.data;
    await t.database.db.updateTable("users").set({ deleted_at: t.clock.now() }).where("id", "=", first.userId).execute();
    const again = await handOver({ externalId, nickname: "Back" });
    expect(again.status).toBe(200);
    expect(again.body.data.userId).not.toBe(first.userId);
  });

  it("takes two simultaneous first calls as one user", async () => {
    const externalId = nextExternalId();
    const [a, b] = await Promise.all([handOver({ externalId, nickname: "Twin" }), handOver({ externalId, nickname: "Twin" })]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.data.userId).toBe(b.body.data.userId);
  });

  it("refuses a missing or wrong key with 401 and stops answering an address that keeps guessing wrong", async () => {
    const ip = t.nextIp();
    expect((await t.post(PATH, { externalId: "x", nickname: "x" }, { ip })).status).toBe(401);
    for (let i = 0; i < 9; i++) expect((await handOver({ externalId: "x", nickname: "x" }, `${SHOP_KEY}x`, ip)).status).toBe(401);
    const locked = await handOver({ externalId: "x", nickname: "x" }, `${SHOP_KEY}x`, ip);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
    // The right key still passes from that address (behind a proxy, guessers share the partner's).
    expect((await handOver({ externalId: nextExternalId(), nickname: "x" }, SHOP_KEY, ip)).status).toBe(200);
  });

  it("refuses calls from a browser page, which would publish the key", async () => {
    const res = await handOver({ externalId: nextExternalId(), nickname: "x" }, SHOP_KEY, t.nextIp(), { origin: "https://shop.example" });
    expect(res.status).toBe(403);
  });

  it("answers bad input with 400 and creates nobody", async () => {
    const before = await t.database.db.selectFrom("partner_users").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    for (const body of [
      {},
      { externalId: "has space", nickname: "x" },
      { externalId: "x".repeat(129), nickname: "x" },
      { externalId: "ok", nickname: "  " },
      { externalId: "ok", nickname: "x".repeat(33) },
      { externalId: "ok", nickname: "x", gender: 3 },
      { externalId: "ok", nickname: "x", language: "xx" },
      { externalId: "ok", nickname: "x", region: "germany" },
      { externalId: "ok", nickname: "evil\u202Egnp.exe" },
      { externalId: "ok", nickname: "zero\u200Bwidth" },
    ]) {
      const res = await handOver(body, SHOP_KEY, t.nextIp(), { "accept-language": "de" });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.msg).toBe("Die Anfrage ist ungültig.");
    }
    const after = await t.database.db.selectFrom("partner_users").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("accepts names that need joiners: an emoji sequence, a Persian name", async () => {
    for (const nickname of ["👩\u200D💻 Dev", "می\u200Cخواهم"]) {
      const res = await handOver({ externalId: nextExternalId(), nickname });
      expect(res.status, nickname).toBe(200);
      expect((await t.get<UserInfo>("/api/account/my-info", { token: res.body.data.token })).body.data.nickname).toBe(nickname);
    }
  });

  it("deletes a member's chat account for their partner only, ending their session", async () => {
    const externalId = nextExternalId();
    const { token, userId } = (await handOver({ externalId, nickname: "Leaving" })).body.data;
    const remove = (key = SHOP_KEY) => t.post(`${PATH.replace("session", "delete-user")}`, { externalId }, { token: key, ip: t.nextIp() });
    // Another partner cannot delete this partner's member.
    expect((await remove(OTHER_KEY)).status).toBe(404);
    expect((await t.get("/api/account/my-info", { token })).status).toBe(200);
    const gone = await remove();
    expect(gone.status).toBe(200);
    expect(gone.body.msg).toBe("Deleted successfully");
    expect((await t.get("/api/account/my-info", { token })).status).toBe(401);
    expect((await remove()).status).toBe(404);
    // Coming back later starts a new account.
    const again = (await handOver({ externalId, nickname: "Back again" })).body.data;
    expect(again.userId).not.toBe(userId);
    expect((await t.post(`${PATH.replace("session", "delete-user")}`, { externalId }, { ip: t.nextIp() })).status).toBe(401);
  });

  it("gives the partner's user no password to log in with", async () => {
    const { userId } = (await handOver({ externalId: nextExternalId(), nickname: "NoPass" })).body.data;
    const row = await t.database.db.selectFrom("users").select(["email", "password_hash"]).where("id", "=", userId).executeTakeFirstOrThrow();
    expect(row).toEqual({ email: null, password_hash: "" });
  });
});
