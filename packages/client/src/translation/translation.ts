/**
 * Translation in the chat: the per-conversation writing language (spec's `languageList`, kept in the
 * browser) that makes a send a translated send, and on-demand translation of received messages.
 */
import type { TranslateChatReply, UserInfo } from "@chat/protocol";
import { atom, type ReadableAtom } from "nanostores";
import type { ApiClient } from "../api/api-client.js";
import { errorText } from "../api/api-error.js";
import type { KeyValueStorage } from "../common/storage.js";
import type { OutOfCoins } from "../wallet/out-of-coins.js";

/** One `languageList` entry of spec §3: own IM account (`form`, the spec's spelling), peer's, and the language to write in. */
export interface LanguageEntry {
  form: string;
  to: string;
  lang: string;
}

/** Storage key of the per-conversation languages (spec's client storage). */
export const LANGUAGE_LIST_KEY = "languageList";

/** An on-demand translation of a received message, by message id. */
export type TranslationView =
  | { status: "loading" }
  | { status: "shown"; text: string }
  /** Translated once, the user went back to the original; toggling shows it again without a new charge. */
  | { status: "original"; text: string }
  | { status: "failed"; error: string };

export interface Translation {
  $translations: ReadableAtom<Record<string, TranslationView>>;
  $languages: ReadableAtom<LanguageEntry[]>;
  /** The language to write in with this peer ("" = no translation). */
  languageFor(peerImAccount: string): string;
  setLanguage(peerImAccount: string, lang: string): void;
  /** Translates a received message, or toggles between translation and original when already translated. */
  translateMessage(messageId: string): Promise<void>;
  /** Forgets the translations shown (the chat stopped); the languages stay in storage. */
  reset(): void;
}

export interface TranslationOptions {
  api: ApiClient;
  storage: KeyValueStorage;
  me: () => UserInfo | null;
  /** Where a translation refused for lack of coins is reported. */
  outOfCoins: Pick<OutOfCoins, "noteFailure">;
}

function readLanguages(storage: KeyValueStorage): LanguageEntry[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(LANGUAGE_LIST_KEY) ?? "[]");
    if (!Array.isArray(value)) return [];
    return value.filter(
      (e): e is LanguageEntry => typeof e === "object" && e !== null && typeof e.form === "string" && typeof e.to === "string" && typeof e.lang === "string",
    );
  } catch {
    return [];
  }
}

export function createTranslation(options: TranslationOptions): Translation {
  const { api, storage, me } = options;
  const $translations = atom<Record<string, TranslationView>>({});
  const $languages = atom<LanguageEntry[]>(readLanguages(storage));
  const setTranslation = (id: string, view: TranslationView) => $translations.set({ ...$translations.get(), [id]: view });
  const myAccount = () => me()?.imAccount ?? "";

  return {
    $translations,
    $languages,

    languageFor(peerImAccount) {
      return $languages.get().find((e) => e.form === myAccount() && e.to === peerImAccount)?.lang ?? "";
    },

    setLanguage(peerImAccount, lang) {
      const rest = $languages.get().filter((e) => !(e.form === myAccount() && e.to === peerImAccount));
      const next = lang ? [...rest, { form: myAccount(), to: peerImAccount, lang }] : rest;
      $languages.set(next);
      try {
        storage.setItem(LANGUAGE_LIST_KEY, JSON.stringify(next));
      } catch {
        // Storage refused: the choice lasts as long as the page.
      }
    },

    async translateMessage(messageId) {
      const current = $translations.get()[messageId];
      if (current?.status === "loading") return;
      if (current?.status === "shown") return setTranslation(messageId, { status: "original", text: current.text });
      if (current?.status === "original") return setTranslation(messageId, { status: "shown", text: current.text });
      setTranslation(messageId, { status: "loading" });
      const language = me()?.language;
      try {
        const reply = await api.post<TranslateChatReply>("translate/tranlate-chat-message", { fromId: messageId, ...(language ? { targetId: language } : {}) });
        setTranslation(messageId, { status: "shown", text: reply.translateContent });
      } catch (error) {
        options.outOfCoins.noteFailure("translation", error);
        setTranslation(messageId, { status: "failed", error: errorText(error) });
      }
    },

    reset() {
      $translations.set({});
      $languages.set(readLanguages(storage));
    },
  };
}
