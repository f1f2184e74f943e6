/** The gift catalogue the picker shows (`GET /api/gift/list`); sending a gift is a message (messages/). */
import type { GiftCatalogue } from "@chat/protocol";
import { atom, type ReadableAtom } from "nanostores";
import type { ApiClient } from "../api/api-client.js";

export interface Gifts {
  $gifts: ReadableAtom<GiftCatalogue | null>;
  loadGifts(): Promise<void>;
}

export function createGifts(options: { api: ApiClient }): Gifts {
  const $gifts = atom<GiftCatalogue | null>(null);
  return {
    $gifts,
    async loadGifts() {
      try {
        $gifts.set(await options.api.get<GiftCatalogue>("gift/list"));
      } catch {
        // The picker shows its empty state; opening it again retries.
      }
    },
  };
}
