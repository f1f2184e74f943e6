/**
 * The Recent-tab side data: GET /api/message/unread-message → {applys, system, interact},
 * GET /api/message/notices (announcements; opening them clears `system`), GET /api/interact/list
 * (paged interaction records, none from someone banned or suspended; clears `interact`),
 * GET /api/service/im-account.
 */
import { imAccountOf } from "@chat/protocol";
import type { Announcement, InteractionPage, ServiceAccount } from "@chat/protocol";
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import type { DB } from "../../db/schema.js";
import { requireAuth, callerId } from "../../http/auth.js";
import { ok, notFound } from "../../http/envelope.js";
import { parseBody, pageField, pageSizeField } from "../../http/parse-body.js";
import { shownInteractions, unreadSummary } from "./unread.js";
import { serviceUser } from "./service-account.js";
import { wireAnnouncement } from "./announcements.js";

const pageQuery = z.object({
  page: pageField,
  pageSize: pageSizeField(50),
});

async function mark(db: Kysely<DB>, userId: number, column: "notices_read_at" | "interact_read_at", now: number): Promise<void> {
  await db
    .insertInto("user_marks")
    .values({ user_id: userId, [column]: now })
    .onConflict((oc) => oc.column("user_id").doUpdateSet({ [column]: now }))
    .execute();
}

export function registerNotificationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;
  const auth = { preHandler: requireAuth(ctx) };

  app.get("/api/message/unread-message", auth, async (request) => ok(request.locale, await unreadSummary(db, callerId(request), ctx.clock.now())));

  app.get("/api/message/notices", auth, async (request) => {
    const me = callerId(request);
    const rows = await db.selectFrom("announcements").selectAll().orderBy("insert_time", "desc").orderBy("id", "desc").limit(100).execute();
    const list: Announcement[] = rows.map((r) => wireAnnouncement(r, request.locale));
    await mark(db, me, "notices_read_at", Math.max(ctx.clock.now(), ...list.map((a) => a.insertTime)));
    return ok(request.locale, list);
  });

  app.get("/api/interact/list", auth, async (request) => {
    const me = callerId(request);
    const { page, pageSize } = parseBody(pageQuery, request.query);
    const mine = shownInteractions(db, ctx.clock.now()).where("i.user_id", "=", me);
    const [rows, total] = await Promise.all([
      mine
        .select(["i.id", "i.type", "i.other_user_id", "i.created_at", "i.dynamic_id", "u.nickname", "u.avatar"])
        .orderBy("i.created_at", "desc")
        .orderBy("i.id", "desc")
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      mine.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
    ]);
    if (page === 1) await mark(db, me, "interact_read_at", ctx.clock.now());
    const result: InteractionPage = {
      records: rows.map((r) => ({
        id: r.id,
        type: r.type,
        otherUserId: r.other_user_id,
        otherUserVo: { nickname: r.nickname, avatar: r.avatar },
        insertTime: r.created_at,
        ...(r.dynamic_id === null ? {} : { dynamicId: r.dynamic_id }),
      })),
      total: Number(total.n),
    };
    return ok(request.locale, result);
  });

  app.get("/api/service/im-account", auth, async (request) => {
    const service = await serviceUser(db);
    if (!service) throw notFound();
    const result: ServiceAccount = {
      serviceAccount: imAccountOf(service.id),
      userId: service.id,
      nickname: service.nickname,
      avatar: service.avatar,
    };
    return ok(request.locale, result);
  });
}
