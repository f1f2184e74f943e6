/** Test helpers for the wallet: credit balances through the ledger, set flags, read balances. */
import type { LedgerAsset } from "@chat/protocol";
import { randomBytes } from "node:crypto";
import type { Translator } from "../translation/provider.js";
import { TranslationError } from "../translation/provider.js";
import { ledgerTransaction, post } from "../modules/wallet/ledger.js";
import type { TestApp } from "./test-app.js";

export async function credit(t: TestApp, userId: number, amounts: Partial<Record<LedgerAsset, number>>): Promise<void> {
  const postings = Object.entries(amounts).map(([asset, delta]) => ({ asset: asset as LedgerAsset, delta: delta ?? 0, reason: "admin" as const }));
  await ledgerTransaction(t.database, (trx) => post(trx, userId, `test-${randomBytes(6).toString("hex")}`, postings, t.clock.now()));
}

export async function setUser(t: TestApp, userId: number, values: { is_pay_msg?: number; is_burn_pay_msg?: number; vip_level?: number; language?: string; vip_expires_at?: number | null }): Promise<void> {
  await t.database.db.updateTable("users").set(values).where("id", "=", userId).execute();
}

export async function balanceOf(t: TestApp, userId: number) {
  const r = await t.database.db.selectFrom("users").select(["gold_coin", "translate_chars", "vip_chars", "free_gifts"]).where("id", "=", userId).executeTakeFirstOrThrow();
  return { coins: Number(r.gold_coin), chars: Number(r.translate_chars), vipChars: Number(r.vip_chars), freeGifts: Number(r.free_gifts) };
}

/** A translator that upper-cases and brackets, counts its calls, and can be told to fail. */
export class FakeTranslator implements Translator {
  readonly name = "fake";
  calls: string[] = [];
  fail: "failed" | "unsupported" | undefined;
  translate(text: string, source: string, target: string): Promise<string> {
    this.calls.push(text);
    if (this.fail) return Promise.reject(new TranslationError(this.fail, "fake failure"));
    return Promise.resolve(`[${source}>${target}] ${text.toUpperCase()}`);
  }
}
