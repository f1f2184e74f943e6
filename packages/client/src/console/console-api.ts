/**
 * The console's connection to the server: an API client that sends the operator's token as
 * `X-Operator-Token` (never a member's bearer token), and the operator's session: the two login
 * steps, the signed-in operator, logout. The token lives in sessionStorage: it dies with the tab, and
 * the server ends it after 30 idle minutes anyway.
 */
import { createApiClient, type ApiClient } from "../api/api-client.js";
import type { Operator, OperatorChallenge, OperatorLoginResult } from "@chat/protocol";
import { atom, type ReadableAtom } from "nanostores";

export const OPERATOR_TOKEN_KEY = "chatConsoleToken";
export const OPERATOR_HEADER = "X-Operator-Token";

export interface ConsoleSession {
  api: ApiClient;
  /** undefined while the stored token is being checked, null when logged out. */
  $operator: ReadableAtom<Operator | null | undefined>;
  /** Checks the stored token (on page load). */
  load(): Promise<void>;
  /** The password step: answers the challenge to send back with the mailed code. */
  start(email: string, password: string): Promise<string>;
  /** The code step: signs in. */
  verify(challenge: string, code: string): Promise<void>;
  logout(): Promise<void>;
}

export interface ConsoleSessionOptions {
  baseUrl?: string;
  storage?: Pick<Storage, "getItem" | "setItem" | "removeItem">;
  fetch?: typeof fetch;
  /** The console's language, sent as `Accept-Language` (the server's messages come back in it). */
  getLocale?: () => string;
}

export function createConsoleSession(options: ConsoleSessionOptions = {}): ConsoleSession {
  const storage = options.storage ?? sessionStorage;
  const $operator = atom<Operator | null | undefined>(storage.getItem(OPERATOR_TOKEN_KEY) ? undefined : null);
  const signOut = () => {
    storage.removeItem(OPERATOR_TOKEN_KEY);
    $operator.set(null);
  };
  const send = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const api = createApiClient({
    baseUrl: options.baseUrl ?? "",
    // The member's bearer header stays empty: the operator's token goes in its own header, added here,
    // so the shared API client carries nothing of the console.
    getToken: () => null,
    getLocale: options.getLocale ?? (() => "en"),
    onUnauthorized: signOut,
    fetch: (input, init) => {
      const request = new Request(input, init);
      const token = storage.getItem(OPERATOR_TOKEN_KEY);
      if (token) request.headers.set(OPERATOR_HEADER, token);
      return send(request);
    },
  });
  return {
    api,
    $operator,
    async load() {
      if (!storage.getItem(OPERATOR_TOKEN_KEY)) return $operator.set(null);
      try {
        $operator.set(await api.get<Operator>("admin/me"));
      } catch {
        signOut();
      }
    },
    async start(email, password) {
      const { challenge } = await api.post<OperatorChallenge>("admin/login", { email, password });
      return challenge;
    },
    async verify(challenge, code) {
      const result = await api.post<OperatorLoginResult>("admin/login/verify", { challenge, code });
      storage.setItem(OPERATOR_TOKEN_KEY, result.token);
      $operator.set(result.operator);
    },
    async logout() {
      try {
        await api.post("admin/logout");
      } finally {
        signOut();
      }
    },
  };
}
