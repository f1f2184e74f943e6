/**
 * The gateway's message events (product §4 "Chat"): a message appends to the open conversation (and is
 * marked read) or raises its row's unread count or adds a row, and is announced; recall empties
 * every copy (the cache, the open view, the row's preview and the announcement); `read` from another device zeroes a row; `burn-read` marks my burn image opened. The
 * customer-service unread refreshes 1 s after a message.
 */
import type { ChatMessage, ServerEvent, UserInfo } from "@chat/protocol";
import { atom, type ReadableAtom } from "nanostores";
import type { ApiClient } from "../api/api-client.js";
import { incomingOf, type OnIncoming } from "../attention/incoming.js";
import type { Timers } from "../common/timers.js";
import { peerOf } from "../conversations/conversation-list.js";
import type { Conversations } from "../conversations/conversations.js";
import type { ConversationViewStore } from "./conversation-view.js";
import type { Receipts } from "./receipts.js";
import type { Outbox } from "./outbox.js";

export const MARK_READ_DELAY_MS = 300;
/** Spec §4: the customer-service unread count is refreshed one second after a message event. */
export const SERVICE_REFRESH_DELAY_MS = 1000;

/** The last incoming message, for a polite live region: the UI words it ("Ada: hello", "Ada sent an image"). */
export interface IncomingAnnouncement {
  /** The message id (a new id re-announces). */
  id: string;
  /** The text of a txt message; "" for images and custom messages. */
  text: string;
  /** What kind of message arrived. */
  kind: ChatMessage["type"];
  /** The sender's user id and display name (remark if set, else nickname; "" if unknown). */
  peerId: number;
  name: string;
}

export interface MessageEventsOptions {
  api: ApiClient;
  timers: Timers;
  me(): UserInfo;
  view: Pick<ConversationViewStore, "merge" | "recall" | "update">;
  outbox: Pick<Outbox, "confirm">;
  conversations: Pick<Conversations, "noteMessage" | "isNew" | "rowOf" | "recall" | "setUnread" | "refreshService">;
  /** The conversation the user is looking at (open, and the panel on screen). */
  openPeer(): number | undefined;
  /** Told of each message someone sent me, once (sound, desktop notification). */
  onIncoming?: OnIncoming | undefined;
  /** Read receipts of my messages (the server sends them to SVIP senders only). */
  receipts?: Pick<Receipts, "noteDelivered" | "noteRead">;
}

export interface MessageEvents {
  $announcement: ReadableAtom<IncomingAnnouncement | null>;
  /** Applies a message event; false for the events of other features. */
  apply(event: ServerEvent): boolean;
  /** Records a message (own send reply or event) in the cache, the open view and its row. */
  noteMessage(message: ChatMessage): void;
  /**
   * Takes a removed message out of the live region: the recalled message `messageId`, or any message
   * of `peerId` (its conversation or history was deleted), so a screen reader cannot read it later.
   */
  unannounce(removed: { messageId: string } | { peerId: number }): void;
  /** Cancels the delayed read marks and refreshes, forgets the announcement (the chat stopped). */
  reset(): void;
}

export function createMessageEvents(options: MessageEventsOptions): MessageEvents {
  const { api, timers, view, conversations } = options;
  const $announcement = atom<IncomingAnnouncement | null>(null);
  const pending = new Map<string, unknown>();
  const later = (name: string, ms: number, fn: () => void) => {
    if (pending.has(name)) timers.clearTimeout(pending.get(name));
    pending.set(name, timers.setTimeout(() => (pending.delete(name), fn()), ms));
  };

  const noteMessage = (message: ChatMessage) => {
    const me = options.me().id;
    const peerId = peerOf(message, me);
    const fromMe = message.fromUserId === me;
    view.merge(peerId, [message]);
    if (fromMe) options.outbox.confirm(message.clientMsgId);
    conversations.noteMessage(message, peerId, { fromMe, open: options.openPeer() === peerId });
  };

  const announce = (message: ChatMessage, peerId: number) => {
    const row = conversations.rowOf(peerId);
    $announcement.set({ id: message.id, text: message.type === "txt" ? message.msg : "", kind: message.type, peerId, name: row ? row.remark || row.nickname : "" });
  };

  const onMessage = (message: ChatMessage) => {
    const peerId = peerOf(message, options.me().id);
    const firstSight = conversations.isNew(message.id);
    noteMessage(message);
    if (message.fromUserId !== options.me().id) {
      if (options.openPeer() === peerId) later(`read:${peerId}`, MARK_READ_DELAY_MS, () => void api.post("message/read", { userId: peerId }).catch(() => {}));
      if (firstSight) {
        announce(message, peerId);
        options.onIncoming?.(incomingOf(message, peerId, conversations.rowOf(peerId), options.openPeer() === peerId));
      }
    }
    later("service", SERVICE_REFRESH_DELAY_MS, () => void conversations.refreshService(options.openPeer()));
  };

  const unannounce: MessageEvents["unannounce"] = (removed) => {
    const current = $announcement.get();
    if (!current) return;
    if ("messageId" in removed ? current.id === removed.messageId : current.peerId === removed.peerId) $announcement.set(null);
  };

  return {
    $announcement,
    noteMessage,
    unannounce,
    apply(event) {
      switch (event.type) {
        case "message":
          onMessage(event.data);
          return true;
        case "recall":
          view.recall(peerOf(event.data, options.me().id), event.data.messageId);
          conversations.recall(event.data.messageId);
          // The server's count after the recall: an unread recalled message no longer counts.
          if (event.data.unread !== undefined && event.data.toUserId === options.me().id) conversations.setUnread(event.data.fromUserId, event.data.unread);
          unannounce({ messageId: event.data.messageId });
          return true;
        case "read":
          // Another device of mine read it, or (SVIP read receipts) the peer read my messages.
          if (event.data.userId === options.me().id) conversations.setUnread(event.data.peerUserId, 0);
          else if (event.data.peerUserId === options.me().id) options.receipts?.noteRead(event.data.userId, event.data.time);
          return true;
        case "delivered":
          if (event.data.peerUserId === options.me().id) options.receipts?.noteDelivered(event.data.userId, event.data.time);
          return true;
        case "burn-read": {
          // The receiver opened my burn-after-read image: the bubble says "Opened".
          const { messageId, time } = event.data;
          view.update(event.data.viewerId, (list) => list.map((m) => (m.id === messageId ? { ...m, ext: { ...m.ext, burnReadAt: time } } : m)));
          return true;
        }
        default:
          return false;
      }
    },
    reset() {
      for (const handle of pending.values()) timers.clearTimeout(handle);
      pending.clear();
      $announcement.set(null);
    },
  };
}
