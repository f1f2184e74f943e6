/**
 * Buying: coins for money (a payment order completed once, however often the provider or the client
 * repeats it), translation packages and memberships for coins.
 */
import { CODE } from "@chat/protocol";
import type { TranslatePackage, VipPackage } from "@chat/protocol";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import type { DB } from "../../db/schema.js";
import type { StoredEvent } from "../../realtime/events.js";
import { walletEvent } from "./charge.js";
import { effectiveVipLevel, entriesOf, ledgerTransaction, lockedBalances, post, type EntryRow } from "./ledger.js";
import { claimEarlyRefunds, REFUNDED, refundOrder } from "./refunds.js";
import { AppError } from "../../http/envelope.js";

const DAY_MS = 86_400_000;

/**
 * Marks a payment order completed and credits its coins, once: the update is conditional on
 * `completed_at is null` and the ledger key is the order id, both in one transaction, so captures and
 * webhooks in any order and number credit one time. The capture id (PayPal) is kept for refunds.
 * An order a full refund reached first (refunds.ts) is not completed and credits nothing; only the
 * time its money was captured is kept. Answers the events to publish (none when nothing was credited).
 */
export async function completeOrder(database: Database, orderId: string, now: number, captureId?: string): Promise<StoredEvent[]> {
  return ledgerTransaction(database, async (trx) => {
    const order = await trx.selectFrom("payment_orders").selectAll().where("id", "=", orderId).executeTakeFirst();
    if (!order) return [];
    if (captureId) {
      await trx.insertInto("payment_events").values({ provider: order.provider, event_id: `capture:${captureId}`, order_id: order.id, kind: "captured", amount: order.amount, currency: order.currency, detail: captureId, created_at: now }).onConflict((oc) => oc.columns(["provider", "event_id"]).doNothing()).execute();
      const refunded = await claimEarlyRefunds(trx, order, captureId);
      if (refunded) {
        const { events } = await refundOrder(trx, database.dialect, order, refunded, now);
        await trx.updateTable("payment_orders").set({ completed_at: now }).where("id", "=", orderId).where("completed_at", "is", null).execute();
        return events;
      }
    }
    const updated = await trx.updateTable("payment_orders").set({ status: "completed", completed_at: now }).where("id", "=", orderId).where("completed_at", "is", null).where("status", "not in", REFUNDED).executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) {
      await trx.updateTable("payment_orders").set({ completed_at: now }).where("id", "=", orderId).where("completed_at", "is", null).execute();
      return [];
    }
    const { replayed } = await post(trx, order.user_id, `order:${order.id}`, [{ asset: "gold_coin", delta: order.coins, reason: "recharge", reference: order.id, item: `${order.coins} gold coins` }], now);
    return replayed ? [] : [await walletEvent(trx, order.user_id, now)];
  });
}

/**
 * A request id already spent on another package is refused (409 idempotencyKeyReused) rather than
 * answered as if this purchase had been made; the same package again is the first purchase's replay.
 */
async function refuseReusedKey(trx: Kysely<DB>, userId: number, key: string, reference: string): Promise<void> {
  const earlier = await entriesOf(trx, userId, key);
  if (earlier.some((e) => e.reference !== reference)) throw new AppError(CODE.conflict, "idempotencyKeyReused", 409);
}

/** A purchase with coins: the events to publish and the ledger entry of the coins paid (the receipt's record). */
export interface CoinPurchase {
  events: StoredEvent[];
  bill: EntryRow | undefined;
}

const coinEntry = (entries: readonly EntryRow[]) => entries.find((e) => e.asset === "gold_coin");

/** Spends coins on a translation package (throws InsufficientBalance). */
export async function buyTranslatePackage(trx: Kysely<DB>, userId: number, pkg: TranslatePackage, key: string, now: number): Promise<CoinPurchase> {
  await refuseReusedKey(trx, userId, `tpkg:${key}`, pkg.id);
  const { replayed, entries } = await post(trx, userId, `tpkg:${key}`, [
    { asset: "gold_coin", delta: -pkg.coins, reason: "translate_package", reference: pkg.id, item: `Translation package: ${pkg.characters} characters` },
    { asset: "translate_chars", delta: pkg.characters, reason: "translate_package", reference: pkg.id, item: `Translation package: ${pkg.characters} characters` },
  ], now);
  return { events: replayed ? [] : [await walletEvent(trx, userId, now)], bill: coinEntry(entries) };
}

/**
 * Spends coins on a membership. The same level extends the current term; another level starts a new
 * term now. Membership characters and blurred-picture uses are credited; free gifts are granted when
 * the user next gives one.
 */
export async function buyVip(trx: Kysely<DB>, dialect: Database["dialect"], userId: number, pkg: VipPackage, key: string, now: number): Promise<CoinPurchase> {
  await refuseReusedKey(trx, userId, `vip:${key}`, pkg.id);
  const current = await lockedBalances(trx, dialect, userId);
  const item = `${pkg.vipLevel === 2 ? "SVIP" : "VIP"} ${pkg.days} days`;
  const { replayed, entries } = await post(trx, userId, `vip:${key}`, [
    { asset: "gold_coin", delta: -pkg.coins, reason: "vip", reference: pkg.id, item },
    { asset: "vip_chars", delta: pkg.characters, reason: "vip", reference: pkg.id, item },
    ...(pkg.blurUses > 0 ? [{ asset: "blur_uses" as const, delta: pkg.blurUses, reason: "vip" as const, reference: pkg.id, item }] : []),
  ], now);
  const bill = coinEntry(entries);
  if (replayed) return { events: [], bill };
  const sameLevel = effectiveVipLevel(current, now) === pkg.vipLevel && current.vip_expires_at !== null;
  const start = sameLevel ? Math.max(now, Number(current.vip_expires_at)) : now;
  // A level change re-opens this month's free-gift grant for the new level.
  await trx.updateTable("users").set({ vip_level: pkg.vipLevel, vip_expires_at: start + pkg.days * DAY_MS, ...(sameLevel ? {} : { free_gifts_month: "" }) }).where("id", "=", userId).execute();
  return { events: [await walletEvent(trx, userId, now)], bill };
}
