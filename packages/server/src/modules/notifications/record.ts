/**
 * Writing an interaction record (product §3: 1 followed you, 4 visited your home page, …) for a user,
 * inside the caller's transaction, with the `unread` event that moves their red dot live.
 */
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.js";
import type { StoredEvent } from "../../realtime/events.js";
import { unreadEvent } from "./unread.js";

/** Interaction types of product §3 that other features write. */
export const INTERACTION = { followed: 1, commented: 2, liked: 3, visited: 4, replied: 5, shopGift: 6 } as const;

export interface InteractionInput {
  /** Who sees the record. */
  userId: number;
  /** Who did it. */
  otherUserId: number;
  type: number;
  now: number;
  /** The moment a like, comment or reply is about. */
  dynamicId?: number;
}

/** Stores the record and returns the owner's `unread` event, to publish after commit. */
export async function recordInteraction(trx: Kysely<DB>, input: InteractionInput): Promise<StoredEvent> {
  await trx
    .insertInto("interactions")
    .values({ user_id: input.userId, other_user_id: input.otherUserId, type: input.type, created_at: input.now, dynamic_id: input.dynamicId ?? null })
    .execute();
  return unreadEvent(trx, input.userId, input.now);
}

/** Whether `otherUserId` already left a record of this type for `userId` since `since` (to avoid repeats). */
export async function hasInteractionSince(db: Kysely<DB>, input: Omit<InteractionInput, "now" | "dynamicId">, since: number): Promise<boolean> {
  const row = await db
    .selectFrom("interactions")
    .select("id")
    .where("user_id", "=", input.userId)
    .where("other_user_id", "=", input.otherUserId)
    .where("type", "=", input.type)
    .where("created_at", ">=", since)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
