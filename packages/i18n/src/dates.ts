/**
 * Spec §9 date forms through dayjs, with the UI locale's dayjs data loaded on demand (one small chunk
 * per language, like the catalogs), so relative times and any month or weekday names follow the UI.
 * Inputs are ISO strings, epoch milliseconds or Dates.
 */
// The ES-module build of dayjs: its locale chunks then need no CommonJS interop code of the bundler.
import dayjs from "dayjs/esm/index.js";
import relativeTime from "dayjs/esm/plugin/relativeTime/index.js";
import type { Locale } from "@chat/protocol";

export { formatChatTime } from "./chat-time.js";

dayjs.extend(relativeTime);

type DateInput = string | number | Date;

/** dayjs' name of each UI locale; English is built in. */
const DAYJS_LOCALES: Record<Exclude<Locale, "en">, () => Promise<unknown>> = {
  "zh-CN": () => import("dayjs/esm/locale/zh-cn.js"),
  "zh-TW": () => import("dayjs/esm/locale/zh-tw.js"),
  de: () => import("dayjs/esm/locale/de.js"),
  ru: () => import("dayjs/esm/locale/ru.js"),
  ko: () => import("dayjs/esm/locale/ko.js"),
  ja: () => import("dayjs/esm/locale/ja.js"),
  es: () => import("dayjs/esm/locale/es.js"),
  fi: () => import("dayjs/esm/locale/fi.js"),
  sk: () => import("dayjs/esm/locale/sk.js"),
  hu: () => import("dayjs/esm/locale/hu.js"),
  ar: () => import("dayjs/esm/locale/ar.js"),
  pl: () => import("dayjs/esm/locale/pl.js"),
  el: () => import("dayjs/esm/locale/el.js"),
  da: () => import("dayjs/esm/locale/da.js"),
  nb: () => import("dayjs/esm/locale/nb.js"),
  sv: () => import("dayjs/esm/locale/sv.js"),
};

/** dayjs' code of a UI locale ("zh-CN" → "zh-cn"). */
export function dayjsLocaleOf(locale: Locale): string {
  return locale.toLowerCase();
}

/** Loads the locale's dayjs data (once), without making it the default yet. */
export async function loadDateLocale(locale: Locale): Promise<void> {
  if (locale !== "en") await DAYJS_LOCALES[locale]();
}

/** Makes the locale, loaded by `loadDateLocale`, the default for every date formatted afterwards. */
export function applyDateLocale(locale: Locale): void {
  dayjs.locale(dayjsLocaleOf(locale));
}

/** Loads the locale's dayjs data and makes it the default for every date formatted afterwards. */
export async function activateDateLocale(locale: Locale): Promise<void> {
  await loadDateLocale(locale);
  applyDateLocale(locale);
}

export function formatDate(value: DateInput): string {
  return dayjs(value).format("YYYY-MM-DD");
}
export function formatDateTime(value: DateInput): string {
  return dayjs(value).format("YYYY-MM-DD HH:mm:ss");
}
/** "3 minutes ago" / "vor 3 Minuten" in the active locale, relative to `now`. */
export function formatRelative(value: DateInput, now: DateInput = Date.now()): string {
  return dayjs(value).from(dayjs(now));
}
