/** The photos an Encounter card swipes through (shown at the server's sizes: common/sized-picture.ts). */
import type { EncounterCard } from "@chat/protocol";

/** The photos a card swipes through: the album's, else the avatar alone, else none. */
export function photosOf(card: Pick<EncounterCard, "photos" | "avatar">): string[] {
  if (card.photos && card.photos.length > 0) return card.photos;
  return card.avatar ? [card.avatar] : [];
}
