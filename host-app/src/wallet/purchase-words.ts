/**
 * The words of money in the reader's language: what a purchase is ("VIP for 30 days", "10,000
 * translation characters"), prices in gold coins or money, and amounts with their unit. Numbers are
 * formatted for the locale, plurals by Lingui's rules.
 */
import type { ReceiptItem, ReceiptPrice } from "@chat/client";
import type { LedgerAsset } from "@chat/protocol";
import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { numberText } from "../i18n/number-text.js";

/**
 * Minor units to a localized price ("$4.99"). A currency written with letters ("US$" in Arabic) is
 * isolated left to right, or a right-to-left line shows it as "$US".
 */
export function formatPrice(minor: number, currency: string, locale: string): string {
  try {
    const parts = new Intl.NumberFormat(locale, { style: "currency", currency }).formatToParts(minor / 100);
    return parts.map((part) => (part.type === "currency" && /[A-Za-z]/.test(part.value) ? `\u2066${part.value}\u2069` : part.value)).join("");
  } catch {
    return `${(minor / 100).toFixed(2)} ${currency}`;
  }
}

/** "30 gold coins", "1 gold coin". */
export function goldCoinsText(i18n: I18n, total: number): string {
  return i18n._(msg`${plural(total, { one: "# gold coin", other: "# gold coins" })}`);
}

/** A Buy button's accessible name: "Buy 10 gold coins for $10.00", "Buy VIP for 30 days for 30 gold coins". */
export function buyLabel(i18n: I18n, what: string, price: string): string {
  return i18n._(msg`Buy ${what} for ${price}`);
}

/** What was bought, as the toast, the confirmation and the receipt name it. */
export function itemText(i18n: I18n, item: ReceiptItem): string {
  switch (item.kind) {
    case "vip": {
      const days = item.days;
      return item.vipLevel === 2
        ? i18n._(msg`SVIP for ${plural(days, { one: "# day", other: "# days" })}`)
        : i18n._(msg`VIP for ${plural(days, { one: "# day", other: "# days" })}`);
    }
    case "translation":
      return amountText(i18n, "translate_chars", item.characters);
    case "coins":
      return goldCoinsText(i18n, item.coins);
    case "good":
      return item.quantity > 1 ? `${item.name} × ${numberText(i18n.locale, item.quantity)}` : item.name;
    case "bill":
      return item.item;
  }
}

/** A price: gold coins, or money ("$4.99"). */
export function priceText(i18n: I18n, price: ReceiptPrice): string {
  return "coins" in price ? goldCoinsText(i18n, price.coins) : formatPrice(price.amount, price.currency, i18n.locale);
}

/** An amount of one balance with its unit: "2,000 translation characters", "5 blurred-photo views". */
export function amountText(i18n: I18n, asset: LedgerAsset, count: number): string {
  switch (asset) {
    case "gold_coin":
      return goldCoinsText(i18n, count);
    case "translate_chars":
    case "vip_chars":
      return i18n._(msg`${plural(count, { one: "# translation character", other: "# translation characters" })}`);
    case "free_gifts":
      return i18n._(msg`${plural(count, { one: "# free gift", other: "# free gifts" })}`);
    case "blur_uses":
      return i18n._(msg`${plural(count, { one: "# blurred-photo view", other: "# blurred-photo views" })}`);
  }
}

/** A signed change: "+100 gold coins", "−30 gold coins". */
export function changeText(i18n: I18n, asset: LedgerAsset, delta: number): string {
  const sign = delta > 0 ? "+" : delta < 0 ? "−" : "";
  return `${sign}${amountText(i18n, asset, Math.abs(delta))}`;
}
