/**
 * POST /api/user/avatar-upload (multipart, field `file`): a png, jpeg or gif by magic bytes, checked
 * and re-encoded, cropped to its centred square and stored at 512 px and as a 96 px thumbnail for
 * lists. Answers both URLs; the avatar becomes the profile's only through info-edit, which accepts
 * only avatars made here for the same user.
 */
import { PROFILE_LIMITS } from "@chat/protocol";
import type { AvatarUploadReply } from "@chat/protocol";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { callerId, requireAuth } from "../../http/auth.js";
import { badRequest, ok, tooMany } from "../../http/envelope.js";
import { ONE_IMAGE_FORM, readFileField, registerUploadForm } from "../../http/multipart.js";
import { ImageError, newFileKey, squareSizes } from "../../images/index.js";

const AVATAR_RULE = { limit: 30, windowMs: 60 * 60_000 };

export async function registerAvatarUploadRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    await registerUploadForm(scope, ONE_IMAGE_FORM);

    scope.post("/api/user/avatar-upload", { preHandler: requireAuth(ctx) }, async (request) => {
      const me = callerId(request);
      if (!request.isMultipart()) throw badRequest("imageFormat");
      const limited = await ctx.limiter.consume(`avatar:${me}`, AVATAR_RULE);
      if (!limited.allowed) throw tooMany("tooMany", limited.retryAfterS);
      const data = await readFileField(request);
      let sizes;
      try {
        sizes = await squareSizes(data, [PROFILE_LIMITS.avatarPx, PROFILE_LIMITS.avatarThumbPx]);
      } catch (error) {
        if (error instanceof ImageError) throw badRequest(error.kind);
        throw error;
      }
      const [picture, thumb] = await Promise.all(
        sizes.map(async (image) => {
          const key = newFileKey(image.ext);
          await ctx.files.put(key, image.data, image.contentType);
          return key;
        }),
      );
      if (!picture || !thumb) throw new Error("avatar sizes missing");
      await ctx.database.db.insertInto("avatars").values({ key: picture, thumb_key: thumb, user_id: me, created_at: ctx.clock.now() }).execute();
      return ok<AvatarUploadReply>(request.locale, { avatar: `/files/${picture}`, avatarThumb: `/files/${thumb}` });
    });
  });
}
