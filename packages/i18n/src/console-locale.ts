/**
 * The operator console's locale: its own catalog (`console-locales/<locale>.po`, host-app/src/console)
 * and the date formats, without the panel's or the web app's words. Only the console's page
 * (`/admin`) imports this, so neither the web app nor the chat panel ever downloads the console's words.
 */
import { i18n, type Messages } from "@lingui/core";
import type { Locale } from "@chat/protocol";
import { activateDateLocale } from "./dates.js";
import { LOCALE_STORAGE_KEY, localeStore } from "./locale.js";

const consoleLoaders = import.meta.glob<{ messages: Messages }>("../console-locales/*.po");

/** Loads the console's catalog and date data for the locale, activates them and remembers the choice. */
export async function activateConsoleLocale(locale: Locale, storage?: Pick<Storage, "setItem">): Promise<void> {
  const load = consoleLoaders[`../console-locales/${locale}.po`];
  const [{ messages }] = await Promise.all([load ? load() : { messages: {} }, activateDateLocale(locale)]);
  // `load` merges, so a story that shows the console beside the app's pages keeps the app's words too.
  i18n.load(locale, messages);
  i18n.activate(locale);
  localeStore.set(locale);
  storage?.setItem(LOCALE_STORAGE_KEY, locale);
}
