/**
 * The album's queries: a user's photos as the wire shows them, adding one within the album's limit
 * (held under concurrent uploads on both databases), and removing one.
 */
import { ALBUM_LIMITS } from "@chat/protocol";
import type { AlbumPhoto } from "@chat/protocol";
import type { Kysely, Selectable } from "kysely";
import type { Dialect } from "../../db/database.js";
import type { AlbumPhotosTable } from "../../db/schema-album.js";
import type { DB } from "../../db/schema.js";
import { hasBlocked } from "../people/index.js";

type PhotoRow = Selectable<AlbumPhotosTable>;

export function toAlbumPhoto(row: PhotoRow): AlbumPhoto {
  return {
    id: row.id,
    userId: row.user_id,
    url: `/files/${row.key}`,
    thumbUrl: `/files/${row.thumb_key}`,
    width: row.width,
    height: row.height,
    createdAt: Number(row.created_at),
  };
}

/**
 * Whether `ownerId`'s album is hidden from `viewerId`: a viewer the owner has blocked sees an empty
 * album, as they see no home page. The owner always sees their own album.
 */
export async function isAlbumHiddenFrom(db: Kysely<DB>, ownerId: number, viewerId: number): Promise<boolean> {
  if (ownerId === viewerId) return false;
  return hasBlocked(db, ownerId, viewerId);
}

/** The album of `ownerId` as `viewerId` sees it, newest first. */
export async function listAlbum(db: Kysely<DB>, ownerId: number, viewerId: number): Promise<AlbumPhoto[]> {
  if (await isAlbumHiddenFrom(db, ownerId, viewerId)) return [];
  const rows = await db.selectFrom("album_photos").selectAll().where("user_id", "=", ownerId).orderBy("id", "desc").limit(ALBUM_LIMITS.photos).execute();
  return rows.map(toAlbumPhoto);
}

export async function countAlbum(db: Kysely<DB>, ownerId: number): Promise<number> {
  const row = await db.selectFrom("album_photos").select((eb) => eb.fn.countAll<number>().as("n")).where("user_id", "=", ownerId).executeTakeFirst();
  return Number(row?.n ?? 0);
}

export type NewPhoto = Omit<PhotoRow, "id">;

/**
 * Adds a photo unless the album is full; null when it is. The owner's users row is locked for the
 * transaction on PostgreSQL, so concurrent uploads count one after another; SQLite has one writer
 * and kysely runs its transactions one at a time.
 */
export async function addPhotoWithinLimit(db: Kysely<DB>, dialect: Dialect, photo: NewPhoto): Promise<AlbumPhoto | null> {
  return db.transaction().execute(async (trx) => {
    const lock = trx.selectFrom("users").select("id").where("id", "=", photo.user_id);
    await (dialect === "postgres" ? lock.forUpdate() : lock).executeTakeFirstOrThrow();
    if ((await countAlbum(trx, photo.user_id)) >= ALBUM_LIMITS.photos) return null;
    const row = await trx.insertInto("album_photos").values(photo).returningAll().executeTakeFirstOrThrow();
    return toAlbumPhoto(row);
  });
}

export async function findPhoto(db: Kysely<DB>, id: number): Promise<PhotoRow | undefined> {
  return db.selectFrom("album_photos").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Removes the owner's photo row; false when it was already gone (a concurrent delete). */
export async function removePhoto(db: Kysely<DB>, id: number, ownerId: number): Promise<boolean> {
  const result = await db.deleteFrom("album_photos").where("id", "=", id).where("user_id", "=", ownerId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
