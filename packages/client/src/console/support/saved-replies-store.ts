/** The console's saved replies: short texts with a title and a language, inserted into the reply box. */
import type { SupportSavedReply, SupportSavedReplyRequest } from "@chat/protocol";
import { atom, type ReadableAtom } from "nanostores";
import type { SupportCalls } from "./support-api.js";

export interface SavedRepliesState {
  loaded: boolean;
  replies: SupportSavedReply[];
}

export interface SavedReplies {
  $state: ReadableAtom<SavedRepliesState>;
  /** Loads them once; later calls do nothing. */
  load(): Promise<void>;
  /** Resolves true once it is kept. */
  add(reply: SupportSavedReplyRequest): Promise<boolean>;
  remove(id: number): Promise<void>;
}

/** Those written in the member's language first (by title), then the others (by language, then title). */
export function savedRepliesFor(replies: readonly SupportSavedReply[], language: string): { theirs: SupportSavedReply[]; others: SupportSavedReply[] } {
  const byTitle = (a: SupportSavedReply, b: SupportSavedReply) => a.title.localeCompare(b.title);
  const base = (code: string) => code.toLowerCase().split("-")[0];
  const same = (r: SupportSavedReply) => r.language.toLowerCase() === language.toLowerCase() || (base(r.language) === base(language) && base(language) !== "zh");
  return {
    theirs: replies.filter(same).sort(byTitle),
    others: replies.filter((r) => !same(r)).sort((a, b) => a.language.localeCompare(b.language) || byTitle(a, b)),
  };
}

export function createSavedReplies(calls: SupportCalls, onError: (error: unknown) => void): SavedReplies {
  const $state = atom<SavedRepliesState>({ loaded: false, replies: [] });
  let loading: Promise<void> | null = null;
  return {
    $state,
    load() {
      loading ??= calls.savedReplies().then(
        (replies) => $state.set({ loaded: true, replies }),
        (error: unknown) => {
          loading = null;
          onError(error);
        },
      );
      return loading;
    },
    async add(reply) {
      try {
        const kept = await calls.addSavedReply(reply);
        $state.set({ ...$state.get(), replies: [...$state.get().replies, kept] });
        return true;
      } catch (error) {
        onError(error);
        return false;
      }
    },
    async remove(id) {
      try {
        await calls.removeSavedReply(id);
        $state.set({ ...$state.get(), replies: $state.get().replies.filter((r) => r.id !== id) });
      } catch (error) {
        onError(error);
      }
    },
  };
}
