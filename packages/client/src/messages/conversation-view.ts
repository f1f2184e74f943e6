/**
 * The open conversation (`$active`): its messages from the cache first, then the server's pages,
 * paging back by cursor. Every open, close and reset starts a new generation, so a page that
 * answers after the user moved on is dropped.
 */
import type { ChatMessage, HistoryPage, UserInfo } from "@chat/protocol";
import { LIMITS } from "@chat/protocol";
import { atom, type ReadableAtom } from "nanostores";
import type { ApiClient } from "../api/api-client.js";
import type { MessageCache } from "./message-cache.js";
import { byTime, markRecalled, mergeMessages, toUiMessage } from "./message-list.js";
import type { UiMessage } from "./ui-message.js";

export interface ConversationView {
  peerId: number;
  /** Oldest first, as rendered. */
  messages: UiMessage[];
  /** True while older history is loading. */
  loadingOlder: boolean;
  /** False when the beginning of the history is reached. */
  hasOlder: boolean;
}

export interface ConversationViewOptions {
  api: ApiClient;
  /** The signed-in user of the started chat (own messages). */
  me(): UserInfo;
  /** That user's message cache. */
  cache(): MessageCache;
  /** Told of each history page that arrived (its read receipts). */
  onPage?(peerId: number, page: HistoryPage): void;
}

export interface ConversationViewStore {
  $active: ReadableAtom<ConversationView | null>;
  /**
   * Opens a conversation: asks for its newest page first, then shows it at once from the cache plus
   * the sends still in the outbox, so the request never waits for that render. Resolves when the page is in.
   */
  open(peerId: number, unsent: UiMessage[]): Promise<void>;
  /** Shows a conversation at once from the cache plus the sends still in the outbox. */
  show(peerId: number, unsent: UiMessage[]): void;
  /**
   * Asks for a conversation's newest page ahead of its opening (the press that comes before a click);
   * an `open` of the same peer within a few seconds uses that answer instead of asking again.
   */
  prefetch(peerId: number): void;
  /** The first (newest) page of the conversation just shown. */
  loadNewest(peerId: number): Promise<void>;
  /** The open conversation's newest page again, merged; its peer when the page arrived in time. */
  refreshLatest(): Promise<number | undefined>;
  loadOlder(): Promise<void>;
  /** Leaves the open conversation; answers still on their way are dropped. */
  close(): void;
  /** Applies `change` to the messages when `peerId` is the conversation on screen. */
  update(peerId: number, change: (messages: UiMessage[]) => UiMessage[]): void;
  /** Server messages into the cache and, when on screen, the open conversation. */
  merge(peerId: number, messages: readonly ChatMessage[]): void;
  /** A recalled message empties its copy in the cache and on screen. */
  recall(peerId: number, messageId: string): void;
  /**
   * The history was deleted: only the unsent messages stay, nothing older to load; the cache is
   * emptied and pages still on their way are dropped (they would bring the messages back).
   */
  clearHistory(peerId: number): void;
  /** Takes a deleted conversation off screen and out of the cache; true when it was the open one. */
  dismiss(peerId: number): boolean;
  /** Forgets the open conversation (the chat stopped). */
  reset(): void;
}

/** How long a page asked for ahead of an open stays good enough to show instead of asking again. */
const PREFETCH_FRESH_MS = 10_000;

export function createConversationView(options: ConversationViewOptions): ConversationViewStore {
  const { api } = options;
  const $active = atom<ConversationView | null>(null);
  /** The next (older) history cursor; undefined before the first page. */
  let cursor: string | null | undefined;
  let generation = 0;
  /** A newest page asked for ahead of an open, and when. */
  let early: { peerId: number; page: Promise<HistoryPage>; at: number } | null = null;
  const newestPage = (peerId: number) => api.get<HistoryPage>("message/history", { userId: peerId, pageSize: LIMITS.historyPage });

  const update = (peerId: number, change: (messages: UiMessage[]) => UiMessage[]) => {
    const active = $active.get();
    if (active?.peerId === peerId) $active.set({ ...active, messages: change(active.messages) });
  };
  const merge = (peerId: number, messages: readonly ChatMessage[]) => {
    options.cache().merge(peerId, messages);
    update(peerId, (list) => mergeMessages(list, messages, options.me().id));
  };

  /** Fetches a page and merges it into the cache and the open conversation; null if the view moved on. */
  const fetchPage = async (peerId: number, from: string | undefined): Promise<HistoryPage | null> => {
    const asked = generation;
    const ahead = from === undefined && early?.peerId === peerId && Date.now() - early.at < PREFETCH_FRESH_MS ? early.page : null;
    early = null;
    const page = await (ahead ?? api.get<HistoryPage>("message/history", { userId: peerId, cursor: from, pageSize: LIMITS.historyPage }));
    if (asked !== generation) return null;
    merge(peerId, page.messages);
    options.onPage?.(peerId, page);
    return page;
  };

  /** The next page while paging back: moves the cursor and says whether older ones remain. */
  const loadPage = async (peerId: number, from: string | undefined) => {
    const page = await fetchPage(peerId, from);
    if (!page) return;
    cursor = page.nextCursor;
    const active = $active.get();
    if (active?.peerId === peerId) $active.set({ ...active, hasOlder: page.nextCursor !== null });
  };

  const close = () => {
    generation += 1;
    $active.set(null);
  };

  /** A conversation's messages were deleted: its cache goes, and no page asked for before may refill it. */
  const forget = (peerId: number) => {
    options.cache().clear(peerId);
    if (early?.peerId === peerId) early = null;
    if ($active.get()?.peerId === peerId) generation += 1;
  };

  const showCached = (peerId: number, unsent: UiMessage[]) => {
    const cached = options.cache().read(peerId).map((m) => toUiMessage(m, options.me().id));
    $active.set({ peerId, messages: byTime([...cached, ...unsent]), loadingOlder: false, hasOlder: true });
  };

  return {
    $active,
    open(peerId, unsent) {
      generation += 1;
      cursor = undefined;
      const newest = loadPage(peerId, undefined);
      showCached(peerId, unsent);
      return newest;
    },
    show(peerId, unsent) {
      generation += 1;
      cursor = undefined;
      showCached(peerId, unsent);
    },
    prefetch(peerId) {
      if ($active.get()?.peerId === peerId || early?.peerId === peerId) return;
      const page = newestPage(peerId);
      // A press that never becomes a click leaves the answer unused: its failure is nobody's error.
      page.catch(() => {});
      early = { peerId, page, at: Date.now() };
    },
    loadNewest: (peerId) => loadPage(peerId, undefined),
    async refreshLatest() {
      const active = $active.get();
      return active && (await fetchPage(active.peerId, undefined)) ? active.peerId : undefined;
    },
    async loadOlder() {
      const active = $active.get();
      // Before the newest page is in there is no cursor yet: asking now would fetch that page twice.
      if (!active || active.loadingOlder || !active.hasOlder || cursor === undefined) return;
      $active.set({ ...active, loadingOlder: true });
      try {
        await loadPage(active.peerId, cursor ?? undefined);
      } finally {
        const now = $active.get();
        if (now?.peerId === active.peerId) $active.set({ ...now, loadingOlder: false });
      }
    },
    close,
    update,
    merge,
    recall(peerId, messageId) {
      options.cache().recall(peerId, messageId);
      update(peerId, (list) => markRecalled(list, messageId));
    },
    clearHistory(peerId) {
      forget(peerId);
      update(peerId, (list) => list.filter((m) => m.status !== "sent"));
      const active = $active.get();
      if (active?.peerId === peerId) $active.set({ ...active, hasOlder: false });
    },
    dismiss(peerId) {
      forget(peerId);
      if ($active.get()?.peerId !== peerId) return false;
      $active.set(null);
      return true;
    },
    reset() {
      close();
      cursor = undefined;
    },
  };
}
