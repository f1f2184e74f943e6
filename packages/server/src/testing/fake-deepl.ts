/**
 * A local DeepL API v2: `POST /v2/translate` (JSON, or a form as older clients send),
 * `GET /v2/languages?type=source|target` and `GET /v2/usage`, behind
 * `Authorization: DeepL-Auth-Key <key>`, with DeepL's `{message}` errors: 403 bad key, 400 bad
 * request or unsupported language, 456 quota exceeded, 429 too many requests, 500 (switches below).
 * It translates only PHRASEBOOK's sentences; any other text comes back as `[TARGET_LANG] text`.
 * Standalone for manual tries: `node --import tsx packages/server/src/testing/fake-deepl.ts [port] [auth-key]`.
 */
import { pathToFileURL } from "node:url";
import type { FakeReply, FakeRequest } from "./fake-http.js";
import { FakeServer } from "./fake-http.js";
import { phrasebookTranslate, serveStandalone, untranslated } from "./fake-libretranslate.js";
import { findPhrase } from "./phrasebook.js";

/** DeepL's source codes covering the product languages (one ZH for both scripts). */
export const DEEPL_SOURCES: readonly string[] = ["AR", "DA", "DE", "EL", "EN", "ES", "FI", "HU", "JA", "KO", "NB", "PL", "RU", "SK", "SV", "ZH"];
/** DeepL's target codes covering them, as its own list has them (ZH is the older name of ZH-HANS). */
export const DEEPL_TARGETS: readonly string[] = ["AR", "DA", "DE", "EL", "EN-GB", "EN-US", "ES", "FI", "HU", "JA", "KO", "NB", "PL", "RU", "SK", "SV", "ZH", "ZH-HANS", "ZH-HANT"];

const NAMES: Record<string, string> = {
  AR: "Arabic", DA: "Danish", DE: "German", EL: "Greek", EN: "English", "EN-GB": "English (British)", "EN-US": "English (American)",
  ES: "Spanish", FI: "Finnish", HU: "Hungarian", JA: "Japanese", KO: "Korean", NB: "Norwegian Bokmål", PL: "Polish", RU: "Russian",
  SK: "Slovak", SV: "Swedish", ZH: "Chinese", "ZH-HANS": "Chinese (simplified)", "ZH-HANT": "Chinese (traditional)", FR: "French", "PT-BR": "Portuguese (Brazilian)",
};

const FORMALITY = new Set(["DE", "ES", "FR", "IT", "JA", "NL", "PL", "PT-BR", "PT-PT", "RU"]);

/** The product languages a DeepL source code reads: ZH reads either script. */
function sourceProducts(code: string): string[] {
  return code === "ZH" ? ["zh-CN", "zh-TW"] : [(code.split("-")[0] ?? code).toLowerCase()];
}

/** The product language a DeepL target code writes. */
function targetProduct(code: string): string {
  if (code === "ZH" || code === "ZH-HANS") return "zh-CN";
  if (code === "ZH-HANT") return "zh-TW";
  return (code.split("-")[0] ?? code).toLowerCase();
}

export interface FakeDeepLOptions {
  /** The key `Authorization: DeepL-Auth-Key <key>` must carry (default "fake-deepl-key:fx"). */
  authKey?: string;
  sourceLanguages?: readonly string[];
  targetLanguages?: readonly string[];
  /** Characters it translates before answering 456 (none by default). */
  characterLimit?: number;
}

const error = (status: number, message: string): FakeReply => ({ status, body: { message } });

export class FakeDeepL extends FakeServer {
  readonly authKey: string;
  readonly sourceLanguages: readonly string[];
  readonly targetLanguages: readonly string[];
  /** Every request it received, in order. */
  readonly requests: FakeRequest[] = [];
  /** Characters it translates before answering 456; counted in `charactersUsed`. */
  characterLimit: number | undefined;
  charactersUsed = 0;
  /** Answers 500 to everything while set. */
  down = false;
  /** Answers 429 to everything while set. */
  rateLimited = false;
  private failures = 0;

  constructor(options: FakeDeepLOptions = {}) {
    super();
    this.authKey = options.authKey ?? "fake-deepl-key:fx";
    this.sourceLanguages = options.sourceLanguages ?? DEEPL_SOURCES;
    this.targetLanguages = options.targetLanguages ?? DEEPL_TARGETS;
    this.characterLimit = options.characterLimit;
    this.routes = [
      ["POST", /^\/v2\/translate$/, (r) => this.guard(r, () => this.translate(r))],
      ["GET", /^\/v2\/languages$/, (r) => this.guard(r, () => this.languages(r.query.get("type") ?? "source"))],
      ["GET", /^\/v2\/usage$/, (r) => this.guard(r, () => ({ status: 200, body: { character_count: this.charactersUsed, character_limit: this.characterLimit ?? 1_000_000_000_000 } }))],
    ];
  }

  /** The next `n` requests answer 500. */
  failNext(n = 1): void {
    this.failures += n;
  }

  private guard(r: FakeRequest, next: () => FakeReply): FakeReply {
    this.requests.push(r);
    if (this.failures > 0) {
      this.failures -= 1;
      return error(500, "Internal server error");
    }
    if (this.down) return error(500, "Internal server error");
    if (r.headers.authorization !== `DeepL-Auth-Key ${this.authKey}`) return error(403, "Forbidden");
    if (this.rateLimited) return error(429, "Too many requests");
    return next();
  }

  private languages(type: string): FakeReply {
    if (type === "source") return { status: 200, body: this.sourceLanguages.map((language) => ({ language, name: NAMES[language] ?? language })) };
    if (type === "target") return { status: 200, body: this.targetLanguages.map((language) => ({ language, name: NAMES[language] ?? language, supports_formality: FORMALITY.has(language) })) };
    return error(400, "Value for 'type' not supported.");
  }

  private params(r: FakeRequest): { text: unknown; source?: unknown; target?: unknown } {
    if (/json/i.test(r.headers["content-type"] ?? "")) {
      try {
        const b = r.json();
        return { text: b.text, source: b.source_lang, target: b.target_lang };
      } catch {
        return { text: undefined };
      }
    }
    const form = new URLSearchParams(r.body);
    return { text: form.getAll("text"), source: form.get("source_lang") ?? undefined, target: form.get("target_lang") ?? undefined };
  }

  private translate(r: FakeRequest): FakeReply {
    const p = this.params(r);
    if (p.text === undefined || (Array.isArray(p.text) && p.text.length === 0)) return error(400, "Parameter 'text' not specified.");
    if (!Array.isArray(p.text) || !p.text.every((t) => typeof t === "string")) return error(400, "Invalid request: Expected 'text' parameter to be an array of strings");
    const texts = p.text as string[];
    const target = typeof p.target === "string" ? p.target.toUpperCase() : "";
    const source = typeof p.source === "string" && p.source ? p.source.toUpperCase() : undefined;
    if (!this.targetLanguages.includes(target)) return error(400, "Value for 'target_lang' not supported.");
    if (source !== undefined && !this.sourceLanguages.includes(source)) return error(400, "Value for 'source_lang' not supported.");
    const size = texts.reduce((n, t) => n + [...t].length, 0);
    if (this.characterLimit !== undefined && this.charactersUsed + size > this.characterLimit) return error(456, "Quota exceeded");
    this.charactersUsed += size;
    const readable = source ? sourceProducts(source) : this.sourceLanguages.flatMap(sourceProducts);
    const translations = texts.map((text) => {
      const found = findPhrase(text, readable);
      const detected = source ?? (found ? (found.language.startsWith("zh") ? "ZH" : found.language.toUpperCase()) : "EN");
      return { detected_source_language: detected, text: phrasebookTranslate(text, readable, targetProduct(target)) ?? untranslated(target, text) };
    });
    return { status: 200, body: { translations } };
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [port, authKey] = process.argv.slice(2);
  void serveStandalone(new FakeDeepL(authKey ? { authKey } : {}), "fake DeepL", Number(port) || undefined);
}
