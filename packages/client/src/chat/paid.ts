/**
 * The paid side of the chat (issue 5): the out-of-coins state, on-demand translation, the
 * per-conversation writing language (spec's `languageList`), burn-after-read reads with their 8 s
 * countdown, the gift catalogue and the one-time "one gold coin per message" prompt.
 * Amounts and prices never come from here: the server decides, this only shows and asks.
 */
import type { BurnReadReply, GiftCatalogue, TranslateChatReply, UserInfo } from "@chat/protocol";
import { CODE, LIMITS, OUT_OF_COINS_CODES } from "@chat/protocol";
import { atom, type ReadableAtom } from "nanostores";
import type { ApiClient } from "../api/api-client.js";
import { errorCode, errorText } from "./chat-core.js";
import type { Timers } from "./connection.js";
import type { KeyValueStorage } from "./contract.js";

/** True when a failure's body code opens the out-of-coins modal. */
export function isOutOfCoins(code: number | undefined): boolean {
  return code !== undefined && OUT_OF_COINS_CODES.includes(code);
}

/** What ran out: a paid message (1 coin), a translation, a gift or a burn-after-read photo (3 coins). */
export type OutOfCoinsKind = "chat" | "translation" | "gift" | "burn";

export interface OutOfCoinsState {
  kind: OutOfCoinsKind;
  code: number;
  /** The server's text (already in the user's language), "" when none. */
  message: string;
}

/** One `languageList` entry of spec §3: own IM account (`form`, the spec's spelling), peer's, and the language to write in. */
export interface LanguageEntry {
  form: string;
  to: string;
  lang: string;
}

/** Storage key of the per-conversation languages (spec's client storage). */
export const LANGUAGE_LIST_KEY = "languageList";
/** `alertType` of the one-coin-per-message prompt (spec §6). */
export const PAY_MSG_ALERT = "payMsg";

/** An on-demand translation of a received message, by message id. */
export type TranslationView =
  | { status: "loading" }
  | { status: "shown"; text: string }
  /** Translated once, the user went back to the original; toggling shows it again without a new charge. */
  | { status: "original"; text: string }
  | { status: "failed"; error: string };

/** A burn-after-read image as the receiver sees it, by message id. */
export type BurnView =
  | { status: "opening" }
  | { status: "showing"; url: string; remainingMs: number }
  | { status: "burned" }
  | { status: "failed"; error: string };

export interface PaidChat {
  $outOfCoins: ReadableAtom<OutOfCoinsState | null>;
  $translations: ReadableAtom<Record<string, TranslationView>>;
  $burns: ReadableAtom<Record<string, BurnView>>;
  $languages: ReadableAtom<LanguageEntry[]>;
  /** True while the one-time "Only one gold coin is needed…" prompt should show. */
  $payPrompt: ReadableAtom<boolean>;
  $gifts: ReadableAtom<GiftCatalogue | null>;
  /** The language to write in with this peer ("" = no translation). */
  languageFor(peerImAccount: string): string;
  setLanguage(peerImAccount: string, lang: string): void;
  /** Translates a received message, or toggles between translation and original when already translated. */
  translateMessage(messageId: string): Promise<void>;
  /** One read of a burn image: shows it for 8 s with a countdown, then burned. */
  openBurnImage(messageId: string): Promise<void>;
  /** Closing early still burns it. */
  closeBurnImage(messageId: string): void;
  loadGifts(): Promise<void>;
  /** Opens the out-of-coins state for a failure with one of the out-of-coins codes; returns whether it did. */
  noteFailure(kind: OutOfCoinsKind, error: unknown): boolean;
  dismissOutOfCoins(): void;
  /** Called when the user starts chatting: shows the one-coin prompt once when isPayMsg is 1. */
  checkPayPrompt(): Promise<void>;
  dismissPayPrompt(): Promise<void>;
  /** Forgets timers (stop). */
  dispose(): void;
}

export interface PaidOptions {
  api: ApiClient;
  storage: KeyValueStorage;
  me: UserInfo;
  timers: Pick<Timers, "setTimeout" | "clearTimeout">;
  /** Origin of the server for the burn image's URL ("" for the page's own). */
  apiBase?: string;
}

const COUNTDOWN_TICK_MS = 1000;

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

/** Creates the paid-chat state for the logged-in user. */
export function createPaid(options: PaidOptions): PaidChat {
  const { api, storage, me, timers } = options;
  const $outOfCoins = atom<OutOfCoinsState | null>(null);
  const $translations = atom<Record<string, TranslationView>>({});
  const $burns = atom<Record<string, BurnView>>({});
  const $languages = atom<LanguageEntry[]>(readLanguages(storage));
  const $payPrompt = atom(false);
  const $gifts = atom<GiftCatalogue | null>(null);
  const countdowns = new Map<string, unknown>();
  let promptChecked = false;

  const setTranslation = (id: string, view: TranslationView) => $translations.set({ ...$translations.get(), [id]: view });
  const setBurn = (id: string, view: BurnView) => $burns.set({ ...$burns.get(), [id]: view });

  const burn = (id: string) => {
    const handle = countdowns.get(id);
    if (handle !== undefined) timers.clearTimeout(handle);
    countdowns.delete(id);
    setBurn(id, { status: "burned" });
  };

  const tick = (id: string, url: string, remainingMs: number) => {
    if (remainingMs <= 0) return burn(id);
    setBurn(id, { status: "showing", url, remainingMs });
    const step = Math.min(COUNTDOWN_TICK_MS, remainingMs);
    countdowns.set(id, timers.setTimeout(() => tick(id, url, remainingMs - step), step));
  };

  const noteFailure = (kind: OutOfCoinsKind, error: unknown): boolean => {
    const code = errorCode(error);
    if (!isOutOfCoins(code)) return false;
    // The server says which price was missing: 106 the message's coin, 106001 the photo's coins;
    // 105 is any other (translation, gift), told apart by what was attempted.
    const what = code === CODE.noCoinsChat ? "chat" : code === CODE.noCoinsFriend ? "burn" : kind;
    $outOfCoins.set({ kind: what, code, message: errorText(error) });
    return true;
  };

  return {
    $outOfCoins,
    $translations,
    $burns,
    $languages,
    $payPrompt,
    $gifts,

    languageFor(peerImAccount) {
      return $languages.get().find((e) => e.form === me.imAccount && e.to === peerImAccount)?.lang ?? "";
    },

    setLanguage(peerImAccount, lang) {
      const rest = $languages.get().filter((e) => !(e.form === me.imAccount && e.to === peerImAccount));
      const next = lang ? [...rest, { form: me.imAccount, to: peerImAccount, lang }] : rest;
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
      try {
        const reply = await api.post<TranslateChatReply>("translate/tranlate-chat-message", { fromId: messageId, ...(me.language ? { targetId: me.language } : {}) });
        setTranslation(messageId, { status: "shown", text: reply.translateContent });
      } catch (error) {
        noteFailure("translation", error);
        setTranslation(messageId, { status: "failed", error: errorText(error) });
      }
    },

    async openBurnImage(messageId) {
      const current = $burns.get()[messageId];
      if (current && current.status !== "failed") return;
      setBurn(messageId, { status: "opening" });
      try {
        const reply = await api.post<BurnReadReply>("im/read-burnimg", { msgId: messageId });
        const base = (options.apiBase ?? "").replace(/\/+$/, "");
        tick(messageId, `${base}${reply.url}`, reply.displayMs || LIMITS.burnImageDisplayMs);
      } catch (error) {
        noteFailure("burn", error);
        // 409: this viewer already used the one read; the image is gone for good.
        if (errorCode(error) === CODE.conflict) setBurn(messageId, { status: "burned" });
        else setBurn(messageId, { status: "failed", error: errorText(error) });
      }
    },

    closeBurnImage(messageId) {
      if ($burns.get()[messageId]?.status === "showing") burn(messageId);
    },

    async loadGifts() {
      try {
        $gifts.set(await api.get<GiftCatalogue>("gift/list"));
      } catch {
        // The picker shows its empty state; opening it again retries.
      }
    },

    noteFailure,
    dismissOutOfCoins: () => $outOfCoins.set(null),

    async checkPayPrompt() {
      if (promptChecked || me.isPayMsg !== 1) return;
      promptChecked = true;
      try {
        const status = await api.get<{ dismissed: string[] }>("message/alert_status");
        if (!status.dismissed.includes(PAY_MSG_ALERT)) $payPrompt.set(true);
      } catch {
        promptChecked = false;
      }
    },

    async dismissPayPrompt() {
      $payPrompt.set(false);
      try {
        await api.post("message/update_alert_status", { alertType: PAY_MSG_ALERT });
      } catch {
        // Shown again next session; nothing else depends on it.
      }
    },

    dispose() {
      for (const handle of countdowns.values()) timers.clearTimeout(handle);
      countdowns.clear();
    },
  };
}
