/**
 * The translation calls:
 * - POST /api/translate/tranlate-chat-message {targetId, content, fromId} (the spec's spelling):
 *   translate a received message on demand, charged to the caller like any translation;
 * - POST /api/translate/detect {text}: what a text is written in;
 * - GET /api/translate/capabilities: the pairs the server's engines can translate now.
 * A translation that cannot be done answers 200 with translateSuccess false and its reason (the
 * envelope's msg says it in the caller's language); nothing is charged for it.
 */
import { detectLanguageRequest, translateChatRequest } from "@chat/protocol";
import type { DetectLanguageReply, MessageKey, TranslateChatReply, TranslateFailReason, TranslationCapabilities } from "@chat/protocol";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { requireAuth, callerId } from "../../http/auth.js";
import { badRequest, ok, notFound } from "../../http/envelope.js";
import { parseBody } from "../../http/parse-body.js";
import { detectLanguage } from "../../translation/detect.js";
import { orOutOfCoins } from "../wallet/index.js";
import type { EntryRow } from "../wallet/index.js";
import { requireLiveUser } from "../account/index.js";
import { translationService } from "./service.js";
import type { TranslationOutcome } from "./service.js";

/** A user's language for translation: their profile language, English when unset. */
export function languageOf(profileLanguage: string | null | undefined): string {
  return profileLanguage?.trim() || "en";
}

/** The envelope message that says why a translation was not done. */
export const REASON_MESSAGES: Record<TranslateFailReason, MessageKey> = {
  unsupportedPair: "translatePairUnsupported",
  engineFailed: "translateFailed",
  off: "translateOff",
  sameLanguage: "translateSameLanguage",
};

/** What an on-demand translation answers: the text or the reason, how it was done, and what it cost. */
export function translationReply(outcome: TranslationOutcome, entries: readonly EntryRow[]) {
  const coins = entries.filter((e) => e.asset === "gold_coin").reduce((n, e) => n - Number(e.delta), 0);
  const characters = entries.reduce((n, e) => n + Number(e.chars), 0);
  const source = { detectedLanguage: outcome.plan.source, charged: { characters, coins } };
  if (!outcome.ok) return { ...source, translateSuccess: false, reason: outcome.reason, translateContent: "", engine: null };
  return { ...source, translateSuccess: true, translateContent: outcome.text, engine: outcome.engine, ...(outcome.via ? { via: outcome.via } : {}) };
}

export function registerTranslateRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;
  const auth = { preHandler: requireAuth(ctx) };

  app.post("/api/translate/tranlate-chat-message", auth, async (request) => {
    const me = callerId(request);
    const body = parseBody(translateChatRequest, request.body);
    const self = await requireLiveUser(ctx, me);
    let text = body.content ?? "";
    let writer: { languages: string; language: string } = self;
    if (body.fromId) {
      const message = await db.selectFrom("messages").select(["content", "from_user_id", "to_user_id", "type", "recalled_at"]).where("id", "=", body.fromId).executeTakeFirst();
      if (!message || message.recalled_at !== null || (message.to_user_id !== me && message.from_user_id !== me)) throw notFound();
      const sender = await db.selectFrom("users").select(["language", "languages"]).where("id", "=", message.from_user_id).executeTakeFirst();
      text = message.content;
      writer = sender ?? { language: "", languages: "" };
    }
    if (!text.trim()) throw badRequest("messageBlank");
    const target = body.targetId?.trim() || languageOf(self.language);
    const { outcome, entries } = await orOutOfCoins("noCoins", () => translationService(ctx).translateFor(me, text, writer, target, () => ctx.clock.now()));
    const reply: TranslateChatReply = { ...translationReply(outcome, entries), translateRecordId: outcome.ok ? outcome.plan.recordId : "" };
    return ok(request.locale, reply, outcome.ok ? "ok" : REASON_MESSAGES[outcome.reason]);
  });

  app.post("/api/translate/detect", auth, async (request) => {
    const { text } = parseBody(detectLanguageRequest, request.body);
    return ok<DetectLanguageReply>(request.locale, detectLanguage(text));
  });

  app.get("/api/translate/capabilities", auth, async (request) => ok<TranslationCapabilities>(request.locale, await ctx.translator.capabilities()));
}
