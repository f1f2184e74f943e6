/**
 * The words of the bill records in the reader's language: the type of a record, what it was about
 * (from the server's `itemKey`, falling back to its English `item`) and its change with the unit
 * ("−30 gold coins", "+2,000 translation characters", "+5 blurred-photo views").
 */
import type { BillItemKey, BillReason, BillRecord } from "@chat/protocol";
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { giftName } from "./gift-words.js";
import { changeText, itemText } from "./purchase-words.js";

/** The bill types' labels; the same words as the server's `BILL_TYPES`, which stay English. */
const TYPES: Record<BillReason, MessageDescriptor> = {
  recharge: msg`Gold coin top-up`,
  translate_package: msg`Translation package`,
  vip: msg`Membership`,
  translate: msg`Translation`,
  translate_release: msg`Translation refund`,
  message: msg`Chat message`,
  burn_view: msg`Burn-after-read photo`,
  burn_recovery: msg`Burned moment reopened`,
  gift: msg`Gift`,
  free_gifts_grant: msg`Monthly free gifts`,
  admin: msg`Adjustment by support`,
  demo: msg`Demo balance`,
  mall: msg`Mall order`,
};

export function billTypeText(i18n: I18n, type: BillReason): string {
  const label = TYPES[type] as MessageDescriptor | undefined;
  return label ? i18n._(label) : type;
}

/** "May 2024" from `2024-05`, in the reader's calendar words. */
function monthText(i18n: I18n, month: string): string {
  const [year, m] = month.split("-").map(Number);
  if (!year || !m) return month;
  return new Intl.DateTimeFormat(i18n.locale, { year: "numeric", month: "long", timeZone: "UTC" }).format(Date.UTC(year, m - 1, 1));
}

function keyText(i18n: I18n, key: BillItemKey): string {
  switch (key.kind) {
    case "type":
      return billTypeText(i18n, key.type);
    case "coins":
      return itemText(i18n, { kind: "coins", coins: key.coins });
    case "translation_package":
      return itemText(i18n, { kind: "translation", characters: key.characters });
    case "vip":
      return itemText(i18n, { kind: "vip", vipLevel: key.vipLevel, days: key.days });
    case "gift":
      return itemText(i18n, { kind: "good", name: giftName(i18n, key.giftId), quantity: key.amount });
    case "mall":
      return itemText(i18n, { kind: "good", name: key.name, quantity: key.quantity });
    case "free_gifts": {
      const month = monthText(i18n, key.month);
      return i18n._(msg`Free gifts for ${month}`);
    }
    case "support": {
      const note = key.note;
      return i18n._(msg`Support: ${note}`);
    }
    case "refund": {
      const what = keyText(i18n, key.of);
      return i18n._(msg`Refund: ${what}`);
    }
  }
}

/** What a record was about, in the reader's words; the server's English when it sent no key. */
export function billItemText(i18n: I18n, record: Pick<BillRecord, "item" | "itemKey">): string {
  return record.itemKey ? keyText(i18n, record.itemKey) : record.item;
}

/** The record's change with its unit: "−30 gold coins", "+2,000 translation characters". */
export function billChangeText(i18n: I18n, record: Pick<BillRecord, "asset" | "accountChange">): string {
  return changeText(i18n, record.asset, record.accountChange);
}
