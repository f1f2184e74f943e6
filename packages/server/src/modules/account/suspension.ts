/**
 * A suspended or banned account (the operator console's decision on a complaint) cannot log in or
 * start a session; the refusal says why, in the request's language: until when, or banned. Nor is it
 * there for others meanwhile (`visibleUser`, the condition people's visibility.ts builds on).
 */
import { CODE } from "@chat/protocol";
import type { Locale } from "@chat/protocol";
import { sql } from "kysely";
import type { Expression, SqlBool } from "kysely";
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

/** The name a query gave the users table. */
export type UserAlias = "u" | "users";

/**
 * "The user row `alias` is visible at `now`": not deleted, not banned, not suspended. Here rather than
 * in people so that features people itself uses (notifications) can filter by it too.
 */
export function visibleUser(alias: UserAlias, now: number): Expression<SqlBool> {
  const column = (name: "deleted_at" | "banned_at" | "suspended_until") => sql.ref(`${alias}.${name}`);
  return sql<SqlBool>`(${column("deleted_at")} is null and ${column("banned_at")} is null and (${column("suspended_until")} is null or ${column("suspended_until")} <= ${now}))`;
}
