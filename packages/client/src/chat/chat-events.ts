/**
 * Gateway events applied to the stores (spec §4 "Chat"): a message appends to the open conversation
 * (and is marked read) or raises its row's unread count or adds a row; recall empties every copy;
 * `read` from another device zeroes a row; the customer-service unread refreshes 1 s after a message.
 */
import type { ChatMessage, ServerEvent, WalletBalance } from "@chat/protocol";
import type { Contacts } from "../contacts/contacts-store.js";
import type { Conversations } from "../conversations/conversations.js";
import type { Notifications } from "../notifications/notifications.js";
import { activePeer, updateActive, type Core } from "./chat-core.js";
import { peerOf } from "../conversations/conversation-list.js";
import { markRecalled, mergeMessages } from "../messages/message-list.js";

export const MARK_READ_DELAY_MS = 300;
/** Spec §4: the customer-service unread count is refreshed one second after a message event. */
export const SERVICE_REFRESH_DELAY_MS = 1000;

export interface EventApplier {
  apply(event: ServerEvent): void;
  /** Records a message (own send reply or event) in the cache, the open view and its row. */
  noteMessage(message: ChatMessage): void;
  dispose(): void;
}

/** Where the events of other features go. */
export interface EventFeatures {
  /** The `wallet` event: the balances after a charge, a top-up or an operator change. */
  applyWallet(balance: WalletBalance): void;
  /** The `friend-apply` and `friend-added` events. */
  contacts: Pick<Contacts, "applyApplication" | "applyFriend" | "applyProfile">;
  /** Rows: new messages, recalls, reads elsewhere. */
  conversations: Conversations;
  /** The `unread` and `notice` events. */
  notifications: Pick<Notifications, "applyUnread" | "applyNotice">;
}

export function createEventApplier(core: Core, features: EventFeatures): EventApplier {
  const { stores, env, timers, me } = core;
  const { conversations } = features;
  const pending = new Map<string, unknown>();
  const later = (name: string, ms: number, fn: () => void) => {
    if (pending.has(name)) timers.clearTimeout(pending.get(name));
    pending.set(name, timers.setTimeout(() => (pending.delete(name), fn()), ms));
  };

  const noteMessage = (message: ChatMessage) => {
    const peerId = peerOf(message, me.id);
    const fromMe = message.fromUserId === me.id;
    core.cache.merge(peerId, [message]);
    updateActive(core, peerId, (list) => mergeMessages(list, [message], me.id));
    if (fromMe) for (const [key, entry] of core.outbox) if (entry.message.clientMsgId === message.clientMsgId) core.outbox.delete(key);

    conversations.noteMessage(message, peerId, { fromMe, open: activePeer(core) === peerId });
  };

  const onMessage = (message: ChatMessage) => {
    const peerId = peerOf(message, me.id);
    const firstSight = conversations.isNew(message.id);
    noteMessage(message);
    if (message.fromUserId !== me.id) {
      if (activePeer(core) === peerId) later(`read:${peerId}`, MARK_READ_DELAY_MS, () => void env.api.post("message/read", { userId: peerId }).catch(() => {}));
      if (firstSight) {
        const row = conversations.rowOf(peerId);
        stores.$announcement.set({
          id: message.id,
          text: message.type === "txt" ? message.msg : "",
          kind: message.type,
          peerId,
          name: row ? row.remark || row.nickname : "",
        });
      }
    }
    later("service", SERVICE_REFRESH_DELAY_MS, () => void conversations.refreshService(activePeer(core)));
  };

  return {
    noteMessage,
    apply(event) {
      switch (event.type) {
        case "message":
          return onMessage(event.data);
        case "recall": {
          const { messageId } = event.data;
          core.cache.recall(peerOf(event.data, me.id), messageId);
          updateActive(core, peerOf(event.data, me.id), (list) => markRecalled(list, messageId));
          conversations.recall(messageId);
          return;
        }
        case "read":
          // Another device of mine read it; the peer's own read receipts are not shown here.
          if (event.data.userId === me.id) conversations.setUnread(event.data.peerUserId, 0);
          return;
        case "unread":
          return features.notifications.applyUnread(event.data);
        case "notice":
          return features.notifications.applyNotice(event.data);
        case "friend-apply":
          return features.contacts.applyApplication(event.data);
        case "friend-added":
          return features.contacts.applyFriend(event.data);
        case "burn-read": {
          // The receiver opened my burn-after-read image: the bubble says "Opened".
          const { messageId, time } = event.data;
          return updateActive(core, event.data.viewerId, (list) => list.map((m) => (m.id === messageId ? { ...m, ext: { ...m.ext, burnReadAt: time } } : m)));
        }
        case "wallet":
          return features.applyWallet(event.data);
        case "profile":
          // A friend's (or my own) new nickname or avatar: their rows show it at once.
          features.conversations.applyProfile(event.data);
          return features.contacts.applyProfile(event.data);
      }
    },
    dispose() {
      for (const handle of pending.values()) timers.clearTimeout(handle);
      pending.clear();
    },
  };
}
