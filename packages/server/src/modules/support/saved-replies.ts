/**
 * The console's saved replies (short texts with a title and the language they are written in, shared
 * by every operator): GET /api/admin/support/saved-replies, POST .../saved-replies/add and
 * .../saved-replies/remove {id}. At most SUPPORT_LIMITS.savedReplies; each change is audited.
 */
import { CODE, SUPPORT_LIMITS, supportSavedReplyRemoveRequest, supportSavedReplyRequest } from "@chat/protocol";
import type { SupportSavedReply } from "@chat/protocol";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { AppError, notFound, ok } from "../../http/envelope.js";
import { parseBody } from "../../http/parse-body.js";
import { callerOperator, recordAudit, requireOperator } from "../console/index.js";

export function registerSavedReplyRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;
  const operators = { preHandler: requireOperator(ctx, ["support", "admin"]) };

  app.get("/api/admin/support/saved-replies", operators, async (request) => {
    const rows = await db.selectFrom("support_saved_replies").select(["id", "title", "language", "text"]).orderBy("title").orderBy("id").execute();
    return ok<SupportSavedReply[]>(request.locale, rows);
  });

  app.post("/api/admin/support/saved-replies/add", operators, async (request) => {
    const operator = callerOperator(request);
    const body = parseBody(supportSavedReplyRequest, request.body);
    const saved = await db.transaction().execute(async (trx) => {
      const now = ctx.clock.now();
      const count = await trx.selectFrom("support_saved_replies").select((eb) => eb.fn.countAll().as("n")).executeTakeFirst();
      if (Number(count?.n ?? 0) >= SUPPORT_LIMITS.savedReplies) throw new AppError(CODE.badRequest, "savedRepliesFull");
      const row = await trx.insertInto("support_saved_replies").values({ ...body, created_by: operator.id, created_at: now }).returning("id").executeTakeFirstOrThrow();
      const reply: SupportSavedReply = { id: row.id, ...body };
      await recordAudit(trx, { operatorId: operator.id, action: "support.saved-reply.add", targetType: "saved-reply", targetId: row.id, before: null, after: reply, at: now });
      return reply;
    });
    return ok<SupportSavedReply>(request.locale, saved);
  });

  app.post("/api/admin/support/saved-replies/remove", operators, async (request) => {
    const operator = callerOperator(request);
    const { id } = parseBody(supportSavedReplyRemoveRequest, request.body);
    await db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom("support_saved_replies").select(["id", "title", "language", "text"]).where("id", "=", id).executeTakeFirst();
      if (!before) throw notFound();
      await trx.deleteFrom("support_saved_replies").where("id", "=", id).execute();
      await recordAudit(trx, { operatorId: operator.id, action: "support.saved-reply.remove", targetType: "saved-reply", targetId: id, before, after: null, at: ctx.clock.now() });
    });
    return ok(request.locale, null);
  });
}
