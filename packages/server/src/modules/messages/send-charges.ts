/**
 * What a send costs and its reservation: the per-message coin of an isPayMsg sender, the translation,
 * a gift. All of it is taken in one ledger transaction keyed by the clientMsgId (a retried send is
 * charged once), before anything is stored or delivered; not enough answers 105/106 and takes nothing.
 * A reservation given back in full (the message could not be stored, send-refunds.ts) is spent: a
 * retry after that reserves anew under the next key, so a refunded message is never sent for free.
 */
import type { GiftItem } from "@chat/protocol";
import type { AppContext } from "../../context.js";
import type { StoredEvent } from "../../realtime/events.js";
import type { TranslationPlan } from "../translation/index.js";
import { translationService } from "../translation/index.js";
import { outOfCoins, walletEvent } from "../wallet/index.js";
import { giftCharge } from "../gifts/index.js";
import { entriesOf, ledgerTransaction, lockedBalances, post } from "../wallet/index.js";
import type { EntryRow, Posting } from "../wallet/index.js";
import type { UserRow } from "../account/index.js";
import { CODE } from "@chat/protocol";
import { AppError } from "../../http/envelope.js";
import { sha256 } from "../../security/token.js";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.js";

export interface SendCharges {
  plan: TranslationPlan | undefined;
  gift: { item: GiftItem; amount: number; note: string; coins: number } | undefined;
}

export interface Reservation {
  /** The ledger key of this reservation: `send:<clientMsgId>`, then `resend:<n>:<clientMsgId>`. */
  key: string;
  entries: EntryRow[];
  replayed: boolean;
  events: StoredEvent[];
  giftCoins: number;
}

/** What a send sends, for telling a retry from another message under the same clientMsgId. */
export function sendFingerprint(peerId: number, body: object): string {
  const { clientMsgId: _id, platform: _platform, ...message } = body as Record<string, unknown>;
  return sha256(JSON.stringify([peerId, message]));
}

/** Customer service never costs anything, either way. */
export function messageCoinsFor(ctx: AppContext, sender: Pick<UserRow, "is_pay_msg" | "is_service">, peer: Pick<UserRow, "is_service">): number {
  return sender.is_pay_msg === 1 && !sender.is_service && !peer.is_service ? ctx.config.costs.messageCoins : 0;
}

/**
 * `request` fingerprints what is sent (sendFingerprint): a retry with the same clientMsgId replays the
 * held reservation only for the same message, before any balance check (it is paid already), and a
 * different message under a used clientMsgId is refused (409) rather than stored on another's charge.
 */
export async function reserveSend(ctx: AppContext, sender: Pick<UserRow, "id" | "is_pay_msg" | "is_service">, peer: Pick<UserRow, "is_service">, clientMsgId: string, charges: SendCharges, request: string): Promise<Reservation> {
  const now = ctx.clock.now();
  const dialect = ctx.database.dialect;
  const messageCoins = messageCoinsFor(ctx, sender, peer);
  // Most messages cost nothing: no ledger transaction (and no lock on the sender's balances) for them.
  if (messageCoins === 0 && !charges.plan && !charges.gift) return { key: reservationKeyOf(clientMsgId, 0), entries: [], replayed: false, events: [], giftCoins: 0 };
  return ledgerTransaction(ctx.database, async (trx) => {
    const key = await reservationKey(trx, sender.id, clientMsgId);
    const earlier = await trx.selectFrom("send_reservations").select("request_hash").where("user_id", "=", sender.id).where("reservation", "=", key).executeTakeFirst();
    if (earlier) {
      if (earlier.request_hash !== request) throw new AppError(CODE.conflict, "idempotencyKeyReused", 409);
      const entries = await entriesOf(trx, sender.id, key);
      const giftCoins = -entries.filter((e) => e.reason === "gift" && e.asset === "gold_coin").reduce((n, e) => n + Number(e.delta), 0);
      return { key, entries, replayed: true, events: [], giftCoins };
    }
    const balances = await lockedBalances(trx, dialect, sender.id);
    const postings: Posting[] = [];
    if (messageCoins > 0) postings.push({ asset: "gold_coin", delta: -messageCoins, reason: "message", reference: clientMsgId, item: "Chat message" });
    if (charges.plan) postings.push(...(await translationService(ctx).charge(trx, charges.plan, now)));
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
    const { entries, replayed } = await post(trx, sender.id, key, postings, now);
    const held = !replayed && entries.length > 0;
    if (held) await trx.insertInto("send_reservations").values({ user_id: sender.id, reservation: key, client_msg_id: clientMsgId, request_hash: request, state: "held", created_at: now }).execute();
    const events = held ? [await walletEvent(trx, sender.id, now)] : [];
    return { key, entries, replayed, events, giftCoins };
  });
}

const MAX_GENERATIONS = 20;
/** The n-th reservation key of a send; the prefixes keep generations of different ids apart. */
export const reservationKeyOf = (clientMsgId: string, generation: number) => (generation === 0 ? `send:${clientMsgId}` : `resend:${generation}:${clientMsgId}`);

/** The first reservation key of this send that was not refunded. */
async function reservationKey(trx: Kysely<DB>, userId: number, clientMsgId: string): Promise<string> {
  const keys = Array.from({ length: MAX_GENERATIONS }, (_, n) => reservationKeyOf(clientMsgId, n));
  const refunded = await trx
    .selectFrom("send_reservations")
    .select("reservation")
    .where("user_id", "=", userId)
    .where("reservation", "in", keys)
    .where("state", "=", "refunded")
    .execute();
  const done = new Set(refunded.map((r) => r.reservation));
  const generation = keys.findIndex((key) => !done.has(key));
  if (generation < 0) throw new Error("send: too many refunded attempts for one clientMsgId");
  return keys[generation] as string;
}

/**
 * Moves a held reservation to "stored" (in the message's transaction) or "refunded", or only locks it
 * ("held"); false when it is not held any more, i.e. the other side won.
 */
export async function settleReservation(trx: Kysely<DB>, userId: number, reservation: string, to: "held" | "stored" | "refunded"): Promise<boolean> {
  const moved = await trx
    .updateTable("send_reservations")
    .set({ state: to })
    .where("user_id", "=", userId)
    .where("reservation", "=", reservation)
    .where("state", "=", "held")
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
}

/**
 * Gives back a reservation whose message was never stored, only while it is held: once its message is
 * stored it stays paid. (A translation is charged only once it came back, so it is never given back on
 * its own; reservations from before that may have had it given back under `release:translate:`, and
 * then it is not given back twice.)
 */
export async function releaseSend(ctx: Pick<AppContext, "database" | "clock">, userId: number, reservation: string, entries: readonly EntryRow[]): Promise<StoredEvent[]> {
  const now = ctx.clock.now();
  return ledgerTransaction(ctx.database, async (trx) => {
    // The conditional update also locks the row, so a concurrent refund waits for this one.
    if (!(await settleReservation(trx, userId, reservation, "refunded"))) return [];
    const translationBack = (await entriesOf(trx, userId, `release:translate:${reservation}`)).length > 0;
    const back: Posting[] = entries
      .filter((e) => !(translationBack && e.reason === "translate"))
      .map((e) => ({ asset: e.asset, delta: -Number(e.delta), reason: e.reason === "translate" ? "translate_release" : "admin", reference: reservation, item: `Refund: ${e.item}`, chars: Number(e.chars) }));
    if (back.length === 0) return [];
    const { replayed } = await post(trx, userId, `release:all:${reservation}`, back, now);
    return replayed ? [] : [await walletEvent(trx, userId, now)];
  });
}
