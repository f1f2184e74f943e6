/**
 * Receipts: what a purchase or a bill record says afterwards — what, when, the price, the balance
 * after and the payment, order or record number — built from the server's answers only. The UI names
 * the item in the reader's words; nothing here is translated.
 */
import type {
  BillReason,
  BillRecord,
  CoinPackage,
  CoinRechargeReply,
  LedgerAsset,
  MallOrder,
  PackageRechargeReply,
  PayResultReply,
  TranslatePackage,
  VipPackage,
  WalletBalance,
} from "@chat/protocol";

/** What was bought (or, for a bill record, the server's item and type). */
export type ReceiptItem =
  | { kind: "vip"; vipLevel: 1 | 2; days: number }
  | { kind: "translation"; characters: number }
  | { kind: "coins"; coins: number }
  | { kind: "good"; name: string; quantity: number }
  | { kind: "bill"; item: string; type: BillReason };

/** Gold coins, or money in minor units of `currency` (a coin package). */
export type ReceiptPrice = { coins: number } | { amount: number; currency: string };

export interface Receipt {
  item: ReceiptItem;
  /** Epoch ms. */
  time: number;
  /** What it cost; null when the record does not say (a top-up's bill row knows its coins, not its money). */
  price: ReceiptPrice | null;
  /** The balance the record changed, by how much, and what it was after. */
  asset: LedgerAsset;
  change: number;
  balanceAfter: number;
  /** A top-up's payment id, a mall order's number or the bill record's number. */
  reference: { kind: "payment" | "order" | "record"; id: string } | null;
}

/** Something about to be bought: what the confirmation names, and what it costs. */
export interface PurchaseOffer {
  item: ReceiptItem;
  price: ReceiptPrice;
}

export const vipOffer = (pkg: VipPackage): PurchaseOffer => ({ item: { kind: "vip", vipLevel: pkg.vipLevel, days: pkg.days }, price: { coins: pkg.coins } });
export const translationOffer = (pkg: TranslatePackage): PurchaseOffer => ({ item: { kind: "translation", characters: pkg.characters }, price: { coins: pkg.coins } });
export const coinOffer = (pkg: CoinPackage): PurchaseOffer => ({ item: { kind: "coins", coins: pkg.coins }, price: { amount: pkg.price, currency: pkg.currency } });
export const goodOffer = (name: string, quantity: number, total: number): PurchaseOffer => ({ item: { kind: "good", name, quantity }, price: { coins: total } });

/**
 * The gold coins left after `offer`, from the balance shown (`coins`): fewer for a purchase with
 * coins, more for a coin package. Null while the balance is unknown.
 */
export function coinsAfter(offer: PurchaseOffer, coins: number | null | undefined): number | null {
  if (coins === null || coins === undefined) return null;
  return "coins" in offer.price ? coins - offer.price.coins : offer.item.kind === "coins" ? coins + offer.item.coins : coins;
}

/** After a translation pack or a membership bought with coins. */
export function packageReceipt(offer: PurchaseOffer, reply: PackageRechargeReply, now: number): Receipt {
  const coins = "coins" in offer.price ? offer.price.coins : 0;
  return {
    item: offer.item,
    time: reply.time ?? now,
    price: offer.price,
    asset: "gold_coin",
    change: -coins,
    balanceAfter: reply.balance.goldCoin,
    reference: reply.billId === undefined ? null : { kind: "record", id: String(reply.billId) },
  };
}

/** After a completed coin package (the test provider answers at once). */
export function coinReceipt(pkg: CoinPackage, reply: CoinRechargeReply, now: number): Receipt {
  const offer = coinOffer(pkg);
  return { item: offer.item, time: reply.time ?? now, price: offer.price, asset: "gold_coin", change: pkg.coins, balanceAfter: reply.balance.goldCoin, reference: { kind: "payment", id: reply.orderId } };
}

/** After the payer came back from the provider and the payment completed; null when the server did not say what it bought. */
export function paymentReceipt(reply: PayResultReply, now: number): Receipt | null {
  if (reply.status !== "completed" || reply.coins === undefined || reply.amount === undefined || !reply.currency) return null;
  return {
    item: { kind: "coins", coins: reply.coins },
    time: reply.completedAt ?? now,
    price: { amount: reply.amount, currency: reply.currency },
    asset: "gold_coin",
    change: reply.coins,
    balanceAfter: reply.balance.goldCoin,
    reference: { kind: "payment", id: reply.orderId },
  };
}

/** After a mall order. */
export function orderReceipt(order: MallOrder, balance: WalletBalance): Receipt {
  return {
    item: { kind: "good", name: order.goodName, quantity: order.quantity },
    time: order.orderTime,
    price: { coins: order.coins },
    asset: "gold_coin",
    change: -order.coins,
    balanceAfter: balance.goldCoin,
    reference: { kind: "order", id: String(order.id) },
  };
}

/**
 * A bill record's receipt: coins spent are its price; other changes say only what changed. `name` is
 * the item in the reader's words (the screen names it from `itemKey`); without it, the server's item.
 */
export function billReceipt(record: BillRecord, name: string = record.item): Receipt {
  const spent = record.asset === "gold_coin" && record.accountChange < 0;
  const reference: Receipt["reference"] = record.orderId
    ? { kind: record.type === "mall" ? "order" : "payment", id: record.orderId }
    : { kind: "record", id: String(record.id) };
  return {
    item: { kind: "bill", item: name, type: record.type },
    time: record.createTime,
    price: spent ? { coins: -record.accountChange } : null,
    asset: record.asset,
    change: record.accountChange,
    balanceAfter: record.balanceAfter,
    reference,
  };
}
