import { LIMITS } from "@chat/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../db/test-helpers.js";
import { newToken, sha256 } from "../../security/token.js";
import { createTestApp } from "../../testing/test-app.js";
import type { TestApp } from "../../testing/test-app.js";

describe.each(testDatabases)("password change and account deletion on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const myInfoStatus = async (token: string) => (await t.get("/api/account/my-info", { token })).status;
  const loginStatus = async (account: string, password: string) =>
    (await t.post("/api/account/login", { account, password }, { ip: t.nextIp() })).status;

  /**
   * A second live session of the token's user, as another signed-in browser has. Logging in keeps one
   * session per user, so the test writes it in the way a session is stored.
   */
  async function anotherSession(token: string): Promise<string> {
    const { id } = (await t.get<{ id: number }>("/api/account/my-info", { token })).body.data;
    const other = newToken();
    const now = t.clock.now();
    await t.database.db
      .insertInto("sessions")
      .values({ token_hash: sha256(other), user_id: id, created_at: now, expires_at: now + 60 * 60_000, last_seen_at: now })
      .execute();
    return other;
  }

  async function resetCode(email: string): Promise<string> {
    t.clock.advance(LIMITS.codeResendMs);
    const res = await t.post("/api/account/verification-code", { email, type: "reset" }, { ip: t.nextIp() });
    expect(res.status).toBe(200);
    return t.mailer.lastCode(email);
  }

  describe("POST /api/account/update-pass with a reset code", () => {
    it("sets the new password and ends every session", async () => {
      const { email, password } = await t.register();
      const a = await t.login(email, password);
      const b = await t.login(email, password);
      const c = await anotherSession(b);
      const code = await resetCode(email);
      const res = await t.post("/api/account/update-pass", { email, code, password: "newpass456" });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ code: 200, msg: "Password changed. Please log in again.", data: null });
      expect(await myInfoStatus(a)).toBe(401);
      expect(await myInfoStatus(b)).toBe(401);
      expect(await myInfoStatus(c)).toBe(401);
      expect(await loginStatus(email, password)).toBe(400);
      expect(await loginStatus(email, "newpass456")).toBe(200);
      // Single use.
      expect((await t.post("/api/account/update-pass", { email, code, password: "other789x" })).status).toBe(400);
    });

    it("refuses a wrong code, a register code and a weak password", async () => {
      const { email } = await t.register();
      const code = await resetCode(email);
      const wrong = code === "000000" ? "111111" : "000000";
      expect((await t.post("/api/account/update-pass", { email, code: wrong, password: "newpass456" })).body).toEqual({
        code: 400,
        msg: "The verification code is wrong or has expired.",
        data: null,
      });
      const weak = await t.post("/api/account/update-pass", { email, code, password: "abc" });
      expect(weak.status).toBe(400);
      expect(weak.body.msg).toContain("8 to 64 characters");
      expect((await t.post("/api/account/update-pass", { email, code, password: "newpass456" })).status).toBe(200);
    });
  });

  describe("POST /api/account/update-pass with the old password", () => {
    it("needs a session", async () => {
      const res = await t.post("/api/account/update-pass", { oldPassword: "secret123", password: "newpass456" });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe(401);
    });

    it("checks the old password (a refusal names its field), then ends every other session and keeps this one", async () => {
      const { email, password } = await t.register();
      // Logging in again ended `earlier` already (one device at a time); it must stay dead.
      const earlier = await t.login(email, password);
      const token = await t.login(email, password);
      const other = await anotherSession(token);
      expect(await myInfoStatus(other)).toBe(200);
      const wrong = await t.post("/api/account/update-pass", { oldPassword: "nope12345", password: "newpass456" }, { token });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual({ code: 400, msg: "The current password is wrong.", data: { field: "oldPassword" } });
      expect(await myInfoStatus(token)).toBe(200);
      expect(await myInfoStatus(other)).toBe(200);
      const res = await t.post("/api/account/update-pass", { oldPassword: password, password: "newpass456" }, { token });
      expect(res.body).toEqual({ code: 200, msg: "Password changed. Your other devices have been logged out.", data: null });
      expect(await myInfoStatus(token)).toBe(200);
      expect(await myInfoStatus(other)).toBe(401);
      expect(await myInfoStatus(earlier)).toBe(401);
      expect(await loginStatus(email, password)).toBe(400);
      expect(await loginStatus(email, "newpass456")).toBe(200);
    });
  });

  describe("POST /api/account/cancel-account", () => {
    it("needs a session and the password", async () => {
      expect((await t.post("/api/account/cancel-account", { password: "secret123" })).status).toBe(401);
      const { email, password } = await t.register();
      const token = await t.login(email, password);
      const wrong = await t.post("/api/account/cancel-account", { password: "wrong1234" }, { token });
      expect(wrong.status).toBe(400);
      expect(wrong.body.data).toEqual({ field: "password" });
      expect(await myInfoStatus(token)).toBe(200);
    });

    it("deletes the account: login fails, tokens die, the address registers again", async () => {
      const { email, password } = await t.register();
      // Logging in again ended `other` already (one device at a time); it must stay dead.
      const other = await t.login(email, password);
      const token = await t.login(email, password);
      const { id } = await t.database.db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow();
      const res = await t.post("/api/account/cancel-account", { password }, { token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ code: 200, msg: "Your account has been deleted.", data: null });
      expect(await myInfoStatus(token)).toBe(401);
      expect(await myInfoStatus(other)).toBe(401);
      expect(await loginStatus(email, password)).toBe(400);

      const old = await t.database.db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
      expect(old).toMatchObject({ email: null, deleted_email: null });
      expect(old.deleted_at).toBe(t.clock.now());

      t.clock.advance(LIMITS.codeResendMs);
      await t.register(email, "fresh12345");
      const newToken = await t.login(email, "fresh12345");
      const info = await t.get<{ id: number }>("/api/account/my-info", { token: newToken });
      expect(info.body.data.id).not.toBe(old.id);
    });
  });
});
