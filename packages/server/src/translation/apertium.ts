/**
 * Apertium APy adapter: `GET /translate?langpair=eng|spa&q=…` answers
 * `{responseData: {translatedText}, responseStatus: 200}`; an unknown pair answers 400 "That pair is
 * not installed". APy uses ISO 639-3 codes. `GET /listPairs` answers
 * `{responseData: [{sourceLanguage: "eng", targetLanguage: "spa"}, …]}`, some codes with a variant
 * (`eng_US`).
 */
import { PRODUCT_LANGUAGES, TranslationError, baseLanguage, fetchWithTimeout } from "./provider.js";
import type { EnginePair, Translator } from "./provider.js";

const ISO3: Record<string, string> = {
  en: "eng", es: "spa", da: "dan", nb: "nob", sv: "swe", de: "deu", ru: "rus", fi: "fin", sk: "slk",
  hu: "hun", ar: "ara", pl: "pol", el: "ell", ja: "jpn", ko: "kor", zh: "zho", fr: "fra", it: "ita", pt: "por", ca: "cat",
};

export function apertiumCode(code: string): string | undefined {
  return ISO3[baseLanguage(code)];
}

/**
 * The product language of an Apertium code, ignoring a variant (`eng_US` → en), or undefined outside
 * the product. Apertium's `zho` names no script, so it is left out rather than guessed.
 */
export function productLanguageOfApertium(code: string): string | undefined {
  const iso3 = code.split("_")[0]?.toLowerCase();
  return PRODUCT_LANGUAGES.find((language) => baseLanguage(language) !== "zh" && ISO3[baseLanguage(language)] === iso3);
}

/** Apertium's ordered code pairs as product pairs: outside ones dropped, variants folded into one. */
export function apertiumProductPairs(pairs: Iterable<readonly [string, string]>): EnginePair[] {
  const found = new Map<string, EnginePair>();
  for (const [source, target] of pairs) {
    const from = productLanguageOfApertium(source);
    const to = productLanguageOfApertium(target);
    if (from && to && from !== to) found.set(`${from}>${to}`, { from, to });
  }
  return [...found.values()];
}

interface ApyReply {
  responseData?: { translatedText?: string };
  responseStatus?: number;
  message?: string;
  explanation?: string;
}

export function apertiumTranslator(baseUrl: string, timeoutMs: number): Translator {
  const root = baseUrl.replace(/\/+$/, "");
  return {
    name: "apertium",
    async translate(text, source, target) {
      const from = apertiumCode(source);
      const to = apertiumCode(target);
      if (!from || !to) throw new TranslationError("unsupported", `apertium: no code for ${source}|${target}`);
      const url = `${root}/translate?${new URLSearchParams({ langpair: `${from}|${to}`, q: text, markUnknown: "no" }).toString()}`;
      const res = await fetchWithTimeout(url, {}, timeoutMs);
      const body = (await res.json().catch(() => ({}))) as ApyReply;
      if (res.status === 400 && /pair/i.test(`${body.explanation ?? ""} ${body.message ?? ""}`)) throw new TranslationError("unsupported", `apertium: ${from}|${to} not installed`);
      const translated = body.responseData?.translatedText;
      if (!res.ok || typeof translated !== "string") throw new TranslationError("failed", `apertium: HTTP ${res.status}`);
      return translated;
    },
    async pairs() {
      const res = await fetchWithTimeout(`${root}/listPairs`, {}, timeoutMs);
      const body = (await res.json().catch(() => ({}))) as { responseData?: unknown };
      if (!res.ok || !Array.isArray(body.responseData)) throw new TranslationError("failed", `apertium: /listPairs HTTP ${res.status}`);
      const listed = (body.responseData as Array<{ sourceLanguage?: unknown; targetLanguage?: unknown }>).map((p) => [String(p.sourceLanguage), String(p.targetLanguage)] as const);
      return apertiumProductPairs(listed);
    },
  };
}
