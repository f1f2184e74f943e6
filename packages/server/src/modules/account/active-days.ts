/**
 * Active days: a member is active on a UTC day when one of their sessions starts (a login) or makes a
 * signed-in request that day. Each session writes at most one row a day (when it starts, and at its
 * first use on a later day), so counting the day's rows gives the daily active users.
 */
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.js";

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 (UTC) of an instant. */
export function epochDay(ms: number): number {
  return Math.floor(ms / DAY_MS);
}

export async function recordActiveDay(db: Kysely<DB>, userId: number, now: number): Promise<void> {
  await db
    .insertInto("user_active_days")
    .values({ day: epochDay(now), user_id: userId })
    .onConflict((oc) => oc.columns(["day", "user_id"]).doNothing())
    .execute();
}
