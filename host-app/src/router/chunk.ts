import { LIMITS } from "@chat/protocol";
import { atom, type ReadableAtom } from "nanostores";

export type ChunkState<T> = { status: "idle" | "loading" | "failed" } | { status: "ready"; value: T };

/** A page's code loaded on demand: what it is now, and the one action that (re)starts loading it. */
export interface Chunk<T> {
  $state: ReadableAtom<ChunkState<T>>;
  /** Starts loading unless it is loaded or loading: the first use, and "Try again" after a failure. */
  load(): void;
}

/**
 * Loads a chunk with the spec's 120 s limit (§9): a load that has not settled by then counts as failed,
 * so the page can say so and offer to try again instead of staying blank. A rejected import (network
 * error) fails at once. An answer that still comes after the limit is taken: the page shows after all.
 */
export function createChunk<T>(load: () => Promise<T>, timeoutMs: number = LIMITS.chunkLoadTimeoutMs): Chunk<T> {
  const $state = atom<ChunkState<T>>({ status: "idle" });
  let timer: ReturnType<typeof setTimeout> | undefined;
  // After success the timer may still fire: it finds the chunk ready and changes nothing.
  const fail = () => {
    if ($state.get().status === "loading") $state.set({ status: "failed" });
  };
  return {
    $state,
    load() {
      const { status } = $state.get();
      if (status === "ready" || status === "loading") return;
      $state.set({ status: "loading" });
      // Each attempt gets the whole limit: an earlier attempt's clock must not cut a retry short.
      clearTimeout(timer);
      timer = setTimeout(fail, timeoutMs);
      load().then((value) => $state.set({ status: "ready", value }), fail);
    },
  };
}
