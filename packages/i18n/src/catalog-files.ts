/**
 * `@chat/i18n/catalog-files`: where each locale's panel catalog comes from (one chunk per locale),
 * without Lingui's runtime. The closed `<chat-panel>` asks for the catalog here as the panel starts
 * opening, beside the panel's own code (which activates it with `activateCatalog`, catalog.ts), so
 * the two download in parallel and the launcher carries no Lingui.
 */
import type { Messages } from "@lingui/core";
import type { Locale } from "@chat/protocol/core";

const loaders = import.meta.glob<{ messages: Messages }>("../locales/*.po");

/** Loads the locale's messages (one chunk per locale) without activating them. */
export async function loadCatalog(locale: Locale): Promise<Messages> {
  const load = loaders[`../locales/${locale}.po`];
  return load ? (await load()).messages : {};
}
