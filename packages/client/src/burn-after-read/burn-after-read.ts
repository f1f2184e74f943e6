/**
 * Burn-after-read images as the receiver sees them: one read per image, shown for 8 s with a
 * countdown, then burned for good. Opening one may cost coins (the server decides); when it does, the
 * user is asked first (product §6, the three-coin prompt) unless they chose "Don't show again".
 */
import type { BurnReadReply } from "@chat/protocol";
import { CODE, LIMITS } from "@chat/protocol";
import { atom, type ReadableAtom } from "nanostores";
import type { ApiClient } from "../api/api-client.js";
import { errorCode, errorText } from "../api/api-error.js";
import type { Timers } from "../common/timers.js";
import type { OutOfCoins } from "../wallet/out-of-coins.js";
import { BURN_PAY_MSG_ALERT, type PayPrompt } from "../wallet/pay-prompt.js";

/** A burn-after-read image as the receiver sees it, by message id. */
export type BurnView =
  /** Waiting for the user's yes to the price (nothing read or charged yet). */
  | { status: "asking"; coins: number }
  | { status: "opening" }
  | { status: "showing"; url: string; remainingMs: number }
  | { status: "burned" }
  | { status: "failed"; error: string };

export interface BurnAfterRead {
  $burns: ReadableAtom<Record<string, BurnView>>;
  /** One read of a burn image: shows it for 8 s with a countdown, then burned. A paid one asks first. */
  openBurnImage(messageId: string): Promise<void>;
  /** Yes to the price: reads it; `dontShowAgain` stops the question for good. */
  confirmBurnPrompt(messageId: string, dontShowAgain: boolean): Promise<void>;
  /** No: nothing is read or charged. */
  cancelBurnPrompt(messageId: string): void;
  /** Closing early still burns it. */
  closeBurnImage(messageId: string): void;
  /** Stops the countdowns and forgets the views (the chat stopped). */
  reset(): void;
}

export interface BurnAfterReadOptions {
  api: ApiClient;
  timers: Pick<Timers, "setTimeout" | "clearTimeout">;
  outOfCoins: Pick<OutOfCoins, "noteFailure">;
  /** Whether to ask before a paid read; without it, nobody is asked. */
  prompt?: Pick<PayPrompt, "burnPromptCoins" | "dismissAlert">;
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

  const asking = (id: string) => $burns.get()[id]?.status === "asking";
  const read = async (messageId: string) => {
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
  };

  return {
    $burns,
    async openBurnImage(messageId) {
      const current = $burns.get()[messageId];
      if (current && current.status !== "failed") return;
      const coins = (await options.prompt?.burnPromptCoins()) ?? 0;
      if (coins > 0) setBurn(messageId, { status: "asking", coins });
      else await read(messageId);
    },
    async confirmBurnPrompt(messageId, dontShowAgain) {
      if (!asking(messageId)) return;
      if (dontShowAgain) void options.prompt?.dismissAlert(BURN_PAY_MSG_ALERT);
      await read(messageId);
    },
    cancelBurnPrompt(messageId) {
      // Back to unopened: "failed" without an error shows the plain "View" again.
      if (asking(messageId)) setBurn(messageId, { status: "failed", error: "" });
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
