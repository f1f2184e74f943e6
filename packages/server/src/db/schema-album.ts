/** Table types of the album (migration 0009). */
import type { Generated } from "kysely";

/** One photo of a user's album: file keys of the large picture and of its square thumbnail. */
export interface AlbumPhotosTable {
  id: Generated<number>;
  user_id: number;
  key: string;
  thumb_key: string;
  width: number;
  height: number;
  created_at: number;
}

export interface AlbumTables {
  album_photos: AlbumPhotosTable;
}
