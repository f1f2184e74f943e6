/**
 * Encounter, the landing page (product §1 "/ and /onlineDating"): the stack of people to meet, past
 * matches, and live matching. One store for the page, built once and kept while the user browses
 * elsewhere (the page is kept alive between routes).
 */
import type { EncounterMatch, ServerEvent } from "@chat/protocol";
import { atom, type ReadableAtom } from "nanostores";
import type { ApiClient } from "../api/api-client.js";
import { errorText } from "../api/api-error.js";
import type { Timers } from "../common/timers.js";
import type { TabChannel } from "../realtime/transport.js";
import { listenSharedEvents } from "./encounter-live.js";
import { encounterMatches } from "./encounter-api.js";
import { createEncounterMatching, type EncounterMatching } from "./encounter-matching.js";
import { createEncounterStack, type EncounterStack } from "./encounter-stack.js";

export interface PastMatches {
  records: EncounterMatch[] | null;
  error: string;
}

export interface Encounter {
  stack: EncounterStack;
  matching: EncounterMatching;
  /** Past matches, newest first ("Matches"). */
  $matches: ReadableAtom<PastMatches>;
  loadMatches(): Promise<void>;
  /** A real-time event of the chat (a new friend, a block, a pass on another device). */
  apply(event: ServerEvent): void;
  /** Follows the events the chat's connection shares on this tab channel (encounter-live.ts); returns the stop. */
  listen(channel: TabChannel): () => void;
  stop(): void;
}

export interface EncounterOptions extends Partial<Timers> {
  api: ApiClient;
  tzOffset?: () => number;
  /** A fresh id for each greeting's `clientMsgId` (default: crypto.randomUUID). */
  newId?: () => string;
}

export function createEncounter(options: EncounterOptions): Encounter {
  const { api } = options;
  const stack = createEncounterStack(api, options.newId ? { newId: options.newId } : {});
  const matching = createEncounterMatching(options);
  const $matches = atom<PastMatches>({ records: null, error: "" });
  return {
    stack,
    matching,
    $matches,
    async loadMatches() {
      try {
        const page = await encounterMatches(api, 1, 50);
        $matches.set({ records: page.records, error: "" });
      } catch (error) {
        $matches.set({ records: $matches.get().records, error: errorText(error) });
      }
    },
    apply: (event) => stack.apply(event),
    listen: (channel) => listenSharedEvents(channel, (event) => stack.apply(event)),
    stop: () => matching.stop(),
  };
}
