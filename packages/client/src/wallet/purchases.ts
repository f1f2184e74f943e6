/**
 * Buying, as the web app does it: coin packages for money, translation packs and memberships for
 * coins, each at the price the user confirmed (`expectedPrice`: a price changed meanwhile is refused,
 * 409, and the list loads today's prices), each answering its receipt. Only the pages that buy load
 * it; the wallet it updates (`createWallet`, which the chat panel also carries and which never buys)
 * is given.
 */
import { CODE } from "@chat/protocol";
import type { CoinPackage, CoinRechargeReply, PackageRechargeReply, TranslatePackage, VipPackage } from "@chat/protocol";
import type { ApiClient } from "../api/api-client.js";
import { errorCode } from "../api/api-error.js";
import { coinReceipt, packageReceipt, translationOffer, vipOffer, type Receipt } from "./receipts.js";
import type { Wallet } from "./wallet.js";

export interface Purchases {
  /**
   * Buys gold coins with a payment method at the package's price; a pending payment answers with the
   * provider's approveUrl, a completed one with its receipt.
   */
  buyCoins(pkg: CoinPackage, payMethod: string): Promise<{ reply: CoinRechargeReply; receipt: Receipt | null }>;
  /** Buys a translation package with gold coins at its price; answers the receipt. */
  buyTranslation(pkg: TranslatePackage): Promise<Receipt>;
  /** Buys a VIP or SVIP membership with gold coins at its price; answers the receipt. */
  buyVip(pkg: VipPackage): Promise<Receipt>;
}

export interface PurchasesOptions {
  api: ApiClient;
  /** Takes each purchase's balances; its package lists load again when a price changed. */
  wallet: Pick<Wallet, "afterPurchase" | "loadCoinPackages" | "loadTranslationPackages" | "loadVipPackages">;
  /** A fresh key per purchase attempt, so a retried request is charged once (server idempotency). */
  newRequestId?: () => string;
  /** The clock of a receipt an older server answers without a time. */
  now?: () => number;
}

const randomRequestId = () => globalThis.crypto.randomUUID().replace(/-/g, "");

export function createPurchases(options: PurchasesOptions): Purchases {
  const { api, wallet } = options;
  const newRequestId = options.newRequestId ?? randomRequestId;
  const now = options.now ?? Date.now;

  /** Posts a purchase; a conflict (the price changed meanwhile) reloads the list it was chosen from. */
  const buy = async <T extends { balance: PackageRechargeReply["balance"] }>(path: string, body: object, reload: (fresh: boolean) => Promise<void>): Promise<T> => {
    try {
      const reply = await api.post<T>(path, { ...body, requestId: newRequestId() });
      wallet.afterPurchase(reply.balance);
      return reply;
    } catch (error) {
      if (errorCode(error) === CODE.conflict) void reload(true);
      throw error;
    }
  };

  return {
    async buyCoins(pkg, payMethod) {
      const reply = await buy<CoinRechargeReply>("coin/recharge", { packageId: pkg.id, payMethod, expectedPrice: pkg.price }, wallet.loadCoinPackages);
      return { reply, receipt: reply.status === "completed" ? coinReceipt(pkg, reply, now()) : null };
    },
    async buyTranslation(pkg) {
      const reply = await buy<PackageRechargeReply>("translate/recharge", { packageId: pkg.id, expectedPrice: pkg.coins }, wallet.loadTranslationPackages);
      return packageReceipt(translationOffer(pkg), reply, now());
    },
    async buyVip(pkg) {
      const reply = await buy<PackageRechargeReply>("vip/recharge", { packageId: pkg.id, expectedPrice: pkg.coins }, wallet.loadVipPackages);
      return packageReceipt(vipOffer(pkg), reply, now());
    },
  };
}
