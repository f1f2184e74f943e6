/**
 * POST /api/account/update-pass: with a reset code it ends every session of the user; logged in with the
 * old password it ends every session but the caller's, so this browser stays signed in and every other
 * one is logged out. The password re-check that account deletion shares.
 */
import { CODE, updatePassRequest } from "@chat/protocol";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppContext } from "../../context.js";
import { authenticate } from "../../http/auth.js";
import { AppError, badRequest, ok, tooMany, unauthorized } from "../../http/envelope.js";
import type { RequestAuth } from "../../http/request.js";
import { parseBody } from "../../http/parse-body.js";
import { hashPassword, verifyPassword } from "../../security/password.js";
import { checkCode, consumeCode } from "./codes.js";
import { endAllSessions, endOtherSessions } from "./sessions.js";
import type { UserRow } from "./user-info.js";
import { findLiveUser, findLiveUserByEmail } from "./users.js";

const [resetShape, changeShape] = updatePassRequest.options;

export function registerPasswordRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post("/api/account/update-pass", async (request) => {
    const body = request.body;
    const withOldPassword = typeof body === "object" && body !== null && "oldPassword" in body;
    if (withOldPassword) {
      const auth = await changeWithOldPassword(ctx, request);
      await endOtherSessions(ctx, auth.userId, auth.tokenHash);
      return ok(request.locale, null, "passwordChanged");
    }
    await endAllSessions(ctx, await resetWithCode(ctx, request));
    return ok(request.locale, null, "passwordUpdated");
  });
}

async function resetWithCode(ctx: AppContext, request: FastifyRequest): Promise<number> {
  const { email, code, password } = parseBody(resetShape, request.body);
  if (!(await checkCode(ctx, email, "reset", code))) throw badRequest("codeWrong");
  const user = await findLiveUserByEmail(ctx, email);
  if (!user) throw badRequest("codeWrong");
  const passwordHash = await hashPassword(password, ctx.config.passwordHashLogN);
  await ctx.database.db.transaction().execute(async (trx) => {
    if (!(await consumeCode(trx, ctx.clock.now(), email, "reset", code))) throw badRequest("codeWrong");
    await trx.updateTable("users").set({ password_hash: passwordHash }).where("id", "=", user.id).execute();
  });
  return user.id;
}

/** The caller's session, whose password is now changed. */
async function changeWithOldPassword(ctx: AppContext, request: FastifyRequest): Promise<RequestAuth> {
  const auth = await authenticate(ctx, request);
  const { oldPassword, password } = parseBody(changeShape, request.body);
  const user = await liveUser(ctx, auth.userId);
  await confirmPassword(ctx, request, user, oldPassword, "oldPassword");
  const passwordHash = await hashPassword(password, ctx.config.passwordHashLogN);
  await ctx.database.db.updateTable("users").set({ password_hash: passwordHash }).where("id", "=", user.id).execute();
  return auth;
}

export async function liveUser(ctx: AppContext, id: number): Promise<UserRow> {
  const user = await findLiveUser(ctx.database.db, id);
  if (!user) throw unauthorized();
  return user;
}

/**
 * Re-checks the password of a logged-in user, under the same brute-force limits as login. A wrong one
 * is a 400 naming the form's `field` in `data.field`, so the browser shows it there.
 */
export async function confirmPassword(ctx: AppContext, request: FastifyRequest, user: UserRow, password: string, field: string): Promise<void> {
  const account = user.email ?? `#${user.id}`;
  const wait = await ctx.loginGuard.retryAfterS(account, request.ip);
  if (wait > 0) throw tooMany("loginLocked", wait);
  if (!(await verifyPassword(password, user.password_hash))) {
    await ctx.loginGuard.failed(account, request.ip);
    throw new AppError(CODE.badRequest, "oldPasswordWrong", undefined, {}, { field });
  }
}
