/**
 * Block: POST /api/user/block {userId}, POST /api/user/unblock {userId} (both idempotent),
 * GET /api/user/block-list?page=&pageSize= (newest first, the blocked users' public info).
 * Blocking deletes the pending friend applications between the two but keeps a friendship: while
 * blocked, neither may message the other; unblocking lets them talk again without re-adding.
 * The blocker's other devices get a `block` event so their Recent and Contacts follow at once.
 */
import { CODE, blockRequest, imAccountOf } from "@chat/protocol";
import type { BlockListPage } from "@chat/protocol";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { requireAuth, callerId } from "../../http/auth.js";
import { AppError, badRequest, ok } from "../../http/envelope.js";
import { parseBody, pageField, pageSizeField } from "../../http/parse-body.js";
import { appendEvent, publishAll } from "../../realtime/events.js";
import type { StoredEvent } from "../../realtime/events.js";
import { findLiveUser } from "../account/index.js";
import { unreadEvent } from "../notifications/index.js";

const pageQuery = z.object({ page: pageField, pageSize: pageSizeField(50) });

export function registerBlockRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;
  const auth = { preHandler: requireAuth(ctx) };

  /** The target of a block or unblock: someone else, still a live user. */
  async function targetOf(me: number, body: unknown): Promise<number> {
    const { userId } = parseBody(blockRequest, body);
    if (userId === me) throw badRequest("cannotBlockSelf");
    if (!(await findLiveUser(db, userId))) throw new AppError(CODE.notFound, "userUnavailable");
    return userId;
  }

  app.post("/api/user/block", auth, async (request) => {
    const me = callerId(request);
    const userId = await targetOf(me, request.body);
    const now = ctx.clock.now();
    const events = await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto("user_blocks")
        .values({ user_id: me, blocked_user_id: userId, created_at: now })
        .onConflict((oc) => oc.columns(["user_id", "blocked_user_id"]).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return [];
      const removed = await trx
        .deleteFrom("friend_applications")
        .where("status", "is", null)
        .where((eb) =>
          eb.or([
            eb.and([eb("from_user_id", "=", me), eb("to_user_id", "=", userId)]),
            eb.and([eb("from_user_id", "=", userId), eb("to_user_id", "=", me)]),
          ]),
        )
        .executeTakeFirst();
      const stored: StoredEvent[] = [await appendEvent(trx, me, "block", { userId, blocked: true }, now)];
      // A pending request between them is gone: both badges count one fewer.
      if (Number(removed.numDeletedRows) > 0) stored.push(await unreadEvent(trx, me, now), await unreadEvent(trx, userId, now));
      return stored;
    });
    publishAll(ctx, events);
    return ok(request.locale, null, "userBlocked");
  });

  app.post("/api/user/unblock", auth, async (request) => {
    const me = callerId(request);
    const userId = await targetOf(me, request.body);
    const now = ctx.clock.now();
    const events = await db.transaction().execute(async (trx) => {
      const removed = await trx.deleteFrom("user_blocks").where("user_id", "=", me).where("blocked_user_id", "=", userId).executeTakeFirst();
      if (Number(removed.numDeletedRows) === 0) return [];
      return [await appendEvent(trx, me, "block", { userId, blocked: false }, now)];
    });
    publishAll(ctx, events);
    return ok(request.locale, null, "userUnblocked");
  });

  app.get("/api/user/block-list", auth, async (request) => {
    const me = callerId(request);
    const { page, pageSize } = parseBody(pageQuery, request.query);
    const live = db
      .selectFrom("user_blocks as b")
      .innerJoin("users as u", "u.id", "b.blocked_user_id")
      .where("b.user_id", "=", me)
      .where("u.deleted_at", "is", null);
    const [rows, total] = await Promise.all([
      live
        .select(["b.blocked_user_id", "b.created_at", "u.nickname", "u.avatar"])
        .orderBy("b.created_at", "desc")
        .orderBy("b.blocked_user_id", "desc")
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      live.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
    ]);
    const result: BlockListPage = {
      records: rows.map((r) => ({ userId: r.blocked_user_id, imAccount: imAccountOf(r.blocked_user_id), nickname: r.nickname, avatar: r.avatar, blockTime: r.created_at })),
      total: Number(total.n),
    };
    return ok(request.locale, result);
  });
}
