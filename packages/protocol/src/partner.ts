import { z } from "zod";
import type { MessageKey } from "./server-messages.js";
import { LOCALES } from "./locales.js";

/**
 * `POST /api/partner/session`: a partner's backend, authenticated by its partner key, hands
 * one of its own users to the chat and gets a session token for the `<chat-panel token>` attribute.
 * The user is the partner's: `externalId` is the partner's own id for them, scoped to that partner.
 */
const key = (k: MessageKey) => ({ error: k });
/**
 * No control characters, and none of the invisible ones that disguise a name (bidi overrides and
 * isolates, marks, zero width space, word joiner, BOM). Joiners stay: emoji sequences and Persian
 * names need them.
 */
const NO_CONTROL = /^[^\p{Cc}\u061C\u200B\u200E\u200F\u202A-\u202E\u2060-\u2069\uFEFF]*$/u;
const LOCALE_CODES = LOCALES.map((l) => l.code) as [string, ...string[]];

/** The partner's id for the user: 1–128 visible ASCII characters (e.g. "u-1042", a UUID). */
const externalId = z.string(key("badRequest")).regex(/^[\x21-\x7e]{1,128}$/, key("badRequest"));

export const partnerSessionRequest = z.object({
  externalId,
  /** The name people see in the chat; synced from the partner on every call. */
  nickname: z.string(key("badRequest")).trim().min(1, key("badRequest")).max(32, key("badRequest")).regex(NO_CONTROL, key("badRequest")),
  /** 0 male, 1 female, 2 other. */
  gender: z.union([z.literal(0), z.literal(1), z.literal(2)], key("badRequest")).optional(),
  /** The user's language, one of the 17 locale codes. */
  language: z.enum(LOCALE_CODES, key("badRequest")).optional(),
  /** ISO 3166-1 alpha-2 region, e.g. "DE". */
  region: z.string(key("badRequest")).regex(/^[A-Z]{2}$/, key("badRequest")).optional(),
});

export type PartnerSessionRequest = z.input<typeof partnerSessionRequest>;

/** `POST /api/partner/delete-user`: the member left the partner; their chat account goes too. */
export const partnerDeleteUserRequest = z.object({ externalId });
export type PartnerDeleteUserRequest = z.input<typeof partnerDeleteUserRequest>;

export interface PartnerSession {
  /** The session token for `<chat-panel token>`: 256 random bits, valid until `expiresAt`. */
  token: string;
  /** Our user number for the partner's user (the same on every call for the same externalId). */
  userId: number;
  /** Epoch milliseconds. */
  expiresAt: number;
}
