/**
 * A list of moments as a page shows it: the moment square, friends' moments or one user's moments,
 * paged by cursor on the layout's scroll-bottom signal. A moment already shown is never shown twice
 * (a page may repeat one when new moments arrive), likes are optimistic and roll back on failure,
 * and the page's own actions (post, delete, pin, burn) update the list in place.
 */
import type { Moment, MomentView } from "@chat/protocol";
import { MOMENT_LIMITS } from "@chat/protocol/core";
import { atom, type ReadableAtom } from "nanostores";
import type { ApiClient } from "../api/api-client.js";
import { errorText } from "../api/api-error.js";
import { deleteMoment, momentList, pinMoment, supportMoment } from "./moments-api.js";

export interface MomentListState {
  items: Moment[];
  /** True before the first page has answered. */
  initial: boolean;
  loading: boolean;
  hasMore: boolean;
  /** The last failure's message, cleared by the next success. */
  error: string | null;
}

export interface MomentList {
  $state: ReadableAtom<MomentListState>;
  /** The next page, unless one is loading or none is left. */
  loadMore(): Promise<void>;
  /** Starts over from the first page (a pull to refresh, or after posting elsewhere). */
  reload(): Promise<void>;
  /** Loads more each time `signal` changes (the layout's scroll-bottom count). Returns the unbinder. */
  followSignal(signal: ReadableAtom<number>): () => void;
  /** A moment just posted goes first (after a pinned one). */
  prepend(moment: Moment): void;
  /** Replaces what the list knows of one moment. */
  update(id: number, change: Partial<Moment>): void;
  /** Likes or unlikes at once; rolls back and rejects with the ApiError when the server refuses. */
  toggleLike(id: number): Promise<void>;
  /** Deletes one of the caller's moments; rejects with the ApiError and keeps it when refused. */
  remove(id: number): Promise<void>;
  /** Drops a moment deleted elsewhere, without asking the server. */
  forget(id: number): void;
  /** Pins (or unpins) one of the caller's moments: one pinned at a time, shown first. */
  pin(id: number, top: boolean): Promise<void>;
}

export interface MomentListOptions {
  api: ApiClient;
  view: MomentView;
  userId?: number;
  pageSize?: number;
}

const empty = (): MomentListState => ({ items: [], initial: true, loading: false, hasMore: true, error: null });

/** The pinned moment first, then the rest in the order the server gave. */
const pinnedFirst = (items: Moment[]) => [...items.filter((m) => m.pinned), ...items.filter((m) => !m.pinned)];

export function createMomentList(options: MomentListOptions): MomentList {
  const { api, view, userId } = options;
  const pageSize = options.pageSize ?? MOMENT_LIMITS.pageSize;
  const $state = atom<MomentListState>(empty());
  let cursor: string | null = null;
  let generation = 0;
  const likeBusy = new Set<number>();
  const patch = (change: Partial<MomentListState>) => $state.set({ ...$state.get(), ...change });
  const mapItems = (fn: (m: Moment) => Moment) => patch({ items: $state.get().items.map(fn) });

  async function loadMore(): Promise<void> {
    const current = $state.get();
    if (current.loading || !current.hasMore) return;
    const mine = generation;
    patch({ loading: true });
    try {
      const page = await momentList(api, { view, ...(userId === undefined ? {} : { userId }), cursor, pageSize });
      if (mine !== generation) return;
      cursor = page.nextCursor;
      const items = $state.get().items;
      const seen = new Set(items.map((m) => m.id));
      patch({ items: [...items, ...page.list.filter((m) => !seen.has(m.id))], initial: false, loading: false, hasMore: page.nextCursor !== null, error: null });
    } catch (error) {
      if (mine !== generation) return;
      patch({ initial: false, loading: false, error: errorText(error) || (error instanceof Error ? error.message : String(error)) });
    }
  }

  const toggleLike = async (id: number) => {
    const before = $state.get().items.find((m) => m.id === id);
    if (!before || likeBusy.has(id)) return;
    likeBusy.add(id);
    const like = !before.liked;
    const guess = before.likes === null ? null : Math.max(0, before.likes + (like ? 1 : -1));
    mapItems((m) => (m.id === id ? { ...m, liked: like, likes: guess } : m));
    try {
      const reply = await supportMoment(api, id, like);
      mapItems((m) => (m.id === id ? { ...m, liked: reply.liked, likes: m.likes === null ? null : reply.likes } : m));
    } catch (error) {
      mapItems((m) => (m.id === id ? { ...m, liked: before.liked, likes: before.likes } : m));
      throw error;
    } finally {
      likeBusy.delete(id);
    }
  };

  return {
    $state,
    loadMore,
    async reload() {
      generation += 1;
      cursor = null;
      $state.set(empty());
      await loadMore();
    },
    followSignal: (signal) => signal.listen(() => void loadMore()),
    prepend(moment) {
      const items = $state.get().items.filter((m) => m.id !== moment.id);
      patch({ items: pinnedFirst([moment, ...items]) });
    },
    update(id, change) {
      mapItems((m) => (m.id === id ? { ...m, ...change } : m));
    },
    toggleLike,
    async remove(id) {
      await deleteMoment(api, id);
      patch({ items: $state.get().items.filter((m) => m.id !== id) });
    },
    forget(id) {
      patch({ items: $state.get().items.filter((m) => m.id !== id) });
    },
    async pin(id, top) {
      await pinMoment(api, id, top);
      patch({ items: pinnedFirst($state.get().items.map((m) => (m.id === id ? { ...m, pinned: top } : top ? { ...m, pinned: false } : m))) });
    },
  };
}
