/**
 * The conversations (the Recent tab, the spec's "user-session-list"): rows newest activity first,
 * the customer-service row, unread counts and last messages. A replayed message is counted once.
 */
import type { ChatMessage, Conversation, Friend, ProfileChange, ServiceAccount, UserVoReply } from "@chat/protocol";
import { atom, type ReadableAtom } from "nanostores";
import type { ApiClient } from "../api/api-client.js";
import { conversationOf, moveToTop, sortConversations, withMessage, withRecall, withUnread } from "./conversation-list.js";

/** What a row shows of a user it was created for before the server's details arrive. */
export interface KnownPeer {
  nickname: string;
  avatar: string;
  remark?: string | undefined;
}

export interface Conversations {
  $conversations: ReadableAtom<Conversation[]>;
  /** Loads the rows (and the customer-service row); rejects with the ApiError when it fails. */
  load(): Promise<void>;
  rowOf(peerId: number): Conversation | undefined;
  /** True until a message was counted into a row. */
  isNew(messageId: string): boolean;
  /** Puts a message on its row (or a new row), counting it unread unless it is mine, open or old. */
  noteMessage(message: ChatMessage, peerId: number, options: { fromMe: boolean; open: boolean }): void;
  /** The customer-service row's unread count again (unless it is the one on screen). */
  refreshService(openPeer: number | undefined): Promise<void>;
  setUnread(peerId: number, count: number): void;
  recall(messageId: string): void;
  remove(peerId: number): void;
  clearHistory(peerId: number): void;
  /** Moves (or adds) the row to the top: from what is known of the user, else from the server. */
  bringToTop(userId: number, known: KnownPeer | undefined): Promise<void>;
  /** Shows a remark on the row; returns the row as it was, for `restore`. */
  setRemark(userId: number, remark: string): Conversation | undefined;
  /** Puts back a row's name as it was before `setRemark`. */
  restoreRemark(before: Conversation | undefined): void;
  /**
   * The `profile` event: a peer's new nickname and avatar (a remark still shows instead of the name),
   * or that they deleted their account (the row stays, marked `deleted`).
   */
  applyProfile(change: ProfileChange): void;
  reset(): void;
}

export interface ConversationsOptions {
  api: ApiClient;
  /** A friend's name and picture for a row created before the server's details arrive. */
  friendOf(userId: number): Friend | undefined;
}

export function createConversations(options: ConversationsOptions): Conversations {
  const { api } = options;
  const $conversations = atom<Conversation[]>([]);
  /** Message ids already counted into a row (unread, preview): a replay must not count twice. */
  let seen = new Set<string>();
  /** When each peer's row was last removed (a count of removals): a list asked for before that is stale for them. */
  let removals = new Map<number, number>();
  let removed = 0;
  /** The rows the server's last list had, with their last messages. */
  let listed = new Map<number, string>();
  const rowOf = (peerId: number) => $conversations.get().find((c) => c.userId === peerId);

  const fillPeer = async (peerId: number) => {
    try {
      const { userVo } = await api.get<UserVoReply>("user/info", { userId: peerId });
      const fresh = conversationOf(userVo);
      $conversations.set(
        $conversations.get().map((c) =>
          c.userId === peerId ? { ...c, nickname: fresh.nickname, avatar: fresh.avatar, userType: fresh.userType, remark: fresh.remark, isRemark: fresh.isRemark } : c,
        ),
      );
    } catch {
      // The row keeps what we knew; the next conversation list load fills it.
    }
  };

  const friendRow = (userId: number) => {
    const friend = options.friendOf(userId);
    return conversationOf({ id: userId, nickname: friend?.friendUserNickName ?? "", avatar: friend?.friendUserAvatar ?? "", friendRemarkName: friend?.friendRemarkName ?? "" });
  };

  return {
    $conversations,
    async load() {
      const asked = removed;
      const [list, service] = await Promise.all([
        api.post<Conversation[]>("message/user-session-list"),
        api.get<ServiceAccount>("service/im-account").catch(() => null),
      ]);
      // A row removed while the list was on its way (a block, a deleted conversation) stays removed.
      const rows = sortConversations(list).filter((c) => (removals.get(c.userId) ?? 0) <= asked);
      if (service && !rows.some((c) => c.userId === service.userId)) {
        rows.push(conversationOf({ id: service.userId, nickname: service.nickname, avatar: service.avatar, isService: true }));
      }
      for (const row of rows) if (row.lastMessage) seen.add(row.lastMessage.id);
      // A row the server listed before and lists no more goes (blocked or deleted elsewhere, perhaps
      // while no socket was open to say so), unless a message came since (an event created or moved
      // it while the list was loading). Rows opened here and never listed stay.
      const extra = $conversations.get().filter((c) => !rows.some((r) => r.userId === c.userId) && listed.get(c.userId) !== (c.lastMessage?.id ?? ""));
      listed = new Map(rows.map((r) => [r.userId, r.lastMessage?.id ?? ""]));
      $conversations.set([...extra, ...rows]);
    },
    rowOf,
    isNew: (messageId) => !seen.has(messageId),
    noteMessage(message, peerId, { fromMe, open }) {
      const firstSight = !seen.has(message.id);
      seen.add(message.id);
      const list = $conversations.get();
      const row = list.find((c) => c.userId === peerId);
      // A replayed message older than the loaded row is already in the row's unread_num.
      const counts = !fromMe && !open && firstSight && (!row?.lastMessage || (message.time >= row.lastTime && row.lastMessage.id !== message.id));
      const updated = withMessage(list, peerId, message, counts ? 1 : 0);
      if (updated) $conversations.set(updated);
      else {
        $conversations.set([{ ...friendRow(peerId), lastMessage: message, lastTime: message.time, unread_num: counts ? 1 : 0 }, ...list]);
        void fillPeer(peerId);
      }
    },
    async refreshService(openPeer) {
      if (!$conversations.get().some((c) => c.userType === "service")) return;
      try {
        const fresh = (await api.post<Conversation[]>("message/user-session-list")).find((c) => c.userType === "service");
        if (fresh && openPeer !== fresh.userId) $conversations.set(withUnread($conversations.get(), fresh.userId, fresh.unread_num));
      } catch {
        // The next message event tries again.
      }
    },
    setUnread: (peerId, count) => $conversations.set(withUnread($conversations.get(), peerId, count)),
    recall: (messageId) => $conversations.set(withRecall($conversations.get(), messageId)),
    remove(peerId) {
      removals.set(peerId, ++removed);
      $conversations.set($conversations.get().filter((c) => c.userId !== peerId));
    },
    clearHistory(peerId) {
      $conversations.set($conversations.get().map((c) => (c.userId === peerId ? { ...c, lastMessage: null, unread_num: 0 } : c)));
    },
    async bringToTop(userId, known) {
      if (rowOf(userId)) {
        $conversations.set(moveToTop($conversations.get(), userId));
        return;
      }
      let row = friendRow(userId);
      if (known) row = { ...row, nickname: known.nickname, avatar: known.avatar, remark: known.remark ?? "", isRemark: !!known.remark };
      else if (!options.friendOf(userId)) {
        try {
          row = conversationOf((await api.get<UserVoReply>("user/info", { userId })).userVo);
        } catch {
          // Open it anyway; the first message brings the details.
        }
      }
      if (!rowOf(userId)) $conversations.set([row, ...$conversations.get()]);
      else $conversations.set(moveToTop($conversations.get(), userId));
    },
    setRemark(userId, remark) {
      const before = rowOf(userId);
      $conversations.set($conversations.get().map((c) => (c.userId === userId ? { ...c, remark, isRemark: remark !== "" } : c)));
      return before;
    },
    restoreRemark(before) {
      if (!before) return;
      $conversations.set($conversations.get().map((c) => (c.userId === before.userId ? { ...c, remark: before.remark, isRemark: before.isRemark } : c)));
    },
    applyProfile({ userId, nickname, avatar, deleted }) {
      if (!rowOf(userId)) return;
      // A deleted account keeps its row (the history stays readable), without a remark.
      const gone = deleted ? { deleted: true, remark: "", isRemark: false } : {};
      $conversations.set($conversations.get().map((c) => (c.userId === userId ? { ...c, nickname, avatar, ...gone } : c)));
    },
    reset() {
      seen = new Set();
      removals = new Map();
      listed = new Map();
      $conversations.set([]);
    },
  };
}
