/**
 * Following: POST /api/user/follow {userId, follow} (follow and unfollow are idempotent),
 * GET /api/user/follow-list and /api/user/fans-list (paged). A follow row is unique per pair and the
 * counters of my-info and the public user info change in the same transaction, only when a row did;
 * a new follow leaves the followed user a "followed you" interaction (at most one a day per follower)
 * with its live notice.
 * A user who blocked the caller, or is banned or suspended, cannot be followed (404, as their home
 * page); nor can a user the caller blocked (403).
 */
import { CODE, followRequest } from "@chat/protocol";
import type { FollowReply } from "@chat/protocol";
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import type { DB } from "../../db/schema.js";
import { requireAuth, callerId } from "../../http/auth.js";
import { AppError, badRequest, ok } from "../../http/envelope.js";
import { parseBody, pageField, pageSizeField } from "../../http/parse-body.js";
import { publishAll } from "../../realtime/events.js";
import type { StoredEvent } from "../../realtime/events.js";
import { requireLiveUser } from "../account/index.js";
import { INTERACTION, hasInteractionSince, interactionNotice, recordInteraction } from "../notifications/index.js";
import { hasBlocked } from "./block-rules.js";
import { followCounts, followPage } from "./people-queries.js";
import { canMeet, isVisible, userUnavailable } from "./visibility.js";

const DAY_MS = 24 * 60 * 60_000;

export const pageQuery = z.object({ page: pageField, pageSize: pageSizeField(50) });

/** Moves both counters by `delta`, locking the two user rows in id order (no deadlock between A→B and B→A). */
async function moveCounters(trx: Kysely<DB>, follower: number, followed: number, delta: 1 | -1): Promise<void> {
  const changes = [
    { id: follower, column: "follow_count" as const },
    { id: followed, column: "fans_count" as const },
  ].sort((a, b) => a.id - b.id);
  for (const { id, column } of changes) {
    await trx
      .updateTable("users")
      .set((eb) => ({ [column]: eb(column, "+", delta) }))
      .where("id", "=", id)
      .execute();
  }
}

export function registerFollowRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;
  const auth = { preHandler: requireAuth(ctx) };

  app.post("/api/user/follow", auth, async (request) => {
    const me = callerId(request);
    const { userId, follow } = parseBody(followRequest, request.body);
    if (userId === me) throw badRequest("cannotFollowSelf");
    const target = await requireLiveUser(ctx, userId);
    const now = ctx.clock.now();
    // Someone banned, suspended or who blocked the caller is not there for them; nor does the caller
    // follow someone they blocked. Unfollowing still works.
    if (follow && (!isVisible(target, now) || (await hasBlocked(db, userId, me)))) throw userUnavailable();
    if (follow && (await hasBlocked(db, me, userId))) throw new AppError(CODE.forbidden, "blockedCannotFollow");
    const { fans, events } = await db.transaction().execute(async (trx) => {
      const stored: StoredEvent[] = [];
      if (follow) {
        const inserted = await trx
          .insertInto("follows")
          .values({ follower_id: me, followed_id: userId, created_at: now })
          .onConflict((oc) => oc.columns(["follower_id", "followed_id"]).doNothing())
          .returning("follower_id")
          .executeTakeFirst();
        if (inserted) {
          await moveCounters(trx, me, userId, 1);
          const who = { userId, otherUserId: me, type: INTERACTION.followed };
          if (!(await hasInteractionSince(trx, who, now - DAY_MS))) {
            stored.push(await recordInteraction(trx, { ...who, now }));
            // A live notice too, unless a block or a ban came in since the checks above.
            stored.push(...(await interactionNotice(trx, { ...who, now }, await canMeet(trx, userId, me, now))));
          }
        }
      } else {
        const deleted = await trx
          .deleteFrom("follows")
          .where("follower_id", "=", me)
          .where("followed_id", "=", userId)
          .returning("follower_id")
          .executeTakeFirst();
        if (deleted) await moveCounters(trx, me, userId, -1);
      }
      // As their home page counts them (someone banned or suspended is not counted while hidden).
      return { fans: (await followCounts(trx, userId, now)).fans, events: stored };
    });
    publishAll(ctx, events);
    return ok<FollowReply>(request.locale, { follow, fans });
  });

  app.get("/api/user/follow-list", auth, async (request) => {
    const paging = parseBody(pageQuery, request.query);
    return ok(request.locale, await followPage(db, callerId(request), "following", paging, ctx.clock.now()));
  });

  app.get("/api/user/fans-list", auth, async (request) => {
    const paging = parseBody(pageQuery, request.query);
    return ok(request.locale, await followPage(db, callerId(request), "fans", paging, ctx.clock.now()));
  });
}
