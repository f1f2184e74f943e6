/**
 * The translation engine seam. Languages are the product's codes (en, es, zh-CN, nb, …); each adapter
 * maps them to its engine's codes. Adapters throw TranslationError so callers can tell "this pair
 * cannot be done" (nothing charged) from "the engine failed" (reservation released).
 */
import { LOCALES } from "@chat/protocol";

export type TranslationErrorKind = "unsupported" | "failed" | "off";

export class TranslationError extends Error {
  constructor(
    readonly kind: TranslationErrorKind,
    message: string,
  ) {
    super(message);
    this.name = "TranslationError";
  }
}

/** An ordered pair of product language codes an engine translates directly. */
export interface EnginePair {
  from: string;
  to: string;
}

export interface Translator {
  readonly name: string;
  /** Translates plain text from `source` to `target` (product language codes). */
  translate(text: string, source: string, target: string): Promise<string>;
  /**
   * The ordered pairs of product languages (PRODUCT_LANGUAGES) this engine translates directly, asked
   * of the engine itself (Apertium's installed modes or /listPairs, LibreTranslate's /languages,
   * DeepL's /v2/languages). Throws TranslationError("failed") when the engine cannot be asked.
   */
  pairs(): Promise<EnginePair[]>;
  /** Stops anything the adapter started (a supervised engine process). */
  close?(): Promise<void>;
}

/** The `none` engine: translation is switched off on this server. */
export const noTranslator: Translator = {
  name: "none",
  pairs: () => Promise.resolve([]),
  translate: () => Promise.reject(new TranslationError("off", "translation is off (TRANSLATOR=none)")),
};

/** `fetch` with a time limit; network trouble becomes a "failed" TranslationError. */
export async function fetchWithTimeout(url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new TranslationError("failed", `engine unreachable: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The base language of a product code: "zh-CN" → "zh", "en" → "en". */
export function baseLanguage(code: string): string {
  return code.toLowerCase().split(/[-_]/)[0] ?? code;
}

/** The product's languages (protocol LOCALES), the only ones translation works between. */
export const PRODUCT_LANGUAGES: readonly string[] = LOCALES.map((l) => l.code);
