/**
 * Who others may meet. A user is visible while their account is live, not banned and not suspended
 * (an operator's decision on a complaint): while banned or suspended they are left out of every list
 * and lookup of other users (moments and comments, Encounter, home page and search, follows,
 * visitors) and whatever would reach them (a message, a friend request, a follow, a visit) is refused
 * as for a user who is not there. Nothing is deleted, so all of it is back once the ban is lifted or
 * the suspension runs out. `meetableBy` adds block: neither blocked the other.
 */
import { CODE } from "@chat/protocol";
import { sql } from "kysely";
import type { Expression, Kysely, SqlBool } from "kysely";
import type { AppContext } from "../../context.js";
import type { DB } from "../../db/schema.js";
import { AppError, notFound } from "../../http/envelope.js";
import type { UserAlias, UserRow } from "../account/index.js";
import { findLiveUser, visibleUser } from "../account/index.js";

/** "The user row `alias` is visible at `now`": not deleted, not banned, not suspended (account's standing). */
export { visibleUser };

/** "The user row `alias` is visible at `now` and neither they nor `viewerId` blocked the other." */
export function meetableBy(alias: UserAlias, viewerId: number, now: number): Expression<SqlBool> {
  const id = sql.ref(`${alias}.id`);
  return sql<SqlBool>`(${visibleUser(alias, now)}
    and ${id} not in (select blocked_user_id from user_blocks where user_id = ${viewerId})
    and ${id} not in (select user_id from user_blocks where blocked_user_id = ${viewerId}))`;
}

/** Whether `viewerId` may meet `userId` now: visible, and no block either way. */
export async function canMeet(db: Kysely<DB>, viewerId: number, userId: number, now: number): Promise<boolean> {
  const row = await db.selectFrom("users as u").select("u.id").where("u.id", "=", userId).where(meetableBy("u", viewerId, now)).executeTakeFirst();
  return row !== undefined;
}

/** Whether a user row read already is visible at `now`. */
export function isVisible(row: Pick<UserRow, "deleted_at" | "banned_at" | "suspended_until">, now: number): boolean {
  return row.deleted_at === null && row.banned_at === null && (row.suspended_until === null || Number(row.suspended_until) <= now);
}

/** The 404 of a user who is not there for the caller (blocked them, banned, suspended). */
export function userUnavailable(): AppError {
  return new AppError(CODE.notFound, "userUnavailable");
}

/** The user others mean to reach: 404 when there is none, 404 "not available" while banned or suspended. */
export async function requireVisibleUser(ctx: Pick<AppContext, "database" | "clock">, id: number): Promise<UserRow> {
  const user = await findLiveUser(ctx.database.db, id);
  if (!user) throw notFound();
  if (!isVisible(user, ctx.clock.now())) throw userUnavailable();
  return user;
}
