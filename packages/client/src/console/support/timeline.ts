/** The open thread's history, kept oldest first, and its internal notes placed among its messages by time. */
import type { ChatMessage, SupportNote } from "@chat/protocol";

/** Orders two messages as the conversation stored them (its `seq`), by time for messages without one. */
function byPlace(a: ChatMessage, b: ChatMessage): number {
  if (a.seq !== undefined && b.seq !== undefined) return a.seq - b.seq;
  return a.time - b.time;
}

/** Both lists' messages once each, oldest first; a message in `newer` replaces its copy in `older` (a recall). */
export function mergeMessages(older: readonly ChatMessage[], newer: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map<string, ChatMessage>();
  for (const m of older) byId.set(m.id, m);
  for (const m of newer) byId.set(m.id, m);
  return [...byId.values()].sort(byPlace);
}

export type TimelineItem = { kind: "message"; message: ChatMessage } | { kind: "note"; note: SupportNote };

/**
 * Messages and notes in time order. While older pages are not loaded, notes older than the oldest
 * message shown wait for them (they would otherwise sit above messages that come before them).
 */
export function timeline(messages: readonly ChatMessage[], notes: readonly SupportNote[], complete: boolean): TimelineItem[] {
  const oldest = messages[0]?.time ?? Number.POSITIVE_INFINITY;
  const shown = notes.filter((n) => complete || n.time >= oldest).sort((a, b) => a.time - b.time);
  const items: TimelineItem[] = [];
  let n = 0;
  for (const message of messages) {
    while (n < shown.length && (shown[n]?.time ?? 0) < message.time) items.push({ kind: "note", note: shown[n++] as SupportNote });
    items.push({ kind: "message", message });
  }
  while (n < shown.length) items.push({ kind: "note", note: shown[n++] as SupportNote });
  return items;
}
