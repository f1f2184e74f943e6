/**
 * What the moment pages keep between routes (spec: `/dynamicSquare` is kept alive): the three lists
 * with their loaded pages, the chosen tab and the scroll position, plus the translations and burn
 * reads every card shares. One set per signed-in API client, so another login starts afresh.
 */
import {
  createComplaints,
  createMomentBurn,
  createMomentComposer,
  createMomentList,
  createMomentTranslations,
  type ApiClient,
  type Complaints,
  type MomentBurn,
  type MomentComposer,
  type MomentList,
  type MomentTranslations,
} from "@chat/client";
import type { Moment } from "@chat/protocol";
import { atom, type WritableAtom } from "nanostores";

export type SquareTab = "square" | "friends" | "mine";

export interface MomentsState {
  lists: Record<SquareTab, MomentList>;
  $tab: WritableAtom<SquareTab>;
  /** The content area's scroll position of each tab when the page was left. */
  scroll: Record<SquareTab, number>;
  translations: MomentTranslations;
  /** The draft survives leaving the page. */
  composer: MomentComposer;
  burn: MomentBurn;
  complaints: Complaints;
  /** Which paid action ran out of coins (the page shows the out-of-coins offer), else null. */
  $outOfCoins: WritableAtom<"translation" | "burn" | null>;
  /** The burned moment whose paid recovery waits for the user's yes (the page asks), else null. */
  $confirmRecovery: WritableAtom<number | null>;
  /** Lists shown elsewhere (home pages, the detail route) that a burn or a like must reach too. */
  extra: Set<MomentList>;
  /** Every list that shows a moment learns of its change (a like on the square shows on My moments). */
  updateEverywhere(id: number, change: Partial<Moment>): void;
}

const byApi = new WeakMap<ApiClient, { token: string | null; state: MomentsState }>();

export function momentsStateFor(api: ApiClient, token: string | null): MomentsState {
  const known = byApi.get(api);
  if (known && known.token === token) return known.state;
  const lists: Record<SquareTab, MomentList> = {
    square: createMomentList({ api, view: "square" }),
    friends: createMomentList({ api, view: "friends" }),
    mine: createMomentList({ api, view: "user" }),
  };
  const extra = new Set<MomentList>();
  const updateEverywhere = (id: number, change: Partial<Moment>) => {
    for (const list of [...Object.values(lists), ...extra]) list.update(id, change);
  };
  const state: MomentsState = {
    lists,
    $tab: atom<SquareTab>("square"),
    scroll: { square: 0, friends: 0, mine: 0 },
    translations: createMomentTranslations({ api }),
    composer: createMomentComposer({ api }),
    burn: createMomentBurn({ api, onBurnState: (id, burnState) => updateEverywhere(id, { burnState }) }),
    complaints: createComplaints({ api }),
    $outOfCoins: atom<"translation" | "burn" | null>(null),
    $confirmRecovery: atom<number | null>(null),
    extra,
    updateEverywhere,
  };
  known?.state.burn.reset();
  known?.state.composer.clear();
  byApi.set(api, { token, state });
  return state;
}
