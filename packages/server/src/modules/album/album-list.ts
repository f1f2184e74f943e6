/**
 * GET /api/album/list?userId= (anyone's album, the caller's own without userId; newest first; a banned
 * or suspended user's album is not there for others, as their home page) and
 * GET /api/album/delete-img?id= (the caller's own photo only; its stored files go with it).
 */
import { ALBUM_LIMITS, albumDeleteQuery, albumListQuery } from "@chat/protocol";
import type { AlbumListReply } from "@chat/protocol";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { callerId, requireAuth } from "../../http/auth.js";
import { forbidden, notFound, ok } from "../../http/envelope.js";
import { parseBody } from "../../http/parse-body.js";
import { requireVisibleUser } from "../people/index.js";
import { findPhoto, listAlbum, removePhoto } from "./album-queries.js";

export function registerAlbumListRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;
  const auth = { preHandler: requireAuth(ctx) };

  app.get("/api/album/list", auth, async (request) => {
    const me = callerId(request);
    const { userId = me } = parseBody(albumListQuery, request.query);
    if (userId !== me) await requireVisibleUser(ctx, userId);
    return ok<AlbumListReply>(request.locale, { list: await listAlbum(db, userId, me), limit: ALBUM_LIMITS.photos });
  });

  app.get("/api/album/delete-img", auth, async (request) => {
    const me = callerId(request);
    const { id } = parseBody(albumDeleteQuery, request.query);
    const photo = await findPhoto(db, id);
    if (!photo) throw notFound();
    if (photo.user_id !== me) throw forbidden();
    if (!(await removePhoto(db, id, me))) throw notFound();
    await Promise.all([ctx.files.delete(photo.key), ctx.files.delete(photo.thumb_key)]);
    return ok(request.locale, null);
  });
}
