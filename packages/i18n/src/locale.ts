import type { Locale } from "@chat/protocol";
import { loadCatalog, applyCatalog } from "./catalog.js";
import { activateDateLocale } from "./dates.js";

export { initialLocale, localeStore, LOCALE_STORAGE_KEY } from "./catalog.js";

/** Loads only the chosen locale's catalog and date data, activates them and remembers the choice. */
export async function activateLocale(locale: Locale, storage?: Pick<Storage, "setItem">): Promise<void> {
  const [messages] = await Promise.all([loadCatalog(locale), activateDateLocale(locale)]);
  applyCatalog(locale, messages, storage);
}
