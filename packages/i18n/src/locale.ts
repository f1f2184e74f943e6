import { i18n, type Messages } from "@lingui/core";
import type { Locale } from "@chat/protocol";
import { loadCatalog, applyCatalog } from "./catalog.js";
import { applyDateLocale, loadDateLocale } from "./dates.js";

export { initialLocale, localeStore, LOCALE_STORAGE_KEY } from "./catalog.js";

/** Counts the calls of `activateLocale`, so that only the latest one applies its locale. */
let latestRequest = 0;

/**
 * Loads only the chosen locale's catalog and date data (and `more` messages, the web app's), activates
 * them and remembers the choice. The locale asked for last wins, whichever loads first: a language
 * picked in the selector just after login stays, though the account's, asked for at login, loads later.
 * Resolves to false when a later call took its place.
 */
export async function activateLocale(locale: Locale, storage?: Pick<Storage, "setItem">, more?: Promise<Messages>): Promise<boolean> {
  const request = ++latestRequest;
  const [messages, , extra] = await Promise.all([loadCatalog(locale), loadDateLocale(locale), more]);
  if (request !== latestRequest) return false;
  // `load` merges: the panel's catalog, loaded next, adds its messages beside these.
  if (extra) i18n.load(locale, extra);
  applyDateLocale(locale);
  applyCatalog(locale, messages, storage);
  return true;
}
