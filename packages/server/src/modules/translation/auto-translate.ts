/**
 * The per-conversation auto-translate switch, kept on the server so it follows the user to another
 * device: POST /api/translate/auto {peerId, on} and GET /api/translate/auto-list. While it is on, the
 * panel translates each message received from that peer into the reader's language as it arrives,
 * through the on-demand call (charged to the reader like a manual translation, never twice for the
 * same text); the panel turns it off when the reader runs out of characters and coins.
 */
import { autoTranslateRequest } from "@chat/protocol";
import type { AutoTranslateList } from "@chat/protocol";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { callerId, requireAuth } from "../../http/auth.js";
import { notFound, ok } from "../../http/envelope.js";
import { parseBody } from "../../http/parse-body.js";

export function registerAutoTranslateRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;
  const auth = { preHandler: requireAuth(ctx) };

  app.get("/api/translate/auto-list", auth, async (request) => {
    const rows = await db.selectFrom("auto_translate").select(["peer_id", "created_at"]).where("user_id", "=", callerId(request)).orderBy("peer_id").execute();
    return ok<AutoTranslateList>(request.locale, { peers: rows.map((r) => ({ peerId: r.peer_id, since: Number(r.created_at) })) });
  });

  app.post("/api/translate/auto", auth, async (request) => {
    const me = callerId(request);
    const { peerId, on } = parseBody(autoTranslateRequest, request.body);
    if (!on) {
      await db.deleteFrom("auto_translate").where("user_id", "=", me).where("peer_id", "=", peerId).execute();
      return ok(request.locale, { peerId, on, since: 0 });
    }
    const peer = await db.selectFrom("users").select("id").where("id", "=", peerId).executeTakeFirst();
    if (!peer || peer.id === me) throw notFound();
    await db.insertInto("auto_translate").values({ user_id: me, peer_id: peerId, created_at: ctx.clock.now() }).onConflict((oc) => oc.columns(["user_id", "peer_id"]).doNothing()).execute();
    const row = await db.selectFrom("auto_translate").select("created_at").where("user_id", "=", me).where("peer_id", "=", peerId).executeTakeFirstOrThrow();
    return ok(request.locale, { peerId, on, since: Number(row.created_at) });
  });
}
