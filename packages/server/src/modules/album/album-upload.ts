/**
 * POST /api/album/upload (multipart, field `file`): a png, jpeg or gif by magic bytes, checked and
 * re-encoded, stored as a large picture and a square thumbnail; at most ALBUM_LIMITS.photos a user.
 */
import { ALBUM_LIMITS } from "@chat/protocol";
import type { AlbumUploadReply } from "@chat/protocol";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { callerId, requireAuth } from "../../http/auth.js";
import { badRequest, ok, tooMany } from "../../http/envelope.js";
import { ONE_IMAGE_FORM, readFileField, registerUploadForm } from "../../http/multipart.js";
import { ImageError, fittedSizes, newFileKey } from "../../images/index.js";
import { addPhotoWithinLimit, countAlbum } from "./album-queries.js";

const ALBUM_UPLOAD_RULE = { limit: 60, windowMs: 60 * 60_000 };

export async function registerAlbumUploadRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;
  await app.register(async (scope) => {
    await registerUploadForm(scope, ONE_IMAGE_FORM);

    scope.post("/api/album/upload", { preHandler: requireAuth(ctx) }, async (request) => {
      const me = callerId(request);
      if (!request.isMultipart()) throw badRequest("imageFormat");
      const limited = await ctx.limiter.consume(`album:${me}`, ALBUM_UPLOAD_RULE);
      if (!limited.allowed) throw tooMany("tooMany", limited.retryAfterS);
      // Cheap early refusal; the count that holds is the one in addPhotoWithinLimit.
      if ((await countAlbum(db, me)) >= ALBUM_LIMITS.photos) throw badRequest("albumFull");
      const data = await readFileField(request);
      let sizes;
      try {
        sizes = await fittedSizes(data, ALBUM_LIMITS.largePx, ALBUM_LIMITS.thumbPx);
      } catch (error) {
        if (error instanceof ImageError) throw badRequest(error.kind);
        throw error;
      }
      const { large, thumb } = sizes;
      const key = newFileKey(large.ext);
      const thumbKey = newFileKey(thumb.ext);
      await Promise.all([ctx.files.put(key, large.data, large.contentType), ctx.files.put(thumbKey, thumb.data, thumb.contentType)]);
      const photo = await addPhotoWithinLimit(db, ctx.database.dialect, {
        user_id: me,
        key,
        thumb_key: thumbKey,
        width: large.width,
        height: large.height,
        created_at: ctx.clock.now(),
      }).catch(async (error: unknown) => {
        await Promise.all([ctx.files.delete(key), ctx.files.delete(thumbKey)]);
        throw error;
      });
      if (!photo) {
        await Promise.all([ctx.files.delete(key), ctx.files.delete(thumbKey)]);
        throw badRequest("albumFull");
      }
      return ok<AlbumUploadReply>(request.locale, photo);
    });
  });
}
