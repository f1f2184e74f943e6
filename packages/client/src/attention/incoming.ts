/**
 * A message someone sent me, told to whoever calls for attention (the element's sound and desktop
 * notifications) the first time this browser sees it: who sent it, and whether the person is looking
 * at its conversation right now (then nothing needs to call them).
 */
import type { ChatMessage, Conversation } from "@chat/protocol";

export interface Incoming {
  message: ChatMessage;
  peerId: number;
  /** The sender's name as the list shows it (remark, else nickname); "" when not known yet. */
  name: string;
  /** The sender's avatar path or URL; "" when none is known. */
  avatar: string;
  /** The conversation is open, the panel on screen and the page visible. */
  seen: boolean;
}

export type OnIncoming = (incoming: Incoming) => void;

/** The incoming message with what the row of its sender tells. */
export function incomingOf(message: ChatMessage, peerId: number, row: Conversation | undefined, seen: boolean): Incoming {
  return { message, peerId, name: row ? row.remark || row.nickname : "", avatar: row?.avatar ?? "", seen };
}

/** Remembers the last ids seen so a replayed event calls nobody twice. */
export function firstSightOf(size = 200): (id: string) => boolean {
  const seen = new Set<string>();
  return (id) => {
    if (seen.has(id)) return false;
    seen.add(id);
    if (seen.size > size) seen.delete(seen.values().next().value as string);
    return true;
  };
}
