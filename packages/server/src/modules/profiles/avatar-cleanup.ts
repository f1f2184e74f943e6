/**
 * A replaced avatar's stored files: once a profile edit has saved a new avatar (or cleared it), the
 * previous one's picture and thumbnail are deleted, unless a profile still shows that picture. Its
 * `avatars` row goes too, so the old URL can no longer be set again.
 */
import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "../../context.js";

/** The avatar URL of an upload: `/files/<key>`, the form `avatar-upload` answers. */
export const AVATAR_URL = /^\/files\/([0-9a-f]{32}\.(?:png|jpg))$/;

/** Deletes the files of the avatar at `previousUrl` when nobody shows it any more; never throws. */
export async function deleteReplacedAvatar(ctx: AppContext, previousUrl: string, log: FastifyBaseLogger): Promise<void> {
  const key = AVATAR_URL.exec(previousUrl)?.[1];
  if (!key) return;
  const db = ctx.database.db;
  try {
    const stillShown = await db.selectFrom("users").select("id").where("avatar", "=", previousUrl).executeTakeFirst();
    if (stillShown) return;
    const issued = await db.selectFrom("avatars").select("thumb_key").where("key", "=", key).executeTakeFirst();
    if (!issued) return;
    await db.deleteFrom("avatars").where("key", "=", key).execute();
    await Promise.all([ctx.files.delete(key), ctx.files.delete(issued.thumb_key)]);
  } catch (error) {
    // The new avatar is saved either way; an orphaned file only costs disk space.
    log.warn({ err: error, key }, "could not delete a replaced avatar");
  }
}
