import { i18n, type Messages } from "@lingui/core";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@chat/protocol";
import { atom } from "nanostores";
import { activateDateLocale } from "./dates.js";

/** Storage key of the chosen UI language (spec §3: `chatLanguage`). */
export const LOCALE_STORAGE_KEY = "chatLanguage";

/** The active UI locale; components and the API client follow it. */
export const localeStore = atom<Locale>(DEFAULT_LOCALE);

const loaders = import.meta.glob<{ messages: Messages }>("../locales/*.po");

/** The stored preference, otherwise English (spec §1). */
export function initialLocale(storage: Pick<Storage, "getItem"> | undefined): Locale {
  const stored = storage?.getItem(LOCALE_STORAGE_KEY);
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

/** Loads only the chosen locale's catalog and date data, activates them and remembers the choice. */
export async function activateLocale(locale: Locale, storage?: Pick<Storage, "setItem">): Promise<void> {
  const load = loaders[`../locales/${locale}.po`];
  const [{ messages }] = await Promise.all([load ? load() : { messages: {} }, activateDateLocale(locale)]);
  // `load` merges: the web app's catalog, loaded just before for the same locale (`activateAppLocale`),
  // stays beside the panel's (`loadAndActivate` would replace it, leaving the app's words as ids).
  i18n.load(locale, messages);
  i18n.activate(locale);
  localeStore.set(locale);
  storage?.setItem(LOCALE_STORAGE_KEY, locale);
}
