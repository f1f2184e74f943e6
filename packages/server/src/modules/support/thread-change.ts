/**
 * How an operator changes a thread (assign, resolve, reopen, a note, a reply): in one transaction the
 * change, its audit row, and an event for the customer-service account, which every server process's
 * live feed follows (feed.ts): a reply's `message` event, or else a `support` event. The events are
 * published once the transaction committed.
 */
import type { SupportStatus } from "@chat/protocol";
import type { Kysely } from "kysely";
import type { AppContext } from "../../context.js";
import type { DB } from "../../db/schema.js";
import { notFound } from "../../http/envelope.js";
import { appendEvent, publishAll } from "../../realtime/events.js";
import type { StoredEvent } from "../../realtime/events.js";
import { recordAudit } from "../console/index.js";

/** The `support` event telling the feeds that the member's thread changed. */
export function threadChangedEvent(trx: Kysely<DB>, serviceId: number, memberId: number, now: number): Promise<StoredEvent> {
  return appendEvent(trx, serviceId, "support", { memberId }, now);
}

/** What a change did: the audit row's before and after, what the call answers, and its own events to publish (a reply's message). */
export interface ThreadChange<T> {
  before: unknown;
  after: unknown;
  result: T;
  events?: StoredEvent[];
}

/**
 * Runs `work` on the member's thread (404 when the member has none, or the account is deleted) with
 * the audit row of `action` and the feeds' event; answers `work`'s result after publishing.
 */
export async function changeThread<T>(
  ctx: Pick<AppContext, "database" | "clock" | "bus">,
  who: { operatorId: number; serviceId: number; memberId: number },
  action: string,
  work: (trx: Kysely<DB>, now: number) => Promise<ThreadChange<T>>,
): Promise<T> {
  const { result, events } = await ctx.database.db.transaction().execute(async (trx) => {
    const now = ctx.clock.now();
    const thread = await trx
      .selectFrom("support_threads as t")
      .innerJoin("users as u", "u.id", "t.member_id")
      .select("t.member_id")
      .where("t.member_id", "=", who.memberId)
      .where("u.deleted_at", "is", null)
      .executeTakeFirst();
    if (!thread) throw notFound();
    const change = await work(trx, now);
    await recordAudit(trx, { operatorId: who.operatorId, action, targetType: "user", targetId: who.memberId, before: change.before, after: change.after, at: now });
    // A reply's own `message` event already tells the feeds.
    const changed = change.events?.length ? [] : [await threadChangedEvent(trx, who.serviceId, who.memberId, now)];
    return { result: change.result, events: [...(change.events ?? []), ...changed] };
  });
  publishAll(ctx, events);
  return result;
}

/** The member's newest episode (the current opening of the thread), or undefined. */
async function currentEpisode(trx: Kysely<DB>, memberId: number): Promise<number | undefined> {
  const row = await trx.selectFrom("support_episodes").select("id").where("member_id", "=", memberId).orderBy("id", "desc").limit(1).executeTakeFirst();
  return row?.id;
}

/**
 * What a reply does to the member's thread (before its message is stored: the thread's row is taken
 * before the pair's, as a member's send does): nobody waits any more, the opening gets its first
 * response, an unassigned thread becomes `operatorId`'s. Answers the thread as it was.
 */
export async function answerThread(trx: Kysely<DB>, memberId: number, operatorId: number, now: number): Promise<{ assigneeId: number | null; waitingSince: number | null }> {
  const before = await trx.selectFrom("support_threads").select(["assignee_id", "waiting_since"]).where("member_id", "=", memberId).executeTakeFirstOrThrow();
  await trx
    .updateTable("support_threads")
    .set((eb) => ({ waiting_since: null, last_time: now, assignee_id: eb.fn.coalesce("assignee_id", eb.val(operatorId)) }))
    .where("member_id", "=", memberId)
    .execute();
  const episode = await currentEpisode(trx, memberId);
  if (episode !== undefined) await trx.updateTable("support_episodes").set({ first_response_at: now }).where("id", "=", episode).where("first_response_at", "is", null).execute();
  return { assigneeId: before.assignee_id, waitingSince: before.waiting_since === null ? null : Number(before.waiting_since) };
}

/** Resolves an open thread (nobody waits on a resolved one) and ends its episode; answers the status it had. */
export async function resolveThread(trx: Kysely<DB>, memberId: number, now: number): Promise<SupportStatus> {
  const before = await trx.selectFrom("support_threads").select("status").where("member_id", "=", memberId).executeTakeFirstOrThrow();
  if (before.status !== "open") return before.status;
  await trx.updateTable("support_threads").set({ status: "resolved", resolved_at: now, waiting_since: null }).where("member_id", "=", memberId).execute();
  const episode = await currentEpisode(trx, memberId);
  if (episode !== undefined) await trx.updateTable("support_episodes").set({ resolved_at: now }).where("id", "=", episode).where("resolved_at", "is", null).execute();
  return before.status;
}

/** Reopens a resolved thread: the same episode goes on, its resolution still to come. Answers the status it had. */
export async function reopenThread(trx: Kysely<DB>, memberId: number): Promise<SupportStatus> {
  const before = await trx.selectFrom("support_threads").select("status").where("member_id", "=", memberId).executeTakeFirstOrThrow();
  if (before.status !== "resolved") return before.status;
  await trx.updateTable("support_threads").set({ status: "open", resolved_at: null }).where("member_id", "=", memberId).execute();
  const episode = await currentEpisode(trx, memberId);
  if (episode !== undefined) await trx.updateTable("support_episodes").set({ resolved_at: null }).where("id", "=", episode).execute();
  return before.status;
}
