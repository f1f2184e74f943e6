/**
 * The panel's catalog of a locale, asked for beside the web app's own at start. `activateAppLocale`
 * (@chat/i18n/app) loads the app's catalog and then the panel's, one after the other: two round trips
 * before the first render. These are the same modules (packages/i18n/locales/*.po) in the same chunks,
 * so when `activateLocale` imports its catalog the browser has it or is already fetching it.
 */
import type { Locale } from "@chat/protocol";

const panelCatalogs = import.meta.glob("../../../packages/i18n/locales/*.po");

export function preloadPanelCatalog(locale: Locale): void {
  void panelCatalogs[`../../../packages/i18n/locales/${locale}.po`]?.().catch(() => undefined);
}
