/** POST /api/account/login and /logout, GET /api/account/my-info. */
import { CODE, loginRequest } from "@chat/protocol";
import type { LoginResult, UserInfo } from "@chat/protocol";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { requireAuth } from "../../http/auth.js";
import { AppError, badRequest, ok, tooMany, unauthorized } from "../../http/envelope.js";
import { parseBody } from "../../http/parse-body.js";
import { verifyPassword } from "../../security/password.js";
import { createSession, endOtherSessions, endSession } from "./sessions.js";
import { sha256 } from "../../security/token.js";
import { accountRefusal } from "./suspension.js";
import { toUserInfo } from "./user-info.js";
import { findLiveUser, findLiveUserByEmail } from "./users.js";

export function registerLoginRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post("/api/account/login", async (request) => {
    const body = parseBody(loginRequest, request.body);
    const account = body.account.trim().toLowerCase();
    const user = await ctx.loginGuard.serialized(account, async () => {
      const wait = await ctx.loginGuard.retryAfterS(account, request.ip);
      if (wait > 0) throw tooMany("loginLocked", wait);
      const found = await findLiveUserByEmail(ctx, account);
      // An unknown account still pays for one scrypt, so timing does not tell which accounts exist.
      const valid = found
        ? await verifyPassword(body.password, found.password_hash)
        : (await verifyPassword(body.password, await ctx.dummyHash())) && false;
      if (!found || !valid) {
        await ctx.loginGuard.failed(account, request.ip);
        throw badRequest("loginFailed");
      }
      await ctx.loginGuard.succeeded(account, request.ip);
      // Only the right password learns that the account is suspended or banned, and why.
      const refusal = accountRefusal(found, ctx.clock.now(), request.locale);
      if (refusal) throw refusal;
      return found;
    });
    const token = await createSession(ctx, user.id);
    // One device at a time (product §4): the earlier device's token stops working now.
    await endOtherSessions(ctx, user.id, sha256(token));
    const result: LoginResult = { token, userInfo: toUserInfo(user, ctx.clock.now()) };
    return ok(request.locale, result);
  });

  app.post("/api/account/logout", { preHandler: requireAuth(ctx) }, async (request) => {
    if (!request.auth) throw unauthorized();
    await endSession(ctx, request.auth);
    return ok(request.locale, null, "loggedOut");
  });

  app.get("/api/account/my-info", { preHandler: requireAuth(ctx) }, async (request) => {
    if (!request.auth) throw unauthorized();
    const user = await findLiveUser(ctx.database.db, request.auth.userId);
    if (!user) throw new AppError(CODE.unauthorized, "unauthorized");
    const info: UserInfo = toUserInfo(user, ctx.clock.now());
    return ok(request.locale, info);
  });
}
