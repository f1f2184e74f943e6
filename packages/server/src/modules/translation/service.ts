/**
 * Translation for users: decide what is free (same language, Chinese script conversion, nothing
 * translatable, a text this user already paid for), reserve the charge in the ledger, run the engine
 * through a cache keyed by (sha256(text), source, target), and release the reservation if the engine
 * fails. The engine is never asked twice for the same text and pair.
 */
import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import type { DB } from "../../db/schema.js";
import { sha256 } from "../../security/token.js";
import type { Costs } from "../wallet/index.js";
import { translationPostings } from "../wallet/index.js";
import { ledgerTransaction, lockedBalances, post } from "../wallet/index.js";
import type { EntryRow, Posting } from "../wallet/index.js";
import { convertChineseScript, isChineseScriptPair } from "../../translation/chinese-script.js";
import { TranslationError, baseLanguage } from "../../translation/provider.js";
import type { Translator } from "../../translation/provider.js";
import type { AppContext } from "../../context.js";
import { chargeableChars, translateSegments } from "../../translation/segments.js";

/** What a translation will take. `direct` is set when no engine is needed (and nothing is charged). */
export interface TranslationPlan {
  recordId: string;
  userId: number;
  text: string;
  hash: string;
  source: string;
  target: string;
  chars: number;
  /** No charge: a free conversion, nothing to translate, or already paid by this user. */
  free: boolean;
  direct: string | undefined;
}

export class TranslationService {
  constructor(
    private readonly database: Database,
    readonly translator: Translator,
    private readonly costs: Costs,
  ) {}

  /** Plans a translation; throws TranslationError("off") when there is no engine and one is needed. */
  async plan(userId: number, text: string, source: string, target: string): Promise<TranslationPlan> {
    const base = { recordId: randomBytes(12).toString("hex"), userId, text, hash: sha256(text), source, target, chars: 0, free: true };
    if (isChineseScriptPair(source, target)) return { ...base, direct: convertChineseScript(text, target as "zh-CN" | "zh-TW") };
    if (baseLanguage(source) === baseLanguage(target)) return { ...base, direct: text };
    const chars = chargeableChars(text);
    if (chars === 0) return { ...base, direct: text };
    if (this.translator.name === "none") throw new TranslationError("off", "translation is off");
    const paid = await this.database.db.selectFrom("translate_records").select("id").where("user_id", "=", userId).where("text_hash", "=", base.hash).where("source", "=", source).where("target", "=", target).where("status", "=", "done").executeTakeFirst();
    return { ...base, chars, free: paid !== undefined, direct: undefined };
  }

  /** Inside the caller's transaction: the postings that pay for the plan, and its record row. */
  async reserve(trx: Kysely<DB>, plan: TranslationPlan, now: number): Promise<Posting[]> {
    if (plan.direct !== undefined) return [];
    const postings = plan.free ? [] : translationPostings(await lockedBalances(trx, this.database.dialect, plan.userId), plan.chars, this.costs, plan.recordId);
    const coins = postings.filter((p) => p.asset === "gold_coin").reduce((n, p) => n - p.delta, 0);
    await trx.insertInto("translate_records").values({ id: plan.recordId, user_id: plan.userId, text_hash: plan.hash, source: plan.source, target: plan.target, chars: plan.free ? 0 : plan.chars, coins, status: "reserved", created_at: now }).execute();
    return postings;
  }

  /** The translated text: direct, cached, or from the engine (then cached). */
  async run(plan: TranslationPlan, now: number): Promise<string> {
    if (plan.direct !== undefined) return plan.direct;
    const db = this.database.db;
    const cached = await db.selectFrom("translation_cache").select("result").where("text_hash", "=", plan.hash).where("source", "=", plan.source).where("target", "=", plan.target).executeTakeFirst();
    if (cached) return cached.result;
    const result = await translateSegments(plan.text, (run) => this.translator.translate(run, plan.source, plan.target));
    await db.insertInto("translation_cache").values({ text_hash: plan.hash, source: plan.source, target: plan.target, result, created_at: now }).onConflict((oc) => oc.columns(["text_hash", "source", "target"]).doNothing()).execute();
    return result;
  }

  async markDone(plan: TranslationPlan): Promise<void> {
    if (plan.direct === undefined) await this.database.db.updateTable("translate_records").set({ status: "done" }).where("id", "=", plan.recordId).execute();
  }

  /** Gives back what the reservation took (compensating entries; the ledger stays append-only). */
  async release(plan: TranslationPlan, reserved: readonly EntryRow[], now: number): Promise<void> {
    const back: Posting[] = reserved.filter((e) => e.reason === "translate").map((e) => ({ asset: e.asset, delta: -Number(e.delta), reason: "translate_release", reference: plan.recordId, item: "Translation refund", chars: Number(e.chars) }));
    await ledgerTransaction(this.database, async (trx) => {
      await post(trx, plan.userId, `release:${plan.recordId}`, back, now);
      await trx.updateTable("translate_records").set({ status: "released" }).where("id", "=", plan.recordId).execute();
    });
  }

  /** Plan, reserve, run; releases on engine failure. For the on-demand translate call. */
  async translateFor(userId: number, text: string, source: string, target: string, now: () => number): Promise<{ plan: TranslationPlan; text: string; entries: EntryRow[] }> {
    const plan = await this.plan(userId, text, source, target);
    const { entries } = await ledgerTransaction(this.database, async (trx) => post(trx, userId, `translate:${plan.recordId}`, await this.reserve(trx, plan, now()), now()));
    try {
      const result = await this.run(plan, now());
      await this.markDone(plan);
      return { plan, text: result, entries };
    } catch (error) {
      await this.release(plan, entries, now());
      throw error instanceof TranslationError ? error : new TranslationError("failed", error instanceof Error ? error.message : String(error));
    }
  }
}

/**
 * The service over the app's engine. It keeps nothing in memory (the cache and the records are in the
 * database), so each caller may build its own.
 */
export function translationService(ctx: Pick<AppContext, "database" | "translator" | "config">): TranslationService {
  return new TranslationService(ctx.database, ctx.translator, ctx.config.costs);
}
