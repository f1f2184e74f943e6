/**
 * POST /api/file/upload (multipart, field `file`): png, jpeg or gif by magic bytes, size and pixel
 * limits, re-encoded, stored; answers `data.url` = `/files/<key>`. GET /files/:key serves it (and
 * every other stored picture: avatars, albums, moments, goods), privately cached for a day.
 */
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { requireAuth, callerId } from "../../http/auth.js";
import { badRequest, ok, tooMany, notFound } from "../../http/envelope.js";
import { ONE_IMAGE_FORM, readFileField, registerUploadForm } from "../../http/multipart.js";
import { isQueuedForDeletion } from "../../storage/file-deletions.js";
import { createCardSizeCache, IMAGE_CONTENT_TYPE, ImageError, isCardWidth, isFileKey, newFileKey, processUpload } from "../../images/index.js";

const UPLOAD_RULE = { limit: 60, windowMs: 60 * 60_000 };

/**
 * A file never changes under its random key, but it may be deleted (a moment, an album photo, a
 * replaced avatar, a removed good, an erased account): browsers keep it a day at most and shared
 * caches not at all, so a deleted picture stops showing within a day; its URL answers 404 at once.
 */
export const USER_FILE_CACHE_CONTROL = "private, max-age=86400";

export interface UploadReply {
  url: string;
}

/**
 * A chat picture's bytes, checked (magic bytes, size and pixel limits) and re-encoded, stored as an
 * upload of `ownerId` that a message may then claim; a picture refused is a 400. Also the support
 * inbox's upload, owned by the customer-service account.
 */
export async function storeChatImage(ctx: Pick<AppContext, "database" | "files" | "clock">, ownerId: number, data: Buffer): Promise<UploadReply> {
  let image;
  try {
    image = await processUpload(data);
  } catch (error) {
    if (error instanceof ImageError) throw badRequest(error.kind);
    throw error;
  }
  const key = newFileKey(image.ext);
  await ctx.files.put(key, image.data, IMAGE_CONTENT_TYPE[image.format]);
  await ctx.database.db.insertInto("uploads").values({ key, owner_id: ownerId, format: image.format, bytes: image.data.length, created_at: ctx.clock.now() }).execute();
  return { url: `/files/${key}` };
}

export async function registerUploadRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;
  await app.register(async (scope) => {
    await registerUploadForm(scope, ONE_IMAGE_FORM);

    scope.post("/api/file/upload", { preHandler: requireAuth(ctx) }, async (request) => {
      const me = callerId(request);
      if (!request.isMultipart()) throw badRequest("imageFormat");
      const limited = await ctx.limiter.consume(`upload:${me}`, UPLOAD_RULE);
      if (!limited.allowed) throw tooMany("tooMany", limited.retryAfterS);
      return ok<UploadReply>(request.locale, await storeChatImage(ctx, me, await readFileField(request)));
    });
  });

  // `?w=192`: the same picture scaled down for a card, as WebP (images/card-size.ts), served under the
  // same rules as the picture itself.
  const cardSizes = createCardSizeCache();
  app.get<{ Params: { key: string }; Querystring: { w?: string } }>("/files/:key", async (request, reply) => {
    const key = request.params.key;
    const width = request.query.w;
    if (!isFileKey(key) || (width !== undefined && !isCardWidth(width))) throw notFound();
    // A burn-after-read image is only ever served once, through its single-use link (burn-read.ts);
    // a file whose rows are gone (an erased account) is not served while it waits for deletion.
    const [burn, erased] = await Promise.all([
      db.selectFrom("uploads").select("key").where("key", "=", key).where("usage", "=", "burn").executeTakeFirst(),
      isQueuedForDeletion(db, key),
    ]);
    const file = burn || erased ? null : await ctx.files.get(key);
    if (!file) throw notFound();
    const sized = width === undefined ? null : await cardSizes.get(key, Number(width), async () => file.data).catch(() => null);
    if (width !== undefined && !sized) throw notFound();
    return reply
      .header("content-type", sized ? "image/webp" : file.contentType)
      .header("x-content-type-options", "nosniff")
      .header("cache-control", USER_FILE_CACHE_CONTROL)
      .header("content-security-policy", "default-src 'none'; sandbox")
      .send(sized ?? file.data);
  });
}
