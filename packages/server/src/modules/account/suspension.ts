/**
 * A suspended or banned account (the operator console's decision on a complaint) cannot log in or
 * start a session; the refusal says why, in the request's language: until when, or banned.
 */
import { CODE } from "@chat/protocol";
import type { Locale } from "@chat/protocol";
import { AppError } from "../../http/envelope.js";

export interface Standing {
  suspended_until: number | null;
  banned_at: number | null;
}

/** "24 November 2026 at 14:05 UTC" in the locale's own words. */
export function formatUntil(locale: Locale, at: number): string {
  return new Intl.DateTimeFormat(locale, { year: "numeric", month: "long", day: "numeric", hour: "2-digit", minute: "2-digit", timeZone: "UTC", timeZoneName: "short" }).format(at);
}

/** The 403 refusing this account now, or undefined when it is in good standing. */
export function accountRefusal(user: Standing, now: number, locale: Locale): AppError | undefined {
  if (user.banned_at !== null) return new AppError(CODE.forbidden, "accountBanned", undefined, {}, { banned: true });
  const until = user.suspended_until === null ? 0 : Number(user.suspended_until);
  if (until > now) return new AppError(CODE.forbidden, "accountSuspended", undefined, {}, { suspendedUntil: until }, { until: formatUntil(locale, until) });
  return undefined;
}
