/**
 * The queries of encounter: a user's card, the stack of people to meet, who may be paired with whom,
 * the people active lately (a fallback match), and whether a match lets two users talk.
 */
import type { EncounterCard } from "@chat/protocol";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.js";
import type { Presence } from "../../realtime/presence.js";
import { meetableBy, personFacts, visibleUser } from "../people/index.js";

export const DAY_MS = 24 * 60 * 60_000;
/** A passed card ("Next") stays out of the stack this long. */
export const PASS_HIDE_MS = DAY_MS;
/** "Active recently" for a fallback match: a session used this long ago at most, or online now. */
export const RECENTLY_ACTIVE_MS = 15 * 60_000;
/** Someone matched this recently is not picked as a fallback (never two matches at once). */
export const BUSY_AFTER_MATCH_MS = 2 * 60_000;
/** Someone who cancelled matching this recently is not picked as a fallback. */
export const LEFT_RECENTLY_MS = 10 * 60_000;
/** How many candidates the stack ranks at most. */
const STACK_CANDIDATES = 500;

export const CARD_COLUMNS = ["u.id", "u.nickname", "u.avatar", "u.avatar_thumb", "u.vip_level", "u.gender", "u.birthday", "u.region", "u.languages", "u.language", "u.interest"] as const;

export interface CardRow {
  id: number;
  nickname: string;
  avatar: string;
  avatar_thumb: string;
  vip_level: number;
  gender: number;
  birthday: string | null;
  region: string;
  languages: string;
  language: string;
  interest: string;
}

const list = (s: string) =>
  s
    .split(",")
    .map((x) => x.trim())
    .filter(Boolean);

export function toCard(r: CardRow, now: number, presence: Presence, canTalk: boolean): EncounterCard {
  return {
    ...personFacts(r, now),
    languages: list(r.languages),
    tags: list(r.interest),
    onlineState: presence.onlineState(r.id),
    canTalk,
  };
}

/** The languages a user speaks or uses the app in, for "shared language first". */
export function languagesOf(r: { languages: string; language: string }): Set<string> {
  return new Set([...list(r.languages), r.language].filter(Boolean).map((l) => l.toLowerCase().split("-")[0] ?? l));
}

export async function cardRowOf(db: Kysely<DB>, userId: number): Promise<CardRow | undefined> {
  return db.selectFrom("users as u").select(CARD_COLUMNS).where("u.id", "=", userId).where("u.deleted_at", "is", null).executeTakeFirst();
}

/** Ranks people: online now first, then sharing a language with `me`, then the order given. */
export function rank<T extends CardRow>(rows: T[], me: { languages: string; language: string }, presence: Presence): T[] {
  const mine = languagesOf(me);
  const score = (r: CardRow) => (presence.isOnline(r.id) ? 2 : 0) + ([...languagesOf(r)].some((l) => mine.has(l)) ? 1 : 0);
  return rows.map((r, i) => ({ r, i, s: score(r) })).sort((a, b) => b.s - a.s || a.i - b.i).map((x) => x.r);
}

/** People to meet: not oneself, friends, blocked either way, banned or suspended, customer service, or passed lately. */
export async function stackCandidates(db: Kysely<DB>, me: number, now: number): Promise<CardRow[]> {
  return db
    .selectFrom("users as u")
    .select(CARD_COLUMNS)
    .where("u.id", "!=", me)
    .where(meetableBy("u", me, now))
    .where("u.is_service", "=", 0)
    .where("u.id", "not in", (eb) => eb.selectFrom("friends").select("friend_user_id").where("user_id", "=", me))
    .where("u.id", "not in", (eb) => eb.selectFrom("encounter_passes").select("passed_user_id").where("user_id", "=", me).where("passed_at", ">", now - PASS_HIDE_MS))
    .orderBy("u.id", "desc")
    .limit(STACK_CANDIDATES)
    .execute();
}

/** True when `a` and `b` may be paired now: both there (not banned or suspended), no block either way, not matched in the last day. */
export async function mayPair(db: Kysely<DB>, a: number, b: number, now: number): Promise<boolean> {
  if (a === b) return false;
  const [users, block, recent] = await Promise.all([
    db.selectFrom("users").select("id").where("id", "in", [a, b]).where(visibleUser("users", now)).execute(),
    db
      .selectFrom("user_blocks")
      .select("user_id")
      .where((eb) => eb.or([eb.and([eb("user_id", "=", a), eb("blocked_user_id", "=", b)]), eb.and([eb("user_id", "=", b), eb("blocked_user_id", "=", a)])]))
      .executeTakeFirst(),
    matchBetween(db, a, b).where("created_at", ">", now - DAY_MS).executeTakeFirst(),
  ]);
  return users.length === 2 && !block && !recent;
}

function matchBetween(db: Kysely<DB>, a: number, b: number) {
  return db
    .selectFrom("encounter_matches")
    .select(["id", "created_at"])
    .where((eb) => eb.or([eb.and([eb("user_a", "=", a), eb("user_b", "=", b)]), eb.and([eb("user_a", "=", b), eb("user_b", "=", a)])]));
}

/** A match lets two users talk (before friendship) until either side ends it. */
export async function matchAllowsTalk(db: Kysely<DB>, a: number, b: number): Promise<boolean> {
  return (await matchBetween(db, a, b).where("ended_at", "is", null).executeTakeFirst()) !== undefined;
}

/** Of `ids`, those `me` has a live match with. */
export async function talkableIds(db: Kysely<DB>, me: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom("encounter_matches")
    .select(["user_a", "user_b"])
    .where("ended_at", "is", null)
    .where((eb) => eb.or([eb.and([eb("user_a", "=", me), eb("user_b", "in", ids)]), eb.and([eb("user_b", "=", me), eb("user_a", "in", ids)])]))
    .execute();
  return new Set(rows.map((r) => (r.user_a === me ? r.user_b : r.user_a)));
}

/** People who were active lately and may be matched with `me` as a fallback, best first. */
export async function fallbackCandidates(db: Kysely<DB>, me: number, now: number, presence: Presence): Promise<CardRow[]> {
  const rows = await db
    .selectFrom("users as u")
    .innerJoin("sessions as s", "s.user_id", "u.id")
    .select(CARD_COLUMNS)
    .select((eb) => eb.fn.max("s.last_seen_at").as("seen"))
    .where("u.id", "!=", me)
    .where(meetableBy("u", me, now))
    .where("u.is_service", "=", 0)
    .where("s.last_seen_at", ">=", now - RECENTLY_ACTIVE_MS)
    .where("u.id", "not in", (eb) =>
      eb
        .selectFrom("encounter_matches")
        .select("user_b as id")
        .where("user_a", "=", me)
        .where("created_at", ">", now - DAY_MS)
        .union(eb.selectFrom("encounter_matches").select("user_a as id").where("user_b", "=", me).where("created_at", ">", now - DAY_MS)),
    )
    .where("u.id", "not in", (eb) => eb.selectFrom("encounter_leaves").select("user_id").where("left_at", ">", now - LEFT_RECENTLY_MS))
    .where("u.id", "not in", (eb) =>
      eb
        .selectFrom("encounter_matches")
        .select("user_a as id")
        .where("created_at", ">", now - BUSY_AFTER_MATCH_MS)
        .union(eb.selectFrom("encounter_matches").select("user_b as id").where("created_at", ">", now - BUSY_AFTER_MATCH_MS)),
    )
    .groupBy(CARD_COLUMNS)
    .orderBy("seen", "desc")
    .limit(20)
    .execute();
  const meRow = await cardRowOf(db, me);
  return meRow ? rank(rows, meRow, presence) : rows;
}

/** Whether `userId` was matched within the last `ms` (a fallback pick re-checks this once claimed). */
export async function matchedWithin(db: Kysely<DB>, userId: number, since: number): Promise<boolean> {
  const row = await db
    .selectFrom("encounter_matches")
    .select("id")
    .where((eb) => eb.or([eb("user_a", "=", userId), eb("user_b", "=", userId)]))
    .where("created_at", ">", since)
    .executeTakeFirst();
  return row !== undefined;
}
