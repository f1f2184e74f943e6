/**
 * POST /api/message/send: validate, reserve what it costs (send-charges.ts), translate when asked,
 * store with both users' next seq (one transaction), then publish. Idempotent by (sender,
 * clientMsgId): a retry answers the first message and creates nothing and charges nothing.
 * Burn-after-read images: `messageType: "img", imageUrl, customExt: {type: "burn"}` (the older
 * `messageType: "custom", customExt: {type: "burn", burn_url}` is accepted too); gifts:
 * `messageType: "custom", customExt: {type: "gift", id, amount, note}`; voice messages:
 * `messageType: "audio", audioUrl` (the upload of send-voice.ts; never burn-after-read).
 */
import { CODE, messageText, pickLocale, sendMessageRequest } from "@chat/protocol";
import type { ChatMessage, Envelope, MessageKey, SendMessageReply, TranslateResult } from "@chat/protocol";
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import type { Kysely } from "kysely";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import type { DB } from "../../db/schema.js";
import { requireAuth, callerId } from "../../http/auth.js";
import { AppError, badRequest, envelope, ok, tooMany } from "../../http/envelope.js";
import { t } from "../../i18n.js";
import { parseBody } from "../../http/parse-body.js";
import { appendEvents, publishAll } from "../../realtime/events.js";
import type { StoredEvent } from "../../realtime/events.js";
import { isUniqueViolation } from "../../db/errors.js";
import { newMessageId } from "../../security/token.js";
import { GroupCommit } from "../../db/group-commit.js";
import { hotQuery } from "../../db/hot-query.js";
import { pairKey, toChatMessage } from "./wire.js";
import type { MessageRow } from "./wire.js";
import { GIFTS, findById } from "../wallet/index.js";
import { releaseSend, reserveSend, sendFingerprint, settleReservation } from "./send-charges.js";
import type { SendCharges } from "./send-charges.js";
import { translationService } from "../translation/index.js";
import { storedTranslateResult, translateSend, translatedExt } from "./send-translation.js";
import { VOICE_URL, voiceContent } from "./send-voice.js";
import { measureSend } from "./send-metrics.js";
import { DuplicateSend, pgSendPathOf } from "./send-pg.js";
import { findBySendKey, partiesOf, sameSend } from "./send-parties.js";
import type { SendUser } from "./send-pg.js";

const SEND_RULE = { limit: 100, windowMs: 10_000 };
/** The send's charge is no longer held: another attempt stored it, or the sweep refunded it (send again). */
class NotHeld extends AppError {
  constructor() {
    super(CODE.conflict, "badRequest");
  }
}
const FILE_URL = /(?:^|\/)files\/([0-9a-f]{32}\.(?:png|jpg|gif))$/;

type SendBody = z.output<typeof sendMessageRequest>;
interface Content {
  content: string;
  url: string | null;
  custom: string | null;
  ext: string;
}

/** The upload key of a `/files/<key>` URL (a picture's, or what `pattern` matches) the caller uploaded, or a 400. */
export async function ownUpload(db: Kysely<DB>, userId: number, url: string | undefined, usage: "public" | "burn", pattern = FILE_URL, refusal: MessageKey = "imageFormat"): Promise<string> {
  const key = url ? pattern.exec(url)?.[1] : undefined;
  if (!key) throw badRequest(refusal);
  // An upload serves one kind of message: a burn image's file is never served at /files/<key>, so it
  // cannot also be a plain image, and a file already public cannot become a burn image.
  const claimed = await db
    .updateTable("uploads")
    .set({ usage })
    .where("key", "=", key)
    .where("owner_id", "=", userId)
    .where((eb) => eb.or([eb("usage", "is", null), eb("usage", "=", usage)]))
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) throw badRequest(refusal);
  return key;
}

async function contentOf(ctx: AppContext, userId: number, body: SendBody): Promise<Content> {
  const db = ctx.database.db;
  if (body.messageType === "txt") {
    const text = messageText.safeParse(body.content);
    if (!text.success) throw badRequest(text.error.issues[0]?.message === "messageTooLong" ? "messageTooLong" : "messageBlank");
    return { content: text.data, url: null, custom: null, ext: "{}" };
  }
  if (body.messageType === "audio") return voiceContent(ctx, await ownUpload(db, userId, body.audioUrl, "public", VOICE_URL, "voiceFormat"));
  const kind = body.customExt?.type;
  if (body.messageType === "img") {
    const key = await ownUpload(db, userId, body.imageUrl, kind === "burn" ? "burn" : "public");
    // A burn image keeps its key server-side only; the read call hands out a single-use URL.
    if (kind === "burn") return { content: "", url: null, custom: JSON.stringify({ type: "burn", key }), ext: JSON.stringify({ type: "burn" }) };
    return { content: "", url: `/files/${key}`, custom: null, ext: "{}" };
  }
  if (kind === "gift") {
    const gift = giftOf(body);
    return { content: "", url: null, custom: JSON.stringify({ type: "gift", id: gift.item.id, amount: gift.amount, note: gift.note }), ext: JSON.stringify({ type: "gift" }) };
  }
  if (kind !== "burn") throw badRequest("badRequest");
  const key = await ownUpload(db, userId, body.customExt?.burn_url ?? body.imageUrl, "burn");
  return { content: "", url: null, custom: JSON.stringify({ type: kind, key }), ext: JSON.stringify({ type: kind }) };
}

function giftOf(body: SendBody): NonNullable<SendCharges["gift"]> {
  const item = body.customExt?.type === "gift" ? findById(GIFTS, body.customExt.id ?? "") : undefined;
  if (!item) throw badRequest("giftNotFound");
  const amount = body.customExt?.amount ?? 1;
  if (!Number.isInteger(amount) || amount < 1 || amount > 99) throw badRequest("badRequest");
  return { item, amount, note: (body.customExt?.note ?? "").slice(0, 200), coins: 0 };
}

// Both sides of the pair in one statement, in ascending user id (the order every writer locks them in).
const upsertConversations = hotQuery((db, p: { low: number; high: number; lowUnread: number; highUnread: number; id: string; now: number }) =>
  db
    .insertInto("conversations")
    .values([
      { user_id: p.low, peer_id: p.high, unread: p.lowUnread, last_message_id: p.id, last_time: p.now, hidden: 0 },
      { user_id: p.high, peer_id: p.low, unread: p.highUnread, last_message_id: p.id, last_time: p.now, hidden: 0 },
    ])
    .onConflict((oc) =>
      oc.columns(["user_id", "peer_id"]).doUpdateSet((eb) => ({
        unread: eb("conversations.unread", "+", eb.ref("excluded.unread")),
        last_message_id: eb.ref("excluded.last_message_id"),
        last_time: eb.ref("excluded.last_time"),
        hidden: 0,
      })),
    ),
);
// The message takes the pair's next place as it is stored, read while the pair's rows are held.
const insertMessage = hotQuery((db, p: Omit<MessageRow, "pair_seq">) =>
  db
    .insertInto("messages")
    .values({
      id: p.id,
      client_msg_id: p.client_msg_id,
      from_user_id: p.from_user_id,
      to_user_id: p.to_user_id,
      pair_key: p.pair_key,
      type: p.type,
      content: p.content,
      url: p.url,
      custom: p.custom,
      ext: p.ext,
      platform: p.platform,
      created_at: p.created_at,
      recalled_at: p.recalled_at,
      pair_seq: db.selectFrom("messages").select(sql<number>`coalesce(max(pair_seq), 0) + 1`.as("next")).where("pair_key", "=", p.pair_key),
    })
    .returning("pair_seq"),
);

type NewMessage = { from: number; to: number; clientMsgId: string; type: ChatMessage["type"]; platform: string } & Content;

/** The row of a new message, but for its place in the conversation (the database's to give). */
function newRow(message: NewMessage, now: number): Omit<MessageRow, "pair_seq"> {
  return {
    id: newMessageId(now),
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
}

/**
 * Stores a message and its events for both users; exported for the demo seed and tests. Four
 * statements: both conversations, the message with its place in the pair, both users' next seq,
 * both events.
 */
export async function storeMessage(trx: Kysely<DB>, message: NewMessage, now: number): Promise<{ row: MessageRow; events: StoredEvent[] }> {
  const fresh = newRow(message, now);
  const { id } = fresh;
  // Rows are locked in ascending user id, so A→B and B→A sent at the same moment cannot deadlock.
  // Both directions upsert the same two rows, so from here on the pair's sends take turns.
  const low = Math.min(message.from, message.to);
  const high = Math.max(message.from, message.to);
  await upsertConversations(trx, { low, high, lowUnread: low === message.to ? 1 : 0, highUnread: high === message.to ? 1 : 0, id, now });
  // The next place in the conversation (never a clock: same-millisecond messages keep their order).
  const seq = (await insertMessage(trx, fresh)).rows[0]?.pair_seq;
  const row: MessageRow = { ...fresh, pair_seq: Number(seq) };
  // The receiver and the sender's other devices each get it, as the next event of their own sequence.
  const data = toChatMessage(row);
  const events = await appendEvents(
    trx,
    [
      { userId: low, type: "message", data, refId: row.id },
      { userId: high, type: "message", data, refId: row.id },
    ],
    now,
  );
  return { row, events };
}

/** The translation plan (txt with needTranslate and a toLanguage) and the gift of a send. */
async function chargesOf(ctx: AppContext, self: SendUser, body: SendBody, content: Content): Promise<SendCharges> {
  const gift = body.messageType === "custom" && body.customExt?.type === "gift" ? giftOf(body) : undefined;
  const target = body.toLanguage?.trim();
  if (body.messageType !== "txt" || !body.needTranslate || !target) return { plan: undefined, gift };
  return { plan: await translationService(ctx).plan(self.id, content.content, self, target), gift };
}

/** What a send answers: the stored message (the earlier one for a retry) and its translation. */
export function sendReplyOf(row: MessageRow, result?: TranslateResult): SendMessageReply {
  const message = toChatMessage(row);
  // A retry answers the stored translation (or why there is none) too.
  const translateResult = result ?? storedTranslateResult(message);
  return { messageId: row.id, message, ...(translateResult ? { translateResult } : {}) };
}

/** The one writer of messages per database in this process: sends arriving together share a commit. */
const writers = new WeakMap<object, GroupCommit>();
const writerOf = (ctx: AppContext) => {
  let writer = writers.get(ctx.database.db);
  if (!writer) writers.set(ctx.database.db, (writer = new GroupCommit(ctx.database)));
  return writer;
};

/**
 * A send by `me`, over HTTP or the gateway socket alike: validates `rawBody` (sendMessageRequest),
 * checks, charges, stores and publishes; throws AppError for the client.
 */
export async function sendMessage(ctx: AppContext, me: number, rawBody: unknown, platformHeader: string): Promise<SendMessageReply> {
  const db = ctx.database.db;
  const body = parseBody(sendMessageRequest, rawBody);
  const parties = await partiesOf(ctx, me, body);
  if ("earlier" in parties) return sendReplyOf(sameSend(parties.earlier, body));
  const { self, peer } = parties;
  const content = await contentOf(ctx, me, body);
  const limited = await ctx.limiter.consume(`send:${me}`, SEND_RULE);
  if (!limited.allowed) throw tooMany("tooMany", limited.retryAfterS);

  const platform = (body.platform ?? platformHeader).slice(0, 16);
  const charges = await chargesOf(ctx, self, body, content);
  const translation = charges.plan ? await translateSend(ctx, charges.plan) : undefined;
  const paid = { ...charges, plan: translation?.done ? charges.plan : undefined };
  const reservation = await reserveSend(ctx, self, peer, body.clientMsgId, paid, sendFingerprint(peer.id, body));
  publishAll(ctx, reservation.events);
  const translated = translation?.result;
  const ext = charges.plan && translated ? translatedExt(content.ext, charges.plan, translated) : content.ext;
  try {
    const message = { from: me, to: peer.id, clientMsgId: body.clientMsgId, type: body.messageType, platform, ...content, ext };
    // A plain message (nothing charged, no gift, not to customer service, no Easemob copy) is one
    // statement of a batch on PostgreSQL (send-pg.ts).
    const plain = reservation.entries.length === 0 && !charges.gift && !(peer.is_service && !self.is_service) && !ctx.easemob;
    const pg = plain ? pgSendPathOf(ctx.database) : undefined;
    let pushed = ctx.push.isOffline(peer.id);
    const { row, events } = pg ? await pg.store({ row: newRow(message, ctx.clock.now()), push: pushed }) : await writerOf(ctx).run(async (trx) => {
      // A paid send is stored only while its charge is held (not refunded meanwhile by the sweep).
      if (reservation.entries.length > 0 && !(await settleReservation(trx, me, reservation.key, "stored"))) throw new NotHeld();
      const now = ctx.clock.now();
      // A member's message to customer service opens, reopens or moves up their conversation in the
      // operators' inbox; first, because the inbox's own writes take the thread's row before the pair's.
      if (peer.is_service && !self.is_service) await ctx.supportInbox.memberWrote(trx, me, now);
      const stored = await storeMessage(trx, message, now);
      if (charges.gift) {
        await trx.insertInto("gift_records").values({ from_user_id: me, to_user_id: peer.id, gift_id: charges.gift.item.id, amount: charges.gift.amount, note: charges.gift.note, coins: reservation.giftCoins, message_id: stored.row.id, created_at: ctx.clock.now() }).execute();
      }
      await ctx.easemob?.enqueue(trx, { kind: "message", userId: me, messageId: stored.row.id });
      pushed = await ctx.push.notifyOffline(trx, peer.id, "message", { peerId: me, ref: stored.row.id });
      return stored;
    });
    publishAll(ctx, events);
    ctx.easemob?.kick();
    // The push worker only when this send queued a push: a kick per message would poll its table.
    if (pushed) ctx.push.kick();
    return sendReplyOf(row, translated);
  } catch (error) {
    // A concurrent retry with the same clientMsgId won the race: answer with its message.
    const winner = isUniqueViolation(error) || error instanceof NotHeld || error instanceof DuplicateSend ? await findBySendKey(db, me, body.clientMsgId) : undefined;
    if (winner) return sendReplyOf(sameSend(winner, body));
    if (!reservation.replayed) publishAll(ctx, await releaseSend(ctx, me, reservation.key, reservation.entries));
    throw error;
  }
}

export function registerMessageSendRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post("/api/message/send", { preHandler: requireAuth(ctx) }, async (request) =>
    ok<SendMessageReply>(request.locale, await measureSend(ctx.metrics, "http", () => sendMessage(ctx, callerId(request), request.body, String(request.headers["x-platform"] ?? "")))),
  );
}

/**
 * A `send` frame of the gateway: the same send as the HTTP route, answered with the same envelope,
 * its `msg` in the language `locale` names (the frame's, picked as the route picks Accept-Language).
 */
export async function sendOverSocket(ctx: AppContext, userId: number, data: unknown, locale?: string): Promise<Envelope<SendMessageReply | null>> {
  const language = pickLocale(locale);
  try {
    return envelope(CODE.ok, t(language, "ok"), await measureSend(ctx.metrics, "socket", () => sendMessage(ctx, userId, data, "ws")));
  } catch (error) {
    if (error instanceof AppError) return envelope(error.code, t(language, error.messageKey, error.vars), error.data as SendMessageReply | null);
    throw error;
  }
}
