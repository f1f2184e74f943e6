/**
 * Which of the open conversation's own messages may still be recalled ("Undo"): sent, not recalled,
 * and younger than LIMITS.recallMs, the window the server keeps by default
 * (server/modules/messages/recall.ts). One timer, set for the next message to age out, takes it off
 * the set, so "Undo" goes away by itself while the message is on screen; nothing runs while no one
 * listens. The message's time is the server's: a clock far off the server's shows "Undo" a little
 * longer or shorter, and the server's answer to the click stays the authority.
 */
import { LIMITS } from "@chat/protocol";
import { atom, onMount, type ReadableAtom } from "nanostores";
import type { Timers } from "../common/timers.js";
import type { ConversationView } from "./conversation-view.js";

export interface RecallableOptions {
  $active: ReadableAtom<ConversationView | null>;
  /** The signed-in user's id (asked only while a conversation is open). */
  me(): number;
  timers: Pick<Timers, "now" | "setTimeout" | "clearTimeout">;
}

export function createRecallable(options: RecallableOptions): ReadableAtom<ReadonlySet<string>> {
  const { $active, timers } = options;
  const $recallable = atom<ReadonlySet<string>>(new Set());
  onMount($recallable, () => {
    let timer: unknown;
    const update = () => {
      timers.clearTimeout(timer);
      const now = timers.now();
      const messages = $active.get()?.messages ?? [];
      const me = messages.length > 0 ? options.me() : 0;
      const open = messages.filter((m) => m.fromUserId === me && m.status === "sent" && !m.recalled && m.id && m.time + LIMITS.recallMs > now);
      $recallable.set(new Set(open.map((m) => m.id)));
      if (open.length > 0) timer = timers.setTimeout(update, Math.min(...open.map((m) => m.time)) + LIMITS.recallMs - now);
    };
    const unbind = $active.listen(update);
    update();
    return () => {
      unbind();
      timers.clearTimeout(timer);
    };
  });
  return $recallable;
}
