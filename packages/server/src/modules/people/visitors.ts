/**
 * Home-page visits: POST /api/user/visit {userId} (the home page calls it when someone else opens
 * it), GET /api/user/visitor-num → the caller's {todayViews, totalViews}, GET /api/user/visitor-record
 * (paged) → who visited the caller and when. Every visit counts toward total views; a visitor counts
 * once a UTC day toward today's views and leaves one "visited your home page" interaction that day.
 * Own visits do not count, nor a visit between two users when one blocked the other (the blocked
 * visitor is refused; the blocker's visit is answered but not recorded); a banned or suspended user
 * cannot be visited. Nobody reads another's visitors (both GETs answer only the caller's).
 */
import { visitRequest } from "@chat/protocol";
import type { ViewCounts } from "@chat/protocol";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { requireAuth, callerId } from "../../http/auth.js";
import { ok } from "../../http/envelope.js";
import { parseBody } from "../../http/parse-body.js";
import { publishAll } from "../../realtime/events.js";
import type { StoredEvent } from "../../realtime/events.js";
import { requireLiveUser } from "../account/index.js";
import { INTERACTION, recordInteraction } from "../notifications/index.js";
import { hasBlocked } from "./block-rules.js";
import { pageQuery } from "./follow.js";
import { dayOf, viewCountsOf, visitorPage } from "./people-queries.js";
import { requireVisibleUser, userUnavailable } from "./visibility.js";

/** Visits a user may record in an hour; beyond it they are accepted but not counted (no inflated views). */
const VISIT_RULE = { limit: 120, windowMs: 60 * 60_000 };

export function registerVisitorRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;
  const auth = { preHandler: requireAuth(ctx) };

  app.post("/api/user/visit", auth, async (request) => {
    const me = callerId(request);
    const { userId } = parseBody(visitRequest, request.body);
    const owner = await requireVisibleUser(ctx, userId);
    // A blocked viewer does not see the blocker's home page, so they do not visit it either.
    if (userId !== me && (await hasBlocked(db, userId, me))) throw userUnavailable();
    const now = ctx.clock.now();
    // The blocker may open the page of someone they blocked (to unblock): that visit leaves no trace.
    const counted = userId !== me && !(await hasBlocked(db, me, userId));
    if (!counted || !(await ctx.limiter.consume(`visit:${me}`, VISIT_RULE)).allowed) {
      return ok<ViewCounts>(request.locale, viewCountsOf(owner, now));
    }
    const day = dayOf(now);
    const { counts, events } = await db.transaction().execute(async (trx) => {
      const stored: StoredEvent[] = [];
      const first = await trx
        .insertInto("visits")
        .values({ owner_id: userId, visitor_id: me, day, visits: 1, last_at: now })
        .onConflict((oc) => oc.columns(["owner_id", "visitor_id", "day"]).doNothing())
        .returning("owner_id")
        .executeTakeFirst();
      if (first) {
        await trx
          .updateTable("users")
          .set((eb) => ({
            total_views: eb("total_views", "+", 1),
            today_views: eb.case().when("views_day", "=", day).then(eb("today_views", "+", 1)).else(1).end(),
            views_day: day,
          }))
          .where("id", "=", userId)
          .execute();
        stored.push(await recordInteraction(trx, { userId, otherUserId: me, type: INTERACTION.visited, now }));
      } else {
        await trx
          .updateTable("visits")
          .set((eb) => ({ visits: eb("visits", "+", 1), last_at: now }))
          .where("owner_id", "=", userId)
          .where("visitor_id", "=", me)
          .where("day", "=", day)
          .execute();
        await trx
          .updateTable("users")
          .set((eb) => ({ total_views: eb("total_views", "+", 1) }))
          .where("id", "=", userId)
          .execute();
      }
      const row = await trx.selectFrom("users").select(["total_views", "today_views", "views_day"]).where("id", "=", userId).executeTakeFirstOrThrow();
      return { counts: viewCountsOf(row, now), events: stored };
    });
    publishAll(ctx, events);
    return ok<ViewCounts>(request.locale, counts);
  });

  app.get("/api/user/visitor-num", auth, async (request) => {
    const me = await requireLiveUser(ctx, callerId(request));
    return ok<ViewCounts>(request.locale, viewCountsOf(me, ctx.clock.now()));
  });

  app.get("/api/user/visitor-record", auth, async (request) => {
    const paging = parseBody(pageQuery, request.query);
    return ok(request.locale, await visitorPage(db, callerId(request), paging, ctx.clock.now()));
  });
}
