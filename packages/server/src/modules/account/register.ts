/**
 * Verification codes and registration: POST /api/account/verification-code, /judge-code, /register.
 * The code request answers the same whether or not the address has an account (no enumeration).
 */
import { CODE, LIMITS, accountIdOf, judgeCodeRequest, registerRequest, verificationCodeRequest } from "@chat/protocol";
import type { CodeType, Locale } from "@chat/protocol";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { AppError, badRequest, ok, tooMany } from "../../http/envelope.js";
import { parseBody } from "../../http/parse-body.js";
import { t } from "../../i18n.js";
import { hashPassword } from "../../security/password.js";
import { checkCode, consumeCode, dropCode, issueCode } from "./codes.js";
import { isUniqueViolation } from "../../db/errors.js";
import { findLiveUserByEmail } from "./users.js";

export const CODE_RULES = {
  perAddress: { limit: 1, windowMs: LIMITS.codeResendMs },
  perIp: { limit: 20, windowMs: 60 * 60_000 },
};

export function registerCodeRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post("/api/account/verification-code", async (request, reply) => {
    const { email, type } = parseBody(verificationCodeRequest, request.body);
    const byIp = await ctx.limiter.consume(`code:ip:${request.ip}`, CODE_RULES.perIp);
    if (!byIp.allowed) throw tooMany("tooMany", byIp.retryAfterS);
    const byAddress = await ctx.limiter.consume(`code:mail:${email}`, CODE_RULES.perAddress);
    if (!byAddress.allowed) throw tooMany("codeWait", byAddress.retryAfterS);

    const exists = (await findLiveUserByEmail(ctx, email)) !== undefined;
    // Register wants a new address, reset an existing one. Otherwise the mailbox's owner gets a mail
    // without a code saying what was asked: same answer and the same work (one mail) either way, so
    // neither the reply nor its timing tells the requester whether the address has an account.
    const fits = exists === (type === "reset");
    const code = fits ? await issueCode(ctx, email, type) : null;
    try {
      await ctx.mailer.send(code ? codeMail(request.locale, email, type, code) : accountMail(request.locale, email, type));
    } catch (error) {
      request.log.error({ err: error }, "verification mail failed");
      if (code) await dropCode(ctx, email, type);
      await ctx.limiter.reset(`code:mail:${email}`);
      throw new AppError(CODE.server, "mailFailed", 503);
    }
    return reply.send(ok(request.locale, null, "codeSent"));
  });

  app.post("/api/account/judge-code", async (request) => {
    const { email, code, type } = parseBody(judgeCodeRequest, request.body);
    if (!(await checkCode(ctx, email, type, code))) throw badRequest("codeWrong");
    return ok(request.locale, null);
  });

  app.post("/api/account/register", async (request) => {
    const { email, code, password } = parseBody(registerRequest, request.body);
    // The code comes first: only someone who reads the mailbox learns that the account exists.
    if (!(await checkCode(ctx, email, "register", code))) throw badRequest("codeWrong");
    if (await findLiveUserByEmail(ctx, email)) throw new AppError(CODE.conflict, "userExists");
    const passwordHash = await hashPassword(password, ctx.config.passwordHashLogN);
    const now = ctx.clock.now();
    try {
      await ctx.database.db.transaction().execute(async (trx) => {
        if (!(await consumeCode(trx, now, email, "register", code))) throw badRequest("codeWrong");
        // The nickname needs the new id: a placeholder in the insert, the real name right after.
        const { id } = await trx
          .insertInto("users")
          .values({ email, password_hash: passwordHash, nickname: "user", created_at: now })
          .returning("id")
          .executeTakeFirstOrThrow();
        await trx.updateTable("users").set({ nickname: defaultNickname(id) }).where("id", "=", id).execute();
        await ctx.easemob?.enqueue(trx, { kind: "user", userId: id });
      });
      ctx.easemob?.kick();
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(CODE.conflict, "userExists");
      throw error;
    }
    return ok(request.locale, null, "registerOk");
  });
}

function accountMail(locale: Locale, to: string, purpose: CodeType) {
  return {
    to,
    subject: t(locale, "accountMailSubject"),
    text: t(locale, purpose === "register" ? "accountMailExists" : "accountMailNoAccount"),
  };
}

function codeMail(locale: Locale, to: string, purpose: CodeType, code: string) {
  const vars = { code, minutes: LIMITS.codeTtlMs / 60_000 };
  return {
    to,
    subject: t(locale, "codeMailSubject", vars),
    text: t(locale, purpose === "register" ? "codeMailRegister" : "codeMailReset", vars),
  };
}

/**
 * "user" and the account ID people see (`user100123`), as the spec's registration has no nickname
 * field: the account is usable at once and the profile can be completed later. Never made from the
 * e-mail, which would show part of the address to everyone; the same in every language, as it is a name.
 */
export function defaultNickname(userId: number): string {
  return `user${accountIdOf(userId)}`;
}
