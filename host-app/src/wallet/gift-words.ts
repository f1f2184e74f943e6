/**
 * Gift names in the reader's language, as the chat panel names them (widget/src/gifts/gift-names.ts,
 * after `GIFT_CATALOGUE`): the web app has its own catalog, so it keeps its own copy of the words. A
 * gift that left the catalogue keeps the name the server gave, else its id.
 */
import { GIFT_CATALOGUE } from "@chat/protocol";
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";

const GIFT_NAMES: Record<string, MessageDescriptor> = {
  rose: msg`Rose`,
  coffee: msg`Coffee`,
  heart: msg`Heart`,
  cake: msg`Cake`,
  diamond: msg`Diamond`,
  rocket: msg`Rocket`,
};

export function giftName(i18n: I18n, id: string, serverName?: string): string {
  const name = GIFT_NAMES[id];
  return name ? i18n._(name) : (serverName ?? id);
}

/** The gift's picture (an emoji), from the catalogue. */
export const giftIcon = (id: string): string | undefined => GIFT_CATALOGUE.find((g) => g.id === id)?.icon;

/** "3 gifts", "1 gift". */
export function giftCountText(i18n: I18n, count: number): string {
  return i18n._(msg`${plural(count, { one: "# gift", other: "# gifts" })}`);
}
