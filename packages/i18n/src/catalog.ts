/**
 * `@chat/i18n/catalog`: the UI locale's message catalog alone, without the date formats (dayjs and
 * its locale data). The open `<chat-panel>` (its times are digits) loads only this, and its closed
 * launcher not even this (launcher-words.ts); `activateLocale` (locale.ts) adds the date formats for
 * the screens that show dates.
 */
import { i18n, type Messages } from "@lingui/core";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@chat/protocol/core";
import { atom } from "nanostores";
import { loadCatalog } from "./catalog-files.js";

export { i18n } from "@lingui/core";
export { dirOf } from "./direction.js";

/** Storage key of the chosen UI language (product §3: `chatLanguage`). */
export const LOCALE_STORAGE_KEY = "chatLanguage";

/** The active UI locale; components and the API client follow it. */
export const localeStore = atom<Locale>(DEFAULT_LOCALE);

/** The stored preference, otherwise English (product §1). */
export function initialLocale(storage: Pick<Storage, "getItem"> | undefined): Locale {
  const stored = storage?.getItem(LOCALE_STORAGE_KEY);
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

export { loadCatalog } from "./catalog-files.js";

/** Activates messages of the locale already loaded, and remembers the choice. */
export function applyCatalog(locale: Locale, messages: Messages, storage?: Pick<Storage, "setItem">): void {
  // `load` merges: the web app's catalog, loaded just before for the same locale (`activateAppLocale`),
  // stays beside the panel's (`loadAndActivate` would replace it, leaving the app's words as ids).
  i18n.load(locale, messages);
  i18n.activate(locale);
  localeStore.set(locale);
  storage?.setItem(LOCALE_STORAGE_KEY, locale);
}

/** Loads only the chosen locale's catalog (no date formats), activates it and remembers the choice. */
export async function activateCatalog(locale: Locale, storage?: Pick<Storage, "setItem">): Promise<void> {
  applyCatalog(locale, await loadCatalog(locale), storage);
}
