import { LIMITS, type CodeType } from "@chat/protocol";
import { atom, type ReadableAtom } from "nanostores";
import { sendCode } from "./account-api.js";
import type { ApiClient } from "../api/api-client.js";
import { isApiError } from "../api/api-error.js";

export interface CodeSender {
  /** Seconds until another code may be asked for; 0 when "Send code" may be pressed. */
  $wait: ReadableAtom<number>;
  $sending: ReadableAtom<boolean>;
  /** Asks the server to mail a code, then counts 60 s down (or the server's Retry-After on 429). */
  send(email: string, type: CodeType): Promise<void>;
  /** Stops the countdown timer (screen closed). */
  stop(): void;
}

/** The "Send code" button's state: one mail a minute per address, shown as a countdown. */
export function createCodeSender(env: { api: ApiClient; now?: () => number }): CodeSender {
  const now = env.now ?? Date.now;
  const $wait = atom(0);
  const $sending = atom(false);
  let timer: ReturnType<typeof setInterval> | undefined;

  const stop = () => {
    if (timer) clearInterval(timer);
    timer = undefined;
  };

  const countDown = (seconds: number) => {
    stop();
    const deadline = now() + seconds * 1000;
    const tick = () => {
      const left = Math.max(0, Math.ceil((deadline - now()) / 1000));
      $wait.set(left);
      if (left === 0) stop();
    };
    tick();
    if ($wait.get() > 0) timer = setInterval(tick, 1000);
  };

  return {
    $wait,
    $sending,
    stop,
    async send(email, type) {
      if ($sending.get() || $wait.get() > 0) return;
      $sending.set(true);
      try {
        await sendCode(env.api, { email, type });
        countDown(LIMITS.codeResendMs / 1000);
      } catch (error) {
        if (isApiError(error) && error.retryAfterS) countDown(error.retryAfterS);
        throw error;
      } finally {
        $sending.set(false);
      }
    },
  };
}
