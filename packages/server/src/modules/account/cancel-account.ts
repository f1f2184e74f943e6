/**
 * Account deletion: POST /api/account/cancel-account ends every session, frees the address and
 * erases the person's data (erase-account.ts says what happens to each table).
 * A password holder confirms with the password; a member without one (handed over by a partner)
 * with a code mailed to the address on file by POST /api/account/cancel-code. A member with neither
 * is deleted by the partner that created them (POST /api/partner/delete-user).
 */
import { CODE, LIMITS, cancelAccountByCodeRequest, cancelAccountRequest } from "@chat/protocol";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { callerId, requireAuth } from "../../http/auth.js";
import { AppError, badRequest, ok, tooMany } from "../../http/envelope.js";
import { parseBody } from "../../http/parse-body.js";
import { t } from "../../i18n.js";
import { checkCode, consumeCode, dropCode, issueCode } from "./codes.js";
import { eraseAccount, finishErasure } from "./erase-account.js";
import { confirmPassword, liveUser } from "./password.js";
import { CODE_RULES } from "./register.js";
import { sessionsEnded } from "./sessions.js";
import { cancelConfirmationOf } from "./user-info.js";

export function registerCancelAccountRoutes(app: FastifyInstance, ctx: AppContext): void {
  const auth = { preHandler: requireAuth(ctx) };

  app.post("/api/account/cancel-code", auth, async (request) => {
    const user = await liveUser(ctx, callerId(request));
    const how = cancelConfirmationOf(user);
    if (how === "partner") throw new AppError(CODE.forbidden, "cancelAtPartner");
    if (how === "password" || !user.email) throw badRequest("badRequest");
    const email = user.email;
    // The same limits as every other code mail: per client address and per mailbox.
    const byIp = await ctx.limiter.consume(`code:ip:${request.ip}`, CODE_RULES.perIp);
    if (!byIp.allowed) throw tooMany("tooMany", byIp.retryAfterS);
    const byAddress = await ctx.limiter.consume(`code:mail:${email}`, CODE_RULES.perAddress);
    if (!byAddress.allowed) throw tooMany("codeWait", byAddress.retryAfterS);
    const code = await issueCode(ctx, email, "cancel");
    const vars = { code, minutes: LIMITS.codeTtlMs / 60_000 };
    try {
      await ctx.mailer.send({ to: email, subject: t(request.locale, "codeMailSubject", vars), text: t(request.locale, "codeMailCancel", vars) });
    } catch (error) {
      request.log.error({ err: error }, "verification mail failed");
      await dropCode(ctx, email, "cancel");
      await ctx.limiter.reset(`code:mail:${email}`);
      throw new AppError(CODE.server, "mailFailed", 503);
    }
    return ok(request.locale, null, "codeSent");
  });

  app.post("/api/account/cancel-account", auth, async (request) => {
    const user = await liveUser(ctx, callerId(request));
    const how = cancelConfirmationOf(user);
    if (how === "partner") throw new AppError(CODE.forbidden, "cancelAtPartner");
    let code: string | undefined;
    if (how === "password") {
      const { password } = parseBody(cancelAccountRequest, request.body);
      await confirmPassword(ctx, request, user, password, "password");
    } else {
      code = parseBody(cancelAccountByCodeRequest, request.body).code;
      if (!user.email || !(await checkCode(ctx, user.email, "cancel", code))) throw badRequest("codeWrong");
    }
    const now = ctx.clock.now();
    const erasure = await ctx.database.db.transaction().execute(async (trx) => {
      if (code !== undefined && !(await consumeCode(trx, now, user.email ?? "", "cancel", code))) throw badRequest("codeWrong");
      await ctx.easemob?.enqueue(trx, { kind: "delete", userId: user.id });
      return eraseAccount(trx, user.id, now);
    });
    ctx.easemob?.kick();
    sessionsEnded(ctx, user.id);
    await finishErasure(ctx, erasure, request.log);
    return ok(request.locale, null, "accountCancelled");
  });
}
