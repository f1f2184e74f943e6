import type { MessageKey } from "./server-messages.js";
import { isCalendarDate } from "./text.js";

/**
 * The console's numbers (`GET /api/admin/stats?from=YYYY-MM-DD&to=YYYY-MM-DD`): one row per UTC day
 * of the period, both ends included, every day present (zeros too), and the gifts given most. No zod
 * here, so the console's page checks a period without loading it; the schema the server parses with
 * is in console-stats-schema.ts and applies `statsPeriodError`.
 */
export const STATS_LIMITS = {
  /** Days of the longest period (a leap year). */
  maxDays: 366,
  /** Gifts in each of the two top lists. */
  topGifts: 10,
} as const;

const DAY_MS = 86_400_000;

/** The UTC day (YYYY-MM-DD) of an instant. */
export function utcDayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Midnight UTC of a YYYY-MM-DD day, in epoch milliseconds. */
export function utcDayStart(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

/** Every day from `from` to `to`, both included (YYYY-MM-DD, UTC). */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = utcDayStart(from); t <= utcDayStart(to); t += DAY_MS) days.push(utcDayOf(t));
  return days;
}

/** Why a period cannot be asked for (not two real dates, backwards, too long), or null. */
export function statsPeriodError(from: unknown, to: unknown): Extract<MessageKey, "statsDateInvalid" | "statsPeriodOrder" | "statsPeriodTooLong"> | null {
  if (typeof from !== "string" || typeof to !== "string" || !isCalendarDate(from) || !isCalendarDate(to)) return "statsDateInvalid";
  if (from > to) return "statsPeriodOrder";
  return (utcDayStart(to) - utcDayStart(from)) / DAY_MS < STATS_LIMITS.maxDays ? null : "statsPeriodTooLong";
}

/** One UTC day of the period. */
export interface StatsDay {
  /** YYYY-MM-DD (UTC). */
  day: string;
  /** Accounts created (not the customer-service account). */
  signUps: number;
  /** Members who used the product: one of their sessions started or made a signed-in request that day. */
  activeUsers: number;
  /** Messages stored (sent), recalled ones included. */
  messages: number;
  /** Texts an engine translated and the user got (on demand and in sends); refunded failures excluded. */
  translations: number;
  /** Gold coins credited by recharges (completed payments). */
  coinsSold: number;
  /** Gold coins members spent (messages, translations, gifts, burn-after-read, packages, membership, mall), less translation refunds. */
  coinsSpent: number;
  /** Complaints filed. */
  complaintsOpened: number;
  /** Complaints an operator handled (dismissed, warned, hid the content, suspended, banned). */
  complaintsClosed: number;
  /**
   * Customer-service conversations opened: a member's first message to customer service, or their
   * first after the conversation was resolved (each opening is one support episode).
   */
  supportOpened: number;
  /**
   * Median time (ms) from the opening to the first reply, over the conversations opened that day and
   * answered since; null when none of them has been answered.
   */
  supportFirstResponseMedianMs: number | null;
  /** 90th percentile (ms) of the same first-response times; null when none has been answered. */
  supportFirstResponseP90Ms: number | null;
  /**
   * Median time (ms) from the opening to the resolution, over the conversations opened that day and
   * resolved since; null when none of them has been resolved.
   */
  supportResolutionMedianMs: number | null;
}

/** A gift's total over the period. */
export interface StatsGift {
  giftId: string;
  /** English name from the catalogue (the id when the gift has left it). */
  name: string;
  icon: string;
  /** Gifts given (a send of 3 counts 3). */
  count: number;
  /** Gold coins paid for them (free gifts count 0). */
  coins: number;
}

/** `GET /api/admin/stats` answer. */
export interface ConsoleStats {
  from: string;
  to: string;
  days: StatsDay[];
  /** The most given gifts of the period, by number given and by coins paid (each at most 10). */
  topGifts: { byCount: StatsGift[]; byCoins: StatsGift[] };
}

/** The series of a day row, in the order the console shows them. */
export const STATS_SERIES = [
  "signUps",
  "activeUsers",
  "messages",
  "translations",
  "coinsSold",
  "coinsSpent",
  "complaintsOpened",
  "complaintsClosed",
  "supportOpened",
  "supportFirstResponseMedianMs",
  "supportFirstResponseP90Ms",
  "supportResolutionMedianMs",
] as const satisfies readonly (keyof StatsDay)[];
export type StatsSeries = (typeof STATS_SERIES)[number];
