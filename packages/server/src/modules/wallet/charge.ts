/**
 * Glue between the ledger and the API: out-of-coins and changed-price errors, and the `wallet`
 * event that tells a user's devices their balances changed.
 *
 * Code mapping (docs/paid-chat.md): 105 for translation, gifts and purchases; 106 for the per-message
 * coin of an isPayMsg sender; 106001 for viewing a burn-after-read image. All travel as HTTP 402.
 */
import { CODE } from "@chat/protocol";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.js";
import { AppError } from "../../http/envelope.js";
import { appendEvent } from "../../realtime/events.js";
import type { StoredEvent } from "../../realtime/events.js";
import { InsufficientBalance, walletBalance } from "./ledger.js";

export type OutOfCoins = "noCoins" | "noCoinsChat" | "noCoinsPhotos";

const CODES: Record<OutOfCoins, number> = { noCoins: CODE.noCoins, noCoinsChat: CODE.noCoinsChat, noCoinsPhotos: CODE.noCoinsFriend };

export function outOfCoins(kind: OutOfCoins): AppError {
  return new AppError(CODES[kind], kind);
}

/**
 * The buyer confirmed `expected` (the price they saw) and the server's price is `actual`: a purchase
 * whose price changed meanwhile is refused (409 priceChanged) before anything is charged. No
 * `expected` (an older client) takes the server's price.
 */
export function refuseChangedPrice(expected: number | undefined, actual: number): void {
  if (expected !== undefined && expected !== actual) throw new AppError(CODE.conflict, "priceChanged", 409);
}

/** Runs `fn`, turning a balance shortfall into the out-of-coins error of `kind`. */
export async function orOutOfCoins<T>(kind: OutOfCoins, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof InsufficientBalance) throw outOfCoins(kind);
    throw error;
  }
}

/** Stores a `wallet` event with the user's balances after this transaction's changes. */
export async function walletEvent(trx: Kysely<DB>, userId: number, now: number): Promise<StoredEvent> {
  return appendEvent(trx, userId, "wallet", await walletBalance(trx, userId, now), now);
}
