/**
 * POST /api/bump/matching: live random matching, SVIP only, with a daily number of attempts.
 * `status` tells the attempts left (anyone) and a match made for the caller in the last minute; `start` spends an attempt and pairs the caller with
 * someone waiting or queues them until the countdown's deadline; `settle` (at the deadline) pairs
 * with someone waiting or active lately, or answers `nobody` and gives the attempt back; `cancel`
 * leaves the queue (attempt given back unless a match came first); `end` ends a match.
 */
import { CODE, matchingRequest } from "@chat/protocol";
import type { MatchingQuota, MatchingReply, MatchingState } from "@chat/protocol";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { callerId, requireAuth } from "../../http/auth.js";
import { AppError, ok } from "../../http/envelope.js";
import { parseBody } from "../../http/parse-body.js";
import { effectiveVipLevel } from "../wallet/index.js";
import { clearLeave, endMatch, leaveMatching, pairWithRecent, pairWithWaiting, recentMatchOf } from "./matchmaker.js";
import type { MatchQueue } from "./match-queue.js";
import { STALE_AFTER_MS } from "./match-queue.js";
import { attemptsUsed, giveBackAttempt, localDay, spendAttempt } from "./quota.js";

/** How long `status` reports a new match (the web app polls it while the Encounter page is open). */
const MATCH_NEWS_MS = 60_000;
/** A settle this much before the deadline still counts as at the deadline (clocks differ a little). */
const EARLY_SETTLE_MS = 1_000;

export function registerMatchingRoutes(app: FastifyInstance, ctx: AppContext, queue: MatchQueue): void {
  const db = ctx.database.db;
  const { dailyAttempts, countdownSeconds } = ctx.config.encounter;
  const countdownMs = countdownSeconds * 1000;

  app.post("/api/bump/matching", { preHandler: requireAuth(ctx) }, async (request) => {
    const me = callerId(request);
    const { action, matchId, tzOffset } = parseBody(matchingRequest, request.body);
    const now = ctx.clock.now();
    const day = localDay(now, tzOffset);
    const user = await db.selectFrom("users").select(["vip_level", "vip_expires_at"]).where("id", "=", me).executeTakeFirstOrThrow();
    const allowed = effectiveVipLevel(user, now) === 2;
    const quota = async (): Promise<MatchingQuota> => ({
      allowed,
      dailyAttempts,
      attemptsLeft: allowed ? Math.max(0, dailyAttempts - (await attemptsUsed(db, me, day))) : 0,
    });
    const reply = async (state: MatchingState) => ok<MatchingReply>(request.locale, { ...(await quota()), ...state });
    const waiting = (deadline: number) => reply({ state: "waiting", deadline, countdownSeconds: Math.max(0, Math.ceil((deadline - now) / 1000)) });
    const matchedOr = async (fallback: () => ReturnType<typeof reply>) => {
      const match = await recentMatchOf(ctx, db, me, now - countdownMs - 2 * STALE_AFTER_MS, now);
      return match ? reply({ state: "matched", match }) : fallback();
    };

    if (action === "end") {
      if (matchId === undefined || !(await endMatch(ctx, me, matchId, now))) throw new AppError(CODE.notFound, "matchNotFound");
      return reply({ state: "idle" });
    }
    const deadline = await queue.deadlineOf(me);
    if (action === "status") {
      if (deadline !== null) return waiting(deadline);
      // A match made for the caller lately (someone's fallback): pages without the gateway learn of it here.
      const match = await recentMatchOf(ctx, db, me, now - MATCH_NEWS_MS, now);
      return reply(match ? { state: "matched", match } : { state: "idle" });
    }
    if (action === "cancel") {
      if (await queue.leave(me)) await giveBackAttempt(db, me, day);
      // Whoever is pairing the caller right now (from the queue or as someone active) drops that pair,
      // or the match it just stored ends: nobody stays matched with someone who left.
      await leaveMatching(ctx, me, now - countdownMs - 2 * STALE_AFTER_MS, now);
      return reply({ state: "idle" });
    }
    if (!allowed) throw new AppError(CODE.forbidden, "matchingSvipOnly");

    if (action === "start") {
      if (deadline !== null) return waiting(deadline);
      if (!(await spendAttempt(db, me, day, dailyAttempts))) throw new AppError(CODE.forbidden, "noMatchingAttempts");
      const until = now + countdownMs;
      await clearLeave(db, me);
      if (!(await queue.join(me, until, now))) {
        // Claimed a moment ago for someone else's fallback match: that match is the answer.
        await giveBackAttempt(db, me, day);
        return matchedOr(() => reply({ state: "idle" }));
      }
      const match = await pairWithWaiting(ctx, queue, me, until, now);
      return match ? reply({ state: "matched", match }) : waiting(until);
    }

    // settle
    if (deadline === null) return matchedOr(() => reply({ state: "idle" }));
    if (now < deadline - EARLY_SETTLE_MS) return waiting(deadline);
    const match = (await pairWithWaiting(ctx, queue, me, deadline, now)) ?? (await pairWithRecent(ctx, queue, me, deadline, now));
    if (match) return reply({ state: "matched", match });
    if (await queue.leave(me)) {
      await giveBackAttempt(db, me, day);
      return reply({ state: "nobody" });
    }
    // Someone paired the caller meanwhile; the match is committed or about to be (its event follows).
    return matchedOr(() => waiting(now));
  });
}
