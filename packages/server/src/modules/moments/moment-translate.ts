/**
 * POST /api/dynamic/translate {id, targetLanguage?} (a moment's text) and /translate-comment (a
 * comment's): through the chat's translation service (translation/), so the same engine, cache and
 * charges apply (characters first, then 1 coin per started 100 characters; never twice for the same
 * text and language by the same user); out of coins is the chat's error. The target defaults to the
 * caller's language; the source is the language the author had when writing.
 */
import { momentTranslateRequest } from "@chat/protocol";
import type { MomentTranslateReply } from "@chat/protocol";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { callerId, requireAuth } from "../../http/auth.js";
import { notFound, ok } from "../../http/envelope.js";
import { parseBody } from "../../http/parse-body.js";
import { TranslationError } from "../../translation/provider.js";
import { requireLiveUser } from "../account/index.js";
import { languageOf, translationAppError, translationService } from "../translation/index.js";
import { orOutOfCoins } from "../wallet/index.js";
import { commentVisible, findComment } from "./comment-queries.js";
import { requireVisibleMoment } from "./moment-read.js";

export function registerTranslateRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;
  const auth = { preHandler: requireAuth(ctx) };

  async function translate(me: number, text: string, source: string, targetLanguage: string | undefined): Promise<MomentTranslateReply> {
    const self = await requireLiveUser(ctx, me);
    const target = targetLanguage?.trim() || languageOf(self.language);
    try {
      const done = await orOutOfCoins("noCoins", () => translationService(ctx).translateFor(me, text, source, target, () => ctx.clock.now()));
      const coins = done.entries.filter((e) => e.asset === "gold_coin").reduce((n, e) => n - Number(e.delta), 0);
      const characters = done.entries.reduce((n, e) => n + Number(e.chars), 0);
      return { translateContent: done.text, charged: { characters, coins } };
    } catch (error) {
      if (error instanceof TranslationError) throw translationAppError(error);
      throw error;
    }
  }

  app.post("/api/dynamic/translate", auth, async (request) => {
    const me = callerId(request);
    const { id, targetLanguage } = parseBody(momentTranslateRequest, request.body);
    const moment = await requireVisibleMoment(db, id, me);
    return ok(request.locale, await translate(me, moment.text, moment.language, targetLanguage));
  });

  app.post("/api/dynamic/translate-comment", auth, async (request) => {
    const me = callerId(request);
    const { id, targetLanguage } = parseBody(momentTranslateRequest, request.body);
    const comment = await findComment(db, id);
    if (!comment) throw notFound();
    const moment = await requireVisibleMoment(db, comment.moment_id, me);
    if (!(await commentVisible(db, moment, comment, me))) throw notFound();
    return ok(request.locale, await translate(me, comment.text, comment.language, targetLanguage));
  });
}
