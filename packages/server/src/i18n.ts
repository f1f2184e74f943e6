/**
 * The one place where the server turns a message key into text. Today every locale gets the English
 * source text; issue 7 plugs the @chat/i18n catalogs in here.
 */
import { SERVER_MESSAGES } from "@chat/protocol";
import type { Locale, MessageKey } from "@chat/protocol";

/** Text of a server message in the locale, with `{name}` placeholders filled from `vars`. */
export function t(_locale: Locale, key: MessageKey, vars?: Record<string, string | number>): string {
  const text: string = SERVER_MESSAGES[key];
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === "string" && Object.hasOwn(SERVER_MESSAGES, value);
}
