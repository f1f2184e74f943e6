/**
 * Durations of the numbers (customer service's response and resolution times) in the operator's
 * language, through Intl's units ("7.6 min", "2 Std.", "1,5 pv"): one unit per value, the largest that
 * keeps it readable.
 */

export type DurationUnit = "second" | "minute" | "hour" | "day";

export const UNIT_MS: Record<DurationUnit, number> = { second: 1000, minute: 60_000, hour: 3_600_000, day: 86_400_000 };

/** Seconds under a minute, minutes under an hour, hours under two days, days beyond. */
export function durationUnit(ms: number): DurationUnit {
  if (ms < UNIT_MS.minute) return "second";
  if (ms < UNIT_MS.hour) return "minute";
  return ms < 2 * UNIT_MS.day ? "hour" : "day";
}

/** `value` counted in `unit`, at most one decimal. */
export function formatInUnit(value: number, unit: DurationUnit, locale: string): string {
  return new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay: "short", maximumFractionDigits: 1 }).format(value);
}

/** A duration in milliseconds, in the unit that suits it. */
export function formatDuration(ms: number, locale: string): string {
  const unit = durationUnit(ms);
  return formatInUnit(ms / UNIT_MS[unit], unit, locale);
}
