/**
 * POST /api/admin/support/reply: an operator answers a member as "Customer service". The message is
 * stored as the customer-service account's, exactly as a send of that account would be (the member's
 * unread count, their `message` event, the Easemob and Web Push outboxes), so the member's panel shows
 * it like any other. A text goes through the chat's text rule and, with `toLanguage`, through the
 * chat's translation engines and cache, charged to no one; a picture must be an upload of the account
 * (`/api/admin/support/upload`). The reply answers the thread: nobody waits any more, the opening gets
 * its first response, and an unassigned thread becomes the replying operator's. Idempotent by
 * clientMsgId like a member's send; 100 replies per 10 s per operator.
 */
import { CODE, SUPPORT_LIMITS, messageText, supportReplyRequest } from "@chat/protocol";
import type { ChatMessage, TranslateResult } from "@chat/protocol";
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import { isUniqueViolation } from "../../db/errors.js";
import type { DB } from "../../db/schema.js";
import { AppError, badRequest, ok, tooMany } from "../../http/envelope.js";
import { parseBody } from "../../http/parse-body.js";
import type { UserRow } from "../account/index.js";
import { callerOperator, requireOperator } from "../console/index.js";
import { ownUpload, sendReplyOf, storeMessage, translatedExt, translationResult } from "../messages/index.js";
import type { MessageRow } from "../messages/index.js";
import { isBlockedEither } from "../people/index.js";
import { translationService } from "../translation/index.js";
import { answerThread, changeThread } from "./thread-change.js";
import { requireService, requireThread } from "./thread-queries.js";

type ReplyBody = z.output<typeof supportReplyRequest>;
export interface SupportReplyAnswer {
  message: ChatMessage;
  translateResult?: TranslateResult;
}

/** What the message column holds for a text or a picture (as a member's send stores them). */
async function contentOf(db: Kysely<DB>, serviceId: number, body: ReplyBody) {
  if (body.messageType === "img") return { content: "", url: `/files/${await ownUpload(db, serviceId, body.imageUrl, "public")}`, custom: null, ext: "{}" };
  const text = messageText.safeParse(body.content);
  if (!text.success) throw badRequest(text.error.issues[0]?.message === "messageTooLong" ? "messageTooLong" : "messageBlank");
  return { content: text.data, url: null, custom: null, ext: "{}" };
}

/** The text's translation into the member's language, from the engines or the cache; never charged. */
async function translationOf(ctx: AppContext, service: UserRow, text: string, target: string) {
  const plan = await translationService(ctx).plan(service.id, text, service, target);
  const { result } = await translationResult(ctx, plan);
  return { plan, result };
}

const earlierReply = (db: Kysely<DB>, serviceId: number, clientMsgId: string): Promise<MessageRow | undefined> =>
  db.selectFrom("messages").selectAll().where("from_user_id", "=", serviceId).where("client_msg_id", "=", clientMsgId).executeTakeFirst();

/** A retry answers the first reply; another reply under a used clientMsgId is refused (409). */
function sameReply(earlier: MessageRow, body: ReplyBody): SupportReplyAnswer {
  if (earlier.to_user_id !== body.memberId || earlier.type !== body.messageType) throw new AppError(CODE.conflict, "idempotencyKeyReused", 409);
  const { message, translateResult } = sendReplyOf(earlier);
  return translateResult ? { message, translateResult } : { message };
}

export function registerReplyRoute(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;
  const rule = { limit: SUPPORT_LIMITS.replies, windowMs: 10_000 };

  app.post("/api/admin/support/reply", { preHandler: requireOperator(ctx, ["support", "admin"]) }, async (request) => {
    const operator = callerOperator(request);
    const body = parseBody(supportReplyRequest, request.body);
    const service = await requireService(db);
    const earlier = await earlierReply(db, service.id, body.clientMsgId);
    if (earlier) return ok(request.locale, sameReply(earlier, body));
    await requireThread(db, service.id, body.memberId, ctx.clock.now());
    // A member who blocked customer service gets nothing from it, as from anyone they blocked.
    if (await isBlockedEither(db, service.id, body.memberId)) throw new AppError(CODE.forbidden, "blockedCannotMessage");
    const content = await contentOf(db, service.id, body);
    const limited = await ctx.limiter.consume(`support-reply:${operator.id}`, rule);
    if (!limited.allowed) throw tooMany("tooMany", limited.retryAfterS);
    const translation = body.messageType === "txt" && body.toLanguage ? await translationOf(ctx, service, content.content, body.toLanguage) : undefined;
    const ext = translation ? translatedExt(content.ext, translation.plan, translation.result) : content.ext;

    const who = { operatorId: operator.id, serviceId: service.id, memberId: body.memberId };
    try {
      const row = await changeThread(ctx, who, "support.reply", async (trx, now) => {
        // The thread's row first, then the pair's (storeMessage): the order a member's send takes them in.
        const before = await answerThread(trx, body.memberId, operator.id, now);
        const stored = await storeMessage(trx, { from: service.id, to: body.memberId, clientMsgId: body.clientMsgId, type: body.messageType, platform: "console", ...content, ext }, now);
        // What a send does after storing: the member's Easemob delivery and, when offline, a push.
        await ctx.easemob?.enqueue(trx, { kind: "message", userId: service.id, messageId: stored.row.id });
        await ctx.push.notifyOffline(trx, body.memberId, "message", { peerId: service.id, ref: stored.row.id });
        return {
          before,
          after: { messageId: stored.row.id, type: body.messageType, assigneeId: before.assigneeId ?? operator.id },
          result: stored.row,
          events: stored.events,
        };
      });
      ctx.easemob?.kick();
      ctx.push.kick();
      const { message, translateResult } = sendReplyOf(row, translation?.result);
      return ok<SupportReplyAnswer>(request.locale, translateResult ? { message, translateResult } : { message });
    } catch (error) {
      // A concurrent retry with the same clientMsgId won the race: answer with its message.
      const winner = isUniqueViolation(error) ? await earlierReply(db, service.id, body.clientMsgId) : undefined;
      if (winner) return ok(request.locale, sameReply(winner, body));
      throw error;
    }
  });
}
