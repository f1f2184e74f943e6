/**
 * The Recent tab: POST /api/message/user-session-list, POST /api/message/read {userId},
 * POST /api/message/delete-conversation {userId}, POST /api/message/delete-history {userId}.
 * Reads and deletes act on the caller's own conversation state only.
 */
import { imAccountOf, peerRequest } from "@chat/protocol";
import type { Conversation } from "@chat/protocol";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { requireAuth, callerId } from "../../http/auth.js";
import { ok, notFound } from "../../http/envelope.js";
import { parseBody } from "../../http/parse-body.js";
import { appendEvent, publishAll } from "../../realtime/events.js";
import { toChatMessage } from "../messages/index.js";
import { blockedIdsOf } from "../people/index.js";

export function registerConversationListRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;
  const auth = { preHandler: requireAuth(ctx) };

  app.post("/api/message/user-session-list", auth, async (request) => {
    const me = callerId(request);
    const blocked = await blockedIdsOf(db, me);
    const all = await db
      .selectFrom("conversations as c")
      .innerJoin("users as u", "u.id", "c.peer_id")
      .leftJoin("friends as f", (join) => join.onRef("f.friend_user_id", "=", "c.peer_id").on("f.user_id", "=", me))
      .select(["c.peer_id", "c.unread", "c.cleared_before", "c.last_message_id", "c.last_time", "u.nickname", "u.avatar", "u.is_service", "f.remark_name"])
      .where("c.user_id", "=", me)
      .where("c.hidden", "=", 0)
      .where("u.deleted_at", "is", null)
      .orderBy("c.last_time", "desc")
      .limit(500)
      .execute();
    // Someone the caller blocked leaves their Recent; unblocking brings the conversation back.
    const rows = all.filter((r) => !blocked.has(r.peer_id));
    const ids = rows.map((r) => r.last_message_id).filter((id): id is string => id !== null);
    const messages = ids.length ? await db.selectFrom("messages").selectAll().where("id", "in", ids).execute() : [];
    const byId = new Map(messages.map((m) => [m.id, m]));
    const list: Conversation[] = rows.map((r) => {
      const last = r.last_message_id ? byId.get(r.last_message_id) : undefined;
      const visible = last && last.created_at > r.cleared_before ? last : undefined;
      return {
        userId: r.peer_id,
        imAccount: imAccountOf(r.peer_id),
        userType: r.is_service ? "service" : "user",
        nickname: r.nickname,
        avatar: r.avatar,
        remark: r.remark_name ?? "",
        isRemark: !!r.remark_name,
        unread_num: r.unread,
        lastMessage: visible ? toChatMessage(visible) : null,
        lastTime: visible ? visible.created_at : 0,
      };
    });
    return ok(request.locale, list);
  });

  app.post("/api/message/read", auth, async (request) => {
    const me = callerId(request);
    const { userId } = parseBody(peerRequest, request.body);
    const now = ctx.clock.now();
    const events = await db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable("conversations")
        .set({ unread: 0, last_read_at: now })
        .where("user_id", "=", me)
        .where("peer_id", "=", userId)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw notFound();
      const data = { userId: me, peerUserId: userId, time: now };
      // The caller's other devices clear their badge; the peer learns it was read (SVIP receipts).
      return [await appendEvent(trx, me, "read", data, now), await appendEvent(trx, userId, "read", data, now)];
    });
    publishAll(ctx, events);
    return ok(request.locale, null);
  });

  for (const [path, change] of [
    ["/api/message/delete-conversation", "hide"],
    ["/api/message/delete-history", "clear"],
  ] as const) {
    app.post(path, auth, async (request) => {
      const me = callerId(request);
      const { userId } = parseBody(peerRequest, request.body);
      const now = ctx.clock.now();
      const result = await db
        .updateTable("conversations")
        .set(change === "hide" ? { hidden: 1, unread: 0 } : { cleared_before: now, unread: 0 })
        .where("user_id", "=", me)
        .where("peer_id", "=", userId)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw notFound();
      return ok(request.locale, null);
    });
  }
}
