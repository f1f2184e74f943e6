/**
 * The configured engines as one: TRANSLATOR=apertium,libretranslate,deepl → a chain that, for each
 * pair, tries the engines that have it in order (an engine that fails hands over to the next), and
 * where no engine has a pair directly, pivots through a language two engines (or one) share.
 * Simplified ↔ Traditional Chinese is a script conversion that every server has.
 *
 * What the engines can do is asked of them (`pairs()`), cached, and asked again sooner after a
 * failure, so a pair comes back by itself when its engine does.
 */
import type { TranslationCapabilities, TranslationPair } from "@chat/protocol";
import type { TranslatorConfig } from "./config.js";
import { apertiumTranslator } from "./apertium.js";
import { supervisedApertium, which } from "./apertium-supervisor.js";
import { convertChineseScript, isChineseScriptPair } from "./chinese-script.js";
import { deeplTranslator } from "./deepl.js";
import { libreTranslator } from "./libretranslate.js";
import { PRODUCT_LANGUAGES, TranslationError } from "./provider.js";
import type { EnginePair, Translator } from "./provider.js";

/** How long an engine's pair list is trusted; a failed listing is retried much sooner. */
const FRESH_MS = 10 * 60_000;
const RETRY_MS = 30_000;
/** Pivots are tried through these first (the languages engines cover best), then the rest. */
const PIVOTS = ["en", "es", "nb", "da", "sv", "de"];

/** The script conversion, as an engine of its own. */
export const chineseScript: Translator = {
  name: "chinese-script",
  translate: (text, source, target) =>
    isChineseScriptPair(source, target) ? Promise.resolve(convertChineseScript(text, target as "zh-CN" | "zh-TW")) : Promise.reject(new TranslationError("unsupported", "chinese-script: not a script pair")),
  pairs: () =>
    Promise.resolve([
      { from: "zh-CN", to: "zh-TW" },
      { from: "zh-TW", to: "zh-CN" },
    ]),
};

/** One way of translating a pair: one step, or two through a pivot. */
export interface Route {
  steps: Array<{ engine: Translator; from: string; to: string }>;
  engine: string;
  via: string | null;
}

interface Listing {
  pairs: Set<string>;
  at: number;
  ok: boolean;
}

const key = (from: string, to: string) => `${from}>${to}`;

export class TranslationEngines implements Translator {
  readonly name: string;
  private readonly all: Translator[];
  private readonly listings = new Map<Translator, Listing>();
  private refreshing: Promise<void> | undefined;

  /** `engines` in the order they are tried; `now` is the clock (tests move it). */
  constructor(
    readonly engines: readonly Translator[],
    private readonly now: () => number = Date.now,
    private readonly log?: (line: string) => void,
  ) {
    this.name = engines.length === 0 ? "none" : engines.map((e) => e.name).join(",");
    // A script pair is a conversion, never an engine's (paid) translation.
    this.all = [chineseScript, ...engines];
  }

  /** No engine configured or installed: only the script conversion works. */
  get off(): boolean {
    return this.engines.length === 0;
  }

  /** Asks the engines whose pair lists are stale (all at once; concurrent callers share the asking). */
  private async refresh(): Promise<void> {
    const now = this.now();
    const stale = this.all.filter((e) => {
      const l = this.listings.get(e);
      return !l || now - l.at > (l.ok ? FRESH_MS : RETRY_MS);
    });
    if (stale.length === 0) return;
    this.refreshing ??= Promise.all(
      stale.map(async (engine) => {
        const before = this.listings.get(engine);
        try {
          const pairs = await engine.pairs();
          this.listings.set(engine, { pairs: new Set(pairs.map((p) => key(p.from, p.to))), at: this.now(), ok: true });
          if (before && !before.ok) this.log?.(`translation engine ${engine.name} is back (${pairs.length} pairs)`);
        } catch (error) {
          // Keep what it could do before: a short outage should not empty the picker; the chain falls through.
          this.listings.set(engine, { pairs: before?.pairs ?? new Set(), at: this.now(), ok: false });
          if (!before || before.ok) this.log?.(`translation engine ${engine.name} cannot list its languages: ${error instanceof Error ? error.message : String(error)}`);
        }
      }),
    ).then(
      () => (this.refreshing = undefined),
      () => (this.refreshing = undefined),
    );
    await this.refreshing;
  }

  private has(engine: Translator, from: string, to: string): boolean {
    return this.listings.get(engine)?.pairs.has(key(from, to)) ?? false;
  }

  /** The ways to translate `from` → `to`, best first: each engine that has it directly, then pivots. */
  async routes(from: string, to: string): Promise<Route[]> {
    await this.refresh();
    const direct = this.all.filter((e) => this.has(e, from, to)).map((e) => ({ steps: [{ engine: e, from, to }], engine: e.name, via: null }));
    if (direct.length > 0) return direct;
    const pivots = [...PIVOTS, ...PRODUCT_LANGUAGES.filter((l) => !PIVOTS.includes(l))].filter((p) => p !== from && p !== to);
    for (const via of pivots) {
      const first = this.all.find((e) => this.has(e, from, via));
      const second = first && this.all.find((e) => this.has(e, via, to));
      if (first && second) {
        const engine = first === second ? first.name : `${first.name}+${second.name}`;
        return [{ steps: [{ engine: first, from, to: via }, { engine: second, from: via, to }], engine, via }];
      }
    }
    return [];
  }

  /** Every ordered pair of product languages the server can translate now, with how. */
  async capabilities(): Promise<TranslationCapabilities> {
    const pairs: TranslationPair[] = [];
    for (const from of PRODUCT_LANGUAGES) {
      for (const to of PRODUCT_LANGUAGES) {
        if (from === to) continue;
        const [route] = await this.routes(from, to);
        if (route) pairs.push({ from, to, engine: route.engine, via: route.via });
      }
    }
    return { languages: [...PRODUCT_LANGUAGES], pairs };
  }

  /** Runs a route's steps on one run of text. */
  static async run(route: Route, text: string): Promise<string> {
    let out = text;
    for (const step of route.steps) out = await step.engine.translate(out, step.from, step.to);
    return out;
  }

  /** The first route that answers; "unsupported" when there is none, "failed" when all failed. */
  async translate(text: string, source: string, target: string): Promise<string> {
    const routes = await this.routes(source, target);
    if (routes.length === 0) throw new TranslationError(this.off ? "off" : "unsupported", `no engine translates ${source} to ${target}`);
    let last: unknown;
    for (const route of routes) {
      try {
        return await TranslationEngines.run(route, text);
      } catch (error) {
        last = error;
      }
    }
    throw last instanceof TranslationError ? last : new TranslationError("failed", String(last));
  }

  async pairs(): Promise<EnginePair[]> {
    return (await this.capabilities()).pairs.filter((p) => p.via === null).map(({ from, to }) => ({ from, to }));
  }

  async close(): Promise<void> {
    await Promise.all(this.engines.map((e) => e.close?.()));
  }
}

/** TRANSLATOR → the engines, in order: apertium (a URL, else a supervised local APy when installed), libretranslate, deepl. */
export function createTranslators(config: TranslatorConfig, log?: (line: string) => void): Translator[] {
  const apertium = (): Translator | undefined => {
    if (config.apertiumUrl) return apertiumTranslator(config.apertiumUrl, config.timeoutMs);
    const apyPath = which("apertium-apy");
    return apyPath ? supervisedApertium({ apyPath, timeoutMs: config.timeoutMs, ...(log ? { log } : {}) }) : undefined;
  };
  const kinds = config.engines ?? ["apertium"];
  const out: Translator[] = [];
  for (const kind of kinds) {
    if (kind === "apertium") {
      const engine = apertium();
      if (engine) out.push(engine);
      else if (config.engines) log?.("TRANSLATOR names apertium but apertium-apy is not installed and APERTIUM_URL is unset");
    }
    if (kind === "libretranslate" && config.libretranslateUrl) out.push(libreTranslator(config.libretranslateUrl, config.libretranslateKey, config.timeoutMs));
    if (kind === "deepl" && config.deeplKey) out.push(deeplTranslator(config.deeplUrl, config.deeplKey, config.timeoutMs));
  }
  return out;
}

export function createTranslator(config: TranslatorConfig, log?: (line: string) => void): TranslationEngines {
  return new TranslationEngines(createTranslators(config, log), Date.now, log);
}
