/**
 * The unread summary behind the red dots: pending friend applications, unseen announcements and
 * unseen interactions, and the `unread` event that carries it to the user's devices. Applications and
 * interactions from someone banned or suspended are not counted while they are (as the lists leave
 * them out); they count again once the ban is lifted or the suspension runs out.
 */
import type { UnreadSummary } from "@chat/protocol";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.js";
import { appendEvent } from "../../realtime/events.js";
import type { StoredEvent } from "../../realtime/events.js";
import { visibleUser } from "../account/index.js";

/** Pending friend applications, each joined to its applicant (`u`): those the applications list shows. */
export function pendingApplications(db: Kysely<DB>, now: number) {
  return db
    .selectFrom("friend_applications as a")
    .innerJoin("users as u", "u.id", "a.from_user_id")
    .where("a.status", "is", null)
    .where(visibleUser("u", now));
}

/** Interaction records, each joined to who did it (`u`): those the interaction list shows. */
export function shownInteractions(db: Kysely<DB>, now: number) {
  return db.selectFrom("interactions as i").innerJoin("users as u", "u.id", "i.other_user_id").where(visibleUser("u", now));
}

/** The red dots of product §3: pending friend applications, unseen announcements, unseen interactions. */
export async function unreadSummary(db: Kysely<DB>, userId: number, now: number): Promise<UnreadSummary> {
  const marks = await db.selectFrom("user_marks").selectAll().where("user_id", "=", userId).executeTakeFirst();
  const [applys, system, interact] = await Promise.all([
    pendingApplications(db, now)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("a.to_user_id", "=", userId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("announcements")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("insert_time", ">", marks?.notices_read_at ?? 0)
      .executeTakeFirstOrThrow(),
    shownInteractions(db, now)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("i.user_id", "=", userId)
      .where("i.created_at", ">", marks?.interact_read_at ?? 0)
      .executeTakeFirstOrThrow(),
  ]);
  return { applys: Number(applys.n), system: Number(system.n), interact: Number(interact.n) };
}

/** The summaries of many users at once (three grouped counts instead of three per user). */
export async function unreadSummaries(db: Kysely<DB>, userIds: readonly number[], now: number): Promise<Map<number, UnreadSummary>> {
  const out = new Map<number, UnreadSummary>(userIds.map((id) => [id, { applys: 0, system: 0, interact: 0 }]));
  if (userIds.length === 0) return out;
  const [applys, system, interact] = await Promise.all([
    pendingApplications(db, now)
      .select(["a.to_user_id as userId", (eb) => eb.fn.countAll<number>().as("n")])
      .where("a.to_user_id", "in", userIds)
      .groupBy("a.to_user_id")
      .execute(),
    db
      .selectFrom("users as u")
      .leftJoin("user_marks as m", "m.user_id", "u.id")
      .innerJoin("announcements as a", (join) => join.on((eb) => eb("a.insert_time", ">", eb.fn.coalesce("m.notices_read_at", eb.val(0)))))
      .select(["u.id as userId", (eb) => eb.fn.countAll<number>().as("n")])
      .where("u.id", "in", userIds)
      .groupBy("u.id")
      .execute(),
    shownInteractions(db, now)
      .leftJoin("user_marks as m", "m.user_id", "i.user_id")
      .select(["i.user_id as userId", (eb) => eb.fn.countAll<number>().as("n")])
      .where("i.user_id", "in", userIds)
      .where((eb) => eb("i.created_at", ">", eb.fn.coalesce("m.interact_read_at", eb.val(0))))
      .groupBy("i.user_id")
      .execute(),
  ]);
  for (const [rows, field] of [
    [applys, "applys"],
    [system, "system"],
    [interact, "interact"],
  ] as const) {
    for (const r of rows) {
      const summary = out.get(r.userId);
      if (summary) summary[field] = Number(r.n);
    }
  }
  return out;
}

/** Stores an `unread` event with the user's current summary. */
export async function unreadEvent(trx: Kysely<DB>, userId: number, now: number): Promise<StoredEvent> {
  return appendEvent(trx, userId, "unread", await unreadSummary(trx, userId, now), now);
}
