/**
 * DeepL adapter: `POST /v2/translate` with `Authorization: DeepL-Auth-Key <key>` and JSON
 * `{text: [..], source_lang, target_lang}` answers `{translations: [{detected_source_language, text}]}`.
 * 400 is a bad request (e.g. a language DeepL lacks), 403 a bad key, 456 quota exceeded, 429 too many.
 */
import { TranslationError, baseLanguage, fetchWithTimeout } from "./provider.js";
import type { Translator } from "./provider.js";

/** DeepL's documented source languages (upper-case ISO 639-1). */
const DEEPL_LANGUAGES = new Set(["AR", "BG", "CS", "DA", "DE", "EL", "EN", "ES", "ET", "FI", "FR", "HU", "ID", "IT", "JA", "KO", "LT", "LV", "NB", "NL", "PL", "PT", "RO", "RU", "SK", "SL", "SV", "TR", "UK", "ZH"]);

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

export function deeplTranslator(baseUrl: string, apiKey: string, timeoutMs: number): Translator {
  const root = baseUrl.replace(/\/+$/, "");
  return {
    name: "deepl",
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
