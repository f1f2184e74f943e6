import { localeStore } from "@chat/i18n";

/** A moment in the operator's language: date and time, to the minute. */
export function formatWhen(at: number): string {
  return new Intl.DateTimeFormat(localeStore.get(), { dateStyle: "medium", timeStyle: "short" }).format(at);
}

/** A count in the operator's language. */
export function formatNumber(n: number): string {
  return new Intl.NumberFormat(localeStore.get()).format(n);
}
