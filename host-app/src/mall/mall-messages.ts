/** The browser's wording of the order form's validation keys (the same rules the server applies). */
import type { MessageKey } from "@chat/protocol";
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

const ORDER_ERRORS: Partial<Record<MessageKey, MessageDescriptor>> = {
  mallQuantityInvalid: msg`The quantity must be a whole number from 1 to 99.`,
  mallConsigneeRequired: msg`Please enter the consignee.`,
  mallConsigneeInvalid: msg`The consignee can have at most 64 characters and no control characters.`,
  mallPhoneRequired: msg`Please enter a phone number.`,
  mallPhoneInvalid: msg`Please enter a valid phone number.`,
  mallAddressRequired: msg`Please enter the address.`,
  mallAddressInvalid: msg`The address can have at most 300 characters and no control characters.`,
  mallMessageInvalid: msg`The message can have at most 200 characters and no control characters.`,
  mallRecipientRequired: msg`Please choose who receives the gift.`,
};

const FALLBACK = msg`Please check this field.`;

export function orderErrorText(i18n: I18n, key: MessageKey): string {
  return i18n._(ORDER_ERRORS[key] ?? FALLBACK);
}

/** "2026-11-24 05:03:00" (product §9: dates as YYYY-MM-DD HH:mm:ss). */
export function orderTime(ms: number): string {
  const d = new Date(ms);
  const p = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
}
