import { RTL_LOCALES, type Locale } from "@chat/protocol";

/** Text direction of a UI locale: Arabic lays the app out right to left. */
export function dirOf(locale: Locale): "rtl" | "ltr" {
  return RTL_LOCALES.includes(locale) ? "rtl" : "ltr";
}
