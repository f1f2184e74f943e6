/**
 * Translation: on-demand translation of a received message, charged per character from the wallet,
 * with the cache of earlier translations (service.ts; the engines live in src/translation/).
 */
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { registerTranslateRoutes } from "./translate.js";

// What other features use of this one.
export { translationService } from "./service.js";
export type { TranslationPlan } from "./service.js";
export { languageOf, translationAppError } from "./translate.js";

export function registerTranslationModule(app: FastifyInstance, ctx: AppContext): void {
  registerTranslateRoutes(app, ctx);
}
