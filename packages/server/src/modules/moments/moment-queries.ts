/**
 * The moments' queries: a moment row with its author as the wire shows it to one viewer (privacy,
 * burn-after-reading, the viewer's like), a moment the viewer may see (author visible: live, not
 * banned or suspended; no block either way), and the lists (square, friends, one user's) paged by an
 * opaque (createdAt, id) cursor.
 */
import { MOMENT_LIMITS, accountIdOf } from "@chat/protocol";
import type { BurnState, Moment, MomentAuthor, MomentPicture } from "@chat/protocol";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.js";
import type { StoredPicture } from "../../db/schema-moments.js";
import { badRequest } from "../../http/envelope.js";
import { blockedEitherIdsOf, isBlockedEither, visibleUser } from "../people/index.js";
import { effectiveVipLevel } from "../wallet/index.js";

/** A moment row joined with what the wire needs of its author. */
export interface MomentRow {
  id: number;
  user_id: number;
  text: string;
  language: string;
  type: number;
  pictures: string;
  pinned: number;
  likes: number;
  comments: number;
  created_at: number;
  nickname: string;
  avatar: string;
  avatar_thumb: string;
  vip_level: number;
  vip_expires_at: number | null;
  moment_interactions: "public" | "private";
}

/** Author columns of `users as u`, as `toAuthor` reads them. */
export const AUTHOR_COLUMNS = ["u.nickname", "u.avatar", "u.avatar_thumb", "u.vip_level", "u.vip_expires_at"] as const;

export function momentRows(db: Kysely<DB>) {
  return db
    .selectFrom("moments as m")
    .innerJoin("users as u", "u.id", "m.user_id")
    .select(["m.id", "m.user_id", "m.text", "m.language", "m.type", "m.pictures", "m.pinned", "m.likes", "m.comments", "m.created_at", "u.moment_interactions", ...AUTHOR_COLUMNS])
    .where("u.deleted_at", "is", null)
    // Hidden by an operator (a complaint): shown to no one.
    .where("m.hidden_at", "is", null);
}

export function toAuthor(userId: number, r: { nickname: string; avatar: string; avatar_thumb: string; vip_level: number; vip_expires_at: number | null }, now: number): MomentAuthor {
  return {
    userId,
    account: String(accountIdOf(userId)),
    nickname: r.nickname,
    avatar: r.avatar,
    avatarThumb: r.avatar_thumb,
    vipLevel: effectiveVipLevel({ vip_level: Number(r.vip_level), vip_expires_at: r.vip_expires_at === null ? null : Number(r.vip_expires_at) }, now),
  };
}

export function storedPictures(row: { pictures: string }): StoredPicture[] {
  return JSON.parse(row.pictures) as StoredPicture[];
}

/** True when the author keeps likes and comments to themselves and `viewerId` is someone else. */
export function hidesInteractions(row: Pick<MomentRow, "user_id" | "moment_interactions">, viewerId: number): boolean {
  return row.moment_interactions === "private" && row.user_id !== viewerId;
}

export interface ViewerState {
  liked: Set<number>;
  /** Burn reads of the viewer: moment id → { allowed, reads }. */
  reads: Map<number, { allowed: number; reads: number }>;
}

export function burnStateOf(row: Pick<MomentRow, "id" | "type" | "user_id">, viewerId: number, state: ViewerState): BurnState | null {
  if (row.type !== 1) return null;
  if (row.user_id === viewerId) return "own";
  const read = state.reads.get(row.id);
  return read && read.reads >= read.allowed ? "burned" : "sealed";
}

export function toMoment(row: MomentRow, viewerId: number, state: ViewerState, now: number): Moment {
  const hidden = hidesInteractions(row, viewerId);
  const sealed = row.type === 1 && row.user_id !== viewerId;
  const pictures: MomentPicture[] = storedPictures(row).map((p) => ({
    url: sealed ? "" : `/files/${p.key}`,
    thumbUrl: sealed ? "" : `/files/${p.thumbKey}`,
    blurUrl: `/files/${p.blurKey}`,
    width: p.width,
    height: p.height,
  }));
  return {
    id: row.id,
    author: toAuthor(row.user_id, row, now),
    text: row.text,
    language: row.language,
    type: row.type === 1 ? 1 : 0,
    pictures,
    pinned: row.pinned === 1,
    createdAt: Number(row.created_at),
    likes: hidden ? null : Number(row.likes),
    comments: hidden ? null : Number(row.comments),
    liked: state.liked.has(row.id),
    burnState: burnStateOf(row, viewerId, state),
  };
}

/** The viewer's likes and burn reads among `ids`. */
export async function viewerState(db: Kysely<DB>, viewerId: number, ids: number[]): Promise<ViewerState> {
  if (ids.length === 0) return { liked: new Set(), reads: new Map() };
  const [likes, reads] = await Promise.all([
    db.selectFrom("moment_likes").select("moment_id").where("user_id", "=", viewerId).where("moment_id", "in", ids).execute(),
    db.selectFrom("moment_burn_reads").select(["moment_id", "allowed", "reads"]).where("viewer_id", "=", viewerId).where("moment_id", "in", ids).execute(),
  ]);
  return {
    liked: new Set(likes.map((l) => l.moment_id)),
    reads: new Map(reads.map((r) => [r.moment_id, { allowed: Number(r.allowed), reads: Number(r.reads) }])),
  };
}

export async function toMoments(db: Kysely<DB>, rows: MomentRow[], viewerId: number, now: number): Promise<Moment[]> {
  const state = await viewerState(db, viewerId, rows.map((r) => r.id));
  return rows.map((r) => toMoment(r, viewerId, state, now));
}

/** The moment, when `viewerId` may see it at `now`: it exists, its author is visible (people/visibility.ts), and neither blocked the other. */
export async function visibleMoment(db: Kysely<DB>, id: number, viewerId: number, now: number): Promise<MomentRow | undefined> {
  const row = (await momentRows(db).where("m.id", "=", id).where(visibleUser("u", now)).executeTakeFirst()) as MomentRow | undefined;
  if (!row) return undefined;
  if (row.user_id !== viewerId && (await isBlockedEither(db, row.user_id, viewerId))) return undefined;
  return row;
}

/** An opaque cursor: the last item's (createdAt, id), base64url. */
export function encodeCursor(createdAt: number, id: number): string {
  return Buffer.from(`${createdAt}:${id}`).toString("base64url");
}

export function decodeCursor(cursor: string): { createdAt: number; id: number } {
  const match = /^(\d{1,16}):(\d{1,10})$/.exec(Buffer.from(cursor, "base64url").toString("utf8"));
  const createdAt = Number(match?.[1]);
  const id = Number(match?.[2]);
  if (!match || !Number.isSafeInteger(createdAt) || id > 2 ** 31 - 1) throw badRequest("badRequest");
  return { createdAt, id };
}

export interface ListInput {
  view: "square" | "friends" | "user";
  /** The user of `view=user`. */
  userId: number;
  cursor: string | undefined;
  pageSize: number;
}

/**
 * One page of moments, newest first by (createdAt, id), so moments posted while paging sit before the
 * cursor and never repeat or push items out. `view=user` puts the pinned moment first on the first
 * page and leaves it out of the rest.
 */
export async function listMoments(db: Kysely<DB>, viewerId: number, input: ListInput, now: number): Promise<{ rows: MomentRow[]; next: string | null }> {
  const blocked = await blockedEitherIdsOf(db, viewerId);
  if (input.view === "user" && blocked.includes(input.userId)) return { rows: [], next: null };
  const after = input.cursor === undefined ? undefined : decodeCursor(input.cursor);
  // A banned or suspended author's moments leave every list until that is lifted.
  let query = momentRows(db).where(visibleUser("u", now));
  if (input.view === "user") query = query.where("m.user_id", "=", input.userId);
  if (input.view === "friends") {
    query = query.where("m.user_id", "in", db.selectFrom("friends").select("friend_user_id").where("user_id", "=", viewerId));
  }
  if (blocked.length > 0) query = query.where("m.user_id", "not in", blocked);
  let pinned: MomentRow[] = [];
  if (input.view === "user") {
    if (!after) pinned = (await query.where("m.pinned", "=", 1).execute()) as MomentRow[];
    query = query.where("m.pinned", "=", 0);
  }
  if (after) {
    query = query.where((eb) => eb.or([eb("m.created_at", "<", after.createdAt), eb.and([eb("m.created_at", "=", after.createdAt), eb("m.id", "<", after.id)])]));
  }
  const size = Math.min(input.pageSize, MOMENT_LIMITS.maxPageSize);
  const rows = (await query.orderBy("m.created_at", "desc").orderBy("m.id", "desc").limit(size + 1).execute()) as MomentRow[];
  const page = rows.slice(0, size);
  const last = page.at(-1);
  const next = rows.length > size && last ? encodeCursor(Number(last.created_at), last.id) : null;
  return { rows: [...pinned, ...page], next };
}
