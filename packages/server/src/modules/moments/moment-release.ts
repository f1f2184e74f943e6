/**
 * POST /api/dynamic/release (multipart: fields `text`, `type`; one to nine `file` parts): each picture
 * checked by magic bytes and re-encoded (images/), stored as a large picture, a square thumbnail and a
 * heavily blurred small copy (what viewers of a burn-after-reading moment see). Records the author's
 * language as the text's source for translation. Rate-limited per author.
 */
import multipart from "@fastify/multipart";
import { MOMENT_LIMITS, releaseFields } from "@chat/protocol";
import type { ReleaseReply } from "@chat/protocol";
import type { FastifyInstance, FastifyRequest } from "fastify";
import sharp from "sharp";
import type { AppContext } from "../../context.js";
import type { StoredPicture } from "../../db/schema-moments.js";
import { callerId, requireAuth } from "../../http/auth.js";
import { badRequest, ok, tooMany } from "../../http/envelope.js";
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

const releaseLimits = {
  fileSize: DEFAULT_UPLOAD_LIMITS.maxBytes,
  files: MOMENT_LIMITS.pictures + 1,
  fields: 4,
  fieldSize: 8 * 1024,
  parts: MOMENT_LIMITS.pictures + 5,
  headerPairs: 50,
};

/** The form's text fields and the bytes of its `file` parts; more than nine pictures is a 400. */
async function readReleaseForm(request: FastifyRequest): Promise<{ fields: Record<string, string>; files: Buffer[] }> {
  const fields: Record<string, string> = {};
  const files: Buffer[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type !== "file") {
        if (typeof part.value === "string") fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== "file" || files.length >= MOMENT_LIMITS.pictures) {
        part.file.resume();
        if (part.fieldname === "file") throw badRequest("badRequest");
        continue;
      }
      const data = await part.toBuffer();
      if (part.file.truncated) throw badRequest("imageTooLarge");
      files.push(data);
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw badRequest("imageTooLarge");
    if (typeof code === "string" && code.startsWith("FST_")) throw badRequest("badRequest");
    throw error;
  }
  return { fields, files };
}

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
    await scope.register(multipart, { limits: releaseLimits });
    scope.post("/api/dynamic/release", { preHandler: requireAuth(ctx) }, async (request) => {
      const me = callerId(request);
      if (!request.isMultipart()) throw badRequest("momentPicturesRequired");
      const { fields, files } = await readReleaseForm(request);
      const body = parseBody(releaseFields, fields);
      if (files.length === 0) throw badRequest("momentPicturesRequired");
      const limited = await ctx.limiter.consume(`moment-release:${me}`, RELEASE_RULE);
      if (!limited.allowed) throw tooMany("tooMany", limited.retryAfterS);
      const author = await requireLiveUser(ctx, me);
      const pictures: StoredPicture[] = [];
      try {
        // One after another: a 2-core server re-encodes nine pictures without starving other requests.
        for (const file of files) pictures.push(await storeMomentPicture(ctx.files, file));
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
