/**
 * A language's name in the reader's language ("Spanish" for "es" in English, "Spanisch" in German),
 * from the browser's own list so no catalog carries them; the native name where the browser has none.
 */
import { LOCALES } from "@chat/protocol";

export function languageName(code: string, uiLocale: string): string {
  try {
    const name = new Intl.DisplayNames([uiLocale], { type: "language" }).of(code);
    if (name && name !== code) return name;
  } catch {
    // An old browser or an unknown code: fall through to the native name.
  }
  return LOCALES.find((l) => l.code === code)?.language ?? code;
}
