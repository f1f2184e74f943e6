/**
 * The Recent tab: POST /api/message/user-session-list, POST /api/message/read {userId},
 * POST /api/message/delete-conversation {userId}, POST /api/message/delete-history {userId}.
 * Reads and deletes act on the caller's own conversation state only. A peer who deleted their account
 * keeps their row, as "Deleted user" (`deleted: true`, no picture), so the history stays readable.
 */
import { imAccountOf, peerRequest } from "@chat/protocol";
import type { Conversation } from "@chat/protocol";
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type { AppContext } from "../../context.js";
import type { DB } from "../../db/schema.js";
import { requireAuth, callerId } from "../../http/auth.js";
import { ok, notFound } from "../../http/envelope.js";
import { parseBody } from "../../http/parse-body.js";
import { appendEvent, publishAll } from "../../realtime/events.js";
import type { StoredEvent } from "../../realtime/events.js";
import { DELETED_NICKNAME } from "../account/index.js";
import { hasReadReceipts, toChatMessage } from "../messages/index.js";
import { blockedIdsOf } from "../people/index.js";

/**
 * Marks `me`'s conversation with `peerId` read up to `now`, inside `trx`; answers the `read` events to
 * publish after commit, or undefined when there is no such conversation. Also the support inbox's
 * read mark for the customer-service side.
 */
export async function markConversationRead(trx: Kysely<DB>, me: number, peerId: number, now: number): Promise<StoredEvent[] | undefined> {
  const result = await trx.updateTable("conversations").set({ unread: 0, last_read_at: now }).where("user_id", "=", me).where("peer_id", "=", peerId).executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return undefined;
  const data = { userId: me, peerUserId: peerId, time: now };
  // The caller's other devices clear their badge; the peer learns it was read only when SVIP (read
  // receipts are their privilege, messages/receipts.ts) and not deleted (nothing is stored for it).
  const peer = await trx.selectFrom("users").select("deleted_at").where("id", "=", peerId).executeTakeFirst();
  const mine = await appendEvent(trx, me, "read", data, now);
  const tell = peer?.deleted_at === null && (await hasReadReceipts(trx, peerId, now));
  return tell ? [mine, await appendEvent(trx, peerId, "read", data, now)] : [mine];
}

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
      .select(["c.peer_id", "c.unread", "c.cleared_before", "c.last_message_id", "c.last_time", "u.nickname", "u.avatar", "u.is_service", "u.deleted_at", "f.remark_name"])
      .where("c.user_id", "=", me)
      .where("c.hidden", "=", 0)
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
      const deleted = r.deleted_at !== null;
      return {
        userId: r.peer_id,
        imAccount: imAccountOf(r.peer_id),
        userType: r.is_service ? "service" : "user",
        // Neutral even for an account deleted before its data was erased.
        nickname: deleted ? DELETED_NICKNAME : r.nickname,
        avatar: deleted ? "" : r.avatar,
        remark: r.remark_name ?? "",
        isRemark: !!r.remark_name,
        unread_num: r.unread,
        lastMessage: visible ? toChatMessage(visible) : null,
        lastTime: visible ? visible.created_at : 0,
        ...(deleted ? { deleted: true } : {}),
      };
    });
    return ok(request.locale, list);
  });

  app.post("/api/message/read", auth, async (request) => {
    const me = callerId(request);
    const { userId } = parseBody(peerRequest, request.body);
    const now = ctx.clock.now();
    const events = await db.transaction().execute(async (trx) => {
      const marked = await markConversationRead(trx, me, userId, now);
      if (!marked) throw notFound();
      return marked;
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
