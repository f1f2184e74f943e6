/**
 * POST /api/dynamic/del {id}: the caller's own moment, with its likes, comments, burn reads and
 * stored pictures. POST /api/dynamic/dynamic-top {id, top}: pins one own moment to the top of the
 * caller's page (one at a time: pinning another unpins the first) or unpins it.
 */
import { momentIdRequest, pinRequest } from "@chat/protocol";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { callerId, requireAuth } from "../../http/auth.js";
import { forbidden, notFound, ok } from "../../http/envelope.js";
import { parseBody } from "../../http/parse-body.js";
import { deletePictures } from "./moment-release.js";
import { storedPictures } from "./moment-queries.js";
import { requireVisibleMoment } from "./moment-read.js";

export function registerManageRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;
  const auth = { preHandler: requireAuth(ctx) };

  app.post("/api/dynamic/del", auth, async (request) => {
    const me = callerId(request);
    const { id } = parseBody(momentIdRequest, request.body);
    const moment = await requireVisibleMoment(db, id, me, ctx.clock.now());
    if (moment.user_id !== me) throw forbidden();
    const deleted = await db.transaction().execute(async (trx) => {
      for (const table of ["moment_burn_links", "moment_burn_reads", "moment_likes", "moment_comments"] as const) {
        await trx.deleteFrom(table).where("moment_id", "=", id).execute();
      }
      const result = await trx.deleteFrom("moments").where("id", "=", id).where("user_id", "=", me).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    });
    if (!deleted) throw notFound();
    await deletePictures(ctx.files, storedPictures(moment));
    return ok(request.locale, null);
  });

  app.post("/api/dynamic/dynamic-top", auth, async (request) => {
    const me = callerId(request);
    const { id, top } = parseBody(pinRequest, request.body);
    const moment = await requireVisibleMoment(db, id, me, ctx.clock.now());
    if (moment.user_id !== me) throw forbidden();
    await db.transaction().execute(async (trx) => {
      // The author's row locked (PostgreSQL) so two pins one after another leave one pinned.
      const lock = trx.selectFrom("users").select("id").where("id", "=", me);
      await (ctx.database.dialect === "postgres" ? lock.forUpdate() : lock).executeTakeFirstOrThrow();
      // Pinning unpins the one pinned before; unpinning touches only this moment.
      const unpin = trx.updateTable("moments").set({ pinned: 0 }).where("user_id", "=", me).where("pinned", "=", 1);
      await (top ? unpin : unpin.where("id", "=", id)).execute();
      if (top) await trx.updateTable("moments").set({ pinned: 1 }).where("id", "=", id).execute();
    });
    return ok(request.locale, null);
  });
}
