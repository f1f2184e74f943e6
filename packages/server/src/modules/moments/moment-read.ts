/**
 * GET /api/dynamic/dynamic-list?view=square|friends|user&userId=&cursor=&pageSize= (cursor-paged,
 * newest first; a user's own list puts the pinned moment first), GET /api/dynamic/dynamic-info?id=
 * (one moment, its first page of comments, and for an SVIP author viewing their own moment, who
 * liked it), GET /api/dynamic/comment-list?dynamicId=&cursor=&pageSize=.
 */
import { MOMENT_LIMITS, commentListQuery, momentInfoQuery, momentListQuery } from "@chat/protocol";
import type { CommentPage, MomentAuthor, MomentInfoReply, MomentPage } from "@chat/protocol";
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type { AppContext } from "../../context.js";
import type { DB } from "../../db/schema.js";
import { callerId, requireAuth } from "../../http/auth.js";
import { notFound, ok } from "../../http/envelope.js";
import { parseBody } from "../../http/parse-body.js";
import { requireVisibleUser, visibleUser } from "../people/index.js";
import { commentPage } from "./comment-queries.js";
import { AUTHOR_COLUMNS, listMoments, toAuthor, toMoments, visibleMoment } from "./moment-queries.js";
import type { MomentRow } from "./moment-queries.js";

/** Most likers dynamic-info lists. */
const LIKERS_SHOWN = 100;

async function likersOf(db: Kysely<DB>, momentId: number, now: number): Promise<MomentAuthor[]> {
  const rows = await db
    .selectFrom("moment_likes as l")
    .innerJoin("users as u", "u.id", "l.user_id")
    .select(["l.user_id", ...AUTHOR_COLUMNS])
    .where("l.moment_id", "=", momentId)
    .where(visibleUser("u", now))
    .orderBy("l.created_at", "desc")
    .orderBy("l.user_id", "desc")
    .limit(LIKERS_SHOWN)
    .execute();
  return rows.map((r) => toAuthor(r.user_id, r, now));
}

/** The moment `id` as `me` may see it at `now`, or 404. */
export async function requireVisibleMoment(db: Kysely<DB>, id: number, me: number, now: number): Promise<MomentRow> {
  const moment = await visibleMoment(db, id, me, now);
  if (!moment) throw notFound();
  return moment;
}

export function registerReadRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;
  const auth = { preHandler: requireAuth(ctx) };

  app.get("/api/dynamic/dynamic-list", auth, async (request) => {
    const me = callerId(request);
    const query = parseBody(momentListQuery, request.query);
    const userId = query.userId ?? me;
    if (query.view === "user" && userId !== me) await requireVisibleUser(ctx, userId);
    const now = ctx.clock.now();
    const { rows, next } = await listMoments(db, me, { view: query.view, userId, cursor: query.cursor, pageSize: query.pageSize }, now);
    return ok<MomentPage>(request.locale, { list: await toMoments(db, rows, me, now), nextCursor: next });
  });

  app.get("/api/dynamic/dynamic-info", auth, async (request) => {
    const me = callerId(request);
    const { id } = parseBody(momentInfoQuery, request.query);
    const now = ctx.clock.now();
    const moment = await requireVisibleMoment(db, id, me, now);
    const [view] = await toMoments(db, [moment], me, now);
    const comments = await commentPage(db, moment, me, undefined, MOMENT_LIMITS.pageSize, now);
    const likers = moment.user_id === me && view?.author.vipLevel === 2 ? await likersOf(db, id, now) : null;
    return ok<MomentInfoReply>(request.locale, { moment: view!, comments, likers });
  });

  app.get("/api/dynamic/comment-list", auth, async (request) => {
    const me = callerId(request);
    const query = parseBody(commentListQuery, request.query);
    const now = ctx.clock.now();
    const moment = await requireVisibleMoment(db, query.dynamicId, me, now);
    return ok<CommentPage>(request.locale, await commentPage(db, moment, me, query.cursor, query.pageSize, now));
  });
}
