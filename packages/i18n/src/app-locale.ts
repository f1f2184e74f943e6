/**
 * The web app's locale: its own catalog (`app-locales/<locale>.po`, the host app's pages) on top of
 * the panel's. Only the host app imports this, so the chat panel never downloads these words.
 */
import type { Messages } from "@lingui/core";
import type { Locale } from "@chat/protocol";
import { activateLocale } from "./locale.js";

const appLoaders = import.meta.glob<{ messages: Messages }>("../app-locales/*.po");

/**
 * Loads the app's catalog for the locale and activates it with the panel's (`activateLocale`: the
 * locale asked for last wins). Resolves to false when a later call took its place.
 */
export function activateAppLocale(locale: Locale, storage?: Pick<Storage, "setItem">): Promise<boolean> {
  const load = appLoaders[`../app-locales/${locale}.po`];
  const app = load ? load().then((module) => module.messages) : Promise.resolve<Messages>({});
  return activateLocale(locale, storage, app);
}
