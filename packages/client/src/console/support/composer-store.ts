/**
 * The reply box of the open thread: the draft (kept per member while the section is open), whether it
 * is a reply to the member or an internal note, and whether a reply is translated into the member's
 * language. Sending a reply empties the box at once (the reply shows as pending); a note empties it
 * once it is kept.
 */
import { SUPPORT_LIMITS } from "@chat/protocol";
import { atom, type ReadableAtom } from "nanostores";
import type { Conversation } from "./conversation-store.js";

export type ComposerMode = "reply" | "note";

/** Characters of a reply (the chat's limit) and of a note. */
export const DRAFT_LIMIT: Record<ComposerMode, number> = { reply: 20_000, note: SUPPORT_LIMITS.noteLength };

export interface Composer {
  $draft: ReadableAtom<string>;
  $mode: ReadableAtom<ComposerMode>;
  $translate: ReadableAtom<boolean>;
  /** A note is being kept. */
  $busy: ReadableAtom<boolean>;
  setDraft(text: string): void;
  setMode(mode: ComposerMode): void;
  setTranslate(on: boolean): void;
  /** Puts `snippet` in place of the draft's selection (`start`–`end`, the end when left out); answers where the caret goes. */
  insert(snippet: string, start?: number, end?: number): number;
  submit(): Promise<void>;
}

export function createComposer(conversation: Conversation): Composer {
  const drafts = new Map<number, string>();
  const $draft = atom("");
  const $mode = atom<ComposerMode>("reply");
  const $translate = atom(false);
  const $busy = atom(false);

  const setDraft = (text: string) => {
    const memberId = conversation.$memberId.get();
    const kept = text.slice(0, DRAFT_LIMIT[$mode.get()]);
    if (memberId !== null) drafts.set(memberId, kept);
    $draft.set(kept);
  };
  conversation.$memberId.listen((memberId) => {
    $draft.set(memberId === null ? "" : (drafts.get(memberId) ?? ""));
    $busy.set(false);
  });

  return {
    $draft,
    $mode,
    $translate,
    $busy,
    setDraft,
    setMode(mode) {
      $mode.set(mode);
      setDraft($draft.get());
    },
    setTranslate: (on) => $translate.set(on),
    insert(snippet, start, end) {
      const text = $draft.get();
      const from = Math.min(start ?? text.length, text.length);
      const to = Math.max(from, Math.min(end ?? from, text.length));
      setDraft(text.slice(0, from) + snippet + text.slice(to));
      return Math.min(from + snippet.length, $draft.get().length);
    },
    async submit() {
      const text = $draft.get();
      if (!text.trim() || $busy.get()) return;
      if ($mode.get() === "reply") {
        conversation.sendText(text, $translate.get());
        setDraft("");
        return;
      }
      const memberId = conversation.$memberId.get();
      $busy.set(true);
      const kept = await conversation.addNote(text);
      if (conversation.$memberId.get() !== memberId) return;
      $busy.set(false);
      if (kept && $draft.get() === text) setDraft("");
    },
  };
}
