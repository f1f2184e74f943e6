/** The one-time "Only one gold coin is needed…" prompt of a user who pays per message. */
import type { UserInfo } from "@chat/protocol";
import { atom, type ReadableAtom } from "nanostores";
import type { ApiClient } from "../api/api-client.js";

/** `alertType` of the one-coin-per-message prompt (spec §6). */
export const PAY_MSG_ALERT = "payMsg";

export interface PayPrompt {
  /** True while the prompt should show. */
  $payPrompt: ReadableAtom<boolean>;
  /** Called when the user starts chatting: shows the prompt once when isPayMsg is 1. */
  checkPayPrompt(): Promise<void>;
  dismissPayPrompt(): Promise<void>;
  /** Hides the prompt and asks again for the next signed-in user. */
  reset(): void;
}

export function createPayPrompt(options: { api: ApiClient; me: () => UserInfo | null }): PayPrompt {
  const { api } = options;
  const $payPrompt = atom(false);
  let checked = false;
  return {
    $payPrompt,
    async checkPayPrompt() {
      if (checked || options.me()?.isPayMsg !== 1) return;
      checked = true;
      try {
        const status = await api.get<{ dismissed: string[] }>("message/alert_status");
        if (!status.dismissed.includes(PAY_MSG_ALERT)) $payPrompt.set(true);
      } catch {
        checked = false;
      }
    },
    async dismissPayPrompt() {
      $payPrompt.set(false);
      try {
        await api.post("message/update_alert_status", { alertType: PAY_MSG_ALERT });
      } catch {
        // Shown again next time; nothing else depends on it.
      }
    },
    reset() {
      checked = false;
      $payPrompt.set(false);
    },
  };
}
