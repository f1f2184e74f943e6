/**
 * Notifications: the unread summary (applications, announcements, interactions), the announcements,
 * the interaction records (paged) and the latest live notice. The `unread` and `notice` events land
 * here, and every event passes by for the live notice it may carry.
 */
import type { Announcement, InteractionPage, InteractionRecord, ServerEvent, UnreadSummary } from "@chat/protocol";
import { atom, type ReadableAtom } from "nanostores";
import type { ApiClient } from "../api/api-client.js";
import { liveNoticeOf, type LiveNotice } from "./live-notices.js";

export const INTERACTIONS_PAGE = 20;

export interface InteractionsState {
  items: InteractionRecord[];
  hasMore: boolean;
  loading: boolean;
}

export interface Notifications {
  $unreadSummary: ReadableAtom<UnreadSummary>;
  $announcements: ReadableAtom<Announcement[]>;
  $interactions: ReadableAtom<InteractionsState>;
  /** The latest live notice (a friendship someone made with me, a follower, a like, a comment), or null. */
  $liveNotice: ReadableAtom<LiveNotice | null>;
  /** Rejects with the ApiError when it fails. */
  loadSummary(): Promise<void>;
  /** Loads the announcements; reading them clears the server's `system` count. */
  loadAnnouncements(): Promise<void>;
  /** The first page of interactions again; reading them clears the `interact` count. */
  loadInteractions(): Promise<void>;
  loadMoreInteractions(): Promise<void>;
  /** The `unread` event. */
  applyUnread(summary: UnreadSummary): void;
  /** The `notice` event: a new announcement (once). */
  applyNotice(announcement: Announcement): void;
  /** Any event: the live notice it carries, if it does, becomes `$liveNotice`. */
  applyLiveNotice(event: ServerEvent): void;
  reset(): void;
}

const emptySummary = (): UnreadSummary => ({ applys: 0, system: 0, interact: 0 });
const emptyInteractions = (): InteractionsState => ({ items: [], hasMore: true, loading: false });

export function createNotifications(options: { api: ApiClient }): Notifications {
  const { api } = options;
  const $unreadSummary = atom<UnreadSummary>(emptySummary());
  const $announcements = atom<Announcement[]>([]);
  const $interactions = atom<InteractionsState>(emptyInteractions());
  const $liveNotice = atom<LiveNotice | null>(null);
  let interactionsPage = 0;

  async function loadMoreInteractions(): Promise<void> {
    const current = $interactions.get();
    if (current.loading || !current.hasMore) return;
    $interactions.set({ ...current, loading: true });
    try {
      const page = await api.get<InteractionPage>("interact/list", { page: interactionsPage + 1, pageSize: INTERACTIONS_PAGE });
      interactionsPage += 1;
      const items = [...$interactions.get().items, ...page.records.filter((r) => !current.items.some((i) => i.id === r.id))];
      $interactions.set({ items, hasMore: page.records.length > 0 && items.length < page.total, loading: false });
    } catch (error) {
      $interactions.set({ ...$interactions.get(), loading: false });
      throw error;
    }
  }

  return {
    $unreadSummary,
    $announcements,
    $interactions,
    $liveNotice,
    async loadSummary() {
      $unreadSummary.set(await api.get<UnreadSummary>("message/unread-message"));
    },
    async loadAnnouncements() {
      $announcements.set(await api.get<Announcement[]>("message/notices"));
      $unreadSummary.set({ ...$unreadSummary.get(), system: 0 });
    },
    async loadInteractions() {
      interactionsPage = 0;
      $interactions.set(emptyInteractions());
      await loadMoreInteractions();
      $unreadSummary.set({ ...$unreadSummary.get(), interact: 0 });
    },
    loadMoreInteractions,
    applyUnread: (summary) => $unreadSummary.set(summary),
    applyNotice(announcement) {
      if (!$announcements.get().some((a) => a.id === announcement.id)) $announcements.set([announcement, ...$announcements.get()]);
    },
    applyLiveNotice(event) {
      const notice = liveNoticeOf(event);
      if (notice) $liveNotice.set(notice);
    },
    reset() {
      interactionsPage = 0;
      $liveNotice.set(null);
      $unreadSummary.set(emptySummary());
      $announcements.set([]);
      $interactions.set(emptyInteractions());
    },
  };
}
