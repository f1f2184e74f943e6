/**
 * `@chat/i18n/chat-time`: the chat's time stamps (spec §9: MM-DD HH:mm). Digits only, the same in
 * every language, so they need neither a dayjs locale nor its plugins: the chat panel imports this
 * and never downloads the date locales (dates.ts, for the web app's relative times and names).
 */
import dayjs from "dayjs/esm/index.js";

/** Chat times: MM-DD HH:mm. */
export function formatChatTime(value: string | number | Date): string {
  return dayjs(value).format("MM-DD HH:mm");
}
