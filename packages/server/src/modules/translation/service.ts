/**
 * Translation for users. The source is what the text is written in (detected, falling back to the
 * writer's spoken languages, then their profile language), never just the profile. What cannot be
 * done says why (unsupportedPair, engineFailed, off, sameLanguage) and costs nothing: the engine runs
 * first, through a cache keyed by (sha256(text), source, target), and only a translation that came
 * back is charged (characters first, then a coin per started 100), once per user, text and target.
 */
import type { TranslateFailReason } from "@chat/protocol";
import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import type { DB } from "../../db/schema.js";
import { sha256 } from "../../security/token.js";
import type { Costs } from "../wallet/index.js";
import { InsufficientBalance, ledgerTransaction, lockedBalances, post, translationPostings } from "../wallet/index.js";
import type { EntryRow, Posting } from "../wallet/index.js";
import { convertChineseScript, isChineseScriptPair } from "../../translation/chinese-script.js";
import { sourceLanguageOf } from "../../translation/detect.js";
import { TranslationEngines } from "../../translation/engines.js";
import type { Route } from "../../translation/engines.js";
import { PRODUCT_LANGUAGES, TranslationError, baseLanguage } from "../../translation/provider.js";
import type { AppContext } from "../../context.js";
import type { Metrics } from "../../metrics/metrics.js";
import { chargeableChars, translateSegments } from "../../translation/segments.js";

/** Who wrote the text: what detection falls back to when the text alone does not tell. */
export interface WriterHints {
  /** Comma-separated spoken languages (users.languages). */
  languages?: string | null;
  /** The profile language (users.language). */
  language?: string | null;
}

/** What a translation will take. */
export interface TranslationPlan {
  recordId: string;
  userId: number;
  text: string;
  hash: string;
  /** What the text is written in; null when it could not be told. */
  source: string | null;
  target: string;
  chars: number;
  /** No charge: a script conversion, nothing to translate, or already paid by this user. */
  free: boolean;
  /** The result without an engine (nothing translatable in the text). */
  direct: string | undefined;
  /** Why it cannot be translated; nothing is charged. */
  reason: TranslateFailReason | undefined;
  routes: Route[];
}

export type TranslationOutcome =
  | { ok: true; text: string; engine: string | null; via: string | null; plan: TranslationPlan }
  | { ok: false; reason: TranslateFailReason; plan: TranslationPlan };

const spoken = (list: string | null | undefined) => (list ?? "").split(",").map((c) => c.trim()).filter((c) => PRODUCT_LANGUAGES.includes(c));

export class TranslationService {
  constructor(
    private readonly database: Database,
    readonly engines: TranslationEngines,
    private readonly costs: Costs,
    private readonly metrics?: Pick<Metrics, "translationCalls" | "translationCache" | "translationDuration" | "translationChars">,
  ) {}

  /** Plans a translation of `text` by a writer into `target`: its source, its cost, or why it cannot be done. */
  async plan(userId: number, text: string, writer: WriterHints, target: string): Promise<TranslationPlan> {
    const chars = chargeableChars(text);
    const base = { recordId: randomBytes(12).toString("hex"), userId, text, hash: sha256(text), target, chars, free: true, direct: undefined, reason: undefined, routes: [] };
    if (chars === 0) return { ...base, source: null, chars: 0, direct: text };
    const { language: source } = sourceLanguageOf(text, { spoken: spoken(writer.languages), profile: writer.language ?? null });
    if (!PRODUCT_LANGUAGES.includes(target) || !source) return { ...base, source, reason: "unsupportedPair" };
    if (baseLanguage(source) === baseLanguage(target) && !isChineseScriptPair(source, target)) return { ...base, source, reason: "sameLanguage" };
    const routes = await this.engines.routes(source, target);
    if (routes.length === 0) return { ...base, source, reason: this.engines.off && !isChineseScriptPair(source, target) ? "off" : "unsupportedPair" };
    if (isChineseScriptPair(source, target)) {
      // Characters the two scripts share: the text already reads the same in the target script.
      if (convertChineseScript(text, target as "zh-CN" | "zh-TW") === text) return { ...base, source, reason: "sameLanguage" };
      return { ...base, source, routes };
    }
    const paid = await this.database.db.selectFrom("translate_records").select("id").where("user_id", "=", userId).where("text_hash", "=", base.hash).where("source", "=", source).where("target", "=", target).where("status", "=", "done").executeTakeFirst();
    return { ...base, source, routes, free: paid !== undefined };
  }

  /** Throws InsufficientBalance when the plan's charge is beyond the user's balances now (checked again when charging). */
  async checkAffordable(plan: TranslationPlan): Promise<void> {
    if (plan.free || plan.reason || plan.direct !== undefined) return;
    const balances = await this.database.db.selectFrom("users").select(["gold_coin", "translate_chars", "vip_chars"]).where("id", "=", plan.userId).executeTakeFirstOrThrow();
    const coins = -translationPostings(balances, plan.chars, this.costs, plan.recordId).filter((p) => p.asset === "gold_coin").reduce((n, p) => n + p.delta, 0);
    if (coins > Number(balances.gold_coin)) throw new InsufficientBalance("gold_coin");
  }

  /** The translation, from the cache or the first route that answers (then cached); never charges. */
  async run(plan: TranslationPlan, now: number): Promise<TranslationOutcome> {
    if (plan.reason) return { ok: false, reason: plan.reason, plan };
    if (plan.direct !== undefined) return { ok: true, text: plan.direct, engine: null, via: null, plan };
    const source = plan.source ?? "";
    const db = this.database.db;
    const cached = await db.selectFrom("translation_cache").select(["result", "engine"]).where("text_hash", "=", plan.hash).where("source", "=", source).where("target", "=", plan.target).executeTakeFirst();
    this.metrics?.translationCache.inc({ result: cached ? "hit" : "miss" });
    if (cached) return { ok: true, text: cached.result, engine: cached.engine, via: null, plan };
    let unsupported = true;
    for (const route of plan.routes) {
      try {
        const started = performance.now();
        const result = await translateSegments(plan.text, (run) => TranslationEngines.run(route, run));
        this.metrics?.translationCalls.inc({ engine: route.engine, outcome: "ok" });
        this.metrics?.translationDuration.observe({ engine: route.engine }, (performance.now() - started) / 1000);
        this.metrics?.translationChars.inc({ engine: route.engine }, plan.chars);
        await db.insertInto("translation_cache").values({ text_hash: plan.hash, source, target: plan.target, result, engine: route.engine, created_at: now }).onConflict((oc) => oc.columns(["text_hash", "source", "target"]).doNothing()).execute();
        return { ok: true, text: result, engine: route.engine, via: route.via, plan };
      } catch (error) {
        if (!(error instanceof TranslationError)) throw error;
        this.metrics?.translationCalls.inc({ engine: route.engine, outcome: error.kind === "unsupported" ? "unsupported" : "failed" });
        if (error.kind !== "unsupported") unsupported = false;
      }
    }
    return { ok: false, reason: unsupported ? "unsupportedPair" : "engineFailed", plan };
  }

  /** Inside the caller's transaction: the postings that pay for a translation that was done, and its record. */
  async charge(trx: Kysely<DB>, plan: TranslationPlan, now: number): Promise<Posting[]> {
    if (plan.reason || plan.direct !== undefined || !plan.source || isChineseScriptPair(plan.source, plan.target)) return [];
    const postings = plan.free ? [] : translationPostings(await lockedBalances(trx, this.database.dialect, plan.userId), plan.chars, this.costs, plan.recordId);
    const coins = postings.filter((p) => p.asset === "gold_coin").reduce((n, p) => n - p.delta, 0);
    await trx.insertInto("translate_records").values({ id: plan.recordId, user_id: plan.userId, text_hash: plan.hash, source: plan.source, target: plan.target, chars: plan.free ? 0 : plan.chars, coins, status: "done", created_at: now }).execute();
    return postings;
  }

  /** Plan, run, then charge what came back; for the on-demand calls (chat, moments, comments). */
  async translateFor(userId: number, text: string, writer: WriterHints, target: string, now: () => number): Promise<{ outcome: TranslationOutcome; entries: EntryRow[] }> {
    const plan = await this.plan(userId, text, writer, target);
    await this.checkAffordable(plan);
    const outcome = await this.run(plan, now());
    if (!outcome.ok) return { outcome, entries: [] };
    const { entries } = await ledgerTransaction(this.database, async (trx) => post(trx, userId, `translate:${plan.recordId}`, await this.charge(trx, plan, now()), now()));
    return { outcome, entries };
  }
}

/**
 * The service over the app's engines. It keeps nothing in memory (the cache and the records are in the
 * database), so each caller may build its own.
 */
export function translationService(ctx: Pick<AppContext, "database" | "translator" | "config"> & Partial<Pick<AppContext, "metrics">>): TranslationService {
  return new TranslationService(ctx.database, ctx.translator, ctx.config.costs, ctx.metrics);
}
