/** How the inbox words a thread's facts: its last message, the member's source and language, how long they wait. */
import { localeStore } from "@chat/i18n";
import { GIFT_CATALOGUE, type ChatMessage, type SupportFilter, type SupportThread } from "@chat/protocol";
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { emojiText } from "./emoji.js";

export const FILTER_LABEL: Record<SupportFilter, MessageDescriptor> = { open: msg`Open`, mine: msg`Mine`, unassigned: msg`Unassigned`, resolved: msg`Resolved` };

const MEMBERSHIP_LABEL: readonly MessageDescriptor[] = [msg`None`, msg`VIP`, msg`SVIP`];

/** "None", "VIP" or "SVIP". */
export const membershipText = (i18n: I18n, vipLevel: number): string => i18n._(MEMBERSHIP_LABEL[vipLevel] ?? msg`None`);

/** A one-line summary of the last message, as the member's Recent list would word it. */
export function lastMessageText(i18n: I18n, last: SupportThread["lastMessage"]): string {
  if (!last) return i18n._(msg`No messages yet.`);
  if (last.type === "img") return i18n._(msg`Picture`);
  if (last.type === "audio") return i18n._(msg`Voice message`);
  if (last.type === "custom") return i18n._(msg`Gift`);
  return last.text ? emojiText(last.text) : i18n._(msg`Message recalled`);
}

/** "Web app", or the partner site's host the member came from. */
export function sourceText(i18n: I18n, source: string): string {
  if (source === "web") return i18n._(msg`Web app`);
  try {
    return new URL(source).host;
  } catch {
    return source;
  }
}

/** A language's name in the console's language ("German"), or its code when unknown. */
export function languageName(code: string): string {
  try {
    return new Intl.DisplayNames(localeStore.get(), { type: "language" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** A length of time, rounded to minutes, hours or days, in the console's language ("12 min"). */
export function formatDuration(ms: number): string {
  const minutes = Math.max(1, Math.floor(ms / 60_000));
  const [value, unit] = minutes < 60 ? [minutes, "minute"] : minutes < 48 * 60 ? [Math.floor(minutes / 60), "hour"] : [Math.floor(minutes / 1440), "day"];
  return new Intl.NumberFormat(localeStore.get(), { style: "unit", unit, unitDisplay: "short" }).format(value);
}

/** The catalogue's gifts by name, as the panel names them in its reader's language. */
const GIFT_NAMES: Record<string, MessageDescriptor> = { rose: msg`Rose`, coffee: msg`Coffee`, heart: msg`Heart`, cake: msg`Cake`, diamond: msg`Diamond`, rocket: msg`Rocket` };

/** The gift a gift message names, with the catalogue's picture (its id when it left the catalogue). */
export function giftOf(i18n: I18n, message: ChatMessage): { icon: string; name: string; amount: number; note: string } {
  const custom = message.custom;
  const id = custom?.id ?? "";
  const gift = GIFT_CATALOGUE.find((g) => g.id === id);
  const known = GIFT_NAMES[id];
  return { icon: gift?.icon ?? "🎁", name: known ? i18n._(known) : (gift?.name ?? id), amount: custom?.amount ?? 1, note: custom?.note ?? "" };
}

/** A list row's time: the hour on the same day, else the date. */
export function formatShortTime(at: number, now: number): string {
  const sameDay = new Date(at).toDateString() === new Date(now).toDateString();
  return new Intl.DateTimeFormat(localeStore.get(), sameDay ? { timeStyle: "short" } : { dateStyle: "short" }).format(at);
}
