/**
 * GET /api/message/history?userId=&cursor=&pageSize=20: newest first in the conversation's own order
 * (pair_seq, never a clock), paged by an opaque cursor on it so pages stay stable while new messages
 * arrive. Respects delete-history; a conversation with someone who deleted their account stays readable.
 */
import { LIMITS } from "@chat/protocol";
import type { HistoryPage } from "@chat/protocol";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { requireAuth, callerId } from "../../http/auth.js";
import { badRequest, ok, forbidden, notFound } from "../../http/envelope.js";
import { parseBody, idField } from "../../http/parse-body.js";
import { receiptsFor } from "./receipts.js";
import { decodeCursor, encodeCursor, pairKey, toChatMessage } from "./wire.js";
import { canMessage } from "../friends/index.js";
import { requireLiveUser } from "../account/index.js";

const historyQuery = z.object({
  userId: idField,
  cursor: z.string({ error: "badRequest" }).max(200, { error: "badRequest" }).optional(),
  pageSize: z.coerce
    .number({ error: "badRequest" })
    .int({ error: "badRequest" })
    .min(1, { error: "badRequest" })
    .max(100, { error: "badRequest" })
    .default(LIMITS.historyPage),
});

export function registerMessageHistoryRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;

  app.get("/api/message/history", { preHandler: requireAuth(ctx) }, async (request) => {
    const me = callerId(request);
    const { userId, cursor, pageSize } = parseBody(historyQuery, request.query);
    const position = cursor ? decodeCursor(cursor) : undefined;
    if (cursor && !position) throw badRequest("badRequest");
    const [self, peer] = await Promise.all([requireLiveUser(ctx, me), db.selectFrom("users").selectAll().where("id", "=", userId).executeTakeFirst()]);
    const conversation = await db
      .selectFrom("conversations")
      .select("cleared_before")
      .where("user_id", "=", me)
      .where("peer_id", "=", userId)
      .executeTakeFirst();
    // A deleted account's partners keep reading their conversation; nobody else finds the account.
    if (!peer || (peer.deleted_at !== null && !conversation)) throw notFound();
    // Former friends keep reading what they said; strangers see nothing.
    if (!conversation && !(await canMessage(db, self, peer))) throw forbidden();

    let query = db
      .selectFrom("messages")
      .selectAll()
      .where("pair_key", "=", pairKey(me, userId))
      .where("created_at", ">", conversation?.cleared_before ?? 0);
    if (position) query = query.where("pair_seq", "<", position.seq);
    const rows = await query
      .orderBy("pair_seq", "desc")
      .limit(pageSize + 1)
      .execute();
    const page = rows.slice(0, pageSize);
    const last = page[page.length - 1];
    const receipts = await receiptsFor(db, me, userId, ctx.clock.now());
    const result: HistoryPage = {
      messages: page.map(toChatMessage),
      nextCursor: rows.length > pageSize && last ? encodeCursor(last) : null,
      ...(receipts ? { receipts } : {}),
    };
    return ok(request.locale, result);
  });
}
