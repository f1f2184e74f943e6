import { z } from "zod";

/**
 * Translation: what a text is written in (detection), what the server's engines can translate
 * (capabilities), on-demand translation of a received message, and the per-conversation
 * auto-translate switch.
 */

/**
 * Why a translation was not done. Nothing is charged or reserved for any of them.
 * - `unsupportedPair`: no configured engine can translate between these two languages;
 * - `engineFailed`: an engine has the pair but did not answer (timeout, error);
 * - `off`: translation is switched off on this server (TRANSLATOR=none, or no engine installed);
 * - `sameLanguage`: the text is already in the target language.
 */
export type TranslateFailReason = "unsupportedPair" | "engineFailed" | "off" | "sameLanguage";

/** What every translation answer says about how it was done. */
export interface TranslationSource {
  /** The language the text was found to be written in (a product language code), or null when unknown. */
  detectedLanguage: string | null;
  /** The engine that translated it ("apertium", "libretranslate", "deepl", "chinese-script"), null when none did. */
  engine: string | null;
  /** The pivot language of a two-step translation, else absent. */
  via?: string;
}

/**
 * `POST /api/translate/tranlate-chat-message` (spec's path kept as written): translate a received message
 * on demand. `fromId` is the message id (its stored text is used); without it, `content` is translated.
 * `targetId` is the target language code (defaults to the caller's language).
 */
export const translateChatRequest = z.object({
  targetId: z.string({ error: "badRequest" }).max(16, { error: "badRequest" }).optional(),
  content: z.string({ error: "badRequest" }).max(20_000, { error: "messageTooLong" }).optional(),
  fromId: z.union([z.string().max(64), z.number().int()], { error: "badRequest" }).transform(String).optional(),
});
export interface TranslateChatReply extends TranslationSource {
  translateSuccess: boolean;
  /** Set when translateSuccess is false. */
  reason?: TranslateFailReason;
  /** The translation; "" when translateSuccess is false. */
  translateContent: string;
  translateRecordId: string;
  /** What it cost the caller (0/0 on a repeat, a free conversion or any failure). */
  charged: { characters: number; coins: number };
}

/** `POST /api/translate/detect {text}`. */
export const detectLanguageRequest = z.object({
  text: z.string({ error: "badRequest" }).max(20_000, { error: "messageTooLong" }),
});
export interface DetectLanguageReply {
  /** One of the product's language codes, or null when unsure. */
  language: string | null;
  /** 0..1. */
  confidence: number;
}

/** One ordered pair the server can translate right now. */
export interface TranslationPair {
  from: string;
  to: string;
  /** The engine (or "a+b" for a pivot through two engines). */
  engine: string;
  /** The pivot language of a two-step translation, null for a direct one. */
  via: string | null;
}

/** `GET /api/translate/capabilities`. */
export interface TranslationCapabilities {
  /** The product's language codes. */
  languages: string[];
  pairs: TranslationPair[];
}

/** `POST /api/translate/auto {peerId, on}`: translate every message received from `peerId` into my language. */
export const autoTranslateRequest = z.object({
  peerId: z.coerce.number({ error: "badRequest" }).int({ error: "badRequest" }).positive({ error: "badRequest" }).max(2_147_483_647, { error: "badRequest" }),
  on: z.boolean({ error: "badRequest" }),
});
export type AutoTranslateRequest = z.input<typeof autoTranslateRequest>;
/** One conversation with auto-translate on: messages received from `peerId` since `since` (epoch ms) are translated. */
export interface AutoTranslateEntry {
  peerId: number;
  since: number;
}
/** `GET /api/translate/auto-list`: the peers whose messages I have auto-translated. */
export interface AutoTranslateList {
  peers: AutoTranslateEntry[];
}
