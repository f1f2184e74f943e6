/**
 * The daily matching attempts of SVIP members. A day is the user's local day: the web app sends its
 * UTC offset (`tzOffset`, minutes as `Date.getTimezoneOffset()`), so the count resets at the user's
 * midnight; without one the day is UTC's. An attempt is spent when matching starts, atomically (two
 * presses at once cannot pass the limit together), and given back when nobody was found or the user
 * cancelled before a match.
 */
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.js";

/** The user's local day, YYYY-MM-DD, at `now` for a UTC offset of `tzOffset` minutes (UTC − local). */
export function localDay(now: number, tzOffset = 0): string {
  return new Date(now - tzOffset * 60_000).toISOString().slice(0, 10);
}

export async function attemptsUsed(db: Kysely<DB>, userId: number, day: string): Promise<number> {
  const row = await db.selectFrom("encounter_attempts").select("used").where("user_id", "=", userId).where("day", "=", day).executeTakeFirst();
  return row ? Number(row.used) : 0;
}

/** Spends one attempt of `day` if fewer than `limit` were spent; false when none are left. */
export async function spendAttempt(db: Kysely<DB>, userId: number, day: string, limit: number): Promise<boolean> {
  if (limit <= 0) return false;
  const row = await db
    .insertInto("encounter_attempts")
    .values({ user_id: userId, day, used: 1 })
    .onConflict((oc) =>
      oc
        .columns(["user_id", "day"])
        .doUpdateSet((eb) => ({ used: eb("encounter_attempts.used", "+", 1) }))
        .where("encounter_attempts.used", "<", limit),
    )
    .returning("used")
    .executeTakeFirst();
  return row !== undefined;
}

/** Gives back an attempt of `day` (nobody was around, or the user cancelled before a match). */
export async function giveBackAttempt(db: Kysely<DB>, userId: number, day: string): Promise<void> {
  await db
    .updateTable("encounter_attempts")
    .set((eb) => ({ used: eb("used", "-", 1) }))
    .where("user_id", "=", userId)
    .where("day", "=", day)
    .where("used", ">", 0)
    .execute();
}
