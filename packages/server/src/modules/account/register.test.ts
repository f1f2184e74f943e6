import { LIMITS, accountIdOf } from "@chat/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../db/test-helpers.js";
import { createTestApp } from "../../testing/test-app.js";
import type { TestApp } from "../../testing/test-app.js";

describe.each(testDatabases)("verification codes and registration on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const requestCode = (email: string, type: "register" | "reset", ip = t.nextIp()) =>
    t.post("/api/account/verification-code", { email, type }, { ip });

  describe("POST /api/account/verification-code", () => {
    it("mails a 6-digit code and answers codeSent", async () => {
      const email = t.nextEmail();
      const res = await requestCode(email, "register");
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ code: 200, msg: "The verification code has been sent.", data: null });
      const mails = t.mailer.to(email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toBe("Your verification code");
      expect(mails[0]?.text).toMatch(/\b\d{6}\b/);
      expect(mails[0]?.text).toContain("10 minutes");
    });

    it("stores only a hash of the code", async () => {
      const email = t.nextEmail();
      await requestCode(email, "register");
      const code = t.mailer.lastCode(email);
      const row = await t.database.db.selectFrom("verification_codes").selectAll().where("email", "=", email).executeTakeFirstOrThrow();
      expect(row.code_hash).not.toContain(code);
      expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    });

    it("allows one mail per address per 60 s, with Retry-After, for either purpose", async () => {
      const email = t.nextEmail();
      expect((await requestCode(email, "register")).status).toBe(200);
      t.clock.advance(20_000);
      const again = await requestCode(email, "register");
      expect(again.status).toBe(429);
      expect(again.body).toEqual({ code: 429, msg: "Please wait before requesting another code.", data: null });
      expect(again.headers["retry-after"]).toBe("40");
      expect((await requestCode(email, "reset")).status).toBe(429);
      expect(t.mailer.to(email)).toHaveLength(1);
      t.clock.advance(40_000);
      expect((await requestCode(email, "register")).status).toBe(200);
      expect(t.mailer.to(email)).toHaveLength(2);
    });

    it("limits one IP to 20 requests an hour", async () => {
      const ip = t.nextIp();
      for (let i = 0; i < 20; i++) expect((await requestCode(t.nextEmail(), "register", ip)).status).toBe(200);
      const limited = await requestCode(t.nextEmail(), "register", ip);
      expect(limited.status).toBe(429);
      expect(limited.body.code).toBe(429);
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
      expect((await requestCode(t.nextEmail(), "register", t.nextIp())).status).toBe(200);
      t.clock.advance(60 * 60_000);
      expect((await requestCode(t.nextEmail(), "register", ip)).status).toBe(200);
    });

    it("answers the same for registered and unknown addresses, mailing a code only when it fits", async () => {
      const { email: existing } = await t.register();
      t.clock.advance(LIMITS.codeResendMs);
      const unknown = t.nextEmail("nobody");
      const before = t.mailer.sent.length;
      const registerExisting = await requestCode(existing, "register");
      const resetUnknown = await requestCode(unknown, "reset");
      expect(registerExisting.status).toBe(200);
      expect(resetUnknown.status).toBe(200);
      expect(registerExisting.body).toEqual(resetUnknown.body);
      // Each mailbox's owner is told what was asked, without a code that would verify anything.
      const notices = t.mailer.sent.slice(before);
      expect(notices.map((m) => m.to).sort()).toEqual([existing, unknown].sort());
      for (const mail of notices) expect(mail.text).not.toMatch(/\d{6}/);
      expect(t.mailer.to(existing).at(-1)?.text).toContain("you already have one");
      expect(t.mailer.to(unknown).at(-1)?.text).toContain("there is no such account");
      // The silent answers still count against the resend limit.
      expect((await requestCode(existing, "reset")).status).toBe(429);
      t.clock.advance(LIMITS.codeResendMs);
      expect((await requestCode(existing, "reset")).status).toBe(200);
      expect(t.mailer.to(existing).at(-1)?.text).toContain("reset your password");
    });

    it("rejects bad input with a 400 envelope", async () => {
      const bad = await t.post("/api/account/verification-code", { email: "not-an-address", type: "register" });
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ code: 400, msg: "Username is illegal", data: null });
      const badType = await t.post("/api/account/verification-code", { email: t.nextEmail(), type: "other" });
      expect(badType.body).toMatchObject({ code: 400, msg: "Unknown verification code purpose." });
    });

    it("reports a mail failure and lets the user retry at once", async () => {
      const email = t.nextEmail();
      t.mailer.failing = true;
      const failed = await requestCode(email, "register");
      t.mailer.failing = false;
      expect(failed.status).toBe(503);
      expect(failed.body).toMatchObject({ code: 500, msg: "The e-mail could not be sent. Please try again later." });
      expect((await requestCode(email, "register")).status).toBe(200);
    });
  });

  describe("POST /api/account/judge-code", () => {
    it("accepts the right code without using it up", async () => {
      const email = t.nextEmail();
      await requestCode(email, "register");
      const code = t.mailer.lastCode(email);
      for (let i = 0; i < 2; i++) {
        const res = await t.post("/api/account/judge-code", { email, code, type: "register" });
        expect(res.body).toEqual({ code: 200, msg: "ok", data: null });
      }
      expect((await t.post("/api/account/register", { email, code, password: "secret123" })).status).toBe(200);
    });

    it("binds the code to the purpose", async () => {
      const email = t.nextEmail();
      await requestCode(email, "register");
      const code = t.mailer.lastCode(email);
      const res = await t.post("/api/account/judge-code", { email, code, type: "reset" });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 400, msg: "The verification code is wrong or has expired.", data: null });
    });

    it("burns the code after five wrong guesses", async () => {
      const email = t.nextEmail();
      await requestCode(email, "register");
      const code = t.mailer.lastCode(email);
      const wrong = code === "000000" ? "111111" : "000000";
      for (let i = 0; i < LIMITS.codeMaxGuesses; i++) {
        expect((await t.post("/api/account/judge-code", { email, code: wrong, type: "register" })).status).toBe(400);
      }
      expect((await t.post("/api/account/judge-code", { email, code, type: "register" })).status).toBe(400);
      expect((await t.post("/api/account/register", { email, code, password: "secret123" })).status).toBe(400);
    });

    it("counts parallel guesses: fifty at once use up the five turns and no more", async () => {
      const email = t.nextEmail();
      await requestCode(email, "register");
      const code = t.mailer.lastCode(email);
      const wrong = code === "000000" ? "111111" : "000000";
      const guesses: string[] = [...Array.from({ length: 49 }, () => wrong), code];
      const answers = await Promise.all(guesses.map((guess) => t.post("/api/account/judge-code", { email, code: guess, type: "register" }, { ip: t.nextIp() })));
      const row = await t.database.db.selectFrom("verification_codes").select("attempts").where("email", "=", email).executeTakeFirstOrThrow();
      expect(row.attempts).toBeLessThanOrEqual(LIMITS.codeMaxGuesses);
      expect(answers.filter((a) => a.status === 400).length).toBeGreaterThanOrEqual(guesses.length - 1);
      // Whatever order they ran in, the wrong ones burnt the code.
      if (answers.at(-1)?.status !== 200) expect((await t.post("/api/account/judge-code", { email, code, type: "register" })).status).toBe(400);
    });

    it("expires the code after 10 minutes", async () => {
      const email = t.nextEmail();
      await requestCode(email, "register");
      const code = t.mailer.lastCode(email);
      t.clock.advance(LIMITS.codeTtlMs - 1000);
      expect((await t.post("/api/account/judge-code", { email, code, type: "register" })).status).toBe(200);
      t.clock.advance(1000);
      expect((await t.post("/api/account/judge-code", { email, code, type: "register" })).status).toBe(400);
      expect((await t.post("/api/account/register", { email, code, password: "secret123" })).status).toBe(400);
    });

    it("replaces an older code with a new one", async () => {
      const email = t.nextEmail();
      await requestCode(email, "register");
      const first = t.mailer.lastCode(email);
      t.clock.advance(LIMITS.codeResendMs);
      await requestCode(email, "register");
      const second = t.mailer.lastCode(email);
      if (first !== second) {
        expect((await t.post("/api/account/judge-code", { email, code: first, type: "register" })).status).toBe(400);
      }
      expect((await t.post("/api/account/judge-code", { email, code: second, type: "register" })).status).toBe(200);
    });
  });

  describe("POST /api/account/register", () => {
    it("creates the account, uses the code once and names the user after the account ID, not the address", async () => {
      const email = t.nextEmail("carol");
      await requestCode(email, "register");
      const code = t.mailer.lastCode(email);
      const res = await t.post("/api/account/register", { email: email.toUpperCase(), code, password: "secret123" });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ code: 200, msg: "Registration successful", data: null });
      const again = await t.post("/api/account/register", { email, code, password: "secret123" });
      expect(again.status).toBe(400);
      expect(again.body.msg).toBe("The verification code is wrong or has expired.");
      const row = await t.database.db.selectFrom("users").selectAll().where("email", "=", email).executeTakeFirstOrThrow();
      expect(row.nickname).toBe(`user${accountIdOf(row.id)}`);
      expect(row.password_hash).toMatch(/^scrypt\$/);
      expect(row.password_hash).not.toContain("secret123");
    });

    it("answers 409 'User already exists' when the address was registered meanwhile", async () => {
      const email = t.nextEmail();
      await requestCode(email, "register");
      const code = t.mailer.lastCode(email);
      // Another registration of the same address finished while this code was in the mailbox.
      await t.database.db.insertInto("users").values({ email, password_hash: "x", nickname: "x", created_at: t.clock.now() }).execute();
      const res = await t.post("/api/account/register", { email, code, password: "secret123" });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ code: 409, msg: "User already exists", data: null });
    });

    it("never tells that an address exists to someone without its code", async () => {
      const { email } = await t.register();
      const res = await t.post("/api/account/register", { email, code: "123456", password: "secret123" });
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe("The verification code is wrong or has expired.");
    });

    it("rejects usernames over 64 bytes and illegal usernames", async () => {
      const long = `${"a".repeat(60)}@example.com`;
      const tooLong = await t.post("/api/account/register", { email: long, code: "123456", password: "secret123" });
      expect(tooLong.status).toBe(400);
      expect(tooLong.body).toEqual({ code: 400, msg: "Username exceeds 64 bytes", data: null });
      // 64 bytes counts bytes, not characters.
      const multibyte = `${"é".repeat(27)}@example.com`;
      expect((await t.post("/api/account/register", { email: multibyte, code: "123456", password: "secret123" })).body.msg).toBe(
        "Username exceeds 64 bytes",
      );
      for (const illegal of ["no-at-sign", "two@@example.com", "spa ce@example.com", "a@b"]) {
        const res = await t.post("/api/account/register", { email: illegal, code: "123456", password: "secret123" });
        expect(res.status, illegal).toBe(400);
        expect(res.body.msg, illegal).toBe("Username is illegal");
      }
    });

    it("rejects a weak password and a malformed code", async () => {
      const email = t.nextEmail();
      const weak = await t.post("/api/account/register", { email, code: "123456", password: "short1" });
      expect(weak.body).toMatchObject({ code: 400, msg: expect.stringContaining("8 to 64 characters") });
      const badCode = await t.post("/api/account/register", { email, code: "12ab", password: "secret123" });
      expect(badCode.body).toMatchObject({ code: 400, msg: "The verification code is 6 digits." });
    });
  });
});
