/**
 * POST /api/message/send: validate, store with both users' next seq (one transaction), then publish.
 * Idempotent by (sender, clientMsgId): a retry answers the first message and creates nothing.
 */
import { CODE, messageText, sendMessageRequest } from "@chat/protocol";
import type { ChatMessage, SendMessageReply } from "@chat/protocol";
import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type { z } from "zod";
import type { AppContext } from "../context.js";
import type { DB } from "../db/schema.js";
import { requireAuth } from "../http/auth.js";
import { AppError, badRequest, ok, tooMany } from "../http/envelope.js";
import { parseBody } from "../http/parse-body.js";
import { appendEvent, publishAll } from "../realtime/events.js";
import type { StoredEvent } from "../realtime/events.js";
import { isUniqueViolation } from "./account/users.js";
import { pairKey, toChatMessage } from "./message-wire.js";
import type { MessageRow } from "./message-wire.js";
import { callerId, canMessage, requireLiveUser } from "./social.js";

const SEND_RULE = { limit: 100, windowMs: 10_000 };
/** Custom kinds a client may send itself; gifts come from the gift module, which charges for them. */
const CUSTOM_KINDS = new Set(["burn"]);
const FILE_URL = /(?:^|\/)files\/([0-9a-f]{32}\.(?:png|jpg|gif))$/;

type SendBody = z.output<typeof sendMessageRequest>;
interface Content {
  content: string;
  url: string | null;
  custom: string | null;
  ext: string;
}

/** The upload key of a `/files/<key>` URL the caller uploaded, or a 400. */
async function ownUpload(db: Kysely<DB>, userId: number, url: string | undefined): Promise<string> {
  const key = url ? FILE_URL.exec(url)?.[1] : undefined;
  const row = key ? await db.selectFrom("uploads").select("key").where("key", "=", key).where("owner_id", "=", userId).executeTakeFirst() : undefined;
  if (!row) throw badRequest("imageFormat");
  return row.key;
}

async function contentOf(db: Kysely<DB>, userId: number, body: SendBody): Promise<Content> {
  if (body.messageType === "txt") {
    const text = messageText.safeParse(body.content);
    if (!text.success) throw badRequest(text.error.issues[0]?.message === "messageTooLong" ? "messageTooLong" : "messageBlank");
    return { content: text.data, url: null, custom: null, ext: "{}" };
  }
  if (body.messageType === "img") {
    const key = await ownUpload(db, userId, body.imageUrl);
    return { content: "", url: `/files/${key}`, custom: null, ext: "{}" };
  }
  const kind = body.customExt?.type;
  if (!kind || !CUSTOM_KINDS.has(kind)) throw badRequest("badRequest");
  const key = await ownUpload(db, userId, body.customExt?.burn_url);
  return { content: "", url: null, custom: JSON.stringify({ type: kind, key }), ext: JSON.stringify({ type: kind }) };
}

async function findBySendKey(db: Kysely<DB>, from: number, clientMsgId: string): Promise<MessageRow | undefined> {
  return db.selectFrom("messages").selectAll().where("from_user_id", "=", from).where("client_msg_id", "=", clientMsgId).executeTakeFirst();
}

/** Stores a message and its events for both users; exported for the demo seed and tests. */
export async function storeMessage(
  trx: Kysely<DB>,
  message: { from: number; to: number; clientMsgId: string; type: ChatMessage["type"]; platform: string } & Content,
  now: number,
): Promise<{ row: MessageRow; events: StoredEvent[] }> {
  const row: MessageRow = {
    id: randomBytes(16).toString("hex"),
    client_msg_id: message.clientMsgId,
    from_user_id: message.from,
    to_user_id: message.to,
    pair_key: pairKey(message.from, message.to),
    type: message.type,
    content: message.content,
    url: message.url,
    custom: message.custom,
    ext: message.ext,
    platform: message.platform,
    created_at: now,
    recalled_at: null,
  };
  await trx.insertInto("messages").values(row).execute();
  for (const [user, peer, unread] of [
    [message.from, message.to, 0],
    [message.to, message.from, 1],
  ] as const) {
    await trx
      .insertInto("conversations")
      .values({ user_id: user, peer_id: peer, unread, last_message_id: row.id, last_time: now, hidden: 0 })
      .onConflict((oc) =>
        oc.columns(["user_id", "peer_id"]).doUpdateSet((eb) => ({
          unread: eb("conversations.unread", "+", unread),
          last_message_id: row.id,
          last_time: now,
          hidden: 0,
        })),
      )
      .execute();
  }
  const wire = toChatMessage(row);
  const events = [
    await appendEvent(trx, message.to, "message", wire, now, row.id),
    // The sender's other devices get their own message too.
    await appendEvent(trx, message.from, "message", wire, now, row.id),
  ];
  return { row, events };
}

export function registerMessageSendRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;

  app.post("/api/message/send", { preHandler: requireAuth(ctx) }, async (request) => {
    const me = callerId(request);
    const body = parseBody(sendMessageRequest, request.body);
    const replyOf = (row: MessageRow) => ok<SendMessageReply>(request.locale, { messageId: row.id, message: toChatMessage(row) });
    const earlier = await findBySendKey(db, me, body.clientMsgId);
    if (earlier) return replyOf(earlier);

    if (body.toUserId === me) throw badRequest("badRequest");
    const [self, peer] = await Promise.all([requireLiveUser(ctx, me), requireLiveUser(ctx, body.toUserId)]);
    if (!(await canMessage(db, self, peer))) throw new AppError(CODE.forbidden, "notFriend");
    const content = await contentOf(db, me, body);
    const limited = ctx.limiter.consume(`send:${me}`, SEND_RULE);
    if (!limited.allowed) throw tooMany("tooMany", limited.retryAfterS);

    const platform = (body.platform ?? String(request.headers["x-platform"] ?? "")).slice(0, 16);
    try {
      const { row, events } = await db
        .transaction()
        .execute((trx) =>
          storeMessage(trx, { from: me, to: peer.id, clientMsgId: body.clientMsgId, type: body.messageType, platform, ...content }, ctx.clock.now()),
        );
      publishAll(ctx, events);
      return replyOf(row);
    } catch (error) {
      // A concurrent retry with the same clientMsgId won the race: answer with its message.
      if (!isUniqueViolation(error)) throw error;
      const winner = await findBySendKey(db, me, body.clientMsgId);
      if (!winner) throw error;
      return replyOf(winner);
    }
  });
}
