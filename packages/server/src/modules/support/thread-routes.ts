/**
 * The inbox's reads: GET /api/admin/support/threads?filter=&q=&page= (newest activity first),
 * GET /api/admin/support/thread?memberId= (the thread, the member's context, the notes, and for an
 * admin the operators to give it to) and GET /api/admin/support/history?memberId=&cursor= (the
 * conversation newest first, paged like the panel's history, each message as the member's peer gets
 * it: a burn-after-read picture without its file).
 */
import { SUPPORT_LIMITS, supportHistoryQuery, supportMemberQuery, supportThreadsQuery } from "@chat/protocol";
import type { SupportHistoryPage, SupportOperatorRef, SupportThreadDetail, SupportThreadPage } from "@chat/protocol";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { badRequest, ok } from "../../http/envelope.js";
import { parseBody } from "../../http/parse-body.js";
import { callerOperator, requireOperator } from "../console/index.js";
import { decodeCursor, encodeCursor, pairKey, toChatMessage } from "../messages/index.js";
import { memberContext, notesOf } from "./member-context.js";
import { listThreads, requireService, requireThread } from "./thread-queries.js";

export function registerThreadRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;
  const operators = { preHandler: requireOperator(ctx, ["support", "admin"]) };

  app.get("/api/admin/support/threads", operators, async (request) => {
    const operator = callerOperator(request);
    const query = parseBody(supportThreadsQuery, request.query);
    const service = await requireService(db);
    return ok<SupportThreadPage>(request.locale, await listThreads(db, service.id, { ...query, operatorId: operator.id }, ctx.clock.now()));
  });

  app.get("/api/admin/support/thread", operators, async (request) => {
    const operator = callerOperator(request);
    const { memberId } = parseBody(supportMemberQuery, request.query);
    const service = await requireService(db);
    const now = ctx.clock.now();
    const thread = await requireThread(db, service.id, memberId, now);
    // Only an admin gives a thread to someone else, so only an admin gets the list to choose from.
    const others: Promise<SupportOperatorRef[]> =
      operator.role === "admin" ? db.selectFrom("operators").select(["id", "email"]).where("disabled_at", "is", null).orderBy("email").execute() : Promise.resolve([]);
    const [context, notes, operatorList] = await Promise.all([memberContext(db, memberId, now), notesOf(db, memberId), others]);
    return ok<SupportThreadDetail>(request.locale, { thread, context, notes, operators: operatorList });
  });

  app.get("/api/admin/support/history", operators, async (request) => {
    const { memberId, cursor } = parseBody(supportHistoryQuery, request.query);
    const position = cursor ? decodeCursor(cursor) : undefined;
    if (cursor && !position) throw badRequest("badRequest");
    const service = await requireService(db);
    await requireThread(db, service.id, memberId, ctx.clock.now());
    let query = db.selectFrom("messages").selectAll().where("pair_key", "=", pairKey(service.id, memberId));
    if (position) query = query.where("pair_seq", "<", position.seq);
    const size = SUPPORT_LIMITS.historyPageSize;
    const rows = await query
      .orderBy("pair_seq", "desc")
      .limit(size + 1)
      .execute();
    const page = rows.slice(0, size);
    const last = page[page.length - 1];
    return ok<SupportHistoryPage>(request.locale, { messages: page.map(toChatMessage), nextCursor: rows.length > size && last ? encodeCursor(last) : null });
  });
}
