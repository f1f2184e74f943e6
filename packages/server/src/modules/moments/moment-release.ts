/**
 * POST /api/dynamic/release (multipart: fields `text`, `type`; one to nine `file` parts): each picture
 * checked by magic bytes and re-encoded (images/), stored as a large picture, a square thumbnail and a
 * heavily blurred small copy (what viewers of a burn-after-reading moment see). Records the author's
 * language as the text's source for translation. Rate-limited per author.
 */
import { MOMENT_LIMITS, releaseFields } from "@chat/protocol";
import type { ReleaseReply } from "@chat/protocol";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import type { AppContext } from "../../context.js";
import type { StoredPicture } from "../../db/schema-moments.js";
import { callerId, requireAuth } from "../../http/auth.js";
import { badRequest, ok, tooMany } from "../../http/envelope.js";
import { readImageForm, registerUploadForm } from "../../http/multipart.js";
import type { FormLimits } from "../../http/multipart.js";
import { parseBody } from "../../http/parse-body.js";
import { DEFAULT_UPLOAD_LIMITS, ImageError, fittedSizes, newFileKey } from "../../images/index.js";
import type { FileStore } from "../../images/index.js";
import { requireLiveUser } from "../account/index.js";
import { languageOf } from "../translation/index.js";
import { momentRows, toMoment } from "./moment-queries.js";
import type { MomentRow } from "./moment-queries.js";

export const RELEASE_RULE = { limit: 20, windowMs: 60 * 60_000 };
/** The blurred copy fits inside this square: too small to show anything, blurred on top. */
const BLUR_PX = 32;

/**
 * Nine pictures of up to 10 MB each, 50 MB in all. Each is re-encoded and stored as soon as it has
 * arrived, so a release holds one picture in memory, not the whole form.
 */
const RELEASE_FORM: FormLimits = { files: MOMENT_LIMITS.pictures, fileBytes: DEFAULT_UPLOAD_LIMITS.maxBytes, totalBytes: 50 * 1024 * 1024 };

/** Re-encodes one picture into its three stored sizes; throws the ImageError's 400. */
export async function storeMomentPicture(files: FileStore, data: Buffer): Promise<StoredPicture> {
  let sizes;
  try {
    sizes = await fittedSizes(data, MOMENT_LIMITS.largePx, MOMENT_LIMITS.thumbPx);
  } catch (error) {
    if (error instanceof ImageError) throw badRequest(error.kind);
    throw error;
  }
  const { large, thumb } = sizes;
  const blur = await sharp(large.data).resize(BLUR_PX, BLUR_PX, { fit: "inside" }).blur(3).jpeg({ quality: 40 }).toBuffer();
  const picture = { key: newFileKey(large.ext), thumbKey: newFileKey(thumb.ext), blurKey: newFileKey("jpg"), width: large.width, height: large.height };
  await Promise.all([
    files.put(picture.key, large.data, large.contentType),
    files.put(picture.thumbKey, thumb.data, thumb.contentType),
    files.put(picture.blurKey, blur, "image/jpeg"),
  ]);
  return picture;
}

/** Removes the stored files of pictures (a failed release, a deleted moment). */
export async function deletePictures(files: FileStore, pictures: StoredPicture[]): Promise<void> {
  await Promise.all(pictures.flatMap((p) => [files.delete(p.key), files.delete(p.thumbKey), files.delete(p.blurKey)]));
}

export async function registerReleaseRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;
  await app.register(async (scope) => {
    await registerUploadForm(scope, RELEASE_FORM);
    scope.post("/api/dynamic/release", { preHandler: requireAuth(ctx) }, async (request) => {
      const me = callerId(request);
      if (!request.isMultipart()) throw badRequest("momentPicturesRequired");
      // Before a byte of the form is read: a refused author's tens of megabytes are never received.
      const limited = await ctx.limiter.consume(`moment-release:${me}`, RELEASE_RULE);
      if (!limited.allowed) throw tooMany("tooMany", limited.retryAfterS);
      const author = await requireLiveUser(ctx, me);
      const pictures: StoredPicture[] = [];
      try {
        // One after another, as they arrive: a 2-core server re-encodes nine pictures without starving
        // other requests, and the next picture waits unread (in the connection) meanwhile.
        const fields = await readImageForm(request, RELEASE_FORM, async (file) => {
          pictures.push(await storeMomentPicture(ctx.files, file));
        });
        const body = parseBody(releaseFields, fields);
        if (pictures.length === 0) throw badRequest("momentPicturesRequired");
        const now = ctx.clock.now();
        const { id } = await db
          .insertInto("moments")
          .values({ user_id: me, text: body.text, language: languageOf(author.language), type: body.type, pictures: JSON.stringify(pictures), created_at: now })
          .returning("id")
          .executeTakeFirstOrThrow();
        const row = (await momentRows(db).where("m.id", "=", id).executeTakeFirstOrThrow()) as MomentRow;
        return ok<ReleaseReply>(request.locale, toMoment(row, me, { liked: new Set(), reads: new Map() }, now), "momentPublished");
      } catch (error) {
        await deletePictures(ctx.files, pictures);
        throw error;
      }
    });
  });
}
