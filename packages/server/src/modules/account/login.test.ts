import { accountIdOf, imAccountOf } from "@chat/protocol";
import type { LoginResult, UserInfo } from "@chat/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../db/test-helpers.js";
import { createTestApp } from "../../testing/test-app.js";
import type { TestApp } from "../../testing/test-app.js";

const UNAUTHORIZED = { code: 401, msg: "Unauthorized: Authorization verification failed", data: null };

describe.each(testDatabases)("login, sessions and my-info on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const login = (account: string, password: string, ip: string) =>
    t.post<LoginResult>("/api/account/login", { account, password }, { ip });

  describe("POST /api/account/login", () => {
    it("returns a 256-bit token and the user info; the e-mail is case-insensitive", async () => {
      const { email, password } = await t.register();
      const res = await login(email.toUpperCase(), password, t.nextIp());
      expect(res.status).toBe(200);
      expect(res.body.code).toBe(200);
      expect(res.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(res.body.data.userInfo.email).toBe(email);
      const stored = await t.database.db.selectFrom("sessions").select("token_hash").execute();
      expect(stored.map((s) => s.token_hash)).not.toContain(res.body.data.token);
    });

    it("gives the same answer for an unknown account and a wrong password", async () => {
      const { email } = await t.register();
      const wrong = await login(email, "wrong-pass1", t.nextIp());
      const unknown = await login(t.nextEmail("ghost"), "wrong-pass1", t.nextIp());
      expect(wrong.status).toBe(400);
      expect(unknown.status).toBe(400);
      expect(wrong.body).toEqual({ code: 400, msg: "Wrong account or password.", data: null });
      expect(unknown.body).toEqual(wrong.body);
    });

    it("rejects empty fields", async () => {
      const res = await t.post("/api/account/login", { account: "", password: "" });
      expect(res.body).toEqual({ code: 400, msg: "Account and password cannot be empty.", data: null });
    });

    it("locks an (account, IP) pair after 5 failures for 15 minutes, without locking the owner elsewhere", async () => {
      const { email, password } = await t.register();
      const ownerIp = t.nextIp();
      await t.login(email, password, ownerIp);
      const attackerIp = t.nextIp();
      for (let i = 0; i < 5; i++) expect((await login(email, "wrong-pass1", attackerIp)).status).toBe(400);
      const locked = await login(email, password, attackerIp);
      expect(locked.status).toBe(429);
      expect(locked.body).toEqual({ code: 429, msg: "Too many failed logins. Please try again later.", data: null });
      expect(Number(locked.headers["retry-after"])).toBe(15 * 60);
      expect((await login(email, password, ownerIp)).status).toBe(200);
      t.clock.advance(15 * 60_000);
      expect((await login(email, password, attackerIp)).status).toBe(200);
    });

    it("counts a burst of parallel guesses one by one: only five are checked, the rest wait out the lock", async () => {
      const { email } = await t.register();
      const ip = t.nextIp();
      const statuses = (await Promise.all(Array.from({ length: 20 }, () => login(email, "wrong-pass1", ip)))).map((r) => r.status);
      expect(statuses.filter((s) => s === 400)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    });

    it("a success clears the pair's failures", async () => {
      const { email, password } = await t.register();
      const ip = t.nextIp();
      for (let i = 0; i < 4; i++) await login(email, "wrong-pass1", ip);
      expect((await login(email, password, ip)).status).toBe(200);
      for (let i = 0; i < 4; i++) expect((await login(email, "wrong-pass1", ip)).status).toBe(400);
      expect((await login(email, password, ip)).status).toBe(200);
    });

    it("limits one IP to 50 failures an hour across accounts", async () => {
      const { email, password } = await t.register();
      const ip = t.nextIp();
      for (let i = 0; i < 50; i++) expect((await login(t.nextEmail("spray"), "wrong-pass1", ip)).status).toBe(400);
      const limited = await login(email, password, ip);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
      t.clock.advance(60 * 60_000);
      expect((await login(email, password, ip)).status).toBe(200);
    });

    it("limits an account to 100 failures an hour from unknown IPs, never locking out an IP that logged in before", async () => {
      const { email, password } = await t.register();
      const ownerIp = t.nextIp();
      await t.login(email, password, ownerIp);
      for (let i = 0; i < 100; i++) await login(email, "wrong-pass1", t.nextIp());
      const newDevice = await login(email, password, t.nextIp());
      expect(newDevice.status).toBe(429);
      expect(newDevice.body.code).toBe(429);
      const owner = await login(email, password, ownerIp);
      expect(owner.status).toBe(200);
      t.clock.advance(60 * 60_000);
      expect((await login(email, password, t.nextIp())).status).toBe(200);
    });
  });

  describe("authentication", () => {
    it("answers HTTP 401 with body code 401 without a token, with a bad one, or a malformed header", async () => {
      const variants: Record<string, string>[] = [{}, { authorization: "Bearer not-a-real-token-1234567890" }, { authorization: "Basic abc" }];
      for (const headers of variants) {
        const res = await t.get("/api/account/my-info", { headers });
        expect(res.status).toBe(401);
        expect(res.body).toEqual(UNAUTHORIZED);
      }
      expect((await t.post("/api/account/logout")).body).toEqual(UNAUTHORIZED);
    });

    it("expires a session after 30 days", async () => {
      const { email, password } = await t.register();
      const token = await t.login(email, password);
      t.clock.advance(30 * 24 * 60 * 60_000 - 1000);
      expect((await t.get("/api/account/my-info", { token })).status).toBe(200);
      t.clock.advance(1000);
      expect((await t.get("/api/account/my-info", { token })).status).toBe(401);
    });
  });

  describe("POST /api/account/logout", () => {
    it("ends the session", async () => {
      const { email, password } = await t.register();
      const token = await t.login(email, password);
      const res = await t.post("/api/account/logout", {}, { token });
      expect(res.body).toEqual({ code: 200, msg: "Logged out.", data: null });
      expect((await t.get("/api/account/my-info", { token })).status).toBe(401);
    });
  });

  describe("login on another device", () => {
    it("ends the earlier session: its token gets 401, the new one works", async () => {
      const { email, password } = await t.register();
      const first = await t.login(email, password);
      const second = await t.login(email, password);
      expect((await t.get("/api/account/my-info", { token: first })).status).toBe(401);
      expect((await t.get("/api/account/my-info", { token: second })).status).toBe(200);
    });
  });

  describe("GET /api/account/my-info", () => {
    it("returns the user info of product §3", async () => {
      const { email, password } = await t.register(t.nextEmail("dora"));
      const token = await t.login(email, password);
      const row = await t.database.db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow();
      // 2025-01-15 on the test clock: born 1990-06-01 → 34 years.
      await t.database.db
        .updateTable("users")
        .set({ birthday: "1990-06-01", gold_coin: 42, translate_chars: 1500, vip_chars: 300, vip_level: 2, region: "DE", add_friend: "anyone" })
        .where("id", "=", row.id)
        .execute();
      const res = await t.get<UserInfo>("/api/account/my-info", { token });
      expect(res.status).toBe(200);
      const info = res.body.data;
      expect(info).toMatchObject({
        id: row.id,
        userId: row.id,
        account: String(accountIdOf(row.id)),
        email,
        nickname: `user${accountIdOf(row.id)}`,
        avatar: "",
        vipLevel: 2,
        gender: 0,
        imAccount: imAccountOf(row.id),
        birthday: "1990-06-01",
        age: 34,
        region: "DE",
        isPayMsg: 0,
        isBurnPayMsg: 0,
        userAccountVo: { goldCoin: 42, character: 1500, vipCharacter: 300 },
        userDataVo: { fans: 0, follow: 0 },
        userSetVo: { addFriend: "anyone", momentInteractions: "public" },
      });
      expect(typeof info.userAccountVo.goldCoin).toBe("number");
      expect(info).not.toHaveProperty("password_hash");
      expect(JSON.stringify(res.body)).not.toContain("scrypt");
    });
  });
});
