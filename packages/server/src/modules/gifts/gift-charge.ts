/**
 * What a gift costs (product §6): SVIP give for free without limit; VIP have a monthly free quota
 * (granted on their first gift of each UTC month, unused gifts do not carry over) and pay for the
 * rest; everyone else pays the catalogue price per gift.
 */
import type { GiftItem } from "@chat/protocol";
import type { Kysely } from "kysely";
import type { Dialect } from "../../db/database.js";
import type { DB } from "../../db/schema.js";
import type { Costs } from "../wallet/index.js";
import { monthOf } from "../wallet/index.js";
import { effectiveVipLevel, lockedBalances, post } from "../wallet/index.js";
import type { Posting } from "../wallet/index.js";

export interface GiftCharge {
  postings: Posting[];
  coins: number;
  free: number;
}

/** Grants this month's free gifts to a VIP once (inside `trx`); answers the free gifts left. */
export async function grantMonthlyFreeGifts(trx: Kysely<DB>, dialect: Dialect, userId: number, costs: Costs, now: number): Promise<number | null> {
  const user = await lockedBalances(trx, dialect, userId);
  const level = effectiveVipLevel(user, now);
  if (level === 2) return null;
  if (level !== 1) return 0;
  const month = monthOf(now);
  if (user.free_gifts_month === month) return Number(user.free_gifts);
  const delta = costs.vipFreeGiftsPerMonth - Number(user.free_gifts);
  await post(trx, userId, `freegifts:${month}:${costs.vipFreeGiftsPerMonth}`, [{ asset: "free_gifts", delta, reason: "free_gifts_grant", item: `Free gifts ${month}` }], now);
  await trx.updateTable("users").set({ free_gifts_month: month }).where("id", "=", userId).execute();
  const after = await trx.selectFrom("users").select("free_gifts").where("id", "=", userId).executeTakeFirstOrThrow();
  return Number(after.free_gifts);
}

/** The postings that pay for `amount` of `gift` (inside `trx`, after the monthly grant). */
export async function giftCharge(trx: Kysely<DB>, dialect: Dialect, userId: number, gift: GiftItem, amount: number, costs: Costs, now: number, reference: string): Promise<GiftCharge> {
  const left = await grantMonthlyFreeGifts(trx, dialect, userId, costs, now);
  if (left === null) return { postings: [], coins: 0, free: amount };
  const free = Math.min(left, amount);
  const coins = (amount - free) * gift.coins;
  const item = `Gift: ${gift.name} ×${amount}`;
  return {
    postings: [
      { asset: "free_gifts", delta: -free, reason: "gift", reference, item },
      { asset: "gold_coin", delta: -coins, reason: "gift", reference, item },
    ],
    coins,
    free,
  };
}
