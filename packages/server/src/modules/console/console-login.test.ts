import { LIMITS, OPERATOR_SESSION } from "@chat/protocol";
import type { Operator, OperatorLoginResult } from "@chat/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../db/test-helpers.js";
import { setOperatorDisabled } from "./operators.js";
import { asOperator, createOperator, loginOperator } from "../../testing/console.js";
import { createTestApp } from "../../testing/test-app.js";
import type { TestApp } from "../../testing/test-app.js";

describe.each(testDatabases)("console login and operator sessions on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const start = (email: string, password: string, ip: string) => t.post<{ challenge: string }>("/api/admin/login", { email, password }, { ip });
  const verify = (challenge: string, code: string, ip: string) => t.post<OperatorLoginResult>("/api/admin/login/verify", { challenge, code }, { ip });

  it("logs in with the password, then the mailed code; the token opens /api/admin/me", async () => {
    const op = await createOperator(t, { role: "admin" });
    const ip = t.nextIp();
    const first = await start(op.email.toUpperCase(), op.password, ip);
    expect(first.status).toBe(200);
    expect(first.body.msg).toBe("If the e-mail address and the password are right, a login code has been sent to the address.");
    const mail = t.mailer.to(op.email).at(-1);
    expect(mail?.subject).toBe("Your console login code");
    const done = await verify(first.body.data.challenge, t.mailer.lastCode(op.email), ip);
    expect(done.status).toBe(200);
    expect(done.body.data.operator).toEqual({ id: op.id, email: op.email, role: "admin" });
    expect(done.body.data.expiresAt).toBe(t.clock.now() + OPERATOR_SESSION.maxMs);
    const stored = await t.database.db.selectFrom("operator_sessions").select("token_hash").execute();
    expect(stored.map((s) => s.token_hash)).not.toContain(done.body.data.token);
    const me = await t.get<Operator>("/api/admin/me", asOperator(done.body.data.token));
    expect(me.body.data).toEqual({ id: op.id, email: op.email, role: "admin" });
  });

  it("answers the same for an unknown address and a wrong password, and mails nothing", async () => {
    const op = await createOperator(t);
    const before = t.mailer.sent.length;
    const wrong = await start(op.email, "not-the-password", t.nextIp());
    const unknown = await start("nobody@ops.example.com", "not-the-password", t.nextIp());
    expect(wrong.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(wrong.body.msg).toBe(unknown.body.msg);
    expect(wrong.body.data.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(t.mailer.sent.length).toBe(before);
    expect((await verify(wrong.body.data.challenge, "000000", t.nextIp())).status).toBe(400);
  });

  it("refuses a wrong code, burns it after five guesses, and never spends a code twice", async () => {
    const op = await createOperator(t);
    const ip = t.nextIp();
    const first = await start(op.email, op.password, ip);
    const code = t.mailer.lastCode(op.email);
    const wrongCode = code === "111111" ? "222222" : "111111";
    for (let i = 0; i < 5; i++) expect((await verify(first.body.data.challenge, wrongCode, ip)).body).toMatchObject({ code: 400, msg: "The verification code is wrong or has expired." });
    expect((await verify(first.body.data.challenge, code, ip)).status).toBe(400);

    t.clock.advance(LIMITS.codeResendMs);
    const again = await start(op.email, op.password, ip);
    const fresh = t.mailer.lastCode(op.email);
    expect((await verify(again.body.data.challenge, fresh, ip)).status).toBe(200);
    expect((await verify(again.body.data.challenge, fresh, ip)).status).toBe(400);
  });

  it("limits codes to one a minute per address, and locks password guesses like member logins", async () => {
    const op = await createOperator(t);
    const ip = t.nextIp();
    expect((await start(op.email, op.password, ip)).status).toBe(200);
    const soon = await start(op.email, op.password, ip);
    expect(soon.status).toBe(429);
    const attacker = t.nextIp();
    // Within the minute a wrong password waits exactly like the right one, so the answer tells nothing.
    for (let i = 0; i < 5; i++) expect((await start(op.email, "wrong-guess", attacker)).body).toEqual(soon.body);
    const locked = await start(op.email, op.password, attacker);
    expect(locked.status).toBe(429);
    expect(locked.body.msg).toBe("Too many failed logins. Please try again later.");
  });

  it("answers a right and a wrong password alike, also on a second try within the minute", async () => {
    const right = await createOperator(t);
    const wrong = await createOperator(t);
    const answers = async (email: string, password: string) => {
      const first = await start(email, password, t.nextIp());
      const second = await start(email, password, t.nextIp());
      return [first.status, first.body.msg, second.status, second.body.msg];
    };
    expect(await answers(wrong.email, "not-the-password")).toEqual(await answers(right.email, right.password));
    const third = await createOperator(t);
    expect(await answers("nobody-else@ops.example.com", "whatever")).toEqual(await answers(third.email, third.password));
  });

  it("counts parallel code guesses: fifty at once use up the five turns and no more", async () => {
    const op = await createOperator(t);
    t.clock.advance(LIMITS.codeResendMs);
    const first = await start(op.email, op.password, t.nextIp());
    const code = t.mailer.lastCode(op.email);
    const wrongCode = code === "111111" ? "222222" : "111111";
    const guesses: string[] = [...Array.from({ length: 49 }, () => wrongCode), code];
    const answers = await Promise.all(guesses.map((guess) => verify(first.body.data.challenge, guess, t.nextIp())));
    const row = await t.database.db.selectFrom("operator_login_codes").select("attempts").where("operator_id", "=", op.id).executeTakeFirstOrThrow();
    expect(row.attempts).toBe(LIMITS.codeMaxGuesses);
    // The right code got through only if it was among the five guesses that were looked at.
    const accepted = answers.filter((a) => a.status === 200).length;
    expect(accepted).toBeLessThanOrEqual(1);
    expect((await verify(first.body.data.challenge, code, t.nextIp())).status).toBe(400);
  });

  it("ends a session after 30 idle minutes, after 8 hours at most, and at logout", async () => {
    const op = await createOperator(t);
    const idle = await loginOperator(t, op);
    t.clock.advance(OPERATOR_SESSION.idleMs - 60_000);
    expect((await t.get("/api/admin/me", asOperator(idle))).status).toBe(200);
    t.clock.advance(OPERATOR_SESSION.idleMs - 60_000);
    expect((await t.get("/api/admin/me", asOperator(idle))).status).toBe(200);
    t.clock.advance(OPERATOR_SESSION.idleMs);
    expect((await t.get("/api/admin/me", asOperator(idle))).status).toBe(401);

    t.clock.advance(LIMITS.codeResendMs);
    const busy = await loginOperator(t, op);
    for (let spent = 0; spent < OPERATOR_SESSION.maxMs - 20 * 60_000; spent += 20 * 60_000) {
      t.clock.advance(20 * 60_000);
      expect((await t.get("/api/admin/me", asOperator(busy))).status).toBe(200);
    }
    t.clock.advance(20 * 60_000);
    expect((await t.get("/api/admin/me", asOperator(busy))).status).toBe(401);

    t.clock.advance(LIMITS.codeResendMs);
    const token = await loginOperator(t, op);
    expect((await t.post("/api/admin/logout", {}, asOperator(token))).status).toBe(200);
    expect((await t.get("/api/admin/me", asOperator(token))).status).toBe(401);
    const actions = await t.database.db.selectFrom("audit_log").select("action").where("operator_id", "=", op.id).orderBy("id").execute();
    expect(actions.map((a) => a.action)).toEqual(["operator.login", "operator.login", "operator.login", "operator.logout"]);
  });

  it("ends a disabled operator's session and answers their login like an unknown address's", async () => {
    const op = await createOperator(t);
    t.clock.advance(LIMITS.codeResendMs);
    const token = await loginOperator(t, op);
    await setOperatorDisabled(t.database.db, op.email, t.clock.now());
    expect((await t.get("/api/admin/me", asOperator(token))).status).toBe(401);
    t.clock.advance(LIMITS.codeResendMs);
    const before = t.mailer.sent.length;
    const disabled = await start(op.email, op.password, t.nextIp());
    const unknown = await start("nobody-at-all@ops.example.com", op.password, t.nextIp());
    expect([disabled.status, disabled.body.msg]).toEqual([unknown.status, unknown.body.msg]);
    expect(t.mailer.sent.length).toBe(before);
  });

  it("keeps member and operator sessions apart", async () => {
    const { email, password } = await t.register();
    const member = await t.login(email, password);
    expect((await t.get("/api/admin/me", { token: member })).status).toBe(401);
    expect((await t.get("/api/admin/me", { headers: { "x-operator-token": member } })).status).toBe(401);
    const op = await createOperator(t);
    const operator = await loginOperator(t, op);
    expect((await t.get("/api/account/my-info", { token: operator })).status).toBe(401);
    expect((await t.get("/api/admin/me")).status).toBe(401);
  });
});
