/**
 * The queries of people: the public row of a listed user, a page of follows, fans or visitors (the
 * people the owner may meet), and the counts the public user info shows (the totals of those lists).
 */
import { accountIdOf, ageOn } from "@chat/protocol";
import type { PersonFacts, PersonPage, PersonRow, ViewCounts } from "@chat/protocol";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.js";
import { meetableBy } from "./visibility.js";

/** The UTC day of an instant, YYYY-MM-DD: the day today's views and the once-a-day records count. */
export function dayOf(now: number): string {
  return new Date(now).toISOString().slice(0, 10);
}

const level = (n: number): 0 | 1 | 2 => (n === 1 || n === 2 ? n : 0);

/** Today's and total views of a user row, as of `now` (today's views belong to `views_day` only). */
export function viewCountsOf(row: { total_views: number; today_views: number; views_day: string }, now: number): ViewCounts {
  return { todayViews: row.views_day === dayOf(now) ? Number(row.today_views) : 0, totalViews: Number(row.total_views) };
}

/** Whether `follower` follows `followed`. */
export async function isFollowing(db: Kysely<DB>, follower: number, followed: number): Promise<boolean> {
  const row = await db
    .selectFrom("follows")
    .select("created_at")
    .where("follower_id", "=", follower)
    .where("followed_id", "=", followed)
    .executeTakeFirst();
  return row !== undefined;
}

interface Paging {
  page: number;
  pageSize: number;
}

interface UserColumns {
  id: number;
  nickname: string;
  avatar: string;
  avatar_thumb: string;
  vip_level: number;
  gender: number;
  birthday: string | null;
  region: string;
  at: number;
}

/** What anyone may see of a listed user, from their row (Encounter's cards build on it too). */
export function personFacts(r: Omit<UserColumns, "at">, now: number): PersonFacts {
  return {
    userId: r.id,
    account: String(accountIdOf(r.id)),
    nickname: r.nickname,
    avatar: r.avatar,
    avatarThumb: r.avatar_thumb,
    vipLevel: level(r.vip_level),
    gender: level(r.gender),
    age: ageOn(r.birthday, now),
    region: r.region,
  };
}

function toPersonRow(r: UserColumns, now: number): PersonRow {
  return { ...personFacts(r, now), insertTime: Number(r.at) };
}

const USER_COLUMNS = ["u.id", "u.nickname", "u.avatar", "u.avatar_thumb", "u.vip_level", "u.gender", "u.birthday", "u.region"] as const;

/**
 * The follows of `userId` on one side, joined to the other user: only those they may meet (not banned
 * or suspended, no block either way: the follow row stays for later).
 */
function followsOf(db: Kysely<DB>, userId: number, side: "following" | "fans", now: number) {
  const [mine, theirs] = side === "following" ? (["f.follower_id", "f.followed_id"] as const) : (["f.followed_id", "f.follower_id"] as const);
  return db
    .selectFrom("follows as f")
    .innerJoin("users as u", "u.id", theirs)
    .where(mine, "=", userId)
    .where(meetableBy("u", userId, now));
}

async function countFollows(db: Kysely<DB>, userId: number, side: "following" | "fans", now: number): Promise<number> {
  const row = await followsOf(db, userId, side, now).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The follower and following counts of a home page: the totals of the user's own fans and follow
 * lists, so someone banned, suspended or blocked either way is not counted while the lists leave them out.
 */
export async function followCounts(db: Kysely<DB>, userId: number, now: number): Promise<{ fans: number; follow: number }> {
  const [fans, follow] = await Promise.all([countFollows(db, userId, "fans", now), countFollows(db, userId, "following", now)]);
  return { fans, follow };
}

/** The people `userId` follows ("following") or who follow them ("fans"), newest follow first; only those they may meet. */
export async function followPage(db: Kysely<DB>, userId: number, side: "following" | "fans", paging: Paging, now: number): Promise<PersonPage> {
  const base = followsOf(db, userId, side, now);
  const [rows, total] = await Promise.all([
    base
      .select([...USER_COLUMNS, "f.created_at as at"])
      .orderBy("f.created_at", "desc")
      .orderBy("u.id", "desc")
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize)
      .execute(),
    countFollows(db, userId, side, now),
  ]);
  return { records: rows.map((r) => toPersonRow(r, now)), total };
}

/** Who visited `ownerId`'s home page: one row per visitor and day, the latest visit first; only those they may meet. */
export async function visitorPage(db: Kysely<DB>, ownerId: number, paging: Paging, now: number): Promise<PersonPage> {
  const base = db
    .selectFrom("visits as v")
    .innerJoin("users as u", "u.id", "v.visitor_id")
    .where("v.owner_id", "=", ownerId)
    .where(meetableBy("u", ownerId, now));
  const [rows, total] = await Promise.all([
    base
      .select([...USER_COLUMNS, "v.last_at as at"])
      .orderBy("v.last_at", "desc")
      .orderBy("u.id", "desc")
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { records: rows.map((r) => toPersonRow(r, now)), total: Number(total.n) };
}
