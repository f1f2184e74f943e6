/** The gift catalogue the picker shows (`GET /api/gift/list`); sending a gift is a message (messages/). */
import type { GiftCatalogue } from "@chat/protocol";
import { atom, type ReadableAtom } from "nanostores";
import type { ApiClient } from "../api/api-client.js";

export interface Gifts {
  $gifts: ReadableAtom<GiftCatalogue | null>;
  /** The conversation whose gift picker is open, null when none. */
  $pickerFor: ReadableAtom<number | null>;
  loadGifts(): Promise<void>;
  /** Opens the picker in that conversation (and loads the catalogue), or closes it with null. */
  openPicker(peerId: number | null): void;
}

export function createGifts(options: { api: ApiClient }): Gifts {
  const $gifts = atom<GiftCatalogue | null>(null);
  const $pickerFor = atom<number | null>(null);
  const loadGifts = async () => {
    try {
      $gifts.set(await options.api.get<GiftCatalogue>("gift/list"));
    } catch {
      // The picker shows its empty state; opening it again retries.
    }
  };
  return {
    $gifts,
    $pickerFor,
    loadGifts,
    openPicker(peerId) {
      $pickerFor.set(peerId);
      if (peerId !== null) void loadGifts();
    },
  };
}
