/**
 * The languages a conversation's peer speaks (`languages` of their public profile), fetched once per
 * peer and kept while the chat runs, and the translation target they suggest. Nothing here turns
 * translation on: a translated send costs characters or coins, so the user picks it (one click).
 */
import { LOCALES } from "@chat/protocol";
import type { PublicProfile } from "@chat/protocol";
import { atom, type ReadableAtom } from "nanostores";
import type { ApiClient } from "../api/api-client.js";

const CODES: ReadonlySet<string> = new Set(LOCALES.map((l) => l.code));

/** The language codes of a comma-separated `languages` field that translation knows, in order, once each. */
export function spokenCodes(list: string | null | undefined): string[] {
  return [...new Set((list ?? "").split(",").map((code) => code.trim()))].filter((code) => CODES.has(code));
}

/**
 * The language to offer as the translation target: the peer's first spoken language when they speak
 * none of mine; "" when we share one, or they gave none.
 */
export function suggestedLanguage(theirs: readonly string[], mine: readonly string[]): string {
  if (theirs.some((code) => mine.includes(code))) return "";
  return theirs[0] ?? "";
}

export interface PeerLanguages {
  /** Spoken languages by user id; absent until loaded (an empty list: none given, or the load failed). */
  $spoken: ReadableAtom<Record<number, string[]>>;
  /** Loads a peer's languages unless they are known or on their way. */
  load(userId: number): Promise<void>;
  /** A profile loaded elsewhere (the profile card) saves a second request. */
  remember(userId: number, languages: string): void;
  reset(): void;
}

export function createPeerLanguages(options: { api: ApiClient }): PeerLanguages {
  const $spoken = atom<Record<number, string[]>>({});
  const loading = new Map<number, Promise<void>>();
  // A reset (logout) makes answers still on their way stale.
  let generation = 0;
  const remember = (userId: number, languages: string) => $spoken.set({ ...$spoken.get(), [userId]: spokenCodes(languages) });

  return {
    $spoken,
    load(userId) {
      if (userId in $spoken.get()) return Promise.resolve();
      const pending = loading.get(userId);
      if (pending) return pending;
      const started = generation;
      const settle = (languages: string) => {
        if (started === generation) remember(userId, languages);
      };
      const request = options.api
        .get<{ userVo: PublicProfile }>("user/info", { userId })
        .then(({ userVo }) => settle(userVo.languages))
        // Without the profile there is simply nothing to suggest; the picker still lists every language.
        .catch(() => settle(""))
        .finally(() => loading.delete(userId));
      loading.set(userId, request);
      return request;
    },
    remember,
    reset() {
      generation += 1;
      loading.clear();
      $spoken.set({});
    },
  };
}
