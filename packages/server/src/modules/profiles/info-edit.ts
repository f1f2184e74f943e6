/**
 * POST /api/user/info-edit: the caller's own profile (product §1, §3), any subset of its fields. The rules
 * of product §5 hold whatever the browser sends; each refusal is a 400 naming its field in `data.field`.
 * The avatar must be one this server made for the caller (`avatar-upload.ts`); the one it replaces is
 * deleted (`avatar-cleanup.ts`). A changed nickname or avatar reaches the caller's friends as a
 * `profile` event.
 */
import { infoEditRequestOn } from "@chat/protocol";
import type { MessageKey, MyInfo, ProfileField } from "@chat/protocol";
import type { FastifyInstance } from "fastify";
import type { Updateable } from "kysely";
import type { AppContext } from "../../context.js";
import type { UsersTable } from "../../db/schema.js";
import { callerId, requireAuth } from "../../http/auth.js";
import { AppError, ok, unauthorized } from "../../http/envelope.js";
import { parseFields } from "../../http/parse-body.js";
import { publishAll } from "../../realtime/events.js";
import { profileChangeEvents, toUserInfo } from "../account/index.js";
import { isRegionCode } from "../system/index.js";
import { AVATAR_URL, deleteReplacedAvatar } from "./avatar-cleanup.js";

const fieldError = (key: MessageKey, field: ProfileField) => new AppError(400, key, 400, {}, { field });

export function registerInfoEditRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;

  app.post("/api/user/info-edit", { preHandler: requireAuth(ctx) }, async (request) => {
    const me = callerId(request);
    const now = ctx.clock.now();
    const body = parseFields(infoEditRequestOn(now), request.body);
    if (body.region !== undefined && !isRegionCode(body.region)) throw fieldError("regionInvalid", "region");

    const { events, info, replaced } = await db.transaction().execute(async (trx) => {
      const user = await trx.selectFrom("users").selectAll().where("id", "=", me).where("deleted_at", "is", null).executeTakeFirst();
      if (!user) throw unauthorized();
      const { avatar, personalMessage, ...plain } = body;
      const changes: Updateable<UsersTable> = { ...plain };
      if (personalMessage !== undefined) changes.personal_message = personalMessage;
      if (avatar !== undefined && avatar !== user.avatar) {
        if (avatar === "") {
          if (user.profile_completed) throw fieldError("avatarRequired", "avatar");
          Object.assign(changes, { avatar: "", avatar_thumb: "" });
        } else {
          const key = AVATAR_URL.exec(avatar)?.[1];
          const issued = key
            ? await trx.selectFrom("avatars").select("thumb_key").where("key", "=", key).where("user_id", "=", me).executeTakeFirst()
            : undefined;
          if (!issued) throw fieldError("avatarInvalid", "avatar");
          Object.assign(changes, { avatar, avatar_thumb: `/files/${issued.thumb_key}` });
        }
      }
      // Resending what is stored (the current avatar alone, say) changes nothing.
      if (Object.values(changes).some((v) => v !== undefined)) await trx.updateTable("users").set(changes).where("id", "=", me).execute();
      // Completed once every field product §5 requires is there; none of them can be emptied again.
      await trx
        .updateTable("users")
        .set({ profile_completed: 1 })
        .where("id", "=", me)
        .where("profile_completed", "=", 0)
        .where("nickname", "<>", "")
        .where("avatar", "<>", "")
        .where("occupation", "<>", "")
        .where("interest", "<>", "")
        .where("height", "is not", null)
        .where("weight", "is not", null)
        .execute();
      const updated = await trx.selectFrom("users").selectAll().where("id", "=", me).executeTakeFirstOrThrow();
      const seen = updated.nickname !== user.nickname || updated.avatar !== user.avatar;
      const change = { userId: me, nickname: updated.nickname, avatar: updated.avatar, avatarThumb: updated.avatar_thumb };
      const replaced = updated.avatar !== user.avatar ? user.avatar : "";
      return { events: seen ? await profileChangeEvents(trx, change, now) : [], info: toUserInfo(updated, now), replaced };
    });
    publishAll(ctx, events);
    if (replaced) await deleteReplacedAvatar(ctx, replaced, request.log);
    return ok<MyInfo>(request.locale, info, "saveOk");
  });
}
