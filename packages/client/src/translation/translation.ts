/**
 * Translation in the chat: the per-conversation writing language (spec's `languageList`, kept in the
 * browser) that makes a send a translated send, on-demand translation of received messages, what the
 * server's engines can translate (asked once, so the picker marks the rest before anyone pays), and
 * the per-conversation auto-translate switch (kept on the server, so it follows the user).
 */
import type { AutoTranslateEntry, AutoTranslateList, TranslateChatReply, TranslateFailReason, TranslationCapabilities, UserInfo } from "@chat/protocol";
import { atom, type ReadableAtom } from "nanostores";
import type { ApiClient } from "../api/api-client.js";
import { errorCode, errorText } from "../api/api-error.js";
import type { KeyValueStorage } from "../common/storage.js";
import { isOutOfCoins } from "../wallet/out-of-coins.js";
import type { OutOfCoins } from "../wallet/out-of-coins.js";

/** One `languageList` entry of product §3: own IM account (`form`, the spec's spelling), peer's, and the language to write in. */
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
  /** `from`: the language the server found the text to be in. */
  | { status: "shown"; text: string; from: string | null }
  /** Translated once, the user went back to the original; toggling shows it again without a new charge. */
  | { status: "original"; text: string; from: string | null }
  /** Not translated, and why (nothing was charged); `from` names the text's language ("Already in …"). */
  | { status: "unavailable"; reason: TranslateFailReason; from: string | null }
  | { status: "failed"; error: string };

/** A received message auto-translate looks at. */
export interface AutoCandidate {
  id: string;
  fromUserId: number;
  type: string;
  time: number;
}

export interface Translation {
  $translations: ReadableAtom<Record<string, TranslationView>>;
  $languages: ReadableAtom<LanguageEntry[]>;
  /** The language to write in with this peer ("" = no translation). */
  languageFor(peerImAccount: string): string;
  setLanguage(peerImAccount: string, lang: string): void;
  /** Translates a received message, or toggles between translation and original when already translated. */
  translateMessage(messageId: string): Promise<void>;
  /** What the server can translate; null until loaded (or when it could not be asked: then nothing is marked). */
  $capabilities: ReadableAtom<TranslationCapabilities | null>;
  loadCapabilities(): Promise<void>;
  /** False only when the server said it cannot translate `from` → `to` now. */
  canTranslate(from: string, to: string): boolean;
  /** Auto-translate by peer id: the time it was turned on (messages received since then are translated). */
  $auto: ReadableAtom<Record<number, number>>;
  /** The peer whose auto-translate turned itself off because the reader ran out of characters and coins. */
  $autoStopped: ReadableAtom<number | null>;
  loadAuto(): Promise<void>;
  /** Turns auto-translate on or off for a peer; resolves false when the server refused. */
  setAuto(peerId: number, on: boolean): Promise<boolean>;
  /** Translates the received messages of a conversation with auto-translate on that arrived since it was turned on. */
  autoTranslate(messages: readonly AutoCandidate[]): void;
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
  const $capabilities = atom<TranslationCapabilities | null>(null);
  const $auto = atom<Record<number, number>>({});
  const $autoStopped = atom<number | null>(null);
  const setTranslation = (id: string, view: TranslationView) => $translations.set({ ...$translations.get(), [id]: view });
  const myAccount = () => me()?.imAccount ?? "";
  let capabilities: Promise<void> | undefined;
  let autoList: Promise<void> | undefined;
  let pairs = new Set<string>();

  /**
   * Translates one message; resolves false when the reader is out of coins. Auto-translate (`quiet`)
   * says that once, at its switch, rather than under every message and in the out-of-coins offer.
   */
  async function translate(messageId: string, quiet = false): Promise<boolean> {
    setTranslation(messageId, { status: "loading" });
    const language = me()?.language;
    try {
      const reply = await api.post<TranslateChatReply>("translate/tranlate-chat-message", { fromId: messageId, ...(language ? { targetId: language } : {}) });
      const from = reply.detectedLanguage;
      setTranslation(messageId, reply.translateSuccess ? { status: "shown", text: reply.translateContent, from } : { status: "unavailable", reason: reply.reason ?? "engineFailed", from });
      return true;
    } catch (error) {
      if (quiet && isOutOfCoins(errorCode(error))) {
        const rest = { ...$translations.get() };
        delete rest[messageId];
        $translations.set(rest);
        return false;
      }
      const outOfCoins = options.outOfCoins.noteFailure("translation", error);
      setTranslation(messageId, { status: "failed", error: errorText(error) });
      return !outOfCoins;
    }
  }

  const setAuto = async (peerId: number, on: boolean): Promise<boolean> => {
    try {
      const reply = await api.post<AutoTranslateEntry & { on: boolean }>("translate/auto", { peerId, on });
      const rest = { ...$auto.get() };
      delete rest[peerId];
      $auto.set(on ? { ...rest, [peerId]: reply.since } : rest);
      if (on && $autoStopped.get() === peerId) $autoStopped.set(null);
      return true;
    } catch {
      return false;
    }
  };

  return {
    $translations,
    $languages,
    $capabilities,
    $auto,
    $autoStopped,

    loadCapabilities() {
      capabilities ??= api
        .get<TranslationCapabilities>("translate/capabilities")
        .then((caps) => {
          pairs = new Set(caps.pairs.map((p) => `${p.from}>${p.to}`));
          $capabilities.set(caps);
        })
        // Unknown is not "impossible": the send still says why when it cannot be translated.
        .catch(() => (capabilities = undefined));
      return capabilities;
    },

    canTranslate(from, to) {
      return !$capabilities.get() || from === to || pairs.has(`${from}>${to}`);
    },

    loadAuto() {
      autoList ??= api
        .get<AutoTranslateList>("translate/auto-list")
        .then((list) => $auto.set({ ...Object.fromEntries(list.peers.map((p) => [p.peerId, p.since])), ...$auto.get() }))
        // Asked again next time a conversation opens.
        .catch(() => (autoList = undefined));
      return autoList;
    },

    setAuto,

    autoTranslate(messages) {
      const auto = $auto.get();
      for (const m of messages) {
        const since = auto[m.fromUserId];
        if (since === undefined || m.type !== "txt" || !m.id || m.time < since || $translations.get()[m.id]) continue;
        void translate(m.id, true).then(async (paid) => {
          if (paid || $auto.get()[m.fromUserId] === undefined) return;
          // Out of characters and coins: stop, and say so where the switch is.
          if (await setAuto(m.fromUserId, false)) $autoStopped.set(m.fromUserId);
        });
      }
    },

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
      if (current?.status === "shown") return setTranslation(messageId, { ...current, status: "original" });
      if (current?.status === "original") return setTranslation(messageId, { ...current, status: "shown" });
      await translate(messageId);
    },

    reset() {
      $translations.set({});
      $auto.set({});
      $autoStopped.set(null);
      capabilities = undefined;
      autoList = undefined;
      pairs = new Set();
      $capabilities.set(null);
      $languages.set(readLanguages(storage));
    },
  };
}
