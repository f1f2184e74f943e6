/**
 * The comments' queries: a page of a moment's top-level comments, oldest first, each with all its
 * replies, as one viewer may see them (the author's privacy setting, block, visible writers), and one
 * comment with its moment for the calls that act on it.
 */
import { MOMENT_LIMITS } from "@chat/protocol";
import type { CommentPage, MomentComment } from "@chat/protocol";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.js";
import { blockedEitherIdsOf, canMeet, visibleUser } from "../people/index.js";
import { AUTHOR_COLUMNS, decodeCursor, encodeCursor, hidesInteractions, toAuthor } from "./moment-queries.js";
import type { MomentRow } from "./moment-queries.js";

function commentRows(db: Kysely<DB>) {
  return db
    .selectFrom("moment_comments as c")
    .innerJoin("users as u", "u.id", "c.user_id")
    .leftJoin("users as r", "r.id", "c.reply_to_user_id")
    .select(["c.id", "c.moment_id", "c.user_id", "c.parent_id", "c.reply_to_user_id", "c.text", "c.created_at", "r.nickname as reply_nickname", ...AUTHOR_COLUMNS])
    .where("u.deleted_at", "is", null)
    // Hidden by an operator (a complaint): shown to no one.
    .where("c.hidden_at", "is", null);
}

type CommentRow = Awaited<ReturnType<ReturnType<typeof commentRows>["execute"]>>[number];

function toComment(row: CommentRow, now: number, replies: MomentComment[] = []): MomentComment {
  return {
    id: row.id,
    dynamicId: row.moment_id,
    parentId: row.parent_id,
    author: toAuthor(row.user_id, row, now),
    replyTo: row.reply_to_user_id === null ? null : { userId: row.reply_to_user_id, nickname: row.reply_nickname ?? "" },
    text: row.text,
    createdAt: Number(row.created_at),
    replies,
  };
}

/**
 * A page of `moment`'s comments as `viewerId` sees them. When the author keeps interactions private,
 * another viewer sees only their own comments and the replies they or the author wrote under them.
 */
export async function commentPage(db: Kysely<DB>, moment: MomentRow, viewerId: number, cursor: string | undefined, pageSize: number, now: number): Promise<CommentPage> {
  const hidden = hidesInteractions(moment, viewerId);
  const blocked = await blockedEitherIdsOf(db, viewerId);
  const after = cursor === undefined ? undefined : decodeCursor(cursor);
  // A banned or suspended writer's comments are hidden from everyone until that is lifted.
  let top = commentRows(db).where("c.moment_id", "=", moment.id).where("c.parent_id", "is", null).where(visibleUser("u", now));
  if (hidden) top = top.where("c.user_id", "=", viewerId);
  if (blocked.length > 0) top = top.where("c.user_id", "not in", blocked);
  if (after) top = top.where((eb) => eb.or([eb("c.created_at", ">", after.createdAt), eb.and([eb("c.created_at", "=", after.createdAt), eb("c.id", ">", after.id)])]));
  const size = Math.min(pageSize, MOMENT_LIMITS.maxPageSize);
  const rows = await top.orderBy("c.created_at", "asc").orderBy("c.id", "asc").limit(size + 1).execute();
  const page = rows.slice(0, size);
  const ids = page.map((r) => r.id);
  let replyQuery = commentRows(db).where("c.moment_id", "=", moment.id).where(visibleUser("u", now));
  if (hidden) replyQuery = replyQuery.where("c.user_id", "in", [viewerId, moment.user_id]);
  if (blocked.length > 0) replyQuery = replyQuery.where("c.user_id", "not in", blocked);
  const replies = ids.length === 0 ? [] : await replyQuery.where("c.parent_id", "in", ids).orderBy("c.created_at", "asc").orderBy("c.id", "asc").execute();
  const byParent = new Map<number, MomentComment[]>();
  for (const r of replies) {
    const list = byParent.get(r.parent_id ?? 0) ?? [];
    list.push(toComment(r, now));
    byParent.set(r.parent_id ?? 0, list);
  }
  const last = page.at(-1);
  return {
    list: page.map((r) => toComment(r, now, byParent.get(r.id) ?? [])),
    nextCursor: rows.length > size && last ? encodeCursor(Number(last.created_at), last.id) : null,
    total: hidden ? await visibleCount(db, moment, viewerId) : Number(moment.comments),
  };
}

/** What a viewer of a private moment can count: their own comments and the replies under them. */
async function visibleCount(db: Kysely<DB>, moment: MomentRow, viewerId: number): Promise<number> {
  const mine = db.selectFrom("moment_comments").select("id").where("moment_id", "=", moment.id).where("parent_id", "is", null).where("user_id", "=", viewerId);
  const row = await db
    .selectFrom("moment_comments")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("moment_id", "=", moment.id)
    .where((eb) => eb.or([eb("id", "in", mine), eb.and([eb("parent_id", "in", mine), eb("user_id", "in", [viewerId, moment.user_id])])]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One comment row (no join), for the calls that act on it. */
export async function findComment(db: Kysely<DB>, id: number) {
  return db.selectFrom("moment_comments").selectAll().where("id", "=", id).executeTakeFirst();
}

/**
 * Whether `viewerId` may see comment `comment` on `moment` at `now`, as `commentPage` shows it: its
 * writer may meet the viewer (visible, no block either way), and privacy (their own, or a reply by
 * them or the author under their own).
 */
export async function commentVisible(db: Kysely<DB>, moment: MomentRow, comment: { user_id: number; parent_id: number | null }, viewerId: number, now: number): Promise<boolean> {
  if (comment.user_id !== viewerId && !(await canMeet(db, viewerId, comment.user_id, now))) return false;
  if (!hidesInteractions(moment, viewerId)) return true;
  if (comment.parent_id === null) return comment.user_id === viewerId;
  if (comment.user_id !== viewerId && comment.user_id !== moment.user_id) return false;
  const parent = await findComment(db, comment.parent_id);
  return parent?.user_id === viewerId;
}

export { toComment, commentRows };
