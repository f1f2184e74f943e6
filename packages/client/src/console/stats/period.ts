/** The period the numbers cover: whole UTC days, `from` to `to` included, as the server counts them. */
import { statsPeriodError, utcDayOf } from "@chat/protocol";

export interface Period {
  from: string;
  to: string;
}

/** The quick choices of the period picker, in days up to today. */
export const PRESETS = [7, 30, 90] as const;
export type Preset = (typeof PRESETS)[number];

const DAY_MS = 86_400_000;

/** The last `days` UTC days, today included. */
export function lastDays(days: number, now: number): Period {
  return { from: utcDayOf(now - (days - 1) * DAY_MS), to: utcDayOf(now) };
}

export type PeriodError = "statsDateInvalid" | "statsPeriodOrder" | "statsPeriodTooLong";

/** Why the server would refuse a period (the rule its schema applies), or null. */
export function periodError(period: Period): PeriodError | null {
  return statsPeriodError(period.from, period.to);
}

/** The preset a period is, if any (`to` today and the right length). */
export function presetOf(period: Period, now: number): Preset | null {
  return PRESETS.find((days) => {
    const preset = lastDays(days, now);
    return preset.from === period.from && preset.to === period.to;
  }) ?? null;
}
