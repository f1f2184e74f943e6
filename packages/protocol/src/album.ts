import { z } from "zod";
import type { MessageKey } from "./server-messages.js";

/**
 * Album (product §7 "Album", the "my album" screen): a user's photos, newest first. Anyone signed in may
 * look at a user's album; only its owner adds to it or deletes from it.
 */
const key = (k: MessageKey) => ({ error: k });

export const ALBUM_LIMITS = {
  /** Photos one album holds; the next upload is refused until one is deleted. */
  photos: 30,
  /** The large picture fits inside this square (never enlarged). */
  largePx: 1280,
  /** The thumbnail of the grid: a centred square of this side. */
  thumbPx: 240,
} as const;

/** One photo of an album: the large picture (`url`, its size) and the square thumbnail. */
export interface AlbumPhoto {
  id: number;
  userId: number;
  url: string;
  thumbUrl: string;
  width: number;
  height: number;
  /** Epoch milliseconds. */
  createdAt: number;
}

/** GET /api/album/list: the album's photos, newest first, and how many it may hold. */
export interface AlbumListReply {
  list: AlbumPhoto[];
  limit: number;
}

/** POST /api/album/upload (multipart, field `file`) answers the new photo. */
export type AlbumUploadReply = AlbumPhoto;

const albumId = z.coerce
  .number(key("badRequest"))
  .int(key("badRequest"))
  .positive(key("badRequest"))
  .max(2 ** 31 - 1, key("badRequest"));

/** GET /api/album/list?userId= — the caller's own album without `userId`. */
export const albumListQuery = z.object({ userId: albumId.optional() });
export type AlbumListQuery = z.infer<typeof albumListQuery>;

/** GET /api/album/delete-img?id= — one of the caller's own photos. */
export const albumDeleteQuery = z.object({ id: albumId });
export type AlbumDeleteQuery = z.infer<typeof albumDeleteQuery>;
