/**
 * The messages of one conversation as the panel shows them: server messages merged with local
 * pending/failed ones, oldest first, each message once.
 */
import type { ChatMessage } from "@chat/protocol";
import type { UiMessage } from "./ui-message.js";

/**
 * The rendering key: own messages keep their clientMsgId from pending to sent (no remount); another
 * user's clientMsgId is theirs to choose, so their messages are keyed by the server id.
 */
export function keyOf(message: ChatMessage, meId: number): string {
  return message.fromUserId === meId && message.clientMsgId ? message.clientMsgId : message.id;
}

export function toUiMessage(message: ChatMessage, meId: number): UiMessage {
  return { ...message, key: keyOf(message, meId), status: "sent" };
}

/** Same message: same server id, or an own send with the same clientMsgId (the send reply vs. the gateway). */
export function sameMessage(a: ChatMessage, b: ChatMessage): boolean {
  if (a.id && a.id === b.id) return true;
  return a.fromUserId === b.fromUserId && !!a.clientMsgId && a.clientMsgId === b.clientMsgId;
}

/**
 * Oldest first. Messages our server stored are in the conversation's own order (`seq`), whatever
 * their clocks say (same millisecond, or servers whose clocks differ a little); a message without one
 * (a pending send) goes by its time, and equal times keep their order (the sort is stable).
 */
export function byTime<T extends { time: number; seq?: number }>(list: T[]): T[] {
  return [...list].sort((a, b) => (a.seq !== undefined && b.seq !== undefined ? a.seq - b.seq : a.time - b.time));
}

/** Merges server messages into a list: a known one is replaced (a pending send becomes "sent"), a new one added. */
export function mergeMessages(current: readonly UiMessage[], incoming: readonly ChatMessage[], meId: number): UiMessage[] {
  const next = [...current];
  for (const message of incoming) {
    const at = next.findIndex((m) => sameMessage(m, message));
    const ui = toUiMessage(message, meId);
    if (at === -1) next.push(ui);
    else next[at] = { ...ui, key: next[at]?.key ?? ui.key };
  }
  return byTime(next);
}

/** Puts a local message (pending or failed) in place by key, or appends it. */
export function upsertLocal(current: readonly UiMessage[], local: UiMessage): UiMessage[] {
  const at = current.findIndex((m) => m.key === local.key);
  if (at === -1) return byTime([...current, local]);
  const next = [...current];
  next[at] = local;
  return next;
}

/** The recalled form every copy takes: no text, no image, no payload. */
export function recalledCopy<T extends ChatMessage>(message: T): T {
  return { ...message, msg: "", url: null, custom: null, ext: {}, recalled: true };
}

export function markRecalled<T extends ChatMessage>(list: readonly T[], messageId: string): T[] {
  return list.map((m) => (m.id === messageId ? recalledCopy(m) : m));
}
