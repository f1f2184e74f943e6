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

/** One row of the transaction record screen (spec: item, type, account change, creation time, translated characters). */
export interface BillRecord {
  id: number;
  /** What it was about, e.g. "100 gold coins", "Translation", "Gift: rose ×2". */
  item: string;
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

/** `POST /api/coin/recharge`. */
export const coinRechargeRequest = z.object({
  packageId,
  payMethod: z.string({ error: "badRequest" }).min(1, { error: "badRequest" }).max(32, { error: "badRequest" }),
  requestId,
});
export type CoinRechargeRequest = z.input<typeof coinRechargeRequest>;

/** `POST /api/translate/recharge` and `POST /api/vip/recharge`. */
export const packageRechargeRequest = z.object({ packageId, requestId });
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
}

/** `POST /api/translate/recharge` and `POST /api/vip/recharge` reply. */
export interface PackageRechargeReply {
  balance: WalletBalance;
}

/** `POST /api/message/update_alert_status`: the prompt of spec §6 the user dismissed. */
export const alertStatusRequest = z.object({
  alertType: z.union([z.string().max(32), z.number().int()], { error: "badRequest" }).transform(String),
});
