/**
 * What a closed panel keeps of a signed-in chat: the unread total (the conversations' unread counts
 * and the pending friend applications) and the wallet, loaded over HTTP (the same three requests the
 * conversations, notifications and wallet features make) and kept current from the socket's events.
 * No message lists, no feature stores: when the panel opens, the full chat (createChat) takes over
 * (launcher-run.ts), so the launcher's code stays small.
 */
import type { Conversation, ServerEvent, UnreadSummary, WalletBalance } from "@chat/protocol";
import { atom, computed, type ReadableAtom } from "nanostores";
import type { ApiClient } from "../api/api-client.js";
import type { Timers } from "../common/timers.js";
import { unreadTotalOf } from "../notifications/unread-total.js";

/** Events that may change a conversation's unread count: the rows are asked for again. */
const ROW_EVENTS = new Set<ServerEvent["type"]>(["message", "recall", "read", "block", "friend-added"]);
/** Events of one burst (a replay after a reconnect) share one request. */
const RELOAD_DELAY_MS = 150;

export interface LauncherStores {
  $unreadTotal: ReadableAtom<number>;
  $wallet: ReadableAtom<WalletBalance | null>;
  /** Loads the rows, the unread summary and the balances; rejects when one fails. */
  load(): Promise<void>;
  apply(event: ServerEvent): void;
  stop(): void;
}

export function createLauncherStores(options: { api: ApiClient; timers: Timers }): LauncherStores {
  const { api, timers } = options;
  const $rows = atom<readonly Conversation[]>([]);
  const $summary = atom<UnreadSummary>({ applys: 0, system: 0, interact: 0 });
  const $wallet = atom<WalletBalance | null>(null);
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
    async load() {
      await Promise.all([loadRows(), loadSummary(), loadWallet()]);
    },
    apply(event) {
      if (stopped) return;
      if (event.type === "unread") $summary.set(event.data);
      else if (event.type === "wallet") $wallet.set(event.data);
      else if (event.type === "friend-apply") void loadSummary().catch(() => {});
      else if (ROW_EVENTS.has(event.type)) reloadRows();
    },
    stop() {
      stopped = true;
      if (reload !== null) timers.clearTimeout(reload);
      reload = null;
    },
  };
}
