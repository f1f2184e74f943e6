/**
 * DeepL adapter: `POST /v2/translate` with `Authorization: DeepL-Auth-Key <key>` and JSON
 * `{text: [..], source_lang, target_lang}` answers `{translations: [{detected_source_language, text}]}`.
 * 400 is a bad request (e.g. a language DeepL lacks), 403 a bad key, 456 quota exceeded, 429 too many.
 * `GET /v2/languages?type=source|target` lists `[{language, name}]`: sources bare (ZH reads either
 * Chinese script), targets with variants (EN-US, ZH-HANS, ZH-HANT).
 */
import { PRODUCT_LANGUAGES, TranslationError, baseLanguage, fetchWithTimeout } from "./provider.js";
import type { EnginePair, Translator } from "./provider.js";

/** DeepL's documented source languages (upper-case ISO 639-1). */
const DEEPL_LANGUAGES = new Set(["AR", "BG", "CS", "DA", "DE", "EL", "EN", "ES", "ET", "FI", "FR", "HU", "ID", "IT", "JA", "KO", "LT", "LV", "NB", "NL", "PL", "PT", "RO", "RU", "SK", "SL", "SV", "TR", "UK", "ZH"]);

/** zh-CN and zh-TW both give ZH: DeepL's source codes name no script. */
export function deeplSource(code: string): string | undefined {
  const base = baseLanguage(code).toUpperCase();
  return DEEPL_LANGUAGES.has(base) ? base : undefined;
}

/** Target codes: English and Chinese need a variant (EN-US, ZH-HANS/ZH-HANT). */
export function deeplTarget(code: string): string | undefined {
  if (code === "zh-TW") return "ZH-HANT";
  if (code === "zh-CN" || code === "zh") return "ZH-HANS";
  const base = deeplSource(code);
  if (base === "EN") return "EN-US";
  if (base === "PT") return "PT-PT";
  return base;
}

/** The product languages a DeepL source code reads: ZH reads both Chinese scripts. */
export function productLanguagesOfDeeplSource(code: string): string[] {
  const base = baseLanguage(code);
  if (base === "zh") return ["zh-CN", "zh-TW"];
  return PRODUCT_LANGUAGES.includes(base) ? [base] : [];
}

/** The product language a DeepL target code writes (ZH, DeepL's older name for ZH-HANS, is Simplified). */
export function productLanguageOfDeeplTarget(code: string): string | undefined {
  const upper = code.toUpperCase();
  if (upper === "ZH-HANT") return "zh-TW";
  if (upper === "ZH-HANS" || upper === "ZH") return "zh-CN";
  const base = baseLanguage(code);
  return base !== "zh" && PRODUCT_LANGUAGES.includes(base) ? base : undefined;
}

export function deeplTranslator(baseUrl: string, apiKey: string, timeoutMs: number): Translator {
  const root = baseUrl.replace(/\/+$/, "");
  const languages = async (type: "source" | "target"): Promise<string[]> => {
    const res = await fetchWithTimeout(`${root}/v2/languages?type=${type}`, { headers: { authorization: `DeepL-Auth-Key ${apiKey}` } }, timeoutMs);
    const body = (await res.json().catch(() => undefined)) as unknown;
    if (!res.ok || !Array.isArray(body)) throw new TranslationError("failed", `deepl: /v2/languages?type=${type} HTTP ${res.status}`);
    return (body as Array<{ language?: unknown }>).map((l) => String(l.language));
  };
  return {
    name: "deepl",
    async pairs() {
      const [sources, targets] = await Promise.all([languages("source"), languages("target")]);
      const found = new Map<string, EnginePair>();
      for (const from of sources.flatMap(productLanguagesOfDeeplSource)) {
        for (const to of targets.map(productLanguageOfDeeplTarget)) {
          if (to && baseLanguage(to) !== baseLanguage(from)) found.set(`${from}>${to}`, { from, to });
        }
      }
      return [...found.values()];
    },
    async translate(text, source, target) {
      const from = deeplSource(source);
      const to = deeplTarget(target);
      if (!from || !to) throw new TranslationError("unsupported", `deepl: no code for ${source}|${target}`);
      const res = await fetchWithTimeout(
        `${root}/v2/translate`,
        {
          method: "POST",
          headers: { authorization: `DeepL-Auth-Key ${apiKey}`, "content-type": "application/json" },
          body: JSON.stringify({ text: [text], source_lang: from, target_lang: to }),
        },
        timeoutMs,
      );
      const body = (await res.json().catch(() => ({}))) as { translations?: Array<{ text?: unknown }>; message?: unknown };
      if (res.status === 400) throw new TranslationError("unsupported", `deepl: ${String(body.message ?? "bad request")}`);
      const translated = body.translations?.[0]?.text;
      if (!res.ok || typeof translated !== "string") throw new TranslationError("failed", `deepl: HTTP ${res.status}`);
      return translated;
    },
  };
}
