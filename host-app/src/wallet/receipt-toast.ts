/** The toast after a purchase: what was bought ("Bought: VIP for 30 days") with a "Receipt" button. */
import type { Receipt, ShopWallet, Toasts } from "@chat/client";
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { itemText } from "./purchase-words.js";

export function announcePurchase(env: { toasts: Toasts; wallet: Pick<ShopWallet, "showReceipt"> }, i18n: I18n, receipt: Receipt): void {
  const what = itemText(i18n, receipt.item);
  const text = receipt.reference?.kind === "order" ? i18n._(msg`Order placed: ${what}`) : i18n._(msg`Bought: ${what}`);
  env.toasts.notify({ kind: "success", text, action: { label: i18n._(msg`Receipt`), run: () => env.wallet.showReceipt(receipt) } });
}
