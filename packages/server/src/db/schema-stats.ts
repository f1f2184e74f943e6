/** Table types of migration 0020 (the console's numbers). */

/**
 * The UTC days on which a member was active: one of their sessions started (a login) or made a
 * signed-in request that day. One row per (day, user): the daily active users are a count.
 */
export interface UserActiveDaysTable {
  /** Days since 1970-01-01 (UTC), i.e. floor(epoch ms / 86 400 000). */
  day: number;
  user_id: number;
}
