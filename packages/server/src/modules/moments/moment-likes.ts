/**
 * POST /api/dynamic/support {dynamicId, like}: like or unlike, both idempotent. The like row is unique
 * per (moment, user) and the moment's counter moves in the same transaction only when a row did, so
 * parallel requests count right on both databases. A first like leaves the author a "liked your
 * moment" interaction (type 3) with its live notice, never for oneself and once per liker and moment.
 */
import { supportRequest } from "@chat/protocol";
import type { SupportReply } from "@chat/protocol";
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type { AppContext } from "../../context.js";
import type { DB } from "../../db/schema.js";
import { callerId, requireAuth } from "../../http/auth.js";
import { ok, tooMany } from "../../http/envelope.js";
import { parseBody } from "../../http/parse-body.js";
import { publishAll } from "../../realtime/events.js";
import type { StoredEvent } from "../../realtime/events.js";
import { INTERACTION, interactionNotice, recordInteraction } from "../notifications/index.js";
import { canMeet } from "../people/index.js";
import { hidesInteractions } from "./moment-queries.js";
import { requireVisibleMoment } from "./moment-read.js";

export const LIKE_RULE = { limit: 120, windowMs: 60_000 };

/**
 * Leaves `userId` an interaction of `type` about `dynamicId` from `otherUserId`, with its live notice
 * while the two may meet, unless one exists already (when `once`) or it is their own.
 */
export async function interactionFor(trx: Kysely<DB>, input: { userId: number; otherUserId: number; type: number; dynamicId: number; now: number }, once: boolean): Promise<StoredEvent[]> {
  if (input.userId === input.otherUserId) return [];
  if (once) {
    const seen = await trx.selectFrom("interactions").select("id").where("user_id", "=", input.userId).where("other_user_id", "=", input.otherUserId).where("type", "=", input.type).where("dynamic_id", "=", input.dynamicId).executeTakeFirst();
    if (seen) return [];
  }
  return [await recordInteraction(trx, input), ...(await interactionNotice(trx, input, await canMeet(trx, input.userId, input.otherUserId, input.now)))];
}

export function registerLikeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;

  app.post("/api/dynamic/support", { preHandler: requireAuth(ctx) }, async (request) => {
    const me = callerId(request);
    const { dynamicId, like } = parseBody(supportRequest, request.body);
    const now = ctx.clock.now();
    const moment = await requireVisibleMoment(db, dynamicId, me, now);
    const limited = await ctx.limiter.consume(`moment-like:${me}`, LIKE_RULE);
    if (!limited.allowed) throw tooMany("tooMany", limited.retryAfterS);
    const { likes, events } = await db.transaction().execute(async (trx) => {
      let events: StoredEvent[] = [];
      if (like) {
        const inserted = await trx
          .insertInto("moment_likes")
          .values({ moment_id: dynamicId, user_id: me, created_at: now })
          .onConflict((oc) => oc.columns(["moment_id", "user_id"]).doNothing())
          .returning("user_id")
          .executeTakeFirst();
        if (inserted) {
          await trx.updateTable("moments").set((eb) => ({ likes: eb("likes", "+", 1) })).where("id", "=", dynamicId).execute();
          events = await interactionFor(trx, { userId: moment.user_id, otherUserId: me, type: INTERACTION.liked, dynamicId, now }, true);
        }
      } else {
        const deleted = await trx.deleteFrom("moment_likes").where("moment_id", "=", dynamicId).where("user_id", "=", me).returning("user_id").executeTakeFirst();
        if (deleted) await trx.updateTable("moments").set((eb) => ({ likes: eb("likes", "-", 1) })).where("id", "=", dynamicId).execute();
      }
      const row = await trx.selectFrom("moments").select("likes").where("id", "=", dynamicId).executeTakeFirst();
      return { likes: Number(row?.likes ?? 0), events };
    });
    publishAll(ctx, events);
    // A private author's count is theirs: another liker learns only about their own like.
    return ok<SupportReply>(request.locale, { liked: like, likes: hidesInteractions(moment, me) ? (like ? 1 : 0) : likes });
  });
}
