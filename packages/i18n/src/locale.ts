import type { Locale } from "@chat/protocol";
import { applyCatalog, chooseLocale, isLatestChoice, loadCatalog } from "./catalog.js";
import { loadDateLocale, applyDateLocale } from "./dates.js";

export { initialLocale, localeStore, LOCALE_STORAGE_KEY } from "./catalog.js";

/**
 * Loads only the chosen locale's catalog and date data, activates them and remembers the choice,
 * unless another locale was chosen while they loaded (the later choice wins, whichever loads first).
 */
export async function activateLocale(locale: Locale, storage?: Pick<Storage, "setItem">): Promise<void> {
  chooseLocale(locale);
  const [messages] = await Promise.all([loadCatalog(locale), loadDateLocale(locale)]);
  if (!isLatestChoice(locale)) return;
  applyDateLocale(locale);
  applyCatalog(locale, messages, storage);
}
