/**
 * The one place where the server turns a message key into text: the key's English source text
 * (`SERVER_MESSAGES`) is looked up in the locale's server catalog (packages/i18n/server/*.po), with
 * ICU placeholders and CLDR plurals filled from `vars`. An untranslated text falls back to English.
 */
import { createServerTranslator } from "@chat/i18n/server";
import { SERVER_MESSAGES } from "@chat/protocol";
import type { Locale, MessageKey } from "@chat/protocol";

const translator = createServerTranslator();

/** Text of a server message in the locale, with `{name}` placeholders filled from `vars`. */
export function t(locale: Locale, key: MessageKey, vars?: Record<string, string | number>): string {
  return translator.translate(locale, SERVER_MESSAGES[key], vars);
}

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === "string" && Object.hasOwn(SERVER_MESSAGES, value);
}
