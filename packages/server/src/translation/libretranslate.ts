/**
 * LibreTranslate adapter: `POST /translate {q, source, target, format: "text", api_key?}` answers
 * `{translatedText}`; errors answer `{error}` with 400 (e.g. an unsupported language), 403 (bad key)
 * or 429/500. `GET /languages` lists `[{code, name, targets}]`; `POST /detect {q, api_key?}` answers
 * `[{confidence: 0..100, language}]`.
 */
import { PRODUCT_LANGUAGES, TranslationError, baseLanguage, fetchWithTimeout } from "./provider.js";
import type { EnginePair, Translator } from "./provider.js";

/** LibreTranslate codes: ISO 639-1, with "zh-Hans"/"zh-Hant" for Chinese scripts and "nb". */
export function libreCode(code: string): string {
  if (code === "zh-TW") return "zh-Hant";
  if (code === "zh-CN") return "zh-Hans";
  return baseLanguage(code);
}

/** The product language of a LibreTranslate code; older servers say "zh" (Simplified) and "zt" (Traditional). */
export function productLanguageOfLibre(code: string): string | undefined {
  const lower = code.toLowerCase();
  if (lower === "zh-hans" || lower === "zh") return "zh-CN";
  if (lower === "zh-hant" || lower === "zt") return "zh-TW";
  return PRODUCT_LANGUAGES.includes(lower) ? lower : undefined;
}

/** A detected language (a product code, or null when outside the product) and its confidence, 0..1. */
export interface LanguageDetection {
  language: string | null;
  confidence: number;
}

/** The LibreTranslate adapter: a Translator that can also detect a text's language. */
export interface LibreTranslator extends Translator {
  detect(text: string): Promise<LanguageDetection>;
}

export function libreTranslator(baseUrl: string, apiKey: string | undefined, timeoutMs: number): LibreTranslator {
  const root = baseUrl.replace(/\/+$/, "");
  const post = (path: string, body: Record<string, unknown>) =>
    fetchWithTimeout(
      `${root}${path}`,
      { method: "POST", headers: { "content-type": "application/json", accept: "application/json" }, body: JSON.stringify({ ...body, ...(apiKey ? { api_key: apiKey } : {}) }) },
      timeoutMs,
    );
  return {
    name: "libretranslate",
    async translate(text, source, target) {
      const res = await post("/translate", { q: text, source: libreCode(source), target: libreCode(target), format: "text" });
      const body = (await res.json().catch(() => ({}))) as { translatedText?: unknown; error?: unknown };
      if (res.status === 400) throw new TranslationError("unsupported", `libretranslate: ${String(body.error ?? "bad request")}`);
      if (!res.ok || typeof body.translatedText !== "string") throw new TranslationError("failed", `libretranslate: HTTP ${res.status}`);
      return body.translatedText;
    },
    async pairs() {
      const res = await fetchWithTimeout(`${root}/languages`, { headers: { accept: "application/json" } }, timeoutMs);
      const body = (await res.json().catch(() => undefined)) as unknown;
      if (!res.ok || !Array.isArray(body)) throw new TranslationError("failed", `libretranslate: /languages HTTP ${res.status}`);
      const found = new Map<string, EnginePair>();
      for (const language of body as Array<{ code?: unknown; targets?: unknown }>) {
        const from = productLanguageOfLibre(String(language.code));
        if (!from || !Array.isArray(language.targets)) continue;
        for (const code of language.targets) {
          const to = productLanguageOfLibre(String(code));
          if (to && to !== from) found.set(`${from}>${to}`, { from, to });
        }
      }
      return [...found.values()];
    },
    async detect(text) {
      if (!text.trim()) return { language: null, confidence: 0 };
      const res = await post("/detect", { q: text });
      const body = (await res.json().catch(() => undefined)) as unknown;
      if (!res.ok || !Array.isArray(body)) throw new TranslationError("failed", `libretranslate: /detect HTTP ${res.status}`);
      const candidates = (body as Array<{ confidence?: unknown; language?: unknown }>).filter((c) => typeof c.language === "string" && typeof c.confidence === "number");
      const best = candidates.sort((a, b) => Number(b.confidence) - Number(a.confidence))[0];
      if (!best) return { language: null, confidence: 0 };
      return { language: productLanguageOfLibre(String(best.language)) ?? null, confidence: Math.min(1, Math.max(0, Number(best.confidence) / 100)) };
    },
  };
}
