/**
 * The card stack of people to meet: loaded a page at a time, the top card first. "Next" passes the
 * top card (the server keeps it out for a day), "Say hi" greets (see `sayHi`), "Follow" follows; the
 * next page loads as the stack runs low. A card leaves live when its person becomes a friend, is
 * blocked or is passed on another device (`apply`, fed with the chat's real-time events).
 */
import { CODE, type EncounterCard, type ServerEvent } from "@chat/protocol";
import { atom, type ReadableAtom } from "nanostores";
import type { ApiClient } from "../api/api-client.js";
import { errorCode, errorText } from "../api/api-error.js";
import { follow } from "../people/people-api.js";
import { encounterList, encounterNext, greetWithMessage, greetWithRequest } from "./encounter-api.js";

export interface StackState {
  /** Null until the first page arrives. */
  cards: EncounterCard[] | null;
  loading: boolean;
  /** Why the stack could not load, else "". */
  error: string;
  /** Ids the caller follows from this page. */
  followed: number[];
}

/**
 * What "Say hi" did: sent the greeting as a message ("sent"; `befriended` when the person's open
 * profile made them a friend on the way), sent it with a friend request because they may not be
 * messaged before friendship ("requested"), or nothing, for the server's `reason` ("refused").
 */
export type SayHiResult = { outcome: "sent"; befriended: boolean } | { outcome: "requested" } | { outcome: "refused"; reason: string };

export interface EncounterStack {
  $state: ReadableAtom<StackState>;
  /** Why the last card action failed, else "". */
  $actionError: ReadableAtom<string>;
  load(): Promise<void>;
  next(userId: number): Promise<void>;
  sayHi(card: EncounterCard, greeting: string): Promise<SayHiResult>;
  follow(userId: number): Promise<boolean>;
  /** Takes a card off the stack without passing it (they left it some other way). */
  remove(userId: number): void;
  /** A real-time event: a new friend, a block or a pass made on another device takes their card off. */
  apply(event: ServerEvent): void;
}

export interface EncounterStackOptions {
  /** A fresh id for each greeting's `clientMsgId` (default: crypto.randomUUID). */
  newId?: () => string;
}

const PAGE_SIZE = 10;
/** The next page loads when fewer cards than this are left. */
const LOW = 3;

/** The person an event takes off the stack, if any. */
function leaverOf(event: ServerEvent): number | undefined {
  if (event.type === "friend-added") return event.data.friendUserId;
  if (event.type === "block" && event.data.blocked) return event.data.userId;
  if (event.type === "encounter" && event.data.kind === "passed") return event.data.userId;
  return undefined;
}

export function createEncounterStack(api: ApiClient, options: EncounterStackOptions = {}): EncounterStack {
  const newId = options.newId ?? (() => globalThis.crypto.randomUUID());
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
    const shown = $state.get().cards;
    if (!shown?.some((c) => c.userId === userId)) return;
    const cards = shown.filter((c) => c.userId !== userId);
    patch({ cards });
    if (cards.length < LOW && !$state.get().loading) void load();
  };

  /** Sends the greeting as a message; the refusal's text when the server would not. */
  const message = async (userId: number, greeting: string): Promise<string | null> => {
    try {
      await greetWithMessage(api, userId, greeting, newId());
      return null;
    } catch (error) {
      return errorText(error);
    }
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
      // A match lets them talk now: the greeting goes as a message.
      if (card.canTalk) {
        const refused = await message(card.userId, greeting);
        return refused === null ? { outcome: "sent", befriended: false } : { outcome: "refused", reason: refused };
      }
      try {
        const reply = await greetWithRequest(api, card.userId, greeting);
        drop(card.userId);
        void encounterNext(api, card.userId).catch(() => {});
        if (reply.status === "applied") return { outcome: "requested" };
        // Their profile is open to anyone: friends at once, so the greeting goes as a message too.
        const refused = await message(card.userId, greeting);
        return refused === null ? { outcome: "sent", befriended: true } : { outcome: "refused", reason: refused };
      } catch (error) {
        // Refused for good (they blocked me, or I them): their card has nothing more to offer.
        if (errorCode(error) === CODE.forbidden) drop(card.userId);
        return { outcome: "refused", reason: errorText(error) };
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
    remove: drop,
    apply(event) {
      const userId = leaverOf(event);
      if (userId !== undefined) drop(userId);
    },
  };
}
