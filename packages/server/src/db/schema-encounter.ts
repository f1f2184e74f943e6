/** Table types of migration 0012 (encounter). */
import type { Generated } from "kysely";

/** Two users matched by live matching; `ended_at` once either pressed "Cancel" on the match. */
export interface EncounterMatchesTable {
  id: Generated<number>;
  user_a: number;
  user_b: number;
  created_at: number;
  ended_at: number | null;
}

/** Matching attempts a user spent on one of their local days. */
export interface EncounterAttemptsTable {
  user_id: number;
  day: string;
  used: Generated<number>;
}

/** A card the user passed ("Next"). */
export interface EncounterPassesTable {
  user_id: number;
  passed_user_id: number;
  passed_at: number;
}

/** When a user last cancelled matching while a pair with them was being stored (cleared on the next start). */
export interface EncounterLeavesTable {
  user_id: number;
  left_at: number;
}

export interface EncounterTables {
  encounter_leaves: EncounterLeavesTable;
  encounter_matches: EncounterMatchesTable;
  encounter_attempts: EncounterAttemptsTable;
  encounter_passes: EncounterPassesTable;
}
