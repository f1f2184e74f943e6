import { LIMITS, type CodeType } from "@chat/protocol";
import { atom, type ReadableAtom } from "nanostores";
import { sendCancelCode, sendCode } from "./account-api.js";
import type { ApiClient } from "../api/api-client.js";
import { isApiError } from "../api/api-error.js";

/** A "Send code" button's state: one mail a minute, shown as a countdown. */
export interface CountdownSender<A extends unknown[]> {
  /** Seconds until another code may be asked for; 0 when "Send code" may be pressed. */
  $wait: ReadableAtom<number>;
  $sending: ReadableAtom<boolean>;
  /** Asks the server to mail a code, then counts 60 s down (or the server's Retry-After on 429). */
  send(...args: A): Promise<void>;
  /** Stops the countdown timer (screen closed). */
  stop(): void;
}

/** Registration and password reset: the code goes to the address typed in. */
export type CodeSender = CountdownSender<[email: string, type: CodeType]>;

/** Account deletion without a password: the code goes to the address on file. */
export type CancelCodeSender = CountdownSender<[]>;

interface SenderEnv {
  api: ApiClient;
  now?: () => number;
}

/** The "Send code" button of registration and reset. */
export function createCodeSender(env: SenderEnv): CodeSender {
  return countdownSender(env, (email: string, type: CodeType) => sendCode(env.api, { email, type }));
}

/** The "Send code" button of account deletion (`POST /api/account/cancel-code`). */
export function createCancelCodeSender(env: SenderEnv): CancelCodeSender {
  return countdownSender(env, () => sendCancelCode(env.api));
}

function countdownSender<A extends unknown[]>(env: SenderEnv, call: (...args: A) => Promise<unknown>): CountdownSender<A> {
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
    async send(...args) {
      if ($sending.get() || $wait.get() > 0) return;
      $sending.set(true);
      try {
        await call(...args);
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
