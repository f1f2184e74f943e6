/**
 * The stack of people to meet (GET /api/bump/list), past matches (GET /api/bump/list2; only people
 * the caller may meet: no block either way, not banned or suspended) and passing a card
 * (POST /api/bump/next, which keeps that person out of the stack for a day and tells the caller's
 * other devices, whose stacks drop the card at once). Cards of the stack carry album photos.
 */
import { encounterListQuery, encounterNextRequest } from "@chat/protocol";
import type { EncounterEvent, EncounterMatchPage, EncounterPage } from "@chat/protocol";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { callerId, requireAuth } from "../../http/auth.js";
import { badRequest, ok } from "../../http/envelope.js";
import { parseBody } from "../../http/parse-body.js";
import { appendEvent, publishAll } from "../../realtime/events.js";
import { requireLiveUser } from "../account/index.js";
import { meetableBy } from "../people/index.js";
import { cardPhotos } from "./card-photos.js";
import { CARD_COLUMNS, cardRowOf, rank, stackCandidates, talkableIds, toCard } from "./encounter-queries.js";

export function registerEncounterListRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;
  const auth = { preHandler: requireAuth(ctx) };

  app.get("/api/bump/list", auth, async (request) => {
    const me = callerId(request);
    const { page, pageSize } = parseBody(encounterListQuery, request.query);
    const now = ctx.clock.now();
    const self = await cardRowOf(db, me);
    const ranked = self ? rank(await stackCandidates(db, me, now), self, ctx.presence) : [];
    const rows = ranked.slice((page - 1) * pageSize, page * pageSize);
    const ids = rows.map((r) => r.id);
    const [talkable, photos] = await Promise.all([talkableIds(db, me, ids), cardPhotos(db, ids)]);
    const records = rows.map((r) => ({ ...toCard(r, now, ctx.presence, talkable.has(r.id)), photos: photos.get(r.id) ?? [] }));
    return ok<EncounterPage>(request.locale, { records, total: ranked.length });
  });

  app.get("/api/bump/list2", auth, async (request) => {
    const me = callerId(request);
    const { page, pageSize } = parseBody(encounterListQuery, request.query);
    const now = ctx.clock.now();
    const base = db
      .selectFrom("encounter_matches as m")
      .innerJoin("users as u", (join) => join.on((eb) => eb.or([eb.and([eb("m.user_a", "=", me), eb("u.id", "=", eb.ref("m.user_b"))]), eb.and([eb("m.user_b", "=", me), eb("u.id", "=", eb.ref("m.user_a"))])])))
      .where(meetableBy("u", me, now));
    const [rows, total] = await Promise.all([
      base
        .select([...CARD_COLUMNS, "m.id as match_id", "m.created_at as matched_at", "m.ended_at"])
        .orderBy("m.created_at", "desc")
        .orderBy("m.id", "desc")
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
    ]);
    const records = rows.map((r) => ({ matchId: Number(r.match_id), matchedAt: Number(r.matched_at), card: toCard(r, now, ctx.presence, r.ended_at === null) }));
    return ok<EncounterMatchPage>(request.locale, { records, total: Number(total.n) });
  });

  app.post("/api/bump/next", auth, async (request) => {
    const me = callerId(request);
    const { userId } = parseBody(encounterNextRequest, request.body);
    if (userId === me) throw badRequest("badRequest");
    await requireLiveUser(ctx, userId);
    const now = ctx.clock.now();
    const events = await db.transaction().execute(async (trx) => {
      await trx
        .insertInto("encounter_passes")
        .values({ user_id: me, passed_user_id: userId, passed_at: now })
        .onConflict((oc) => oc.columns(["user_id", "passed_user_id"]).doUpdateSet({ passed_at: now }))
        .execute();
      const passed: EncounterEvent = { kind: "passed", userId };
      return [await appendEvent(trx, me, "encounter", passed, now)];
    });
    publishAll(ctx, events);
    return ok(request.locale, null);
  });
}
