/**
 * An erased account's ties to other people: follows (the other side's counters follow), friendships,
 * friend requests, blocks, visits, notifications either way, Encounter matches and passes,
 * auto-translate switches and the partner's link. What other people keep of the user in their own
 * event logs (a friend request, a new friend, a profile change, a match) is rewritten without the
 * user's name, picture or note, and each friend and chat partner gets a `profile` event saying the
 * account is deleted, so their Recent and Contacts follow at once.
 */
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.js";
import { appendEvents } from "../../realtime/events.js";
import type { StoredEvent } from "../../realtime/events.js";
import { DELETED_NICKNAME } from "./users.js";

/** The `profile` event of an erased account. */
export const deletedProfile = (userId: number) => ({ userId, nickname: DELETED_NICKNAME, avatar: "", avatarThumb: "", deleted: true });

/** Event types whose data may carry another user's name, picture or note. */
const NAMING_EVENTS = ["profile", "friend-apply", "friend-added", "encounter", "interaction"] as const;

type Json = Record<string, unknown>;

/** The event's data without the erased user, or undefined when it is not about them. */
function withoutUser(type: string, data: Json, userId: number): Json | undefined {
  if (type === "profile" && data.userId === userId) return deletedProfile(userId);
  if (type === "friend-apply" && data.userId === userId) return { ...data, nickname: DELETED_NICKNAME, avatar: "", note: "" };
  if (type === "friend-added" && data.friendUserId === userId) return { ...data, friendUserNickName: DELETED_NICKNAME, friendUserAvatar: "", friendRemarkName: "" };
  if (type === "interaction" && data.otherUserId === userId) return { ...data, otherUserVo: { nickname: DELETED_NICKNAME, avatar: "" } };
  const match = type === "encounter" && data.kind === "matched" ? (data.match as { matchId?: unknown; card?: { userId?: unknown } } | undefined) : undefined;
  // The match is gone with the account: a replay says it ended.
  if (match?.card?.userId === userId) return { kind: "ended", matchId: match.matchId };
  return undefined;
}

/** Rewrites what `holders` keep of the user in their event logs. */
async function rewriteEvents(trx: Kysely<DB>, holders: readonly number[], userId: number): Promise<void> {
  if (holders.length === 0) return;
  const rows = await trx
    .selectFrom("events")
    .select(["user_id", "seq", "type", "data"])
    .where("user_id", "in", holders)
    .where("type", "in", NAMING_EVENTS)
    // The id appears in the JSON of every event about the user; the parse below decides.
    .where("data", "like", `%${userId}%`)
    .execute();
  for (const row of rows) {
    let data: Json;
    try {
      data = JSON.parse(row.data) as Json;
    } catch {
      continue;
    }
    const rewritten = withoutUser(row.type, data, userId);
    if (rewritten) await trx.updateTable("events").set({ data: JSON.stringify(rewritten) }).where("user_id", "=", row.user_id).where("seq", "=", row.seq).execute();
  }
}

const ids = (rows: readonly { id: number }[]) => rows.map((r) => r.id);

/** Removes the user's ties; answers the `profile` events to publish after commit. */
export async function eraseRelations(trx: Kysely<DB>, userId: number, now: number): Promise<StoredEvent[]> {
  const friends = await trx.selectFrom("friends").select("friend_user_id as id").where("user_id", "=", userId).execute();
  const partners = await trx.selectFrom("conversations").select("user_id as id").where("peer_id", "=", userId).execute();
  const applicants = await trx
    .selectFrom("friend_applications")
    .select((eb) => eb.case().when("from_user_id", "=", userId).then(eb.ref("to_user_id")).else(eb.ref("from_user_id")).end().as("id"))
    .where((eb) => eb.or([eb("from_user_id", "=", userId), eb("to_user_id", "=", userId)]))
    .execute();
  const matched = await trx
    .selectFrom("encounter_matches")
    .select((eb) => eb.case().when("user_a", "=", userId).then(eb.ref("user_b")).else(eb.ref("user_a")).end().as("id"))
    .where((eb) => eb.or([eb("user_a", "=", userId), eb("user_b", "=", userId)]))
    .execute();
  // Those the user followed, liked or commented on hold a live notice naming them (`interaction`).
  const noticed = await trx.selectFrom("interactions").select("user_id as id").where("other_user_id", "=", userId).execute();
  const told = [...new Set([...ids(friends), ...ids(partners)])].filter((id) => id !== userId).sort((a, b) => a - b);
  const holders = [...new Set([...told, ...ids(applicants), ...ids(matched), ...ids(noticed)])].filter((id) => id !== userId).sort((a, b) => a - b);
  await rewriteEvents(trx, holders, userId);

  // Follows both ways; the other side's counters in ascending user id, as a follow locks them.
  const followed = await trx.deleteFrom("follows").where("follower_id", "=", userId).returning("followed_id as id").execute();
  const followers = await trx.deleteFrom("follows").where("followed_id", "=", userId).returning("follower_id as id").execute();
  const counters = [...ids(followed).map((id) => ({ id, column: "fans_count" as const })), ...ids(followers).map((id) => ({ id, column: "follow_count" as const }))];
  for (const { id, column } of counters.filter((c) => c.id !== userId).sort((a, b) => a.id - b.id)) {
    await trx
      .updateTable("users")
      .set((eb) => ({ [column]: eb(column, "-", 1) }))
      .where("id", "=", id)
      .where(column, ">", 0)
      .execute();
  }

  await trx.deleteFrom("friends").where((eb) => eb.or([eb("user_id", "=", userId), eb("friend_user_id", "=", userId)])).execute();
  await trx.deleteFrom("friend_applications").where((eb) => eb.or([eb("from_user_id", "=", userId), eb("to_user_id", "=", userId)])).execute();
  await trx.deleteFrom("user_blocks").where((eb) => eb.or([eb("user_id", "=", userId), eb("blocked_user_id", "=", userId)])).execute();
  await trx.deleteFrom("visits").where((eb) => eb.or([eb("owner_id", "=", userId), eb("visitor_id", "=", userId)])).execute();
  await trx.deleteFrom("interactions").where((eb) => eb.or([eb("user_id", "=", userId), eb("other_user_id", "=", userId)])).execute();
  await trx.deleteFrom("encounter_matches").where((eb) => eb.or([eb("user_a", "=", userId), eb("user_b", "=", userId)])).execute();
  await trx.deleteFrom("encounter_passes").where((eb) => eb.or([eb("user_id", "=", userId), eb("passed_user_id", "=", userId)])).execute();
  await trx.deleteFrom("auto_translate").where((eb) => eb.or([eb("user_id", "=", userId), eb("peer_id", "=", userId)])).execute();
  for (const table of ["encounter_attempts", "encounter_leaves", "partner_users"] as const) {
    await trx.deleteFrom(table).where("user_id", "=", userId).execute();
  }
  // The support inbox's conversation with the user and the operators' notes about them; the episodes
  // stay, numbers for the console's statistics.
  for (const table of ["support_threads", "support_notes"] as const) {
    await trx.deleteFrom(table).where("member_id", "=", userId).execute();
  }

  return appendEvents(
    trx,
    told.map((id) => ({ userId: id, type: "profile" as const, data: deletedProfile(userId) })),
    now,
  );
}
