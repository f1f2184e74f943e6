/**
 * The card stack of people to meet: loaded a page at a time, the top card first. "Next" passes the
 * top card (the server keeps it out for a day), "Say hi" opens the chat when a match allows it or
 * sends a friend request with a greeting, "Follow" follows; the next page loads as the stack runs low.
 */
import type { EncounterCard } from "@chat/protocol";
import { atom, type ReadableAtom } from "nanostores";
import type { ApiClient } from "../api/api-client.js";
import { errorText } from "../api/api-error.js";
import { follow } from "../people/people-api.js";
import { encounterList, encounterNext, greetWithRequest } from "./encounter-api.js";

export interface StackState {
  /** Null until the first page arrives. */
  cards: EncounterCard[] | null;
  loading: boolean;
  /** Why the stack could not load, else "". */
  error: string;
  /** Ids the caller follows from this page. */
  followed: number[];
}

/** What "Say hi" did: opened the chat (the page opens the panel), or asked for friendship. */
export type SayHiResult = "chat" | "requested" | "failed";

export interface EncounterStack {
  $state: ReadableAtom<StackState>;
  /** Why the last card action failed, else "". */
  $actionError: ReadableAtom<string>;
  load(): Promise<void>;
  next(userId: number): Promise<void>;
  sayHi(card: EncounterCard, greeting: string): Promise<SayHiResult>;
  follow(userId: number): Promise<boolean>;
}

const PAGE_SIZE = 10;
/** The next page loads when fewer cards than this are left. */
const LOW = 3;

export function createEncounterStack(api: ApiClient): EncounterStack {
  const $state = atom<StackState>({ cards: null, loading: false, error: "", followed: [] });
  const $actionError = atom("");
  const patch = (change: Partial<StackState>) => $state.set({ ...$state.get(), ...change });
  let loads = 0;

  async function load(): Promise<void> {
    const mine = ++loads;
    patch({ loading: true, error: "" });
    try {
      // Passed cards leave the server's stack, so the first page is always the top.
      const page = await encounterList(api, 1, PAGE_SIZE);
      if (mine !== loads) return;
      const shown = $state.get().cards ?? [];
      const fresh = page.records.filter((c) => !shown.some((s) => s.userId === c.userId));
      patch({ cards: [...shown, ...fresh], loading: false });
    } catch (error) {
      if (mine === loads) patch({ loading: false, error: errorText(error) });
    }
  }

  const drop = (userId: number) => {
    const cards = ($state.get().cards ?? []).filter((c) => c.userId !== userId);
    patch({ cards });
    if (cards.length < LOW && !$state.get().loading) void load();
  };

  return {
    $state,
    $actionError,
    load: () => {
      patch({ cards: null });
      return load();
    },
    async next(userId) {
      $actionError.set("");
      drop(userId);
      try {
        await encounterNext(api, userId);
      } catch (error) {
        $actionError.set(errorText(error));
      }
    },
    async sayHi(card, greeting) {
      $actionError.set("");
      if (card.canTalk) return "chat";
      try {
        await greetWithRequest(api, card.userId, greeting);
        drop(card.userId);
        void encounterNext(api, card.userId).catch(() => {});
        return "requested";
      } catch (error) {
        $actionError.set(errorText(error));
        return "failed";
      }
    },
    async follow(userId) {
      $actionError.set("");
      try {
        await follow(api, userId, true);
        patch({ followed: [...$state.get().followed, userId] });
        return true;
      } catch (error) {
        $actionError.set(errorText(error));
        return false;
      }
    },
  };
}
