/**
 * Burn-after-reading moments as a viewer sees them: pictures blurred until opened; one read shows
 * them for 8 seconds with a countdown (the server allows one read per viewer and gives single-use
 * links), then they are burned. A recovery (blurred-picture uses first, then coins) allows one more read.
 */
import type { BurnState, MomentBurnReadReply } from "@chat/protocol";
import { MOMENT_LIMITS } from "@chat/protocol/core";
import { atom, type ReadableAtom } from "nanostores";
import type { ApiClient } from "../api/api-client.js";
import { errorCode, errorText } from "../api/api-error.js";
import type { Timers } from "../common/timers.js";
import { burnRead, burnRecovery } from "./moments-api.js";

export type MomentBurnView =
  | { status: "opening" }
  | { status: "showing"; pictures: MomentBurnReadReply["pictures"]; remainingMs: number }
  | { status: "recovering" }
  | { status: "failed"; error: string; code: number };

export interface MomentBurn {
  /** By moment id; no entry means the moment's own `burnState` tells. */
  $burns: ReadableAtom<Record<number, MomentBurnView>>;
  /** One read: shows the pictures with a countdown, then burns them. Resolves the failure's code, else 0. */
  open(id: number): Promise<number>;
  /** Closing early burns it all the same. */
  close(id: number): void;
  /** One more read of a burned moment (paid); resolves the failure's code, else 0. */
  recover(id: number): Promise<number>;
  /** Stops the countdowns. */
  reset(): void;
}

export interface MomentBurnOptions {
  api: ApiClient;
  timers?: Pick<Timers, "setTimeout" | "clearTimeout">;
  /** Told when a moment's burn state changes for this viewer (the lists show it). */
  onBurnState?: (id: number, state: BurnState) => void;
}

const TICK_MS = 1000;

export function createMomentBurn(options: MomentBurnOptions): MomentBurn {
  const { api } = options;
  const timers = options.timers ?? { setTimeout: (fn: () => void, ms: number) => globalThis.setTimeout(fn, ms), clearTimeout: (h: unknown) => globalThis.clearTimeout(h as number) };
  const $burns = atom<Record<number, MomentBurnView>>({});
  const countdowns = new Map<number, unknown>();
  const set = (id: number, view: MomentBurnView | null) => {
    const next = { ...$burns.get() };
    if (view) next[id] = view;
    else delete next[id];
    $burns.set(next);
  };
  const stop = (id: number) => {
    const handle = countdowns.get(id);
    if (handle !== undefined) timers.clearTimeout(handle);
    countdowns.delete(id);
  };
  const burn = (id: number) => {
    stop(id);
    set(id, null);
    options.onBurnState?.(id, "burned");
  };
  const tick = (id: number, pictures: MomentBurnReadReply["pictures"], remainingMs: number) => {
    if (remainingMs <= 0) return burn(id);
    set(id, { status: "showing", pictures, remainingMs });
    const step = Math.min(TICK_MS, remainingMs);
    countdowns.set(id, timers.setTimeout(() => tick(id, pictures, remainingMs - step), step));
  };

  return {
    $burns,
    async open(id) {
      const now = $burns.get()[id];
      if (now && now.status !== "failed") return 0;
      set(id, { status: "opening" });
      try {
        const reply = await burnRead(api, id);
        tick(id, reply.pictures, reply.displayMs || MOMENT_LIMITS.burnViewMs);
        return 0;
      } catch (error) {
        const code = errorCode(error);
        set(id, { status: "failed", error: errorText(error) || String(error), code });
        return code || -1;
      }
    },
    close(id) {
      if ($burns.get()[id]?.status === "showing") burn(id);
    },
    async recover(id) {
      set(id, { status: "recovering" });
      try {
        await burnRecovery(api, id);
        set(id, null);
        options.onBurnState?.(id, "sealed");
        return 0;
      } catch (error) {
        const code = errorCode(error);
        set(id, { status: "failed", error: errorText(error) || String(error), code });
        return code || -1;
      }
    },
    reset() {
      for (const id of [...countdowns.keys()]) stop(id);
      $burns.set({});
    },
  };
}
