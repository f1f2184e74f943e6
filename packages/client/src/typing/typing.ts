/**
 * "typing…" both ways. Writing: the draft changing in an open conversation tells the peer at most
 * every `TYPING.sendEveryMs` (the gateway passes it on when the two may talk). Reading: a peer's
 * notice shows for `TYPING.showForMs`, renewed by the next notice, ended at once by their message.
 */
import { TYPING } from "@chat/protocol";
import { atom, type ReadableAtom } from "nanostores";
import type { Timers } from "../common/timers.js";

export interface TypingOptions {
  timers: Timers;
  /** Sends the notice over the run's socket; false when it could not go (not connected yet). */
  send(to: number): boolean;
}

export interface Typing {
  /** The peers typing to me now. */
  $typing: ReadableAtom<ReadonlySet<number>>;
  /** I typed in the conversation with `to`. */
  typed(to: number): void;
  /** `from` is typing to me (a `typing` frame). */
  noteTyping(from: number): void;
  /** A message from `from` arrived: they stopped typing. */
  noteMessage(from: number): void;
  reset(): void;
}

export function createTyping(options: TypingOptions): Typing {
  const { timers } = options;
  const $typing = atom<ReadonlySet<number>>(new Set());
  const lastSent = new Map<number, number>();
  const expiries = new Map<number, unknown>();

  const stop = (from: number) => {
    const timer = expiries.get(from);
    if (timer === undefined) return;
    timers.clearTimeout(timer);
    expiries.delete(from);
    const next = new Set($typing.get());
    next.delete(from);
    $typing.set(next);
  };

  return {
    $typing,
    typed(to) {
      const now = timers.now();
      if (now - (lastSent.get(to) ?? -Infinity) < TYPING.sendEveryMs) return;
      // Only a notice that left counts: typing right after the panel opened tries again at the next key.
      if (options.send(to)) lastSent.set(to, now);
    },
    noteTyping(from) {
      const earlier = expiries.get(from);
      if (earlier !== undefined) timers.clearTimeout(earlier);
      else $typing.set(new Set($typing.get()).add(from));
      expiries.set(
        from,
        timers.setTimeout(() => stop(from), TYPING.showForMs),
      );
    },
    noteMessage: stop,
    reset() {
      for (const timer of expiries.values()) timers.clearTimeout(timer);
      expiries.clear();
      lastSent.clear();
      $typing.set(new Set());
    },
  };
}
