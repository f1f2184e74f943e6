/**
 * The web app's locale: its own catalog (`app-locales/<locale>.po`, the host app's pages) on top of
 * the panel's. Only the host app imports this, so the chat panel never downloads these words.
 */
import { i18n, type Messages } from "@lingui/core";
import type { Locale } from "@chat/protocol";
import { activateLocale } from "./locale.js";

const appLoaders = import.meta.glob<{ messages: Messages }>("../app-locales/*.po");

/** Loads the app's catalog for the locale, then activates it with the panel's (`activateLocale`). */
export async function activateAppLocale(locale: Locale, storage?: Pick<Storage, "setItem">): Promise<void> {
  const load = appLoaders[`../app-locales/${locale}.po`];
  const { messages } = load ? await load() : { messages: {} };
  // `load` merges: the panel's catalog, loaded next, adds its messages beside these.
  i18n.load(locale, messages);
  await activateLocale(locale, storage);
}
