/**
 * The live notice of an interaction record: someone followed the user, liked or commented on their
 * moment, or replied to their comment. An `interaction` event carries the record as the interaction
 * list shows it, beside the `unread` event that moves the count. Visits and shop gifts only move the
 * count. The caller says whether the two may meet (no block either way, the actor neither banned nor
 * suspended): people's rules, which this module does not import.
 */
import type { InteractionRecord } from "@chat/protocol";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.js";
import { appendEvent } from "../../realtime/events.js";
import type { StoredEvent } from "../../realtime/events.js";
import { INTERACTION } from "./record.js";
import type { InteractionInput } from "./record.js";

const NOTICED: ReadonlySet<number> = new Set([INTERACTION.followed, INTERACTION.commented, INTERACTION.liked, INTERACTION.replied]);

/**
 * The `interaction` event of the record `recordInteraction` just wrote for `input` (same
 * transaction), to publish after commit; none for a type without a notice or when `mayMeet` is false.
 */
export async function interactionNotice(trx: Kysely<DB>, input: InteractionInput, mayMeet: boolean): Promise<StoredEvent[]> {
  if (!mayMeet || !NOTICED.has(input.type)) return [];
  const row = await trx
    .selectFrom("interactions as i")
    .innerJoin("users as u", "u.id", "i.other_user_id")
    .select(["i.id", "i.type", "i.created_at", "i.dynamic_id", "u.nickname", "u.avatar"])
    .where("i.user_id", "=", input.userId)
    .where("i.other_user_id", "=", input.otherUserId)
    .where("i.type", "=", input.type)
    .orderBy("i.id", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!row) return [];
  const record: InteractionRecord = {
    id: row.id,
    type: row.type,
    otherUserId: input.otherUserId,
    otherUserVo: { nickname: row.nickname, avatar: row.avatar },
    insertTime: row.created_at,
    ...(row.dynamic_id === null ? {} : { dynamicId: row.dynamic_id }),
  };
  return [await appendEvent(trx, input.userId, "interaction", record, input.now)];
}
