/**
 * Other users and the caller's privacy: GET /api/user/info?userId= (public projection),
 * GET /api/user/search?content=<account ID>, POST /api/user/privacy-set {addFriend, momentInteractions,
 * notificationText}.
 */
import { CODE, LIMITS, privacySetRequest, userIdOfImAccount } from "@chat/protocol";
import type { UserVoReply } from "@chat/protocol";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { requireAuth, callerId } from "../../http/auth.js";
import { AppError, badRequest, ok } from "../../http/envelope.js";
import { parseBody, idField } from "../../http/parse-body.js";
import type { UserRow } from "../account/index.js";
import { findLiveUser, requireLiveUser } from "../account/index.js";
import { friendship } from "../friends/index.js";
import { followCounts, hasBlocked, isFollowing, isVisible, userUnavailable } from "../people/index.js";
import { toPublicUser } from "./public-user.js";

const infoQuery = z.object({ userId: idField });
const searchQuery = z.object({ content: z.string({ error: "badRequest" }).trim().min(1, { error: "badRequest" }).max(64, { error: "badRequest" }) });

/** The user id of a searched account ID ("100001") or IM account ("im100001"), if well-formed. */
export function userIdOfSearch(content: string): number | undefined {
  if (/^\d{1,12}$/.test(content)) {
    const n = Number(content) - LIMITS.accountIdOffset;
    return n > 0 && n < 2 ** 31 ? n : undefined;
  }
  const id = userIdOfImAccount(content.toLowerCase());
  return id !== undefined && id < 2 ** 31 ? id : undefined;
}

export function registerUserPublicRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;
  const auth = { preHandler: requireAuth(ctx) };

  async function reply(me: number, user: UserRow): Promise<UserVoReply> {
    // Someone banned, suspended or who blocked the caller is not there for them: no home page, not
    // found by search (the same answer for all three, so none of them shows).
    if (!isVisible(user, ctx.clock.now()) || (await hasBlocked(db, user.id, me))) throw userUnavailable();
    const [f, isFollow, blocked, counts] = await Promise.all([friendship(db, me, user.id), isFollowing(db, me, user.id), hasBlocked(db, me, user.id), followCounts(db, user.id, ctx.clock.now())]);
    return { userVo: toPublicUser(user, ctx, { isFriend: f !== undefined, remark: f?.remark_name ?? "", isFollow, blocked }, counts) };
  }

  app.get("/api/user/info", auth, async (request) => {
    const me = callerId(request);
    const { userId } = parseBody(infoQuery, request.query);
    return ok(request.locale, await reply(me, await requireLiveUser(ctx, userId)));
  });

  app.get("/api/user/search", auth, async (request) => {
    const me = callerId(request);
    const { content } = parseBody(searchQuery, request.query);
    const id = userIdOfSearch(content);
    if (id === me) throw badRequest("searchSelf");
    const user = id === undefined ? undefined : await findLiveUser(db, id);
    if (!user) throw new AppError(CODE.notFound, "searchNotFound");
    return ok(request.locale, await reply(me, user));
  });

  app.post("/api/user/privacy-set", auth, async (request) => {
    const me = callerId(request);
    const body = parseBody(privacySetRequest, request.body);
    await db
      .updateTable("users")
      .set({
        ...(body.addFriend ? { add_friend: body.addFriend } : {}),
        ...(body.momentInteractions ? { moment_interactions: body.momentInteractions } : {}),
        ...(body.notificationText !== undefined ? { notification_text: body.notificationText ? 1 : 0 } : {}),
      })
      .where("id", "=", me)
      .execute();
    return ok(request.locale, null);
  });
}
