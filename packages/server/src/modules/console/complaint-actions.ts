/**
 * POST /api/admin/complaints/action {complaintId, action, hours?, messageId?}: dismiss, warn, hide the
 * content (or, for a complaint about the user, `messageId`: one of their messages in its copy of the
 * conversation), suspend for `hours`, or ban. The decision, its effect and its audit record commit together; a
 * suspension or ban then ends the user's sessions at once on every server process.
 */
import { complaintActionRequest } from "@chat/protocol";
import type { ComplaintSnapshot, ComplaintStatus, ConsoleComplaint } from "@chat/protocol";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { badRequest, notFound, ok } from "../../http/envelope.js";
import { parseBody } from "../../http/parse-body.js";
import { publishAll } from "../../realtime/events.js";
import type { StoredEvent } from "../../realtime/events.js";
import { recordAudit } from "./audit.js";
import { callerOperator, requireOperator } from "./auth.js";
import { consoleComplaint } from "./complaint-queue.js";
import { endSessionsOf, hideContent, warnUser } from "./enforcement.js";

const STATUS_OF = { dismiss: "dismissed", warn: "warned", hide: "hidden", suspend: "suspended", ban: "banned" } as const satisfies Record<string, ComplaintStatus>;
const HOUR_MS = 60 * 60_000;

/**
 * A complaint about the user, filed from their conversation, can hide one of the reported user's
 * messages its copy of the conversation holds; nothing else.
 */
function conversationMessage(complaint: { be_complained_user_id: number; snapshot: string | null }, messageId: string | undefined) {
  const snapshot = complaint.snapshot ? (JSON.parse(complaint.snapshot) as ComplaintSnapshot) : null;
  const found = messageId ? snapshot?.conversation.find((m) => m.id === messageId && m.fromUserId === complaint.be_complained_user_id) : undefined;
  return { message_id: found ? found.id : null, dynamic_id: null, comment_id: null };
}

export function registerComplaintActionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;

  app.post("/api/admin/complaints/action", { preHandler: requireOperator(ctx) }, async (request) => {
    const operator = callerOperator(request);
    const body = parseBody(complaintActionRequest, request.body);
    if (body.action === "suspend" && body.hours === undefined) throw badRequest("badRequest");
    const complaint = await db.selectFrom("complaints").selectAll().where("id", "=", body.complaintId).executeTakeFirst();
    if (!complaint) throw notFound();
    const userId = complaint.be_complained_user_id;
    const now = ctx.clock.now();

    const events = await db.transaction().execute(async (trx) => {
      const user = await trx.selectFrom("users").select(["suspended_until", "banned_at"]).where("id", "=", userId).executeTakeFirstOrThrow();
      const before = { status: complaint.status, suspendedUntil: user.suspended_until, bannedAt: user.banned_at };
      let out: StoredEvent[] = [];
      const after: Record<string, unknown> = { status: STATUS_OF[body.action], suspendedUntil: user.suspended_until, bannedAt: user.banned_at };
      if (body.action === "warn") out = await warnUser(trx, userId, now);
      if (body.action === "hide") {
        const about = complaint.message_id || complaint.dynamic_id || complaint.comment_id ? complaint : conversationMessage(complaint, body.messageId);
        const { hidden, events: recalled } = await hideContent(trx, ctx, about, now);
        if (!hidden) throw badRequest("badRequest");
        out = recalled;
        after.hidden = about.message_id ? { message: about.message_id } : about.comment_id ? { comment: about.comment_id } : { moment: about.dynamic_id };
      }
      if (body.action === "suspend") {
        after.suspendedUntil = now + (body.hours ?? 0) * HOUR_MS;
        await trx.updateTable("users").set({ suspended_until: now + (body.hours ?? 0) * HOUR_MS }).where("id", "=", userId).execute();
      }
      if (body.action === "ban") {
        after.bannedAt = now;
        await trx.updateTable("users").set({ banned_at: now }).where("id", "=", userId).execute();
      }
      await trx.updateTable("complaints").set({ status: STATUS_OF[body.action], handled_by: operator.id, handled_at: now }).where("id", "=", complaint.id).execute();
      await recordAudit(trx, { operatorId: operator.id, action: `complaint.${body.action}`, targetType: "complaint", targetId: complaint.id, before: { ...before, userId }, after: { ...after, userId }, at: now });
      return out;
    });
    publishAll(ctx, events);
    ctx.easemob?.kick();
    if (body.action === "suspend" || body.action === "ban") await endSessionsOf(ctx, userId);
    return ok<ConsoleComplaint | undefined>(request.locale, await consoleComplaint(db, complaint.id), "saveOk");
  });
}
