/**
 * The out-of-coins state: a paid action the server refused for lack of gold coins opens one modal,
 * worded by what ran out. Amounts and prices never come from here: the server decides.
 */
import { CODE, OUT_OF_COINS_CODES } from "@chat/protocol";
import { atom, type ReadableAtom } from "nanostores";
import { errorCode, errorText } from "../api/api-error.js";

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

export interface OutOfCoins {
  $outOfCoins: ReadableAtom<OutOfCoinsState | null>;
  /** Opens the out-of-coins state for a failure with one of the out-of-coins codes; returns whether it did. */
  noteFailure(kind: OutOfCoinsKind, error: unknown): boolean;
  dismissOutOfCoins(): void;
}

export function createOutOfCoins(): OutOfCoins {
  const $outOfCoins = atom<OutOfCoinsState | null>(null);
  return {
    $outOfCoins,
    noteFailure(kind, error) {
      const code = errorCode(error);
      if (!isOutOfCoins(code)) return false;
      // The server says which price was missing: 106 the message's coin, 106001 the photo's coins;
      // 105 is any other (translation, gift), told apart by what was attempted.
      const what = code === CODE.noCoinsChat ? "chat" : code === CODE.noCoinsFriend ? "burn" : kind;
      $outOfCoins.set({ kind: what, code, message: errorText(error) });
      return true;
    },
    dismissOutOfCoins: () => $outOfCoins.set(null),
  };
}
