/**
 * POST /api/translate/tranlate-chat-message {targetId, content, fromId} (the spec's spelling): translate
 * a received message on demand, charged to the caller like any translation.
 */
import { CODE, translateChatRequest } from "@chat/protocol";
import type { TranslateChatReply } from "@chat/protocol";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { requireAuth, callerId } from "../../http/auth.js";
import { AppError, badRequest, ok, notFound } from "../../http/envelope.js";
import { parseBody } from "../../http/parse-body.js";
import { TranslationError } from "../../translation/provider.js";
import { orOutOfCoins } from "../wallet/index.js";
import { requireLiveUser } from "../account/index.js";
import { translationService } from "./service.js";

/** A user's language for translation: their profile language, English when unset. */
export function languageOf(profileLanguage: string | null | undefined): string {
  return profileLanguage?.trim() || "en";
}

/** The API error of a failed translation. */
export function translationAppError(error: TranslationError): AppError {
  if (error.kind === "unsupported") return new AppError(CODE.badRequest, "translatePairUnsupported");
  if (error.kind === "off") return new AppError(CODE.server, "translateOff", 503);
  return new AppError(CODE.server, "translateFailed", 503);
}

export function registerTranslateRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;

  app.post("/api/translate/tranlate-chat-message", { preHandler: requireAuth(ctx) }, async (request) => {
    const me = callerId(request);
    const body = parseBody(translateChatRequest, request.body);
    const self = await requireLiveUser(ctx, me);
    let text = body.content ?? "";
    let source = languageOf(self.language);
    if (body.fromId) {
      const message = await db.selectFrom("messages").select(["content", "from_user_id", "to_user_id", "type", "recalled_at"]).where("id", "=", body.fromId).executeTakeFirst();
      if (!message || message.recalled_at !== null || (message.to_user_id !== me && message.from_user_id !== me)) throw notFound();
      const sender = await db.selectFrom("users").select("language").where("id", "=", message.from_user_id).executeTakeFirst();
      text = message.content;
      source = languageOf(sender?.language);
    }
    if (!text.trim()) throw badRequest("messageBlank");
    const target = body.targetId?.trim() || languageOf(self.language);
    try {
      const done = await orOutOfCoins("noCoins", () => translationService(ctx).translateFor(me, text, source, target, () => ctx.clock.now()));
      const coins = done.entries.filter((e) => e.asset === "gold_coin").reduce((n, e) => n - Number(e.delta), 0);
      const chars = done.entries.reduce((n, e) => n + Number(e.chars), 0);
      return ok<TranslateChatReply>(request.locale, { translateContent: done.text, translateRecordId: done.plan.recordId, charged: { characters: chars, coins } });
    } catch (error) {
      if (error instanceof TranslationError) throw translationAppError(error);
      throw error;
    }
  });
}
