/**
 * `@chat/i18n/chat-time`: the chat's time stamps (product §9: MM-DD HH:mm). Digits only, the same in
 * every language, so they need neither a dayjs locale nor dayjs itself: the chat panel imports this
 * and downloads no date code at all (dates.ts keeps dayjs for the web app's relative times and
 * names). It reads a time as dayjs does (chat-time.test.ts compares the two): a Date or epoch
 * milliseconds as they are, a "YYYY-MM-DD HH:mm:ss" string without a zone as local time, any other
 * string as `new Date` reads it.
 */

/** dayjs's pattern of a date string without a zone (dayjs/esm/constant.js, REGEX_PARSE). */
const LOCAL = /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/;

function dateOf(value: string | number | Date): Date {
  const d = typeof value === "string" && !/Z$/i.test(value) ? LOCAL.exec(value) : null;
  if (!d) return new Date(value);
  const n = (part: string | undefined, fallback: number) => (part ? Number(part) : fallback);
  return new Date(Number(d[1]), n(d[2], 1) - 1, n(d[3], 1), n(d[4], 0), n(d[5], 0), n(d[6], 0), Number((d[7] ?? "0").substring(0, 3)));
}

const two = (n: number) => String(n).padStart(2, "0");

/** Chat times: MM-DD HH:mm ("Invalid Date" for a value that is not a time, as dayjs says). */
export function formatChatTime(value: string | number | Date): string {
  const date = dateOf(value);
  if (Number.isNaN(date.getTime())) return "Invalid Date";
  return `${two(date.getMonth() + 1)}-${two(date.getDate())} ${two(date.getHours())}:${two(date.getMinutes())}`;
}
