/**
 * The last LIMITS.localMessageCache messages of each conversation in storage, per user, so a reload
 * shows them before the network answers.
 */
import type { ChatMessage } from "@chat/protocol";
import { LIMITS } from "@chat/protocol";
import type { KeyValueStorage } from "../common/storage.js";
import { byTime, markRecalled, sameMessage } from "./message-list.js";

export interface MessageCache {
  read(peerId: number): ChatMessage[];
  /** Adds or replaces messages (by id) and keeps the newest ones. */
  merge(peerId: number, messages: readonly ChatMessage[]): void;
  recall(peerId: number, messageId: string): void;
  clear(peerId: number): void;
}

export function messageCacheKey(userId: number, peerId: number): string {
  return `chat:${userId}:messages:${peerId}`;
}

export function createMessageCache(storage: KeyValueStorage, userId: number, limit: number = LIMITS.localMessageCache): MessageCache {
  const read = (peerId: number): ChatMessage[] => {
    try {
      const value: unknown = JSON.parse(storage.getItem(messageCacheKey(userId, peerId)) ?? "[]");
      return Array.isArray(value) ? (value as ChatMessage[]) : [];
    } catch {
      return [];
    }
  };
  const write = (peerId: number, messages: ChatMessage[]) => {
    try {
      storage.setItem(messageCacheKey(userId, peerId), JSON.stringify(messages.slice(-limit)));
    } catch {
      // A full storage only costs the offline view; the server still has everything.
    }
  };
  return {
    read,
    merge(peerId, messages) {
      if (messages.length === 0) return;
      const next = read(peerId);
      for (const m of messages) {
        const at = next.findIndex((c) => sameMessage(c, m));
        if (at === -1) next.push(m);
        else next[at] = m;
      }
      write(peerId, byTime(next));
    },
    recall(peerId, messageId) {
      const cached = read(peerId);
      if (cached.some((m) => m.id === messageId)) write(peerId, markRecalled(cached, messageId));
    },
    clear(peerId) {
      storage.removeItem(messageCacheKey(userId, peerId));
    },
  };
}
