import { z } from "zod";
import type { PersonFacts } from "./people.js";
import type { MessageKey } from "./server-messages.js";

/**
 * Encounter (product §1, §6, §7): the landing page's stack of people to meet (`GET /api/bump/list`),
 * past matches (`GET /api/bump/list2`), passing a card (`POST /api/bump/next`) and live random
 * matching (`POST /api/bump/matching`).
 *
 * Matching is a small state machine the server holds (docs/api.md, "Encounter"):
 * `start` queues the caller and answers `waiting` with a `deadline` (epoch ms) and the countdown's
 * seconds, or `matched` at once when someone suitable is waiting. A waiting user is told of a pair
 * by the `encounter` real-time event; at the deadline the client sends `settle`, which answers the
 * match (paired meanwhile, or with a recently active person), or `nobody` (the attempt is given back).
 * `cancel` leaves the queue; `end` ends a match ("Cancel" on the match card).
 */
const key = (k: MessageKey) => ({ error: k });

const userIdField = z.coerce
  .number(key("badRequest"))
  .int(key("badRequest"))
  .positive(key("badRequest"))
  .max(2_147_483_647, key("badRequest"));

/** `GET /api/bump/list` and `/api/bump/list2`: page from 1, pageSize up to 50. */
export const encounterListQuery = z.object({
  page: z.coerce.number(key("badRequest")).int(key("badRequest")).min(1, key("badRequest")).max(10_000, key("badRequest")).default(1),
  pageSize: z.coerce.number(key("badRequest")).int(key("badRequest")).min(1, key("badRequest")).max(50, key("badRequest")).default(10),
});
export type EncounterListQuery = z.input<typeof encounterListQuery>;

/** `POST /api/bump/next`: the caller passed this card ("Next"); it stays out of the stack for a while. */
export const encounterNextRequest = z.object({ userId: userIdField });
export type EncounterNextRequest = z.input<typeof encounterNextRequest>;

/** `POST /api/bump/matching`. `tzOffset`: minutes as `Date.getTimezoneOffset()` gives them (UTC − local). */
export const matchingRequest = z.object({
  action: z.enum(["status", "start", "settle", "cancel", "end"], key("badRequest")).default("start"),
  matchId: userIdField.optional(),
  tzOffset: z.coerce.number(key("badRequest")).int(key("badRequest")).min(-840, key("badRequest")).max(840, key("badRequest")).optional(),
});
export type MatchingRequest = z.input<typeof matchingRequest>;

/** One person on a card: what the people lists show of them, and more. */
export interface EncounterCard extends PersonFacts {
  /** Locale codes of the languages they speak. */
  languages: string[];
  /** Their hashtags (the profile's interest). */
  tags: string[];
  onlineState: 0 | 1;
  /** True when the caller may message them now (a match allows it); otherwise "Say hi" asks for friendship. */
  canTalk: boolean;
  /** Their album's photos (large pictures, newest first, at most a few): the card's swipeable photos. Absent on matches. */
  photos?: string[];
}

/** A page of `GET /api/bump/list`. */
export interface EncounterPage {
  records: EncounterCard[];
  total: number;
}

/** A match: the other person, and when. */
export interface EncounterMatch {
  matchId: number;
  card: EncounterCard;
  matchedAt: number;
}

/** A page of `GET /api/bump/list2`: past matches, newest first. */
export interface EncounterMatchPage {
  records: EncounterMatch[];
  total: number;
}

/** What every matching answer carries: the day's attempts. */
export interface MatchingQuota {
  /** Attempts left today (0 for members who are not SVIP). */
  attemptsLeft: number;
  dailyAttempts: number;
  /** True for SVIP members, the only ones who may match. */
  allowed: boolean;
}

/** Where the caller is in matching: idle, counting down to `deadline`, matched, or nobody was around. */
export type MatchingState =
  | { state: "idle" }
  | { state: "waiting"; deadline: number; countdownSeconds: number }
  | { state: "matched"; match: EncounterMatch }
  | { state: "nobody" };

/** The answer of `POST /api/bump/matching`. */
export type MatchingReply = MatchingQuota & MatchingState;

/**
 * The `encounter` real-time event: a match was made for the user, or the other side ended it; or, to
 * the user's own devices, they passed `userId` ("Next"), so every open stack drops that card.
 */
export type EncounterEvent = { kind: "matched"; match: EncounterMatch } | { kind: "ended"; matchId: number } | { kind: "passed"; userId: number };
