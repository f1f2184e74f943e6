/**
 * POST /api/file/upload (multipart, field `file`): png, jpeg or gif by magic bytes, size and pixel
 * limits, re-encoded, stored; answers `data.url` = `/files/<key>`. GET /files/:key serves it.
 */
import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { requireAuth, callerId } from "../../http/auth.js";
import { badRequest, ok, tooMany, notFound } from "../../http/envelope.js";
import { oneFileLimits, readFileField } from "../../http/multipart.js";
import { createCardSizeCache, IMAGE_CONTENT_TYPE, ImageError, isCardWidth, isFileKey, newFileKey, processUpload, DEFAULT_UPLOAD_LIMITS } from "../../images/index.js";

const UPLOAD_RULE = { limit: 60, windowMs: 60 * 60_000 };

export interface UploadReply {
  url: string;
}

export async function registerUploadRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: oneFileLimits(DEFAULT_UPLOAD_LIMITS.maxBytes) });

    scope.post("/api/file/upload", { preHandler: requireAuth(ctx) }, async (request) => {
      const me = callerId(request);
      if (!request.isMultipart()) throw badRequest("imageFormat");
      const limited = await ctx.limiter.consume(`upload:${me}`, UPLOAD_RULE);
      if (!limited.allowed) throw tooMany("tooMany", limited.retryAfterS);
      const data = await readFileField(request);
      let image;
      try {
        image = await processUpload(data);
      } catch (error) {
        if (error instanceof ImageError) throw badRequest(error.kind);
        throw error;
      }
      const key = newFileKey(image.ext);
      await ctx.files.put(key, image.data, IMAGE_CONTENT_TYPE[image.format]);
      await db.insertInto("uploads").values({ key, owner_id: me, format: image.format, bytes: image.data.length, created_at: ctx.clock.now() }).execute();
      return ok<UploadReply>(request.locale, { url: `/files/${key}` });
    });
  });

  // `?w=192`: the same picture scaled down for a card, as WebP (images/card-size.ts), served under the
  // same rules as the picture itself.
  const cardSizes = createCardSizeCache();
  app.get<{ Params: { key: string }; Querystring: { w?: string } }>("/files/:key", async (request, reply) => {
    const key = request.params.key;
    const width = request.query.w;
    if (!isFileKey(key) || (width !== undefined && !isCardWidth(width))) throw notFound();
    // A burn-after-read image is only ever served once, through its single-use link (burn-read.ts).
    const burn = await db.selectFrom("uploads").select("key").where("key", "=", key).where("usage", "=", "burn").executeTakeFirst();
    const file = burn ? null : await ctx.files.get(key);
    if (!file) throw notFound();
    const sized = width === undefined ? null : await cardSizes.get(key, Number(width), async () => file.data).catch(() => null);
    if (width !== undefined && !sized) throw notFound();
    return reply
      .header("content-type", sized ? "image/webp" : file.contentType)
      .header("x-content-type-options", "nosniff")
      // Keys are random and a file never changes under its key.
      .header("cache-control", "public, max-age=31536000, immutable")
      .header("content-security-policy", "default-src 'none'; sandbox")
      .send(sized ?? file.data);
  });
}
