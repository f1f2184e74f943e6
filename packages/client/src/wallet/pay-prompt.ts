/**
 * The prompts of product §6 that a member may dismiss for good (`alertType` through
 * `update_alert_status`, so another browser does not show them either): the one-time "Only one
 * gold coin is needed…" of a user who pays per message, and the three-coin question before a paid
 * burn-after-read photo opens (burn-after-read/).
 */
import type { UserInfo } from "@chat/protocol";
import { atom, type ReadableAtom } from "nanostores";
import type { ApiClient } from "../api/api-client.js";

/** `alertType` of the one-coin-per-message prompt (product §6). */
export const PAY_MSG_ALERT = "payMsg";
/** `alertType` of the prompt before a paid burn-after-read photo opens (product §6, isBurnPayMsg). */
export const BURN_PAY_MSG_ALERT = "burnPayMsg";

/** `GET /api/message/alert_status`: the prompts dismissed, and what each one's action costs now. */
interface AlertStatus {
  dismissed: string[];
  coins?: Record<string, number>;
}

export interface PayPrompt {
  /** True while the prompt should show. */
  $payPrompt: ReadableAtom<boolean>;
  /** Called when the user starts chatting: shows the prompt once when isPayMsg is 1. */
  checkPayPrompt(): Promise<void>;
  dismissPayPrompt(): Promise<void>;
  /** Coins opening a burn-after-read photo costs when the user must be asked first, else 0. */
  burnPromptCoins(): Promise<number>;
  /** "Don't show again" for the prompt of `alertType`. */
  dismissAlert(alertType: string): Promise<void>;
  /** Hides the prompt and asks again for the next signed-in user. */
  reset(): void;
}

export function createPayPrompt(options: { api: ApiClient; me: () => UserInfo | null }): PayPrompt {
  const { api } = options;
  const $payPrompt = atom(false);
  let checked = false;
  let status: Promise<AlertStatus> | undefined;
  /**
   * What the action of the prompt `alertType` costs while the prompt should show, 0 once dismissed.
   * When the status cannot load it shows: better asked once too often than charged unasked.
   */
  const due = async (alertType: string, coins: number) => {
    const loaded = await (status ??= api.get<AlertStatus>("message/alert_status")).catch(() => (status = undefined));
    return loaded?.dismissed.includes(alertType) ? 0 : (loaded?.coins?.[alertType] ?? coins);
  };
  const dismissAlert = async (alertType: string) => {
    // The status loaded before does not know yet: the next prompt asks the server again.
    status = undefined;
    try {
      await api.post("message/update_alert_status", { alertType });
    } catch {
      // Asked again next session; nothing else depends on it.
    }
  };
  return {
    $payPrompt,
    async checkPayPrompt() {
      if (checked || options.me()?.isPayMsg !== 1) return;
      checked = true;
      // The fallback prices are product §6's (PRICES in the protocol, not imported: the panel's size budget).
      if (await due(PAY_MSG_ALERT, 1)) $payPrompt.set(true);
    },
    dismissPayPrompt() {
      $payPrompt.set(false);
      return dismissAlert(PAY_MSG_ALERT);
    },
    burnPromptCoins: async () => (options.me()?.isBurnPayMsg === 1 ? due(BURN_PAY_MSG_ALERT, 3) : 0),
    dismissAlert,
    reset() {
      checked = false;
      status = undefined;
      $payPrompt.set(false);
    },
  };
}
