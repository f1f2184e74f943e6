/**
 * The web app's wallet: the balances, lists and bills of `createWallet`, plus the receipt on screen
 * (from a purchase's toast or a bill record). It is built with the app's first page, so it carries no
 * buying and no receipt builders: those are `createPurchases` (purchases.ts) and receipts.ts, which
 * only the pages that buy or list bills load.
 */
import { atom, type ReadableAtom } from "nanostores";
import type { Receipt } from "./receipts.js";
import { createWallet, type Wallet, type WalletOptions } from "./wallet.js";

export interface ReceiptOnScreen {
  /** The receipt on screen, else null. */
  $receipt: ReadableAtom<Receipt | null>;
  showReceipt(receipt: Receipt): void;
  closeReceipt(): void;
}

export type ShopWallet = Wallet & ReceiptOnScreen;

export function createShopWallet(options: WalletOptions): ShopWallet {
  const wallet = createWallet(options);
  const $receipt = atom<Receipt | null>(null);
  const reset = wallet.reset;
  return Object.assign(wallet, {
    $receipt,
    showReceipt: (receipt: Receipt) => $receipt.set(receipt),
    closeReceipt: () => $receipt.set(null),
    // Logging out closes the receipt with the balances.
    reset() {
      reset();
      $receipt.set(null);
    },
  });
}
