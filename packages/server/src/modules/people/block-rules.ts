/**
 * The rules of block every other feature asks: is either of two users blocking the other (no
 * messages, no friend requests), has one blocked the other (the blocked viewer cannot see the
 * blocker's home page), and whom has a user blocked (left out of their Recent and Contacts).
 */
import { expressionBuilder } from "kysely";
import type { Kysely } from "kysely";
import { hotQuery } from "../../db/hot-query.js";
import type { DB } from "../../db/schema.js";

/**
 * The condition in SQL, for a query that reads it beside other things (the send reads it with both
 * users, messages/send-parties.ts): a block row between `a` and `b`, either way. PostgreSQL's
 * `chat_send_facts` (migration 0028) writes the same condition.
 */
export function blockedEitherWay(a: number, b: number) {
  const eb = expressionBuilder<DB>();
  return eb.exists(
    eb
      .selectFrom("user_blocks")
      .select("user_blocks.user_id")
      .where((w) =>
        w.or([
          w.and([w("user_blocks.user_id", "=", a), w("user_blocks.blocked_user_id", "=", b)]),
          w.and([w("user_blocks.user_id", "=", b), w("user_blocks.blocked_user_id", "=", a)]),
        ]),
      ),
  );
}

// Compiled once (db/hot-query.ts).
const selectBlockEither = hotQuery((db, p: { a: number; b: number }) => db.selectNoFrom(blockedEitherWay(p.a, p.b).as("blocked")));

/** True when `a` blocked `b` or `b` blocked `a`. */
export async function isBlockedEither(db: Kysely<DB>, a: number, b: number): Promise<boolean> {
  // SQLite answers 0 or 1, PostgreSQL false or true.
  return Boolean((await selectBlockEither(db, { a, b })).rows[0]?.blocked);
}

/** True when `blocker` blocked `blocked` (one direction only). */
export async function hasBlocked(db: Kysely<DB>, blocker: number, blocked: number): Promise<boolean> {
  const row = await db.selectFrom("user_blocks").select("user_id").where("user_id", "=", blocker).where("blocked_user_id", "=", blocked).executeTakeFirst();
  return row !== undefined;
}

/** The ids `userId` blocked, for leaving them out of the user's own lists. */
export async function blockedIdsOf(db: Kysely<DB>, userId: number): Promise<Set<number>> {
  const rows = await db.selectFrom("user_blocks").select("blocked_user_id").where("user_id", "=", userId).execute();
  return new Set(rows.map((r) => r.blocked_user_id));
}

/** The ids `userId` blocked or was blocked by: both directions, for lists that hide either (moments). */
export async function blockedEitherIdsOf(db: Kysely<DB>, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom("user_blocks")
    .select(["user_id", "blocked_user_id"])
    .where((eb) => eb.or([eb("user_id", "=", userId), eb("blocked_user_id", "=", userId)]))
    .execute();
  return [...new Set(rows.map((r) => (r.user_id === userId ? r.blocked_user_id : r.user_id)))];
}
