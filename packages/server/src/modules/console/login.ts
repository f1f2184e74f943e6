/**
 * POST /api/admin/login {email, password} → {challenge} (and a mailed code when both are right; the
 * same answer otherwise, so the reply never tells whether the address is an operator's),
 * POST /api/admin/login/verify {challenge, code} → {token, operator, expiresAt},
 * POST /api/admin/logout, GET /api/admin/me.
 * Password guesses count under the members' brute-force limits (a key of their own); codes are
 * limited like the members' (one mail a minute per address, twenty an hour per IP).
 */
import { CODE, LIMITS, operatorLoginRequest, operatorVerifyRequest } from "@chat/protocol";
import type { Locale, OperatorChallenge, OperatorLoginResult } from "@chat/protocol";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { AppError, badRequest, ok, tooMany, unauthorized } from "../../http/envelope.js";
import { parseBody } from "../../http/parse-body.js";
import { t } from "../../i18n.js";
import { verifyPassword } from "../../security/password.js";
import { recordAudit } from "./audit.js";
import { callerOperator, requireOperator } from "./auth.js";
import { decoyChallenge, dropOperatorCode, issueOperatorCode, spendOperatorCode } from "./login-codes.js";
import { createOperatorSession, endOperatorSession } from "./operator-sessions.js";
import { findOperatorByEmail } from "./operators.js";

export const OPERATOR_CODE_RULES = {
  perAddress: { limit: 1, windowMs: LIMITS.codeResendMs },
  perIp: { limit: 20, windowMs: 60 * 60_000 },
};

export function registerConsoleLoginRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;

  app.post("/api/admin/login", async (request) => {
    const { email, password } = parseBody(operatorLoginRequest, request.body);
    const account = `operator:${email}`;
    const operator = await ctx.loginGuard.serialized(account, async () => {
      const wait = await ctx.loginGuard.retryAfterS(account, request.ip);
      if (wait > 0) throw tooMany("loginLocked", wait);
      // A disabled operator is answered like an unknown address.
      const found = await findOperatorByEmail(db, email).then((row) => (row?.disabled_at == null ? row : undefined));
      // An unknown address pays for one scrypt too, so timing does not tell which addresses exist.
      const valid = found ? await verifyPassword(password, found.password_hash) : (await verifyPassword(password, await ctx.dummyHash())) && false;
      if (!found || !valid) {
        await ctx.loginGuard.failed(account, request.ip);
        return undefined;
      }
      await ctx.loginGuard.succeeded(account, request.ip);
      return found;
    });
    const byIp = await ctx.limiter.consume(`opcode:ip:${request.ip}`, OPERATOR_CODE_RULES.perIp);
    if (!byIp.allowed) throw tooMany("tooMany", byIp.retryAfterS);
    // The mail limit counts every attempt at the typed address, so a right and a wrong password
    // answer alike (a second try within a minute waits either way).
    const byAddress = await ctx.limiter.consume(`opcode:mail:${email}`, OPERATOR_CODE_RULES.perAddress);
    if (!byAddress.allowed) throw tooMany("codeWait", byAddress.retryAfterS);
    if (!operator) return ok<OperatorChallenge>(request.locale, { challenge: decoyChallenge() }, "operatorCodeSent");
    const { challenge, code } = await issueOperatorCode(ctx, operator.id);
    try {
      await ctx.mailer.send(codeMail(request.locale, operator.email, code));
    } catch (error) {
      request.log.error({ err: error }, "operator code mail failed");
      await dropOperatorCode(ctx, challenge);
      await ctx.limiter.reset(`opcode:mail:${email}`);
      throw new AppError(CODE.server, "mailFailed", 503);
    }
    return ok<OperatorChallenge>(request.locale, { challenge }, "operatorCodeSent");
  });

  app.post("/api/admin/login/verify", async (request) => {
    const { challenge, code } = parseBody(operatorVerifyRequest, request.body);
    const operatorId = await spendOperatorCode(ctx, challenge, code);
    if (operatorId === undefined) throw badRequest("codeWrong");
    const operator = await db.selectFrom("operators").select(["id", "email", "role"]).where("id", "=", operatorId).executeTakeFirst();
    if (!operator) throw unauthorized();
    const { token, expiresAt } = await createOperatorSession(ctx, operator.id);
    await recordAudit(db, { operatorId: operator.id, action: "operator.login", targetType: "operator", targetId: operator.id, before: null, after: { ip: request.ip }, at: ctx.clock.now() });
    return ok<OperatorLoginResult>(request.locale, { token, operator, expiresAt });
  });

  app.post("/api/admin/logout", { preHandler: requireOperator(ctx) }, async (request) => {
    if (request.operatorTokenHash) await endOperatorSession(ctx, request.operatorTokenHash);
    const operator = callerOperator(request);
    await recordAudit(db, { operatorId: operator.id, action: "operator.logout", targetType: "operator", targetId: operator.id, before: null, after: null, at: ctx.clock.now() });
    return ok(request.locale, null, "loggedOut");
  });

  app.get("/api/admin/me", { preHandler: requireOperator(ctx) }, async (request) => ok(request.locale, callerOperator(request)));
}

function codeMail(locale: Locale, to: string, code: string) {
  return { to, subject: t(locale, "operatorCodeMailSubject"), text: t(locale, "operatorCodeMail", { code, minutes: LIMITS.codeTtlMs / 60_000 }) };
}
