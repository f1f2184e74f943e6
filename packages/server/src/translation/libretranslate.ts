/**
 * LibreTranslate adapter: `POST /translate {q, source, target, format: "text", api_key?}` answers
 * `{translatedText}`; errors answer `{error}` with 400 (e.g. an unsupported language), 403 (bad key)
 * or 429/500.
 */
import { TranslationError, baseLanguage, fetchWithTimeout } from "./provider.js";
import type { Translator } from "./provider.js";

/** LibreTranslate codes: ISO 639-1, with "zh-Hans"/"zh-Hant" for Chinese scripts and "nb". */
export function libreCode(code: string): string {
  if (code === "zh-TW") return "zh-Hant";
  if (code === "zh-CN") return "zh-Hans";
  return baseLanguage(code);
}

export function libreTranslator(baseUrl: string, apiKey: string | undefined, timeoutMs: number): Translator {
  const root = baseUrl.replace(/\/+$/, "");
  return {
    name: "libretranslate",
    async translate(text, source, target) {
      const res = await fetchWithTimeout(
        `${root}/translate`,
        {
          method: "POST",
          headers: { "content-type": "application/json", accept: "application/json" },
          body: JSON.stringify({ q: text, source: libreCode(source), target: libreCode(target), format: "text", ...(apiKey ? { api_key: apiKey } : {}) }),
        },
        timeoutMs,
      );
      const body = (await res.json().catch(() => ({}))) as { translatedText?: unknown; error?: unknown };
      if (res.status === 400) throw new TranslationError("unsupported", `libretranslate: ${String(body.error ?? "bad request")}`);
      if (!res.ok || typeof body.translatedText !== "string") throw new TranslationError("failed", `libretranslate: HTTP ${res.status}`);
      return body.translatedText;
    },
  };
}
