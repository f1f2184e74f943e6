import { dirOf, localeStore } from "@chat/i18n";

/** Keeps `<html lang dir>` on the active locale, so Arabic lays the whole page out right to left. */
export function syncDocumentLocale(doc: Document): () => void {
  return localeStore.subscribe((locale) => {
    doc.documentElement.lang = locale;
    doc.documentElement.dir = dirOf(locale);
  });
}
