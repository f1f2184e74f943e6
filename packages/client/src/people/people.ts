/**
 * People stores: the follow state of one user (with their follower count) and the paged lists of
 * people I follow, my followers and my visitors, loading more on each scroll-bottom signal.
 */
import type { PersonRow } from "@chat/protocol";
import { atom, type ReadableAtom } from "nanostores";
import type { ApiClient } from "../api/api-client.js";
import { follow, peoplePage, type PeopleListKind } from "./people-api.js";

export const PEOPLE_PAGE_SIZE = 20;

export interface FollowState {
  following: boolean;
  fans: number;
  busy: boolean;
}

export interface FollowToggle {
  $state: ReadableAtom<FollowState>;
  /** Follows or unfollows (the opposite of now); rejects with the ApiError and keeps the state. */
  toggle(): Promise<void>;
}

/** The Follow/Unfollow button of a home page: starts from the user info's `isFollow` and `fans`. */
export function createFollowToggle(options: { api: ApiClient; userId: number; following: boolean; fans: number }): FollowToggle {
  const $state = atom<FollowState>({ following: options.following, fans: options.fans, busy: false });
  return {
    $state,
    async toggle() {
      const current = $state.get();
      if (current.busy) return;
      $state.set({ ...current, busy: true });
      try {
        const reply = await follow(options.api, options.userId, !current.following);
        $state.set({ following: reply.follow, fans: reply.fans, busy: false });
      } catch (error) {
        $state.set({ ...$state.get(), busy: false });
        throw error;
      }
    },
  };
}

export interface PeopleListState {
  items: PersonRow[];
  total: number;
  /** True before the first page has answered. */
  initial: boolean;
  loading: boolean;
  hasMore: boolean;
  /** The last failure's message, cleared by the next success. */
  error: string | null;
}

export interface PeopleList {
  $state: ReadableAtom<PeopleListState>;
  /** The next page, unless one is loading or none is left. Failures land in `error`. */
  loadMore(): Promise<void>;
  /** Loads more each time `signal` changes (the layout's scroll-bottom count). Returns the unbinder. */
  followSignal(signal: ReadableAtom<number>): () => void;
}

const emptyList = (): PeopleListState => ({ items: [], total: 0, initial: true, loading: false, hasMore: true, error: null });

/** One of the three lists; rows are told apart by user and time, so a page shift never shows a row twice. */
export function createPeopleList(options: { api: ApiClient; kind: PeopleListKind; pageSize?: number }): PeopleList {
  const pageSize = options.pageSize ?? PEOPLE_PAGE_SIZE;
  const $state = atom<PeopleListState>(emptyList());
  let page = 0;
  const keyOf = (row: PersonRow) => `${row.userId}:${row.insertTime}`;

  async function loadMore(): Promise<void> {
    const current = $state.get();
    if (current.loading || !current.hasMore) return;
    $state.set({ ...current, loading: true });
    try {
      const answer = await peoplePage(options.api, options.kind, page + 1, pageSize);
      page += 1;
      const seen = new Set(current.items.map(keyOf));
      const items = [...current.items, ...answer.records.filter((r) => !seen.has(keyOf(r)))];
      $state.set({
        items,
        total: answer.total,
        initial: false,
        loading: false,
        hasMore: answer.records.length === pageSize && items.length < answer.total,
        error: null,
      });
    } catch (error) {
      $state.set({ ...$state.get(), initial: false, loading: false, error: error instanceof Error ? error.message : String(error) });
    }
  }

  return {
    $state,
    loadMore,
    followSignal(signal) {
      return signal.listen(() => void loadMore());
    },
  };
}
