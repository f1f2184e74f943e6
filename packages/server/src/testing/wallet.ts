/** Test helpers for the wallet: credit balances through the ledger, set flags, read balances. */
import type { LedgerAsset } from "@chat/protocol";
import { randomBytes } from "node:crypto";
import type { EnginePair, Translator } from "../translation/provider.js";
import { PRODUCT_LANGUAGES, TranslationError } from "../translation/provider.js";
import { ledgerTransaction, post } from "../modules/wallet/ledger.js";
import type { TestApp } from "./test-app.js";

export async function credit(t: TestApp, userId: number, amounts: Partial<Record<LedgerAsset, number>>): Promise<void> {
  const postings = Object.entries(amounts).map(([asset, delta]) => ({ asset: asset as LedgerAsset, delta: delta ?? 0, reason: "admin" as const }));
  await ledgerTransaction(t.database, (trx) => post(trx, userId, `test-${randomBytes(6).toString("hex")}`, postings, t.clock.now()));
}

export async function setUser(t: TestApp, userId: number, values: { is_pay_msg?: number; is_burn_pay_msg?: number; vip_level?: number; language?: string; languages?: string; vip_expires_at?: number | null }): Promise<void> {
  await t.database.db.updateTable("users").set(values).where("id", "=", userId).execute();
}

export async function balanceOf(t: TestApp, userId: number) {
  const r = await t.database.db.selectFrom("users").select(["gold_coin", "translate_chars", "vip_chars", "free_gifts"]).where("id", "=", userId).executeTakeFirstOrThrow();
  return { coins: Number(r.gold_coin), chars: Number(r.translate_chars), vipChars: Number(r.vip_chars), freeGifts: Number(r.free_gifts) };
}

/**
 * A translator that upper-cases and brackets, counts its calls, and can be told to fail. It has every
 * ordered pair of product languages, or those of `languages`.
 */
export class FakeTranslator implements Translator {
  calls: string[] = [];
  fail: "failed" | "unsupported" | undefined;
  /** Listing its pairs fails while set (an engine that is down). */
  down = false;
  constructor(
    readonly name = "fake",
    private readonly languages: readonly string[] = PRODUCT_LANGUAGES,
  ) {}
  translate(text: string, source: string, target: string): Promise<string> {
    this.calls.push(text);
    if (this.fail) return Promise.reject(new TranslationError(this.fail, "fake failure"));
    if (this.down) return Promise.reject(new TranslationError("failed", "fake engine down"));
    return Promise.resolve(`[${source}>${target}] ${text.toUpperCase()}`);
  }
  pairs(): Promise<EnginePair[]> {
    if (this.down) return Promise.reject(new TranslationError("failed", "fake engine down"));
    return Promise.resolve(this.languages.flatMap((from) => this.languages.filter((to) => to !== from).map((to) => ({ from, to }))));
  }
}
