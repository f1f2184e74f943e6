/**
 * The photos on the people's cards: each one's newest album photos, so the card has pictures to
 * swipe through; one query for the whole page of cards.
 */
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.js";

/** How many album photos a card carries at most. */
export const CARD_PHOTOS = 5;

/** The newest album photos (large pictures' URLs) of each of `ids`; people with none are absent. */
export async function cardPhotos(db: Kysely<DB>, ids: readonly number[]): Promise<Map<number, string[]>> {
  const photos = new Map<number, string[]>();
  if (ids.length === 0) return photos;
  const rows = await db
    .selectFrom("album_photos")
    .select(["user_id", "key"])
    .where("user_id", "in", ids)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  for (const row of rows) {
    const list = photos.get(row.user_id) ?? [];
    if (list.length < CARD_PHOTOS) list.push(`/files/${row.key}`);
    photos.set(row.user_id, list);
  }
  return photos;
}
