/**
 * POST /api/message/recall {messageId}: only the sender, only within RECALL_LIMIT_MS (2 minutes).
 * The stored message and every stored copy of its event are emptied, and both users get `recall`.
 * A recalled message the receiver had not read no longer counts in their unread number.
 */
import { messageIdRequest } from "@chat/protocol";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { requireAuth, callerId } from "../../http/auth.js";
import { badRequest, ok, forbidden, notFound } from "../../http/envelope.js";
import { parseBody } from "../../http/parse-body.js";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.js";
import { appendEvent, publishAll } from "../../realtime/events.js";
import type { StoredEvent } from "../../realtime/events.js";
import { toChatMessage } from "./wire.js";
import type { MessageRow } from "./wire.js";

export function registerRecallRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;

  app.post("/api/message/recall", { preHandler: requireAuth(ctx) }, async (request) => {
    const me = callerId(request);
    const { messageId } = parseBody(messageIdRequest, request.body);
    const message = await db.selectFrom("messages").selectAll().where("id", "=", messageId).executeTakeFirst();
    // Someone outside the conversation learns nothing about the id; the receiver is refused.
    if (!message || (message.from_user_id !== me && message.to_user_id !== me)) throw notFound();
    if (message.from_user_id !== me) throw forbidden();
    if (message.recalled_at !== null) return ok(request.locale, null, "recallOk");
    const now = ctx.clock.now();
    if (now - message.created_at > ctx.config.recallLimitMs) throw badRequest("recallTooLate");

    const events = await db.transaction().execute((trx) => recallInTransaction(trx, ctx, message, now));
    publishAll(ctx, events);
    ctx.easemob?.kick();
    return ok(request.locale, null, "recallOk");
  });
}

/**
 * Recalls a stored message inside the caller's transaction (the sender's recall, or an operator hiding
 * it): empties it and every stored copy of its event, takes it off the receiver's unread number and
 * appends `recall` for both users. Returns the events to publish after the commit; none when it was
 * already recalled.
 */
export async function recallInTransaction(trx: Kysely<DB>, ctx: Pick<AppContext, "easemob">, message: MessageRow, now: number): Promise<StoredEvent[]> {
  const messageId = message.id;
  const sender = message.from_user_id;
  const result = await trx
    .updateTable("messages")
    .set({ content: "", url: null, custom: null, ext: "{}", recalled_at: now })
    .where("id", "=", messageId)
    .where("recalled_at", "is", null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return [];
  const recalled = toChatMessage({ ...message, content: "", url: null, custom: null, ext: "{}", recalled_at: now });
  // A replay must not bring the text back.
  await trx
    .updateTable("events")
    .set({ data: JSON.stringify(recalled) })
    .where("ref_id", "=", messageId)
    .where("type", "=", "message")
    .execute();
  await ctx.easemob?.enqueue(trx, { kind: "recall", userId: sender, messageId });
  const receiver = message.to_user_id;
  await trx
    .updateTable("conversations")
    .set((eb) => ({ unread: eb("unread", "-", 1) }))
    .where("user_id", "=", receiver)
    .where("peer_id", "=", sender)
    .where("unread", ">", 0)
    .where("last_read_at", "<", message.created_at)
    .execute();
  const row = await trx.selectFrom("conversations").select("unread").where("user_id", "=", receiver).where("peer_id", "=", sender).executeTakeFirst();
  const data = { messageId, fromUserId: sender, toUserId: receiver };
  // Sequences in ascending user id, as a send takes them, so a recall beside a send cannot deadlock.
  const out: StoredEvent[] = [];
  for (const user of [receiver, sender].sort((x, y) => x - y)) {
    out.push(await appendEvent(trx, user, "recall", user === receiver && row ? { ...data, unread: Number(row.unread) } : data, now));
  }
  return out;
}
