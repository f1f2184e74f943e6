/**
 * Changes to the friend graph inside a transaction, with the events they raise: becoming friends
 * (both rows, `friend-added` to both; the one who did nothing hears how the other made it).
 */
import { imAccountOf } from "@chat/protocol";
import type { Friend } from "@chat/protocol";
import type { Kysely } from "kysely";
import type { AppContext } from "../../context.js";
import type { DB } from "../../db/schema.js";
import { firstLetter } from "./first-letter.js";
import { appendEvent } from "../../realtime/events.js";
import type { StoredEvent } from "../../realtime/events.js";
import type { UserRow } from "../account/index.js";
import { canMeet } from "../people/index.js";

/** The Friend entry of `friend` as `remark`'s owner sees it. */
export function toFriend(ctx: AppContext, friend: UserRow, remark: string, insertTime: number): Friend {
  return {
    friendUserId: friend.id,
    friendUserNickName: friend.nickname,
    friendUserAvatar: friend.avatar,
    friendRemarkName: remark,
    firstLetter: firstLetter(remark || friend.nickname),
    insertTime,
    imAccount: imAccountOf(friend.id),
    onlineState: ctx.presence.onlineState(friend.id),
  };
}

/**
 * Makes `a` and `b` friends (idempotent); returns `friend-added` events for both when new. `byFriend`
 * says how `a` made it (accepted `b`'s request, or added `b`): `b`'s event carries it for a live
 * notice, unless either blocked the other or `a` is banned or suspended by now.
 */
export async function befriend(ctx: AppContext, trx: Kysely<DB>, a: UserRow, b: UserRow, now: number, byFriend?: "accepted" | "added"): Promise<StoredEvent[]> {
  const existing = await trx
    .selectFrom("friends")
    .select("user_id")
    .where("user_id", "=", a.id)
    .where("friend_user_id", "=", b.id)
    .executeTakeFirst();
  if (existing) return [];
  await trx
    .insertInto("friends")
    .values([
      { user_id: a.id, friend_user_id: b.id, created_at: now },
      { user_id: b.id, friend_user_id: a.id, created_at: now },
    ])
    .onConflict((oc) => oc.columns(["user_id", "friend_user_id"]).doNothing())
    .execute();
  // Any application still pending between the two is settled by the friendship.
  await trx
    .updateTable("friend_applications")
    .set({ status: 1, updated_at: now })
    .where("status", "is", null)
    .where((eb) =>
      eb.or([
        eb.and([eb("from_user_id", "=", a.id), eb("to_user_id", "=", b.id)]),
        eb.and([eb("from_user_id", "=", b.id), eb("to_user_id", "=", a.id)]),
      ]),
    )
    .execute();
  const notice = byFriend && (await canMeet(trx, b.id, a.id, now)) ? { byFriend } : {};
  const forA = { userId: a.id, data: toFriend(ctx, b, "", now) };
  const forB = { userId: b.id, data: { ...toFriend(ctx, a, "", now), ...notice } };
  // Sequences are locked in ascending user id (as for messages), so crossing calls cannot deadlock.
  const stored: StoredEvent[] = [];
  for (const { userId, data } of a.id < b.id ? [forA, forB] : [forB, forA]) stored.push(await appendEvent(trx, userId, "friend-added", data, now));
  return stored;
}
