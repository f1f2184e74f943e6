/**
 * What a closed panel keeps of a signed-in chat: the unread total (the conversations' unread counts
 * and the pending friend applications) and the wallet, loaded over HTTP and kept current from the
 * socket's events. No message lists, no screens: when the panel opens, the full chat (createChat)
 * takes over (launcher-run.ts).
 */
import type { ServerEvent } from "@chat/protocol";
import { computed, type ReadableAtom } from "nanostores";
import type { ApiClient } from "../api/api-client.js";
import type { Timers } from "../common/timers.js";
import { createConversations } from "../conversations/conversations.js";
import { createNotifications } from "../notifications/notifications.js";
import { unreadTotalOf } from "../notifications/unread-total.js";
import { createWallet, type Wallet } from "../wallet/wallet.js";

/** Events that may change a conversation's unread count: the rows are asked for again. */
const ROW_EVENTS = new Set<ServerEvent["type"]>(["message", "recall", "read", "block", "friend-added"]);
/** Events of one burst (a replay after a reconnect) share one request. */
const RELOAD_DELAY_MS = 150;

export interface LauncherStores {
  $unreadTotal: ReadableAtom<number>;
  wallet: Pick<Wallet, "$wallet">;
  /** Loads the rows, the unread summary and the balances; rejects when one fails. */
  load(): Promise<void>;
  apply(event: ServerEvent): void;
  stop(): void;
}

export function createLauncherStores(options: { api: ApiClient; timers: Timers }): LauncherStores {
  const { api, timers } = options;
  const conversations = createConversations({ api, friendOf: () => undefined });
  const notifications = createNotifications({ api });
  const wallet = createWallet({ api });
  let reload: unknown = null;
  let stopped = false;

  const reloadRows = () => {
    if (reload !== null || stopped) return;
    reload = timers.setTimeout(() => {
      reload = null;
      if (!stopped) void conversations.load().catch(() => {});
    }, RELOAD_DELAY_MS);
  };

  return {
    $unreadTotal: computed([conversations.$conversations, notifications.$unreadSummary], unreadTotalOf),
    wallet,
    async load() {
      await Promise.all([conversations.load(), notifications.loadSummary(), wallet.refresh()]);
    },
    apply(event) {
      if (stopped) return;
      if (event.type === "unread") notifications.applyUnread(event.data);
      else if (event.type === "wallet") wallet.apply(event.data);
      else if (event.type === "friend-apply") void notifications.loadSummary().catch(() => {});
      else if (ROW_EVENTS.has(event.type)) reloadRows();
    },
    stop() {
      stopped = true;
      if (reload !== null) timers.clearTimeout(reload);
      reload = null;
    },
  };
}
