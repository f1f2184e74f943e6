/**
 * POST /api/admin/support/{read,assign,resolve,reopen,notes/add}: what operators do to a thread
 * besides replying. Read marks the customer-service side of the conversation read as a member's read
 * mark does (the member, when SVIP, sees "Read"); the others are audited (thread-change.ts). Each but
 * the note answers the thread as the list shows it.
 */
import { supportAssignRequest, supportMemberRequest, supportNoteRequest } from "@chat/protocol";
import type { SupportNote, SupportThread } from "@chat/protocol";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppContext } from "../../context.js";
import { forbidden, notFound, ok } from "../../http/envelope.js";
import { parseBody } from "../../http/parse-body.js";
import { publishAll } from "../../realtime/events.js";
import { callerOperator, requireOperator } from "../console/index.js";
import { markConversationRead } from "../conversations/index.js";
import { changeThread, reopenThread, resolveThread } from "./thread-change.js";
import { requireService, requireThread } from "./thread-queries.js";

export function registerThreadActionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;
  const operators = { preHandler: requireOperator(ctx, ["support", "admin"]) };

  /** Who acts on which thread: the caller, the customer-service account and the member of the body. */
  async function actors(request: FastifyRequest, memberId: number) {
    const operator = callerOperator(request);
    const service = await requireService(db);
    return { operator, who: { operatorId: operator.id, serviceId: service.id, memberId } };
  }
  const threadNow = (serviceId: number, memberId: number) => requireThread(db, serviceId, memberId, ctx.clock.now());

  app.post("/api/admin/support/read", operators, async (request) => {
    const { memberId } = parseBody(supportMemberRequest, request.body);
    const { who } = await actors(request, memberId);
    await requireThread(db, who.serviceId, memberId, ctx.clock.now());
    // The `read` event of the service side is what the feeds see.
    const events = await db.transaction().execute(async (trx) => (await markConversationRead(trx, who.serviceId, memberId, ctx.clock.now())) ?? []);
    publishAll(ctx, events);
    return ok<SupportThread>(request.locale, await threadNow(who.serviceId, memberId));
  });

  app.post("/api/admin/support/assign", operators, async (request) => {
    const body = parseBody(supportAssignRequest, request.body);
    const { operator, who } = await actors(request, body.memberId);
    const assigneeId = body.operatorId ?? operator.id;
    // Taking a thread is everyone's; giving it to someone else is an admin's.
    if (assigneeId !== operator.id && operator.role !== "admin") throw forbidden();
    const assignee = await db.selectFrom("operators").select("id").where("id", "=", assigneeId).where("disabled_at", "is", null).executeTakeFirst();
    if (!assignee) throw notFound();
    await changeThread(ctx, who, "support.assign", async (trx) => {
      const before = await trx.selectFrom("support_threads").select("assignee_id").where("member_id", "=", body.memberId).executeTakeFirstOrThrow();
      await trx.updateTable("support_threads").set({ assignee_id: assigneeId }).where("member_id", "=", body.memberId).execute();
      return { before: { assigneeId: before.assignee_id }, after: { assigneeId }, result: null };
    });
    return ok<SupportThread>(request.locale, await threadNow(who.serviceId, body.memberId));
  });

  app.post("/api/admin/support/resolve", operators, async (request) => {
    const { memberId } = parseBody(supportMemberRequest, request.body);
    const { who } = await actors(request, memberId);
    // The member's next message reopens it (member-message.ts).
    await changeThread(ctx, who, "support.resolve", async (trx, now) => ({ before: { status: await resolveThread(trx, memberId, now) }, after: { status: "resolved" }, result: null }));
    return ok<SupportThread>(request.locale, await threadNow(who.serviceId, memberId));
  });

  app.post("/api/admin/support/reopen", operators, async (request) => {
    const { memberId } = parseBody(supportMemberRequest, request.body);
    const { who } = await actors(request, memberId);
    await changeThread(ctx, who, "support.reopen", async (trx) => ({ before: { status: await reopenThread(trx, memberId) }, after: { status: "open" }, result: null }));
    return ok<SupportThread>(request.locale, await threadNow(who.serviceId, memberId));
  });

  app.post("/api/admin/support/notes/add", operators, async (request) => {
    const body = parseBody(supportNoteRequest, request.body);
    const { operator, who } = await actors(request, body.memberId);
    const note = await changeThread(ctx, who, "support.note", async (trx, now) => {
      const row = await trx.insertInto("support_notes").values({ member_id: body.memberId, operator_id: operator.id, text: body.text, created_at: now }).returning("id").executeTakeFirstOrThrow();
      const result: SupportNote = { id: row.id, operator: { id: operator.id, email: operator.email }, text: body.text, time: now };
      // The text stays in the notes; the audit names the note.
      return { before: null, after: { noteId: row.id }, result };
    });
    return ok<SupportNote>(request.locale, note);
  });
}
