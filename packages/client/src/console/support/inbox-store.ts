/**
 * The support inbox's state: the list of threads (filter, search, page), the open thread with its
 * reply box, the saved replies, and the last failure. The live feed's events land here: they reload
 * the list (once for a burst of them) and the open thread when it is the member's.
 */
import type { SupportFeedEvent, SupportFilter, SupportThread } from "@chat/protocol";
import { atom, type ReadableAtom } from "nanostores";
import { createComposer, type Composer } from "./composer-store.js";
import { createConversation, type Conversation } from "./conversation-store.js";
import { createSavedReplies, type SavedReplies } from "./saved-replies-store.js";
import type { SupportCalls } from "./support-api.js";

export interface ListState {
  loading: boolean;
  /** The first answer arrived. */
  loaded: boolean;
  records: SupportThread[];
  total: number;
}

export interface InboxEnv {
  calls: SupportCalls;
  /** The console's language: member messages are translated into it. */
  language: () => string;
  /** Whether the operator can see the page; only then are new member messages marked read. */
  isVisible?: () => boolean;
  clientMsgId?: () => string;
  /** How long feed events gather before the list is loaded again. */
  gatherMs?: number;
}

export interface Inbox {
  $filter: ReadableAtom<SupportFilter>;
  /** The search as last submitted. */
  $query: ReadableAtom<string>;
  $page: ReadableAtom<number>;
  $list: ReadableAtom<ListState>;
  /** The last failure, until dismissed or the next success of the same kind. */
  $error: ReadableAtom<unknown>;
  conversation: Conversation;
  composer: Composer;
  savedReplies: SavedReplies;
  /** Loads the first page of the list. */
  start(): Promise<void>;
  setFilter(filter: SupportFilter): Promise<void>;
  search(q: string): Promise<void>;
  goToPage(page: number): Promise<void>;
  open(memberId: number): Promise<void>;
  close(): void;
  /** A feed event: the member's thread changed. */
  onFeedEvent(event: SupportFeedEvent): void;
  /** The feed (re)connected: anything may have changed meanwhile. */
  onFeedOpen(): void;
  /** The page became visible again. */
  onVisible(): void;
  dismissError(): void;
  dispose(): void;
}

const randomId = () => (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`).replaceAll("-", "");

export function createInbox(env: InboxEnv): Inbox {
  const { calls, gatherMs = 250 } = env;
  const $filter = atom<SupportFilter>("open");
  const $query = atom("");
  const $page = atom(1);
  const $list = atom<ListState>({ loading: false, loaded: false, records: [], total: 0 });
  const $error = atom<unknown>(null);
  const fail = (error: unknown) => $error.set(error);

  let latest = 0;
  async function loadList(): Promise<void> {
    const mine = ++latest;
    $list.set({ ...$list.get(), loading: true });
    try {
      const page = await calls.threads({ filter: $filter.get(), q: $query.get(), page: $page.get() });
      if (mine !== latest) return;
      $list.set({ loading: false, loaded: true, records: page.records, total: page.total });
    } catch (error) {
      if (mine !== latest) return;
      $list.set({ ...$list.get(), loading: false });
      fail(error);
    }
  }

  // Feed events and the operator's own changes gather for a moment, then reload what they touched.
  let gathered = new Set<number>();
  let everything = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const gather = () => {
    timer ??= setTimeout(() => {
      timer = undefined;
      const touched = gathered;
      const all = everything;
      gathered = new Set();
      everything = false;
      void loadList();
      const open = conversation.$memberId.get();
      if (open !== null && (all || touched.has(open))) void conversation.refresh();
    }, gatherMs);
  };

  const conversation = createConversation({
    calls,
    language: env.language,
    isVisible: env.isVisible ?? (() => typeof document === "undefined" || document.visibilityState === "visible"),
    clientMsgId: env.clientMsgId ?? randomId,
    onError: fail,
    onChanged: gather,
    onRead(memberId) {
      const list = $list.get();
      $list.set({ ...list, records: list.records.map((r) => (r.member.id === memberId ? { ...r, unread: 0 } : r)) });
    },
  });

  return {
    $filter,
    $query,
    $page,
    $list,
    $error,
    conversation,
    composer: createComposer(conversation),
    savedReplies: createSavedReplies(calls, fail),
    start: loadList,
    setFilter(filter) {
      $filter.set(filter);
      $page.set(1);
      return loadList();
    },
    search(q) {
      $query.set(q.trim());
      $page.set(1);
      return loadList();
    },
    goToPage(page) {
      $page.set(Math.max(1, page));
      return loadList();
    },
    open: (memberId) => conversation.open(memberId),
    close: () => conversation.close(),
    onFeedEvent({ memberId }) {
      gathered.add(memberId);
      gather();
    },
    onFeedOpen() {
      // The first connection comes right after the first load: nothing to catch up on yet.
      if (!$list.get().loaded) return;
      everything = true;
      gather();
    },
    onVisible() {
      void conversation.readIfUnread();
    },
    dismissError: () => $error.set(null),
    dispose() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
