/**
 * The unread summary behind the red dots: pending friend applications, unseen announcements and
 * unseen interactions, and the `unread` event that carries it to the user's devices.
 */
import type { UnreadSummary } from "@chat/protocol";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.js";
import { appendEvent } from "../../realtime/events.js";
import type { StoredEvent } from "../../realtime/events.js";

/** The red dots of spec §3: pending friend applications, unseen announcements, unseen interactions. */
export async function unreadSummary(db: Kysely<DB>, userId: number): Promise<UnreadSummary> {
  const marks = await db.selectFrom("user_marks").selectAll().where("user_id", "=", userId).executeTakeFirst();
  const [applys, system, interact] = await Promise.all([
    db
      .selectFrom("friend_applications")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("to_user_id", "=", userId)
      .where("status", "is", null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("announcements")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("insert_time", ">", marks?.notices_read_at ?? 0)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("interactions")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("user_id", "=", userId)
      .where("created_at", ">", marks?.interact_read_at ?? 0)
      .executeTakeFirstOrThrow(),
  ]);
  return { applys: Number(applys.n), system: Number(system.n), interact: Number(interact.n) };
}

/** Stores an `unread` event with the user's current summary. */
export async function unreadEvent(trx: Kysely<DB>, userId: number, now: number): Promise<StoredEvent> {
  return appendEvent(trx, userId, "unread", await unreadSummary(trx, userId), now);
}
