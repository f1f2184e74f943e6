import type { MessageKey } from "./server-messages.js";

/**
 * Moments' constants and text rule without zod, so the moments page loads no schema library
 * (`@chat/protocol/core`); moments.ts builds the server's request schemas from the same figures.
 */
export const MOMENT_LIMITS = {
  /** Pictures one moment holds (product §5: at least one). */
  pictures: 9,
  /** Characters of a moment's text. */
  textChars: 1000,
  /** Characters of one comment or reply. */
  commentChars: 500,
  /** Default and largest page of the lists. */
  pageSize: 20,
  maxPageSize: 50,
  /** A burn-after-reading picture shows this long after a successful read (product §9 "Burn image display"). */
  burnViewMs: 8_000,
  /** The single-use links of one burn read stop working after this long. */
  burnLinkTtlMs: 60_000,
  /** The large picture fits inside this square (never enlarged); the thumbnail is this side's square. */
  largePx: 1280,
  thumbPx: 360,
} as const;

/** Coins one burn recovery costs when the membership has no blurred-picture uses left. */
export const BURN_RECOVERY_COINS = 3;

/** 0 a normal moment, 1 burn-after-reading (product §3 "type normal or burn-after-reading"). */
export type MomentType = 0 | 1;

/** Which list `GET /api/dynamic/dynamic-list` reads. */
export const MOMENT_VIEWS = ["square", "friends", "user"] as const;
export type MomentView = (typeof MOMENT_VIEWS)[number];

/**
 * Why a moment's or a comment's text would be refused, as the server's schemas judge it (trimmed,
 * then counted in code points like zod's `max`: an emoji is one), or null when it may go.
 */
export function momentTextProblem(text: string, kind: "moment" | "comment"): MessageKey | null {
  const trimmed = text.trim();
  if (!trimmed) return kind === "moment" ? "momentTextRequired" : "commentRequired";
  const max = kind === "moment" ? MOMENT_LIMITS.textChars : MOMENT_LIMITS.commentChars;
  return trimmed.length > max && [...trimmed].length > max ? "messageTooLong" : null;
}
