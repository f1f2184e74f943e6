/**
 * POST /api/dynamic/translate {id, targetLanguage?} (a moment's text) and /translate-comment (a
 * comment's): through the chat's translation service (translation/), so the same engine, cache and
 * charges apply (characters first, then 1 coin per started 100 characters; never twice for the same
 * text and language by the same user); out of coins is the chat's error. The target defaults to the
 * caller's language; the source is what the text is written in (detected), falling back to the language
 * the author had when writing. What cannot be translated answers translateSuccess false and why.
 */
import { momentTranslateRequest } from "@chat/protocol";
import type { MessageKey, MomentTranslateReply } from "@chat/protocol";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { callerId, requireAuth } from "../../http/auth.js";
import { notFound, ok } from "../../http/envelope.js";
import { parseBody } from "../../http/parse-body.js";
import { requireLiveUser } from "../account/index.js";
import { REASON_MESSAGES, languageOf, translationReply, translationService } from "../translation/index.js";
import type { WriterHints } from "../translation/index.js";
import { orOutOfCoins } from "../wallet/index.js";
import { commentVisible, findComment } from "./comment-queries.js";
import { requireVisibleMoment } from "./moment-read.js";

export function registerTranslateRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;
  const auth = { preHandler: requireAuth(ctx) };

  /** The writer's hints: the language they had when writing, and the languages they speak. */
  async function writerOf(authorId: number, language: string): Promise<WriterHints> {
    const author = await db.selectFrom("users").select("languages").where("id", "=", authorId).executeTakeFirst();
    return { language, languages: author?.languages ?? "" };
  }

  async function translate(me: number, text: string, writer: WriterHints, targetLanguage: string | undefined): Promise<{ reply: MomentTranslateReply; key: MessageKey }> {
    const self = await requireLiveUser(ctx, me);
    const target = targetLanguage?.trim() || languageOf(self.language);
    const { outcome, entries } = await orOutOfCoins("noCoins", () => translationService(ctx).translateFor(me, text, writer, target, () => ctx.clock.now()));
    return { reply: translationReply(outcome, entries), key: outcome.ok ? "ok" : REASON_MESSAGES[outcome.reason] };
  }

  app.post("/api/dynamic/translate", auth, async (request) => {
    const me = callerId(request);
    const { id, targetLanguage } = parseBody(momentTranslateRequest, request.body);
    const moment = await requireVisibleMoment(db, id, me, ctx.clock.now());
    const { reply, key } = await translate(me, moment.text, await writerOf(moment.user_id, moment.language), targetLanguage);
    return ok(request.locale, reply, key);
  });

  app.post("/api/dynamic/translate-comment", auth, async (request) => {
    const me = callerId(request);
    const { id, targetLanguage } = parseBody(momentTranslateRequest, request.body);
    const comment = await findComment(db, id);
    if (!comment) throw notFound();
    const now = ctx.clock.now();
    const moment = await requireVisibleMoment(db, comment.moment_id, me, now);
    if (!(await commentVisible(db, moment, comment, me, now))) throw notFound();
    const { reply, key } = await translate(me, comment.text, await writerOf(comment.user_id, comment.language), targetLanguage);
    return ok(request.locale, reply, key);
  });
}
