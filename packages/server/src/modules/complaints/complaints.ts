/**
 * Complaints: GET /api/complain/complain_type (the reasons) and
 * POST /api/complain/add_complain {type, notes, beComplainedAccount, dynamicId?, commentId?} (account
 * ID, IM account or user id; optionally the moment or the comment complained about, which must exist,
 * be visible to the caller and be the complained-about user's, or the message, which that user must
 * have sent the caller). The complaint keeps a copy of what was reported (snapshot.ts).
 */
import { addComplaintRequest } from "@chat/protocol";
import type { ComplaintReason } from "@chat/protocol";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { requireAuth, callerId } from "../../http/auth.js";
import { badRequest, ok, tooMany, notFound } from "../../http/envelope.js";
import { parseBody } from "../../http/parse-body.js";
import { findLiveUser } from "../account/index.js";
import { commentVisible, findComment, visibleMoment } from "../moments/index.js";
import { userIdOfSearch } from "../profiles/index.js";
import { takeSnapshot } from "./snapshot.js";

const COMPLAIN_RULE = { limit: 20, windowMs: 60 * 60_000 };

export function registerComplaintRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;
  const auth = { preHandler: requireAuth(ctx) };

  /** The moment or comment of a complaint: 404 unless it exists and the caller sees it, 400 unless it is the target's. */
  async function complainedContent(targetId: number, dynamicId: number | undefined, commentId: number | undefined, me: number) {
    const now = ctx.clock.now();
    if (commentId !== undefined) {
      const comment = await findComment(db, commentId);
      const moment = comment ? await visibleMoment(db, comment.moment_id, me, now) : undefined;
      if (!comment || !moment || (dynamicId !== undefined && dynamicId !== moment.id) || !(await commentVisible(db, moment, comment, me, now))) throw notFound();
      if (comment.user_id !== targetId) throw badRequest("badRequest");
      return { dynamic_id: moment.id, comment_id: comment.id };
    }
    if (dynamicId !== undefined) {
      const moment = await visibleMoment(db, dynamicId, me, now);
      if (!moment) throw notFound();
      if (moment.user_id !== targetId) throw badRequest("badRequest");
      return { dynamic_id: moment.id, comment_id: null };
    }
    return {};
  }

  app.get("/api/complain/complain_type", auth, async (request) => {
    const rows = await db.selectFrom("complaint_types").selectAll().orderBy("id").execute();
    const list: ComplaintReason[] = rows.map((r) => ({ id: r.id, reason: r.reason, type: r.type }));
    return ok(request.locale, list);
  });

  app.post("/api/complain/add_complain", auth, async (request) => {
    const me = callerId(request);
    const body = parseBody(addComplaintRequest, request.body);
    const reason = Number.isSafeInteger(body.type) && body.type > 0 && body.type < 2 ** 31
      ? await db.selectFrom("complaint_types").select("id").where("id", "=", body.type).executeTakeFirst()
      : undefined;
    if (!reason) throw badRequest("badRequest");
    const id = userIdOfSearch(String(body.beComplainedAccount).trim());
    if (id === me) throw badRequest("cannotComplainSelf");
    const target = id === undefined ? undefined : await findLiveUser(db, id);
    if (!target) throw notFound();
    const about = await complainedContent(target.id, body.dynamicId, body.commentId, me);
    if (body.messageId !== undefined) {
      const message = await db.selectFrom("messages").select(["from_user_id", "to_user_id"]).where("id", "=", body.messageId).executeTakeFirst();
      // Only a message the complained-about user sent the caller; anyone else learns nothing of the id.
      if (!message || message.to_user_id !== me) throw notFound();
      if (message.from_user_id !== target.id) throw badRequest("badRequest");
    }
    const limited = await ctx.limiter.consume(`complain:${me}`, COMPLAIN_RULE);
    if (!limited.allowed) throw tooMany("tooMany", limited.retryAfterS);
    const snapshot = await takeSnapshot(db, me, target, { ...about, messageId: body.messageId });
    await db
      .insertInto("complaints")
      .values({
        user_id: me,
        be_complained_user_id: target.id,
        type: reason.id,
        notes: body.notes,
        created_at: ctx.clock.now(),
        ...about,
        message_id: body.messageId ?? null,
        snapshot: JSON.stringify(snapshot),
      })
      .execute();
    return ok(request.locale, null, "complaintSent");
  });
}
