/**
 * POST /api/admin/complaints/action {complaintId, action, hours?}: dismiss, warn, hide the content,
 * suspend for `hours`, or ban. The decision, its effect and its audit record commit together; a
 * suspension or ban then ends the user's sessions at once on every server process.
 */
import { complaintActionRequest } from "@chat/protocol";
import type { ComplaintStatus, ConsoleComplaint } from "@chat/protocol";
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
        const { hidden, events: recalled } = await hideContent(trx, ctx, complaint, now);
        if (!hidden) throw badRequest("badRequest");
        out = recalled;
        after.hidden = complaint.message_id ? { message: complaint.message_id } : complaint.comment_id ? { comment: complaint.comment_id } : { moment: complaint.dynamic_id };
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
