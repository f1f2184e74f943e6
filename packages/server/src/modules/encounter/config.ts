/** Live matching's settings: SVIP attempts a day (ENCOUNTER_DAILY_ATTEMPTS, 20) and the countdown (ENCOUNTER_COUNTDOWN_S, 15). */
import { parseWhole } from "../../config.js";

export interface EncounterConfig {
  dailyAttempts: number;
  countdownSeconds: number;
}

export function loadEncounterConfig(env: Record<string, string | undefined>): EncounterConfig {
  return {
    dailyAttempts: parseWhole(env.ENCOUNTER_DAILY_ATTEMPTS, "ENCOUNTER_DAILY_ATTEMPTS", 20, 0, 1000),
    countdownSeconds: parseWhole(env.ENCOUNTER_COUNTDOWN_S, "ENCOUNTER_COUNTDOWN_S", 15, 1, 300),
  };
}
