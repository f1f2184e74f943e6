/**
 * `@chat/i18n/launcher-words`: the few words the closed `<chat-panel>` shows (its button's name), in
 * every UI locale, compiled into the launcher's code so a closed panel loads no catalog; the whole
 * catalog (`activateCatalog`) loads with the open panel. Keyed by the catalog's msgid; each text is
 * the msgstr of packages/i18n/locales/<locale>.po (launcher-words.test.ts fails when they differ, so
 * a translator's change there must be copied here).
 */
import type { Locale } from "@chat/protocol/core";

export type LauncherWord = "Chat";

export const LAUNCHER_WORDS: Record<Locale, Record<LauncherWord, string>> = {
  ar: { Chat: "الدردشة" },
  da: { Chat: "Chat" },
  de: { Chat: "Chat" },
  el: { Chat: "Συνομιλία" },
  en: { Chat: "Chat" },
  es: { Chat: "Chat" },
  fi: { Chat: "Keskustelu" },
  hu: { Chat: "Csevegés" },
  ja: { Chat: "チャット" },
  ko: { Chat: "채팅" },
  nb: { Chat: "Chat" },
  pl: { Chat: "Czat" },
  ru: { Chat: "Чат" },
  sk: { Chat: "Chat" },
  sv: { Chat: "Chatt" },
  "zh-CN": { Chat: "聊天" },
  "zh-TW": { Chat: "聊天" },
};
