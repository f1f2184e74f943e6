/**
 * What costs what (product §6, §9; docs/paid-chat.md has the table). Defaults follow the spec; each can be
 * changed by an environment variable so an operator can adjust prices without a release.
 */
import type { LedgerAsset } from "@chat/protocol";
import type { Posting } from "./ledger.js";

export interface Costs {
  /** Characters one coin pays for once package characters are used up (per started block). */
  translateCharsPerCoin: number;
  /** A message from a user whose isPayMsg is 1. */
  messageCoins: number;
  /** Viewing a burn-after-read image when the viewer's isBurnPayMsg is 1. */
  burnViewCoins: number;
  /** Free gifts a VIP gets each calendar month (UTC); SVIP has no limit. */
  vipFreeGiftsPerMonth: number;
}

export const DEFAULT_COSTS: Costs = { translateCharsPerCoin: 100, messageCoins: 1, burnViewCoins: 3, vipFreeGiftsPerMonth: 5 };

const ENV: Record<keyof Costs, string> = {
  translateCharsPerCoin: "COST_TRANSLATE_CHARS_PER_COIN",
  messageCoins: "COST_MESSAGE_COINS",
  burnViewCoins: "COST_BURN_VIEW_COINS",
  vipFreeGiftsPerMonth: "VIP_FREE_GIFTS_PER_MONTH",
};

/** The cost table from the environment; throws on a value that is not a whole number ≥ 0 (≥ 1 for chars per coin). */
export function loadCosts(env: Record<string, string | undefined>): Costs {
  const costs = { ...DEFAULT_COSTS };
  for (const [field, name] of Object.entries(ENV) as Array<[keyof Costs, string]>) {
    const raw = env[name]?.trim();
    if (!raw) continue;
    const n = Number(raw);
    const min = field === "translateCharsPerCoin" ? 1 : 0;
    if (!Number.isSafeInteger(n) || n < min) throw new Error(`${name} must be a whole number ≥ ${min}, got "${raw}".`);
    costs[field] = n;
  }
  return costs;
}

/** The balances a translation charge draws on. */
export interface CharBalances {
  vip_chars: number;
  translate_chars: number;
}

/**
 * How a translation of `chars` characters is paid: membership characters first, then package
 * characters, then 1 coin per started `translateCharsPerCoin` of what is left.
 */
export function translationPostings(balances: CharBalances, chars: number, costs: Costs, reference: string): Posting[] {
  let left = chars;
  const out: Posting[] = [];
  const take = (asset: LedgerAsset, have: number) => {
    const n = Math.min(Math.max(0, Number(have)), left);
    if (n > 0) out.push({ asset, delta: -n, reason: "translate", reference, item: "Translation", chars: n });
    left -= n;
  };
  take("vip_chars", balances.vip_chars);
  take("translate_chars", balances.translate_chars);
  if (left > 0) out.push({ asset: "gold_coin", delta: -Math.ceil(left / costs.translateCharsPerCoin), reason: "translate", reference, item: "Translation", chars: left });
  return out;
}

/** The "YYYY-MM" (UTC) of an instant: the free-gift quota's period. */
export function monthOf(now: number): string {
  return new Date(now).toISOString().slice(0, 7);
}
