/**
 * Making matches: pairing the caller with someone waiting, or at the countdown's end with someone
 * active lately; storing the match and announcing it to both over the gateway (the `encounter`
 * event, appended in the match's transaction and published after commit).
 */
import type { EncounterEvent, EncounterMatch } from "@chat/protocol";
import type { Kysely } from "kysely";
import type { AppContext } from "../../context.js";
import type { DB } from "../../db/schema.js";
import { appendEvent, publishAll } from "../../realtime/events.js";
import type { StoredEvent } from "../../realtime/events.js";
import { BUSY_AFTER_MATCH_MS, LEFT_RECENTLY_MS, cardRowOf, fallbackCandidates, mayPair, matchedWithin, toCard } from "./encounter-queries.js";
import { STALE_AFTER_MS } from "./match-queue.js";
import type { MatchQueue } from "./match-queue.js";

/** How long a fallback pick stays claimed (longer than storing the match takes). */
const CLAIM_TTL_MS = 60_000;
/** How many waiting users one press looks at. */
const SCAN = 50;
/** A leave this recent drops a pair being stored (longer than one countdown and its settle). */
const LEAVE_WINDOW_MS = LEFT_RECENTLY_MS;

/** Locks the users' rows until commit (PostgreSQL; SQLite has one writer): a match and a leave serialize. */
async function lockUsers(ctx: AppContext, trx: Kysely<DB>, ids: number[]): Promise<void> {
  if (ctx.database.dialect !== "postgres") return;
  await trx.selectFrom("users").select("id").where("id", "in", ids).orderBy("id").forUpdate().execute();
}

/** Whether one of `ids` left matching since `since` (a pair with them is not stored). */
async function leftSince(trx: Kysely<DB>, ids: number[], since: number): Promise<boolean> {
  return (await trx.selectFrom("encounter_leaves").select("user_id").where("user_id", "in", ids).where("left_at", ">=", since).executeTakeFirst()) !== undefined;
}

/**
 * Stores a match of `a` and `b` and tells both; returns it as `a` sees it, or nothing when one of
 * them left matching in the meantime (`leftSince`).
 */
export async function createMatch(ctx: AppContext, a: number, b: number, now: number, leftAfter = now - LEAVE_WINDOW_MS): Promise<EncounterMatch | undefined> {
  const db = ctx.database.db;
  const [rowA, rowB] = await Promise.all([cardRowOf(db, a), cardRowOf(db, b)]);
  if (!rowA || !rowB) return undefined;
  const stored = await db.transaction().execute(async (trx) => {
    await lockUsers(ctx, trx, [a, b]);
    if (await leftSince(trx, [a, b], leftAfter)) return undefined;
    const inserted = await trx.insertInto("encounter_matches").values({ user_a: a, user_b: b, created_at: now }).returning("id").executeTakeFirstOrThrow();
    const id = Number(inserted.id);
    // Sequences are locked in ascending user id, so crossing matches cannot deadlock.
    const sides = [
      { to: a, other: rowB },
      { to: b, other: rowA },
    ].sort((x, y) => x.to - y.to);
    const stored: StoredEvent[] = [];
    for (const { to, other } of sides) {
      const data: EncounterEvent = { kind: "matched", match: { matchId: id, card: toCard(other, now, ctx.presence, true), matchedAt: now } };
      stored.push(await appendEvent(trx, to, "encounter", data, now));
      await ctx.push.notifyOffline(trx, to, "match", { peerId: other.id, ref: String(id) });
    }
    return { matchId: id, events: stored };
  });
  if (!stored) return undefined;
  publishAll(ctx, stored.events);
  return { matchId: stored.matchId, card: toCard(rowB, now, ctx.presence, true), matchedAt: now };
}

/**
 * The caller cancelled: records the leave (a pair with them not yet stored is then dropped, and no
 * fallback picks them for a while) and ends a match stored meanwhile (the other side is told), under
 * the same row lock the match takes, so no match with someone who left stays live.
 */
export async function leaveMatching(ctx: AppContext, me: number, since: number, now: number): Promise<void> {
  const db = ctx.database.db;
  const events = await db.transaction().execute(async (trx) => {
    await lockUsers(ctx, trx, [me]);
    await trx
      .insertInto("encounter_leaves")
      .values({ user_id: me, left_at: now })
      .onConflict((oc) => oc.column("user_id").doUpdateSet({ left_at: now }))
      .execute();
    const live = await trx
      .selectFrom("encounter_matches")
      .select("id")
      .where((eb) => eb.or([eb("user_a", "=", me), eb("user_b", "=", me)]))
      .where("created_at", ">=", since)
      .where("ended_at", "is", null)
      .execute();
    const stored: StoredEvent[] = [];
    for (const { id } of live) stored.push(...(await endInTransaction(trx, me, Number(id), now)));
    return stored;
  });
  publishAll(ctx, events);
}

/** A new start forgets the last leave. */
export async function clearLeave(db: Kysely<DB>, me: number): Promise<void> {
  await db.deleteFrom("encounter_leaves").where("user_id", "=", me).execute();
}

/** Pairs `me` (waiting) with the first suitable user waiting; the match as `me` sees it, if any. */
export async function pairWithWaiting(ctx: AppContext, queue: MatchQueue, me: number, deadline: number, now: number): Promise<EncounterMatch | undefined> {
  const db = ctx.database.db;
  const minDeadline = now - STALE_AFTER_MS;
  for (const other of await queue.waiting(minDeadline, SCAN)) {
    if (other === me || !(await mayPair(db, me, other, now))) continue;
    if (await queue.pair(me, other, now)) {
      const match = await createMatch(ctx, me, other, now);
      if (match) return match;
      // The other left while the pair was being stored: the caller waits on.
      if (!(await queue.join(me, deadline, now))) return undefined;
      continue;
    }
    // Either the other was taken, or someone took `me`: then that match is on its way.
    if ((await queue.deadlineOf(me)) === null) return undefined;
  }
  return undefined;
}

/** Pairs `me` (waiting, countdown over) with someone active lately who is not waiting; that person is told. */
export async function pairWithRecent(ctx: AppContext, queue: MatchQueue, me: number, deadline: number, now: number): Promise<EncounterMatch | undefined> {
  const db = ctx.database.db;
  for (const person of await fallbackCandidates(db, me, now, ctx.presence)) {
    if (!(await mayPair(db, me, person.id, now))) continue;
    if (!(await queue.claimIdle(me, person.id, CLAIM_TTL_MS, now))) {
      if ((await queue.deadlineOf(me)) === null) return undefined;
      continue;
    }
    // Claimed: a match of theirs that committed just before the claim still rules them out.
    if (!(await matchedWithin(db, person.id, now - BUSY_AFTER_MATCH_MS))) {
      const match = await createMatch(ctx, me, person.id, now);
      if (match) return match;
    }
    if (!(await queue.join(me, deadline, now))) return undefined;
  }
  return undefined;
}

/** The caller's live match made since `since`, if any (made by someone else's press). */
export async function recentMatchOf(ctx: AppContext, db: Kysely<DB>, me: number, since: number, now: number): Promise<EncounterMatch | undefined> {
  const row = await db
    .selectFrom("encounter_matches")
    .select(["id", "user_a", "user_b", "created_at"])
    .where((eb) => eb.or([eb("user_a", "=", me), eb("user_b", "=", me)]))
    .where("created_at", ">=", since)
    .where("ended_at", "is", null)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .executeTakeFirst();
  if (!row) return undefined;
  const other = await cardRowOf(db, row.user_a === me ? row.user_b : row.user_a);
  return other ? { matchId: Number(row.id), card: toCard(other, now, ctx.presence, true), matchedAt: Number(row.created_at) } : undefined;
}

/** Ends a live match of `me` inside `trx`; the `ended` events for both, or none when there was no such match. */
async function endInTransaction(trx: Kysely<DB>, me: number, matchId: number, now: number): Promise<StoredEvent[]> {
  const row = await trx
    .updateTable("encounter_matches")
    .set({ ended_at: now })
    .where("id", "=", matchId)
    .where((eb) => eb.or([eb("user_a", "=", me), eb("user_b", "=", me)]))
    .where("ended_at", "is", null)
    .returning(["user_a", "user_b"])
    .executeTakeFirst();
  if (!row) return [];
  const stored: StoredEvent[] = [];
  for (const to of [row.user_a, row.user_b].sort((x, y) => x - y)) stored.push(await appendEvent(trx, to, "encounter", { kind: "ended", matchId }, now));
  return stored;
}

/** Ends a live match of `me` ("Cancel" on the match card); the other side is told. False when there is none. */
export async function endMatch(ctx: AppContext, me: number, matchId: number, now: number): Promise<boolean> {
  const events = await ctx.database.db.transaction().execute((trx) => endInTransaction(trx, me, matchId, now));
  publishAll(ctx, events);
  return events.length > 0;
}
