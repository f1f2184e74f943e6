/**
 * Live matching as the page shows it: idle → counting down (seconds) → matched, then Continue or
 * Cancel (product §6). The server holds the queue and the deadline (docs/api.md, "Encounter"): `start`
 * answers `waiting` with the countdown's seconds or `matched` at once; while counting down the store
 * asks `settle` every few seconds (someone may have paired the user) and at the countdown's end,
 * when the server pairs with someone active lately or answers `nobody` (the attempt is given back).
 * While idle on the page it asks `status` now and then: a fallback match made for this user shows up.
 * Members who are not SVIP get the membership offer; with no attempts left, the server's message.
 */
import type { EncounterMatch, MatchingReply, MatchingRequest } from "@chat/protocol";
import { atom, type ReadableAtom } from "nanostores";
import type { ApiClient } from "../api/api-client.js";
import { errorText } from "../api/api-error.js";
import { timersOf, type Timers } from "../common/timers.js";
import { matchingCall } from "./encounter-api.js";

export type MatchingView =
  | { name: "idle" }
  | { name: "counting"; secondsLeft: number }
  | { name: "matched"; match: EncounterMatch }
  | { name: "nobody" }
  /** Not SVIP: the membership offer with its privilege table. */
  | { name: "offer" }
  /** No attempts left today: the server's message. */
  | { name: "limit"; message: string }
  | { name: "error"; message: string };

export interface MatchingQuotaView {
  /** Null until the first status. */
  attemptsLeft: number | null;
  dailyAttempts: number;
  allowed: boolean;
}

export interface EncounterMatching {
  $view: ReadableAtom<MatchingView>;
  $quota: ReadableAtom<MatchingQuotaView>;
  /** Asks where the user stands (attempts left, a countdown under way, a new match). */
  refresh(): Promise<void>;
  /** "Match". */
  match(): Promise<void>;
  /** "Cancel" while counting down. */
  cancel(): Promise<void>;
  /** "Continue" on the match: the other user's id, for the page to open the conversation. */
  proceed(): number | null;
  /** "Cancel" on the match: ends it for both. */
  end(): Promise<void>;
  /** Back to idle after "nobody", the offer or the limit. */
  dismiss(): void;
  /** Polls `status` every `everyMs` while the page is open; returns the stop. */
  watch(everyMs?: number): () => void;
  stop(): void;
}

export interface EncounterMatchingOptions extends Partial<Timers> {
  api: ApiClient;
  /** Minutes, as `Date.getTimezoneOffset()`: the day's attempts reset at the user's midnight. */
  tzOffset?: () => number;
}

/** How often a countdown asks whether someone paired the user meanwhile. */
const POLL_MS = 2_000;

export function createEncounterMatching(options: EncounterMatchingOptions): EncounterMatching {
  const { api } = options;
  const timers = timersOf(options);
  const tzOffset = options.tzOffset ?? (() => new Date().getTimezoneOffset());
  const $view = atom<MatchingView>({ name: "idle" });
  const $quota = atom<MatchingQuotaView>({ attemptsLeft: null, dailyAttempts: 0, allowed: false });
  /** Matches already shown or ended, so a status poll does not bring them back. */
  const seen = new Set<number>();
  let deadline = 0;
  let tick: unknown;
  let poll: unknown;
  let stopped = false;

  const call = (body: MatchingRequest) => matchingCall(api, { ...body, tzOffset: tzOffset() });
  const clearTimers = () => {
    timers.clearTimeout(tick);
    timers.clearTimeout(poll);
    tick = poll = undefined;
  };

  function apply(reply: MatchingReply, fromStatus = false): void {
    $quota.set({ attemptsLeft: reply.attemptsLeft, dailyAttempts: reply.dailyAttempts, allowed: reply.allowed });
    if (stopped) return;
    if (reply.state === "waiting") return count(reply.countdownSeconds);
    clearTimers();
    if (reply.state === "matched") {
      if (fromStatus && seen.has(reply.match.matchId)) return;
      seen.add(reply.match.matchId);
      $view.set({ name: "matched", match: reply.match });
    } else if (reply.state === "nobody") $view.set({ name: "nobody" });
    else if (!fromStatus || $view.get().name === "counting") $view.set({ name: "idle" });
  }

  function count(seconds: number): void {
    clearTimers();
    deadline = timers.now() + seconds * 1000;
    const step = () => {
      const secondsLeft = Math.max(0, Math.ceil((deadline - timers.now()) / 1000));
      $view.set({ name: "counting", secondsLeft });
      if (secondsLeft > 0) tick = timers.setTimeout(step, Math.min(1000, deadline - timers.now() - (secondsLeft - 1) * 1000));
    };
    step();
    // Every few seconds, and once at the deadline: the server settles then.
    poll = timers.setTimeout(() => void settle(), Math.max(0, Math.min(POLL_MS, deadline - timers.now())));
  }

  async function settle(): Promise<void> {
    try {
      const reply = await call({ action: "settle" });
      if ($view.get().name === "counting") apply(reply);
    } catch (error) {
      clearTimers();
      $view.set({ name: "error", message: errorText(error) });
    }
  }

  /** Asks `status`; a failure leaves things as they are ("Match" reports its own). */
  async function refresh(): Promise<void> {
    try {
      apply(await call({ action: "status" }), true);
    } catch {
      // Offline for a moment: the next poll or press asks again.
    }
  }

  return {
    $view,
    $quota,
    refresh,
    async match() {
      stopped = false;
      if ($quota.get().attemptsLeft === null) {
        try {
          apply(await call({ action: "status" }), true);
        } catch (error) {
          return $view.set({ name: "error", message: errorText(error) });
        }
      }
      const quota = $quota.get();
      if (!quota.allowed) return $view.set({ name: "offer" });
      try {
        apply(await call({ action: "start" }));
      } catch (error) {
        // Refused: not SVIP (any more), or no attempts left today; the server's text says which.
        await refresh();
        if (!$quota.get().allowed) $view.set({ name: "offer" });
        else if ($quota.get().attemptsLeft === 0) $view.set({ name: "limit", message: errorText(error) });
        else $view.set({ name: "error", message: errorText(error) });
      }
    },
    async cancel() {
      clearTimers();
      $view.set({ name: "idle" });
      try {
        const reply = await call({ action: "cancel" });
        $quota.set({ attemptsLeft: reply.attemptsLeft, dailyAttempts: reply.dailyAttempts, allowed: reply.allowed });
      } catch (error) {
        $view.set({ name: "error", message: errorText(error) });
      }
    },
    proceed() {
      const view = $view.get();
      if (view.name !== "matched") return null;
      $view.set({ name: "idle" });
      return view.match.card.userId;
    },
    async end() {
      const view = $view.get();
      if (view.name !== "matched") return;
      $view.set({ name: "idle" });
      try {
        await call({ action: "end", matchId: view.match.matchId });
      } catch {
        // Already over (the other side ended it first): nothing left to end.
      }
    },
    dismiss: () => $view.set({ name: "idle" }),
    watch(everyMs = 10_000) {
      let handle: unknown;
      const again = () => {
        handle = timers.setTimeout(() => {
          if ($view.get().name === "idle") void refresh();
          again();
        }, everyMs);
      };
      again();
      return () => timers.clearTimeout(handle);
    },
    stop() {
      stopped = true;
      clearTimers();
    },
  };
}
