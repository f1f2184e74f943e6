/** The Contacts tab: friends grouped by firstLetter, groups and names collated, "#" last. */
import type { Friend } from "@chat/protocol";

export const OTHER_LETTER = "#";

export const displayName = (f: Friend) => f.friendRemarkName || f.friendUserNickName;

export function groupContacts(friends: readonly Friend[]): { letter: string; friends: Friend[] }[] {
  const groups = new Map<string, Friend[]>();
  for (const friend of friends) {
    const letter = friend.firstLetter || OTHER_LETTER;
    groups.set(letter, [...(groups.get(letter) ?? []), friend]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === OTHER_LETTER ? 1 : b === OTHER_LETTER ? -1 : a.localeCompare(b)))
    .map(([letter, list]) => ({ letter, friends: list.sort((a, b) => displayName(a).localeCompare(displayName(b))) }));
}
