/**
 * Friend requests: POST /api/friend/add-friend {userId, note}, GET /api/friend/applys (none from
 * someone banned or suspended, as the badge), GET /api/friend/apply-deal?applyId=&status= (1 approve,
 * 0 reject).
 */
import { CODE, addFriendRequest } from "@chat/protocol";
import type { AddFriendReply, FriendApplication } from "@chat/protocol";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { requireAuth, callerId } from "../../http/auth.js";
import { AppError, badRequest, ok, tooMany, forbidden, notFound } from "../../http/envelope.js";
import { parseBody, idField } from "../../http/parse-body.js";
import { appendEvent, publishAll } from "../../realtime/events.js";
import type { StoredEvent } from "../../realtime/events.js";
import { unreadEvent } from "../notifications/index.js";
import { befriend } from "./friend-graph.js";
import { findLiveUser, requireLiveUser } from "../account/index.js";
import { isBlockedEither, isVisible, requireVisibleUser, userUnavailable, visibleUser } from "../people/index.js";
import { friendship } from "./who-may-talk.js";

const ADD_RULE = { limit: 30, windowMs: 60 * 60_000 };
const applyDealQuery = z.object({ applyId: idField, status: z.enum(["0", "1"], { error: "badRequest" }) });

export function registerFriendApplyRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;
  const auth = { preHandler: requireAuth(ctx) };

  app.post("/api/friend/add-friend", auth, async (request) => {
    const me = callerId(request);
    const { userId, note = "" } = parseBody(addFriendRequest, request.body);
    if (userId === me) throw badRequest("cannotAddSelf");
    // Nobody sends a banned or suspended user a request: they are not there for others.
    const target = await requireVisibleUser(ctx, userId);
    const self = await requireLiveUser(ctx, me);
    if (await isBlockedEither(db, me, userId)) throw new AppError(CODE.forbidden, "blockedCannotAdd");
    if (await friendship(db, me, userId)) return ok<AddFriendReply>(request.locale, { status: "added", applyId: null }, "friendAdded");
    const limited = await ctx.limiter.consume(`add-friend:${me}`, ADD_RULE);
    if (!limited.allowed) throw tooMany("tooMany", limited.retryAfterS);
    const now = ctx.clock.now();
    // Open profiles, customer service, and a request the target already sent me: friends at once.
    const reverse = await db
      .selectFrom("friend_applications")
      .select("id")
      .where("from_user_id", "=", userId)
      .where("to_user_id", "=", me)
      .where("status", "is", null)
      .executeTakeFirst();
    if (target.add_friend === "anyone" || target.is_service || reverse) {
      const events = await db.transaction().execute(async (trx) => befriend(ctx, trx, self, target, now, reverse ? "accepted" : "added"));
      publishAll(ctx, events);
      return ok<AddFriendReply>(request.locale, { status: "added", applyId: null }, "friendAdded");
    }
    const { applyId, events } = await db.transaction().execute(async (trx) => {
      const pending = await trx
        .selectFrom("friend_applications")
        .select("id")
        .where("from_user_id", "=", me)
        .where("to_user_id", "=", userId)
        .where("status", "is", null)
        .executeTakeFirst();
      let id: number;
      if (pending) {
        id = pending.id;
        await trx.updateTable("friend_applications").set({ note, updated_at: now, created_at: now }).where("id", "=", id).execute();
      } else {
        const row = await trx
          .insertInto("friend_applications")
          .values({ from_user_id: me, to_user_id: userId, note, status: null, created_at: now, updated_at: now })
          .returning("id")
          .executeTakeFirstOrThrow();
        id = row.id;
      }
      const application: FriendApplication = {
        applyId: id,
        userId: me,
        nickname: self.nickname,
        avatar: self.avatar,
        note,
        status: null,
        insertTime: now,
      };
      const stored: StoredEvent[] = [await appendEvent(trx, userId, "friend-apply", application, now), await unreadEvent(trx, userId, now)];
      await ctx.push.notifyOffline(trx, userId, "friend-request", { peerId: me, ref: String(id) });
      return { applyId: id, events: stored };
    });
    publishAll(ctx, events);
    return ok<AddFriendReply>(request.locale, { status: "applied", applyId }, "friendRequestSent");
  });

  app.get("/api/friend/applys", auth, async (request) => {
    const me = callerId(request);
    const rows = await db
      .selectFrom("friend_applications as a")
      .innerJoin("users as u", "u.id", "a.from_user_id")
      .select(["a.id", "a.from_user_id", "a.note", "a.status", "a.created_at", "u.nickname", "u.avatar"])
      .where("a.to_user_id", "=", me)
      // Not from someone banned or suspended (nor counted in the badge) until that is over.
      .where(visibleUser("u", ctx.clock.now()))
      .orderBy("a.created_at", "desc")
      .orderBy("a.id", "desc")
      .limit(200)
      .execute();
    const list: FriendApplication[] = rows.map((r) => ({
      applyId: r.id,
      userId: r.from_user_id,
      nickname: r.nickname,
      avatar: r.avatar,
      note: r.note,
      status: r.status === 0 || r.status === 1 ? r.status : null,
      insertTime: r.created_at,
    }));
    return ok(request.locale, list);
  });

  app.get("/api/friend/apply-deal", auth, async (request) => {
    const me = callerId(request);
    const { applyId, status } = parseBody(applyDealQuery, request.query);
    const application = await db.selectFrom("friend_applications").selectAll().where("id", "=", applyId).executeTakeFirst();
    if (!application) throw notFound();
    // Only the person asked may answer; the applicant and everyone else are refused.
    if (application.to_user_id !== me) throw forbidden();
    const approve = status === "1";
    if (application.status !== null) {
      if (application.status === (approve ? 1 : 0)) return ok(request.locale, null);
      throw badRequest("badRequest");
    }
    const now = ctx.clock.now();
    const [self, applicant] = await Promise.all([requireLiveUser(ctx, me), findLiveUser(db, application.from_user_id)]);
    // A banned or suspended applicant's request is not there until that is over (nor listed).
    if (applicant && !isVisible(applicant, now)) throw userUnavailable();
    const events = await db.transaction().execute(async (trx) => {
      const stored: StoredEvent[] = [];
      if (approve && applicant) stored.push(...(await befriend(ctx, trx, self, applicant, now, "accepted")));
      await trx.updateTable("friend_applications").set({ status: approve ? 1 : 0, updated_at: now }).where("id", "=", applyId).execute();
      stored.push(await unreadEvent(trx, me, now));
      return stored;
    });
    publishAll(ctx, events);
    return ok(request.locale, null, approve ? "friendAdded" : "ok");
  });
}
