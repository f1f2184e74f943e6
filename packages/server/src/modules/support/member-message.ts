/**
 * What a member's message to customer service does to their thread in the operators' inbox, inside
 * the send's transaction: the first message ever opens the thread and its first episode; a message to
 * a resolved thread reopens it with a new episode; any message moves the thread up and starts the
 * waiting time unless the member is already waiting. Kept free of the messages feature, which calls
 * it (through `ctx.supportInbox`) while this feature sends through that one.
 */
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.js";

/** The support inbox as the send path sees it. */
export interface SupportInbox {
  /** A member's message to customer service, at `now`, inside the send's transaction. */
  memberWrote(trx: Kysely<DB>, memberId: number, now: number): Promise<void>;
}

/**
 * Opens, reopens or moves up the member's thread. Each step takes the thread's row lock first (an
 * update, or the insert), so two messages of the same member at once cannot both open an episode.
 */
export async function recordMemberMessage(trx: Kysely<DB>, memberId: number, now: number): Promise<void> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const open = await trx
      .updateTable("support_threads")
      .set((eb) => ({ last_time: now, waiting_since: eb.fn.coalesce("waiting_since", eb.val(now)) }))
      .where("member_id", "=", memberId)
      .where("status", "=", "open")
      .executeTakeFirst();
    if (Number(open.numUpdatedRows) > 0) return;
    // A resolved thread reopens: nobody waited before this message. Its operator keeps it.
    const reopened = await trx
      .updateTable("support_threads")
      .set({ status: "open", waiting_since: now, last_time: now, opened_at: now, resolved_at: null })
      .where("member_id", "=", memberId)
      .where("status", "=", "resolved")
      .executeTakeFirst();
    if (Number(reopened.numUpdatedRows) === 0) {
      const inserted = await trx
        .insertInto("support_threads")
        .values({ member_id: memberId, status: "open", assignee_id: null, waiting_since: now, last_time: now, opened_at: now, resolved_at: null })
        .onConflict((oc) => oc.column("member_id").doNothing())
        .executeTakeFirst();
      // Another send of the member opened it meanwhile (PostgreSQL): it is open now, so move it up.
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) continue;
    }
    await trx.insertInto("support_episodes").values({ member_id: memberId, opened_at: now, first_response_at: null, resolved_at: null }).execute();
    return;
  }
}

/** The inbox the app gives the send path. */
export const supportInbox: SupportInbox = { memberWrote: recordMemberMessage };
