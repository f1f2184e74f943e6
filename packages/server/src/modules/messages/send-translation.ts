/**
 * The translation of a send: done before anything is charged, so a translation that cannot be done
 * (or whose engine fails) leaves the send without a translation charge and the message goes out
 * untranslated, with the reason in its ext for the sender's bubble and for a retry's answer.
 */
import type { ChatMessage, TranslateResult } from "@chat/protocol";
import type { AppContext } from "../../context.js";
import type { TranslationPlan } from "../translation/index.js";
import { translationService } from "../translation/index.js";
import { orOutOfCoins } from "../wallet/index.js";

/** The send's translation, or why there is none; `done` says whether it is to be charged. */
export async function translateSend(ctx: AppContext, plan: TranslationPlan): Promise<{ result: TranslateResult; done: boolean }> {
  await orOutOfCoins("noCoins", () => translationService(ctx).checkAffordable(plan));
  return translationResult(ctx, plan);
}

/**
 * The translation of a plan (engines and cache), or why there is none, with no check of anyone's
 * balance: the part of a send's translation that costs nothing (the support inbox's replies use it alone).
 */
export async function translationResult(ctx: Pick<AppContext, "database" | "translator" | "config" | "clock">, plan: TranslationPlan): Promise<{ result: TranslateResult; done: boolean }> {
  const outcome = await translationService(ctx).run(plan, ctx.clock.now());
  const base = { translateRecordId: plan.recordId, detectedLanguage: plan.source };
  if (!outcome.ok) return { result: { ...base, translateSuccess: false, translatedMessage: "", reason: outcome.reason, engine: null }, done: false };
  return { result: { ...base, translateSuccess: true, translatedMessage: outcome.text, engine: outcome.engine, ...(outcome.via ? { via: outcome.via } : {}) }, done: true };
}

/** The message's ext with what became of its translation. */
export function translatedExt(ext: string, plan: TranslationPlan, result: TranslateResult): string {
  const base = { ...(JSON.parse(ext) as object), toLanguage: plan.target, ...(plan.source ? { fromLanguage: plan.source } : {}) };
  if (!result.translateSuccess) return JSON.stringify({ ...base, translateFailed: result.reason });
  return JSON.stringify({ ...base, translation: result.translatedMessage, translateRecordId: result.translateRecordId, ...(result.engine ? { engine: result.engine } : {}) });
}

/** The translation a stored message says it had (a retry answers it). */
export function storedTranslateResult(message: ChatMessage): TranslateResult | undefined {
  const { ext } = message;
  const source = { detectedLanguage: ext.fromLanguage ?? null, engine: ext.engine ?? null, translateRecordId: ext.translateRecordId ?? "" };
  if (typeof ext.translation === "string") return { ...source, translateSuccess: true, translatedMessage: ext.translation };
  if (ext.translateFailed) return { ...source, translateSuccess: false, translatedMessage: "", reason: ext.translateFailed };
  return undefined;
}

