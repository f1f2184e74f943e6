/**
 * POST /api/dynamic/comment {dynamicId, parentId?, text}: a comment, or a reply (one level: a reply to
 * a reply sits under the same top-level comment and answers the reply's author). The author gets a
 * "commented" interaction (type 2), a reply's addressee a "replied" one (type 5); never oneself.
 * POST /api/dynamic/del-comment {id}: one's own comment, or any comment on one's own moment; its
 * replies go with it and the moment's counter drops by as many rows as were deleted.
 */
import { commentRequest, delCommentRequest } from "@chat/protocol";
import type { MomentComment } from "@chat/protocol";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { callerId, requireAuth } from "../../http/auth.js";
import { forbidden, notFound, ok, tooMany } from "../../http/envelope.js";
import { parseBody } from "../../http/parse-body.js";
import { publishAll } from "../../realtime/events.js";
import { requireLiveUser } from "../account/index.js";
import { INTERACTION } from "../notifications/index.js";
import { languageOf } from "../translation/index.js";
import { commentRows, commentVisible, findComment, toComment } from "./comment-queries.js";
import { interactionFor } from "./moment-likes.js";
import { requireVisibleMoment } from "./moment-read.js";

export const COMMENT_RULE = { limit: 30, windowMs: 60_000 };

export function registerCommentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;
  const auth = { preHandler: requireAuth(ctx) };

  app.post("/api/dynamic/comment", auth, async (request) => {
    const me = callerId(request);
    const body = parseBody(commentRequest, request.body);
    const now = ctx.clock.now();
    const moment = await requireVisibleMoment(db, body.dynamicId, me, now);
    let parent: { id: number; user_id: number } | undefined;
    if (body.parentId !== undefined) {
      // A reply reaches the replied comment's author: not someone blocked either way, banned or suspended.
      const replied = await findComment(db, body.parentId);
      if (!replied || replied.moment_id !== moment.id || !(await commentVisible(db, moment, replied, me, now))) throw notFound();
      parent = { id: replied.parent_id ?? replied.id, user_id: replied.user_id };
    }
    const limited = await ctx.limiter.consume(`moment-comment:${me}`, COMMENT_RULE);
    if (!limited.allowed) throw tooMany("tooMany", limited.retryAfterS);
    const self = await requireLiveUser(ctx, me);
    const { id, events } = await db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto("moment_comments")
        .values({ moment_id: moment.id, user_id: me, parent_id: parent?.id ?? null, reply_to_user_id: parent?.user_id ?? null, text: body.text, language: languageOf(self.language), created_at: now })
        .returning("id")
        .executeTakeFirstOrThrow();
      await trx.updateTable("moments").set((eb) => ({ comments: eb("comments", "+", 1) })).where("id", "=", moment.id).execute();
      const events = parent
        ? await interactionFor(trx, { userId: parent.user_id, otherUserId: me, type: INTERACTION.replied, dynamicId: moment.id, now }, false)
        : await interactionFor(trx, { userId: moment.user_id, otherUserId: me, type: INTERACTION.commented, dynamicId: moment.id, now }, false);
      return { id, events };
    });
    publishAll(ctx, events);
    const row = await commentRows(db).where("c.id", "=", id).executeTakeFirstOrThrow();
    return ok<MomentComment>(request.locale, toComment(row, now));
  });

  app.post("/api/dynamic/del-comment", auth, async (request) => {
    const me = callerId(request);
    const { id } = parseBody(delCommentRequest, request.body);
    const comment = await findComment(db, id);
    if (!comment) throw notFound();
    const now = ctx.clock.now();
    const moment = await requireVisibleMoment(db, comment.moment_id, me, now);
    if (comment.user_id !== me && moment.user_id !== me) {
      throw (await commentVisible(db, moment, comment, me, now)) ? forbidden() : notFound();
    }
    await db.transaction().execute(async (trx) => {
      // The rows this transaction deleted: a concurrent delete of the same comment finds none.
      const gone = await trx.deleteFrom("moment_comments").where((eb) => eb.or([eb("id", "=", id), eb("parent_id", "=", id)])).returning("id").execute();
      if (gone.length > 0) await trx.updateTable("moments").set((eb) => ({ comments: eb("comments", "-", gone.length) })).where("id", "=", moment.id).execute();
    });
    return ok(request.locale, null);
  });
}
