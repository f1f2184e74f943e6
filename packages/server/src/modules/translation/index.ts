/**
 * Translation: on-demand translation of a received message, language detection, what the engines can
 * do, and the per-conversation auto-translate switch; charged per character from the wallet, with the
 * cache of earlier translations (service.ts; the engines live in src/translation/).
 */
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { registerAutoTranslateRoutes } from "./auto-translate.js";
import { registerTranslateRoutes } from "./translate.js";

// What other features use of this one.
export { translationService } from "./service.js";
export type { TranslationOutcome, TranslationPlan, WriterHints } from "./service.js";
export { REASON_MESSAGES, languageOf, translationReply } from "./translate.js";

export function registerTranslationModule(app: FastifyInstance, ctx: AppContext): void {
  registerTranslateRoutes(app, ctx);
  registerAutoTranslateRoutes(app, ctx);
}
