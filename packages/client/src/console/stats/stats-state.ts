/**
 * The numbers section's state: the chosen period and what the server answered for it. Only the
 * answer to the latest choice is shown, so a slow answer to an older choice never overwrites it.
 */
import type { ConsoleStats } from "@chat/protocol";
import { atom, type ReadableAtom } from "nanostores";
import type { ApiClient } from "../../api/api-client.js";
import { lastDays, type Period } from "./period.js";

export type StatsView = { state: "loading" } | { state: "ready"; stats: ConsoleStats } | { state: "error"; error: unknown };

export interface StatsState {
  $period: ReadableAtom<Period>;
  $view: ReadableAtom<StatsView>;
  /** Chooses a period and loads its numbers. */
  show(period: Period): Promise<void>;
}

export function createStatsState(load: (period: Period) => Promise<ConsoleStats>, initial: Period): StatsState {
  const $period = atom<Period>(initial);
  const $view = atom<StatsView>({ state: "loading" });
  let latest = 0;
  async function show(period: Period): Promise<void> {
    const mine = ++latest;
    $period.set(period);
    $view.set({ state: "loading" });
    try {
      const stats = await load(period);
      if (mine === latest) $view.set({ state: "ready", stats });
    } catch (error) {
      if (mine === latest) $view.set({ state: "error", error });
    }
  }
  return { $period, $view, show };
}

/** The numbers over the console's API (`GET /api/admin/stats`), the last 30 days asked for at once. */
export function createStats(api: ApiClient, now: number): StatsState {
  const state = createStatsState((period) => api.get<ConsoleStats>("admin/stats", { ...period }), lastDays(30, now));
  void state.show(state.$period.get());
  return state;
}
