/**
 * The gifts of the catalogue (`GIFT_CATALOGUE` of @chat/protocol) as the reader sees them: the
 * picture and the name in the panel's language, known without asking the server, so a received gift
 * is named after a reload too. A gift that left the catalogue keeps the name the server gave, else
 * its id. The pictures are copied here rather than imported: the catalogue's module would land in
 * the open panel's code, which never shows a gift (gift-names.test.ts keeps the two in step).
 */
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

export const GIFTS: Record<string, [name: MessageDescriptor, icon: string]> = {
  rose: [msg`Rose`, "🌹"],
  coffee: [msg`Coffee`, "☕"],
  heart: [msg`Heart`, "💖"],
  cake: [msg`Cake`, "🎂"],
  diamond: [msg`Diamond`, "💎"],
  rocket: [msg`Rocket`, "🚀"],
};

export function giftName(i18n: I18n, id: string, serverName?: string): string {
  const gift = GIFTS[id];
  return gift ? i18n._(gift[0]) : (serverName ?? id);
}

export const giftIcon = (id: string): string | undefined => GIFTS[id]?.[1];
