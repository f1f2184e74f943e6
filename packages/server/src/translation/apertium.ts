/**
 * Apertium APy adapter: `GET /translate?langpair=eng|spa&q=…` answers
 * `{responseData: {translatedText}, responseStatus: 200}`; an unknown pair answers 400 "That pair is
 * not installed". APy uses ISO 639-3 codes.
 */
import { TranslationError, baseLanguage, fetchWithTimeout } from "./provider.js";
import type { Translator } from "./provider.js";

const ISO3: Record<string, string> = {
  en: "eng", es: "spa", da: "dan", nb: "nob", sv: "swe", de: "deu", ru: "rus", fi: "fin", sk: "slk",
  hu: "hun", ar: "ara", pl: "pol", el: "ell", ja: "jpn", ko: "kor", zh: "zho", fr: "fra", it: "ita", pt: "por", ca: "cat",
};

export function apertiumCode(code: string): string | undefined {
  return ISO3[baseLanguage(code)];
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
  };
}
