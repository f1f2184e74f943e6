/**
 * What a closed panel keeps of a signed-in chat: the unread total (the conversations' unread counts
 * and the pending friend applications) and the wallet, loaded over HTTP (the same three requests the
 * conversations, notifications and wallet features make) and kept current from the socket's events.
 * No message lists, no feature stores: when the panel opens, the full chat (createChat) takes over
 * (chat-run.ts), so the launcher's code stays small. A message someone sent me is told to
 * `onIncoming` (the element's sound and desktop notifications), and a live notice (a friendship they
 * made, a follower, a like, a comment) becomes `$liveNotice` (the page is told), as in the full chat.
 */
import type { Conversation, ServerEvent, UnreadSummary, WalletBalance } from "@chat/protocol";
import { atom, computed, type ReadableAtom } from "nanostores";
import type { ApiClient } from "../api/api-client.js";
import type { Timers } from "../common/timers.js";
import { firstSightOf, incomingOf, type OnIncoming } from "../attention/incoming.js";
import { liveNoticeOf, type LiveNotice } from "../notifications/live-notices.js";
import { unreadTotalOf } from "../notifications/unread-total.js";

/** Events that may change a conversation's unread count: the rows are asked for again. */
const ROW_EVENTS = new Set<ServerEvent["type"]>(["message", "recall", "read", "block", "friend-added"]);
/** Events of one burst (a replay after a reconnect) share one request. */
const RELOAD_DELAY_MS = 150;

export interface LauncherStores {
  $unreadTotal: ReadableAtom<number>;
  $wallet: ReadableAtom<WalletBalance | null>;
  $liveNotice: ReadableAtom<LiveNotice | null>;
  /** Loads the rows, the unread summary and the balances; rejects when one fails. */
  load(): Promise<void>;
  apply(event: ServerEvent): void;
  stop(): void;
}

export interface LauncherStoresOptions {
  api: ApiClient;
  timers: Timers;
  /** The signed-in user's id, to tell messages sent to me from my own. */
  me?: () => number | undefined;
  /** Told of each message someone sent me, once (sound, desktop notification); the panel is closed. */
  onIncoming?: OnIncoming | undefined;
}

export function createLauncherStores(options: LauncherStoresOptions): LauncherStores {
  const { api, timers } = options;
  const firstSight = firstSightOf();
  const $rows = atom<readonly Conversation[]>([]);
  const $summary = atom<UnreadSummary>({ applys: 0, system: 0, interact: 0 });
  const $wallet = atom<WalletBalance | null>(null);
  const $liveNotice = atom<LiveNotice | null>(null);
  let reload: unknown = null;
  let stopped = false;

  const loadRows = async () => {
    const rows = await api.post<Conversation[]>("message/user-session-list");
    if (!stopped) $rows.set(rows);
  };
  const loadSummary = async () => {
    const summary = await api.get<UnreadSummary>("message/unread-message");
    if (!stopped) $summary.set(summary);
  };
  const loadWallet = async () => {
    const balance = await api.get<WalletBalance>("wallet/balance");
    if (!stopped) $wallet.set(balance);
  };

  const reloadRows = () => {
    if (reload !== null || stopped) return;
    reload = timers.setTimeout(() => {
      reload = null;
      void loadRows().catch(() => {});
    }, RELOAD_DELAY_MS);
  };

  return {
    $unreadTotal: computed([$rows, $summary], unreadTotalOf),
    $wallet,
    $liveNotice,
    async load() {
      await Promise.all([loadRows(), loadSummary(), loadWallet()]);
    },
    apply(event) {
      if (stopped) return;
      const notice = liveNoticeOf(event);
      if (notice) $liveNotice.set(notice);
      if (event.type === "unread") $summary.set(event.data);
      else if (event.type === "wallet") $wallet.set(event.data);
      else if (event.type === "friend-apply") void loadSummary().catch(() => {});
      if (event.type === "message" && options.onIncoming) {
        const message = event.data;
        if (message.fromUserId !== options.me?.() && firstSight(message.id)) {
          options.onIncoming(incomingOf(message, message.fromUserId, $rows.get().find((row) => row.userId === message.fromUserId), false));
        }
      }
      else if (ROW_EVENTS.has(event.type)) reloadRows();
    },
    stop() {
      stopped = true;
      if (reload !== null) timers.clearTimeout(reload);
      reload = null;
    },
  };
}
