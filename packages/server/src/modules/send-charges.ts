/**
 * What a send costs and its reservation: the per-message coin of an isPayMsg sender, the translation,
 * a gift. All of it is taken in one ledger transaction keyed by the clientMsgId (a retried send is
 * charged once), before anything is stored or delivered; not enough answers 105/106 and takes nothing.
 */
import type { GiftItem } from "@chat/protocol";
import type { AppContext } from "../context.js";
import type { StoredEvent } from "../realtime/events.js";
import type { TranslationPlan } from "../translation/service.js";
import { outOfCoins, walletEvent } from "../wallet/charge.js";
import { giftCharge } from "../wallet/gifts.js";
import { ledgerTransaction, lockedBalances, post } from "../wallet/ledger.js";
import type { EntryRow, Posting } from "../wallet/ledger.js";
import type { UserRow } from "./account/user-info.js";

export interface SendCharges {
  plan: TranslationPlan | undefined;
  gift: { item: GiftItem; amount: number; note: string; coins: number } | undefined;
}

export interface Reservation {
  entries: EntryRow[];
  replayed: boolean;
  events: StoredEvent[];
  giftCoins: number;
}

/** Customer service never costs anything, either way. */
export function messageCoinsFor(ctx: AppContext, sender: UserRow, peer: UserRow): number {
  return sender.is_pay_msg === 1 && !sender.is_service && !peer.is_service ? ctx.config.costs.messageCoins : 0;
}

export async function reserveSend(ctx: AppContext, sender: UserRow, peer: UserRow, clientMsgId: string, charges: SendCharges): Promise<Reservation> {
  const now = ctx.clock.now();
  const dialect = ctx.database.dialect;
  return ledgerTransaction(ctx.database, async (trx) => {
    const balances = await lockedBalances(trx, dialect, sender.id);
    const postings: Posting[] = [];
    const messageCoins = messageCoinsFor(ctx, sender, peer);
    if (messageCoins > 0) postings.push({ asset: "gold_coin", delta: -messageCoins, reason: "message", reference: clientMsgId, item: "Chat message" });
    if (charges.plan) postings.push(...(await ctx.translation.reserve(trx, charges.plan, now)));
    let giftCoins = 0;
    if (charges.gift) {
      const g = await giftCharge(trx, dialect, sender.id, charges.gift.item, charges.gift.amount, ctx.config.costs, now, clientMsgId);
      postings.push(...g.postings);
      giftCoins = g.coins;
    }
    const coinsNeeded = -postings.filter((p) => p.asset === "gold_coin").reduce((n, p) => n + p.delta, 0);
    const have = Number(balances.gold_coin);
    if (coinsNeeded > have) {
      // The spec's "one coin to continue chatting" (106) applies when the message coin alone is short.
      throw outOfCoins(messageCoins > 0 && have < messageCoins ? "noCoinsChat" : "noCoins");
    }
    const { entries, replayed } = await post(trx, sender.id, `send:${clientMsgId}`, postings, now);
    const events = !replayed && entries.length > 0 ? [await walletEvent(trx, sender.id, now)] : [];
    return { entries, replayed, events, giftCoins };
  });
}

/** Gives back a reservation whose message was never stored (or only its translation part). */
export async function releaseSend(ctx: AppContext, userId: number, clientMsgId: string, entries: readonly EntryRow[], only?: "translate"): Promise<StoredEvent[]> {
  const back: Posting[] = entries
    .filter((e) => !only || e.reason === only)
    .map((e) => ({ asset: e.asset, delta: -Number(e.delta), reason: e.reason === "translate" ? "translate_release" : "admin", reference: clientMsgId, item: `Refund: ${e.item}`, chars: Number(e.chars) }));
  if (back.length === 0) return [];
  const now = ctx.clock.now();
  return ledgerTransaction(ctx.database, async (trx) => {
    const { replayed } = await post(trx, userId, `release:${only ?? "all"}:${clientMsgId}`, back, now);
    return replayed ? [] : [await walletEvent(trx, userId, now)];
  });
}
