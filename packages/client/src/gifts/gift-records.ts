/**
 * "My gifts" (`GET /api/gift/records`): the gifts I received or gave, a page at a time. Choosing the
 * other side starts again at its first page; only the answer to the latest choice is shown.
 */
import type { GiftRecordPage } from "@chat/protocol";
import { atom, type ReadableAtom } from "nanostores";
import type { ApiClient } from "../api/api-client.js";
import { errorText } from "../api/api-error.js";

export const GIFT_RECORDS_PAGE_SIZE = 20;

export type GiftDirection = "received" | "given";

export interface GiftRecordsState {
  direction: GiftDirection;
  page: number;
  /** How many pages there are, 1 until an answer says more. */
  pages: number;
  /** The page shown; null while it loads or when it failed. */
  data: GiftRecordPage | null;
  /** Why the page did not load (the server's text, "" when it gave none); null when it did not fail. */
  error: string | null;
}

export interface GiftRecords {
  $state: ReadableAtom<GiftRecordsState>;
  /** Loads the chosen page again (the names come in the caller's language). */
  load(): Promise<void>;
  /** The gifts received or given, from their first page; the side and page shown already stay as they are. */
  show(direction: GiftDirection): Promise<void>;
  goToPage(page: number): Promise<void>;
}

export function createGiftRecords(options: { api: ApiClient; pageSize?: number }): GiftRecords {
  const pageSize = options.pageSize ?? GIFT_RECORDS_PAGE_SIZE;
  const $state = atom<GiftRecordsState>({ direction: "received", page: 1, pages: 1, data: null, error: null });
  let latest = 0;

  async function load(): Promise<void> {
    const asked = ++latest;
    const { direction, page } = $state.get();
    $state.set({ direction, page, pages: 1, data: null, error: null });
    try {
      const data = await options.api.get<GiftRecordPage>("gift/records", { direction, page, pageSize });
      if (asked === latest) $state.set({ direction, page, pages: Math.max(1, Math.ceil(data.total / pageSize)), data, error: null });
    } catch (error) {
      if (asked === latest) $state.set({ direction, page, pages: 1, data: null, error: errorText(error) });
    }
  }

  const choose = (direction: GiftDirection, page: number): Promise<void> => {
    const now = $state.get();
    if (now.direction === direction && now.page === page) return Promise.resolve();
    $state.set({ ...now, direction, page });
    return load();
  };

  return {
    $state,
    load,
    show: (direction) => choose(direction, 1),
    goToPage: (page) => choose($state.get().direction, page),
  };
}
