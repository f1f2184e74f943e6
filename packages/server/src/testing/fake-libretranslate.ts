/**
 * A local LibreTranslate that speaks its wire format: `GET /languages`, `POST /translate` and
 * `POST /detect` (JSON or form bodies, as the real server takes both), with its `{error}` bodies:
 * 400 (missing field, unsupported language), 403 (API key), 429 and 500 (switches below).
 * It translates only PHRASEBOOK's sentences; any other text comes back as `[target] text`, so a test
 * still sees which language was asked for.
 * Standalone for manual tries: `node --import tsx packages/server/src/testing/fake-libretranslate.ts [port] [api-key]`.
 */
import { createServer, request as forwardRequest } from "node:http";
import { pathToFileURL } from "node:url";
import type { FakeReply, FakeRequest } from "./fake-http.js";
import { FakeServer } from "./fake-http.js";
import { PHRASEBOOK, findPhrase } from "./phrasebook.js";

export { PHRASEBOOK };

/** LibreTranslate's codes of the 17 product languages. */
export const LIBRE_LANGUAGES: readonly string[] = ["zh-Hans", "zh-Hant", "en", "de", "ru", "ko", "ja", "es", "fi", "sk", "hu", "ar", "pl", "el", "da", "nb", "sv"];

const NAMES: Record<string, string> = {
  "zh-Hans": "Chinese (Simplified)", "zh-Hant": "Chinese (Traditional)", zh: "Chinese", zt: "Chinese (traditional)", en: "English", de: "German",
  ru: "Russian", ko: "Korean", ja: "Japanese", es: "Spanish", fi: "Finnish", sk: "Slovak", hu: "Hungarian", ar: "Arabic", pl: "Polish",
  el: "Greek", da: "Danish", nb: "Norwegian Bokmål", sv: "Swedish", fr: "French", it: "Italian", pt: "Portuguese",
};

/** The fake's answer to text outside the phrasebook. */
export const untranslated = (target: string, q: string): string => `[${target}] ${q}`;

/** The product code of a LibreTranslate code; older servers say "zh" (Simplified) and "zt" (Traditional). */
function productOf(code: string): string {
  if (code === "zh-Hans" || code === "zh") return "zh-CN";
  if (code === "zh-Hant" || code === "zt") return "zh-TW";
  return code;
}

/** `text` from `source` to `target` (product codes) by the phrasebook, or undefined. */
export function phrasebookTranslate(text: string, source: readonly string[], target: string): string | undefined {
  const found = findPhrase(text, source);
  return found ? (found.phrase as Record<string, string>)[target] : undefined;
}

export interface FakeLibreTranslateOptions {
  /** The codes it offers, each targeting all the others (default: LIBRE_LANGUAGES; "zh"/"zt" act as an older server). */
  languages?: readonly string[];
  /** When set, /translate and /detect want this `api_key`. */
  apiKey?: string;
}

type Params = Record<string, unknown>;

const error = (status: number, message: string): FakeReply => ({ status, body: { error: message } });

export class FakeLibreTranslate extends FakeServer {
  readonly languages: readonly string[];
  readonly apiKey: string | undefined;
  /** Every request it received, in order. */
  readonly requests: FakeRequest[] = [];
  /** Answers 500 to everything while set. */
  down = false;
  /** Answers 429 to everything while set. */
  rateLimited = false;
  private failures = 0;

  constructor(options: FakeLibreTranslateOptions = {}) {
    super();
    this.languages = options.languages ?? LIBRE_LANGUAGES;
    this.apiKey = options.apiKey;
    this.routes = [
      ["GET", /^\/languages$/, (r) => this.guard(r, false, () => this.list())],
      ["POST", /^\/translate$/, (r) => this.guard(r, true, (p) => this.translate(p))],
      ["POST", /^\/detect$/, (r) => this.guard(r, true, (p) => this.detect(p))],
    ];
  }

  /** The next `n` requests answer 500. */
  failNext(n = 1): void {
    this.failures += n;
  }

  /** The parameters of a request as the real server reads them: a JSON body, else a form. */
  static params(r: FakeRequest): Params {
    if (/json/i.test(r.headers["content-type"] ?? "")) {
      try {
        return r.json();
      } catch {
        return {};
      }
    }
    return Object.fromEntries(new URLSearchParams(r.body));
  }

  private guard(r: FakeRequest, keyed: boolean, next: (params: Params) => FakeReply): FakeReply {
    this.requests.push(r);
    if (this.failures > 0) {
      this.failures -= 1;
      return error(500, "Cannot translate text: simulated failure");
    }
    if (this.down) return error(500, "Cannot translate text: simulated outage");
    if (this.rateLimited) return error(429, "Too many request limits violations");
    const params = FakeLibreTranslate.params(r);
    if (keyed && this.apiKey !== undefined) {
      if (!params.api_key) return error(403, "Please contact the server operator to get an API key");
      if (params.api_key !== this.apiKey) return error(403, "Invalid API key");
    }
    return next(params);
  }

  private list(): FakeReply {
    return { status: 200, body: this.languages.map((code) => ({ code, name: NAMES[code] ?? code, targets: this.languages.filter((t) => t !== code) })) };
  }

  /** The offered code of a product language (so an older server answers "zh"/"zt"). */
  private codeOf(product: string): string {
    return this.languages.find((c) => productOf(c) === product) ?? product;
  }

  /** LibreTranslate's detection: confidence 0..100; unknown text is English with little confidence. */
  detectOne(text: string): { confidence: number; language: string } {
    const found = findPhrase(text, this.languages.map(productOf));
    return found ? { confidence: 90, language: this.codeOf(found.language) } : { confidence: 12.5, language: "en" };
  }

  private render(text: string, source: string, target: string): string {
    return phrasebookTranslate(text, [productOf(source)], productOf(target)) ?? untranslated(target, text);
  }

  private translate(p: Params): FakeReply {
    const { q, source, target } = p;
    const format = p.format ?? "text";
    if (q === undefined || q === "" || (Array.isArray(q) && q.length === 0)) return error(400, "Invalid request: missing q parameter");
    if (typeof source !== "string" || !source) return error(400, "Invalid request: missing source parameter");
    if (typeof target !== "string" || !target) return error(400, "Invalid request: missing target parameter");
    if (source !== "auto" && !this.languages.includes(source)) return error(400, `${source} is not supported`);
    if (!this.languages.includes(target)) return error(400, `${target} is not supported`);
    if (format !== "text" && format !== "html") return error(400, `${String(format)} format is not supported`);
    const one = (text: string) => {
      const detected = source === "auto" ? this.detectOne(text) : undefined;
      return { translatedText: this.render(text, detected?.language ?? source, target), detected };
    };
    if (Array.isArray(q)) {
      const all = q.map((t) => one(String(t)));
      return { status: 200, body: { translatedText: all.map((a) => a.translatedText), ...(source === "auto" ? { detectedLanguage: all.map((a) => a.detected) } : {}) } };
    }
    const { translatedText, detected } = one(String(q));
    return { status: 200, body: { translatedText, ...(detected ? { detectedLanguage: detected } : {}) } };
  }

  private detect(p: Params): FakeReply {
    if (typeof p.q !== "string" || !p.q) return error(400, "Invalid request: missing q parameter");
    return { status: 200, body: [this.detectOne(p.q)] };
  }
}

/**
 * Runs a fake for manual tries and prints its URL. FakeServer always takes a free port, so a port
 * asked for is served by a pass-through to it.
 */
export async function serveStandalone(fake: FakeServer, name: string, port?: number): Promise<void> {
  await fake.start();
  if (!port) {
    console.info(`${name}: ${fake.url}`);
    return;
  }
  const upstream = new URL(fake.url);
  const proxy = createServer((req, res) => {
    const forward = forwardRequest({ host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    forward.on("error", () => res.writeHead(502).end());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => proxy.listen(port, "127.0.0.1", resolve));
  console.info(`${name}: http://127.0.0.1:${port}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [port, apiKey] = process.argv.slice(2);
  void serveStandalone(new FakeLibreTranslate(apiKey ? { apiKey } : {}), "fake LibreTranslate", Number(port) || undefined);
}
