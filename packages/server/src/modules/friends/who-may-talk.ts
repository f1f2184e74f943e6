/**
 * Who may talk to whom: friends with each other, two people a live Encounter match joined (before
 * friendship, until either ends the match), and anyone with the customer-service account both ways.
 */
import { expressionBuilder } from "kysely";
import type { Kysely } from "kysely";
import { hotQuery } from "../../db/hot-query.js";
import type { DB } from "../../db/schema.js";
import type { UserRow } from "../account/index.js";
import { matchAllowsTalk } from "../encounter/index.js";

/** The caller's friendship row with `friendId` (holding the caller's remark), if they are friends. */
export async function friendship(db: Kysely<DB>, userId: number, friendId: number) {
  return (await selectFriendship(db, { userId, friendId })).rows[0];
}

/**
 * The condition in SQL, for a query that reads it beside other things (the send reads it with both
 * users, messages/send-parties.ts): `userId` has `friendId` as a friend. PostgreSQL's
 * `chat_send_facts` (migration 0028) writes the same condition.
 */
export function isFriendOf(userId: number, friendId: number) {
  const eb = expressionBuilder<DB>();
  return eb.exists(eb.selectFrom("friends").select("friends.user_id").where("friends.user_id", "=", userId).where("friends.friend_user_id", "=", friendId));
}

// Compiled once (db/hot-query.ts).
const selectFriendship = hotQuery((db, p: { userId: number; friendId: number }) => db.selectFrom("friends").selectAll().where("user_id", "=", p.userId).where("friend_user_id", "=", p.friendId));

/** Friends or matched people may message each other; anyone may message customer service and be messaged by it. */
export async function canMessage(db: Kysely<DB>, from: Pick<UserRow, "id" | "is_service">, to: Pick<UserRow, "id" | "is_service">, friends?: boolean): Promise<boolean> {
  if (from.id === to.id) return false;
  if (from.is_service || to.is_service) return true;
  // `friends` when the caller read the friendship already (the send, with the users it reads).
  return (friends ?? (await friendship(db, from.id, to.id)) !== undefined) || (await matchAllowsTalk(db, from.id, to.id));
}
