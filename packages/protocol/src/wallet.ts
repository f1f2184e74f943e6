import { z } from "zod";

/**
 * The wallet: gold coins, translation characters and free gifts (ledger, balances, packages,
 * recharge, bills). Amounts and prices always come from the server's tables; the client sends only ids.
 */

/**
 * What a ledger entry changes: gold coins, package or membership translation characters, the monthly
 * free-gift quota, or the membership's blurred-picture uses (each opens a burned moment once more).
 */
export type LedgerAsset = "gold_coin" | "translate_chars" | "vip_chars" | "free_gifts" | "blur_uses";

/** Why a ledger entry was made (`GET /api/bill/type` lists them with their labels). */
export type BillReason =
  | "recharge"
  | "translate_package"
  | "vip"
  | "translate"
  | "translate_release"
  | "message"
  | "burn_view"
  | "burn_recovery"
  | "gift"
  | "free_gifts_grant"
  | "admin"
  | "demo"
  | "mall";

/** One entry of `GET /api/bill/type`. */
export interface BillType {
  type: BillReason;
  /** English label (the panel translates by `type`). */
  name: string;
}

/**
 * What a bill record is about, as data rather than English words, so each reader's screen names it in
 * its own language. `type` means the record is named by a bill type alone (a translation, a chat
 * message, a burn-after-read photo, a demo balance…); `refund` gives back what `of` names.
 */
export type BillItemKey =
  | { kind: "type"; type: BillReason }
  | { kind: "coins"; coins: number }
  | { kind: "translation_package"; characters: number }
  | { kind: "vip"; vipLevel: 1 | 2; days: number }
  /** `giftId` of `GIFT_CATALOGUE`, or the gift's name when it left the catalogue. */
  | { kind: "gift"; giftId: string; amount: number }
  /** The good's name as the mall shows it. */
  | { kind: "mall"; name: string; quantity: number }
  /** The month of a VIP's free-gift grant, `YYYY-MM` (UTC). */
  | { kind: "free_gifts"; month: string }
  /** Support's note, as support typed it. */
  | { kind: "support"; note: string }
  | { kind: "refund"; of: BillItemKey };

/** One row of the transaction record screen (spec: item, type, account change, creation time, translated characters). */
export interface BillRecord {
  id: number;
  /** What it was about in English, e.g. "100 gold coins", "Translation", "Gift: Rose ×2". */
  item: string;
  /** `item` as data, for the reader's language; absent when the server cannot tell (show `item`). */
  itemKey?: BillItemKey;
  type: BillReason;
  asset: LedgerAsset;
  /** Signed change of the asset (coins, characters or free gifts). */
  accountChange: number;
  /** Balance of that asset right after this entry. */
  balanceAfter: number;
  /** Epoch ms. */
  createTime: number;
  /** Characters translated by this entry's translation (0 for other kinds). */
  translatedCharacters: number;
  /** The payment order (a top-up) or the mall order number (a mall order) it belongs to; null for others. */
  orderId?: string | null;
}

/** `GET /api/bill/list?page=1&pageSize=20[&type=<BillReason>][&asset=<LedgerAsset>]`, newest first. */
export interface BillPage {
  records: BillRecord[];
  total: number;
}

/** A gold-coin package (`GET /api/coin/list`): pay `price` (minor units of `currency`) for `coins`. */
export interface CoinPackage {
  id: string;
  coins: number;
  /** Minor units, e.g. cents. */
  price: number;
  currency: string;
}

/** A translation package (`GET /api/translate/list`), paid in coins. */
export interface TranslatePackage {
  id: string;
  characters: number;
  coins: number;
}

/** A membership package (`GET /api/vip/list`), paid in coins. */
export interface VipPackage {
  id: string;
  /** 1 VIP, 2 SVIP. */
  vipLevel: 1 | 2;
  days: number;
  coins: number;
  /** Translation characters included. */
  characters: number;
  /** Free gifts a month; null means unlimited. */
  freeGiftsPerMonth: number | null;
  /** Blurred-picture uses included: each reopens a burned moment picture without coins. */
  blurUses: number;
}

const packageId = z.string({ error: "badRequest" }).min(1, { error: "badRequest" }).max(64, { error: "badRequest" });
/** Optional client key making a retried purchase a no-op (8–64 characters). */
const requestId = z.string({ error: "badRequest" }).min(8, { error: "badRequest" }).max(64, { error: "badRequest" }).optional();

/**
 * Optional price the buyer saw and confirmed: gold coins for what is paid in coins, minor units of the
 * package's currency for a coin package. When the server's price differs, the purchase is refused
 * (409 `priceChanged`) and nothing is charged. Without it the server's price applies.
 */
export const expectedPriceField = z
  .number({ error: "badRequest" })
  .int({ error: "badRequest" })
  .min(0, { error: "badRequest" })
  .max(1_000_000_000, { error: "badRequest" })
  .optional();

/** `POST /api/coin/recharge`. */
export const coinRechargeRequest = z.object({
  packageId,
  payMethod: z.string({ error: "badRequest" }).min(1, { error: "badRequest" }).max(32, { error: "badRequest" }),
  requestId,
  /** The package's `price` (minor units) the payer saw. */
  expectedPrice: expectedPriceField,
});
export type CoinRechargeRequest = z.input<typeof coinRechargeRequest>;

/** `POST /api/translate/recharge` and `POST /api/vip/recharge`. */
export const packageRechargeRequest = z.object({ packageId, requestId, /** The package's `coins`. */ expectedPrice: expectedPriceField });
export type PackageRechargeRequest = z.input<typeof packageRechargeRequest>;

/** Balances after a change; the same numbers as `userAccountVo` of my-info. */
export interface WalletBalance {
  goldCoin: number;
  character: number;
  vipCharacter: number;
  freeGifts: number;
  vipLevel: 0 | 1 | 2;
  /** Epoch ms when the membership ends; null for none. */
  vipExpiresAt: number | null;
  /** Blurred-picture uses left: each reopens a burned moment (`/api/dynamic/burn-recovery`) before coins are spent. */
  blurUses?: number;
}

/**
 * `POST /api/coin/recharge` reply. `status: "completed"` means the coins are credited (test provider);
 * `"pending"` means the client must send the user to `approveUrl` (real providers, later).
 */
export interface CoinRechargeReply {
  orderId: string;
  status: "completed" | "pending";
  approveUrl: string | null;
  balance: WalletBalance;
  /** Epoch ms of the answer (the receipt's time). */
  time?: number;
}

/** `POST /api/translate/recharge`, `POST /api/vip/recharge` and `POST /api/pay/gold-coin-pay` reply. */
export interface PackageRechargeReply {
  balance: WalletBalance;
  /** The bill record of the coins paid (its `id` in `GET /api/bill/list`): the receipt's number. */
  billId?: number;
  /** Epoch ms of the purchase. */
  time?: number;
}

/** `POST /api/message/update_alert_status`: the prompt of product §6 the user dismissed. */
export const alertStatusRequest = z.object({
  alertType: z.union([z.string().max(32), z.number().int()], { error: "badRequest" }).transform(String),
});
