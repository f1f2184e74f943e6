/**
 * Burn-after-read images as the receiver sees them: one read per image, shown for 8 s with a
 * countdown, then burned for good. Opening one may cost coins (the server decides).
 */
import type { BurnReadReply } from "@chat/protocol";
import { CODE, LIMITS } from "@chat/protocol";
import { atom, type ReadableAtom } from "nanostores";
import type { ApiClient } from "../api/api-client.js";
import { errorCode, errorText } from "../api/api-error.js";
import type { Timers } from "../common/timers.js";
import type { OutOfCoins } from "../wallet/out-of-coins.js";

/** A burn-after-read image as the receiver sees it, by message id. */
export type BurnView =
  | { status: "opening" }
  | { status: "showing"; url: string; remainingMs: number }
  | { status: "burned" }
  | { status: "failed"; error: string };

export interface BurnAfterRead {
  $burns: ReadableAtom<Record<string, BurnView>>;
  /** One read of a burn image: shows it for 8 s with a countdown, then burned. */
  openBurnImage(messageId: string): Promise<void>;
  /** Closing early still burns it. */
  closeBurnImage(messageId: string): void;
  /** Stops the countdowns and forgets the views (the chat stopped). */
  reset(): void;
}

export interface BurnAfterReadOptions {
  api: ApiClient;
  timers: Pick<Timers, "setTimeout" | "clearTimeout">;
  outOfCoins: Pick<OutOfCoins, "noteFailure">;
  /** Origin of the server for the image's one-time URL ("" for the page's own). */
  apiBase?: string;
}

const COUNTDOWN_TICK_MS = 1000;

export function createBurnAfterRead(options: BurnAfterReadOptions): BurnAfterRead {
  const { api, timers } = options;
  const $burns = atom<Record<string, BurnView>>({});
  const countdowns = new Map<string, unknown>();
  const setBurn = (id: string, view: BurnView) => $burns.set({ ...$burns.get(), [id]: view });

  const burn = (id: string) => {
    const handle = countdowns.get(id);
    if (handle !== undefined) timers.clearTimeout(handle);
    countdowns.delete(id);
    setBurn(id, { status: "burned" });
  };

  const tick = (id: string, url: string, remainingMs: number) => {
    if (remainingMs <= 0) return burn(id);
    setBurn(id, { status: "showing", url, remainingMs });
    const step = Math.min(COUNTDOWN_TICK_MS, remainingMs);
    countdowns.set(id, timers.setTimeout(() => tick(id, url, remainingMs - step), step));
  };

  return {
    $burns,
    async openBurnImage(messageId) {
      const current = $burns.get()[messageId];
      if (current && current.status !== "failed") return;
      setBurn(messageId, { status: "opening" });
      try {
        const reply = await api.post<BurnReadReply>("im/read-burnimg", { msgId: messageId });
        const base = (options.apiBase ?? "").replace(/\/+$/, "");
        tick(messageId, `${base}${reply.url}`, reply.displayMs || LIMITS.burnImageDisplayMs);
      } catch (error) {
        options.outOfCoins.noteFailure("burn", error);
        // 409: this viewer already used the one read; the image is gone for good.
        if (errorCode(error) === CODE.conflict) setBurn(messageId, { status: "burned" });
        else setBurn(messageId, { status: "failed", error: errorText(error) });
      }
    },
    closeBurnImage(messageId) {
      if ($burns.get()[messageId]?.status === "showing") burn(messageId);
    },
    reset() {
      for (const handle of countdowns.values()) timers.clearTimeout(handle);
      countdowns.clear();
      $burns.set({});
    },
  };
}
