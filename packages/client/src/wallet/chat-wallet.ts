/** The wallet as the chat panel uses it: balances, the out-of-coins modal and the one-coin prompt. */
import type { UserInfo } from "@chat/protocol";
import type { ApiClient } from "../api/api-client.js";
import { createOutOfCoins, type OutOfCoins } from "./out-of-coins.js";
import { createPayPrompt, type PayPrompt } from "./pay-prompt.js";
import { createWallet, type Wallet } from "./wallet.js";

export interface ChatWallet extends Wallet, OutOfCoins, PayPrompt {
  /** Forgets balances, the modal and the prompt (the chat stopped). */
  reset(): void;
}

export function createChatWallet(options: { api: ApiClient; me: () => UserInfo | null }): ChatWallet {
  const wallet = createWallet({ api: options.api });
  const outOfCoins = createOutOfCoins();
  const prompt = createPayPrompt(options);
  return {
    ...wallet,
    ...outOfCoins,
    ...prompt,
    reset() {
      wallet.reset();
      prompt.reset();
      outOfCoins.dismissOutOfCoins();
    },
  };
}
