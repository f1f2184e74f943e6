/**
 * A card's pictures at the sizes the server scales them to (`/files/<key>?w=<width>`, WebP; see
 * packages/server/src/images/card-size.ts): the top card's photo is the landing page's largest
 * paint, and an original (a 512 px avatar PNG, a 1280 px album photo) is far more than a card needs.
 * Pictures from elsewhere (not an upload) stay as they are.
 */
import type { EncounterCard } from "@chat/protocol";

export const CARD_PICTURE_WIDTH = 192;
/** The large photo of a card: about 320 px wide on a phone, at a device pixel ratio of 2. */
export const CARD_PHOTO_WIDTH = 640;

const sized = (url: string, width: number) => (/^\/files\/[^/?#]+$/.test(url) ? `${url}?w=${width}` : url);

/** An avatar at card size. */
export const cardPicture = (url: string): string => sized(url, CARD_PICTURE_WIDTH);

/** A large card photo. */
export const cardPhoto = (url: string): string => sized(url, CARD_PHOTO_WIDTH);

/** The photos a card swipes through: the album's, else the avatar alone, else none. */
export function photosOf(card: Pick<EncounterCard, "photos" | "avatar">): string[] {
  if (card.photos && card.photos.length > 0) return card.photos;
  return card.avatar ? [card.avatar] : [];
}
