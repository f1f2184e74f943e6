import { CODE, type UserInfo } from "@chat/protocol";
import { atom, type ReadableAtom } from "nanostores";
import * as account from "../account/account-api.js";
import type { ApiClient } from "../api/api-client.js";
import { isApiError } from "../api/api-error.js";
import type { TokenStorage } from "./token-storage.js";

/** "anonymous": no token; "loading": a token whose user is being fetched; "ready": user known. */
export type SessionState = "anonymous" | "loading" | "ready";

export interface SessionEnvironment {
  api: ApiClient;
  tokenStorage: TokenStorage;
}

export interface Session {
  $token: ReadableAtom<string | null>;
  $user: ReadableAtom<UserInfo | null>;
  $sessionState: ReadableAtom<SessionState>;
  /** Logs in with the e-mail and password; keeps only the token, never the password. */
  login(account: string, password: string): Promise<UserInfo>;
  /** Registers with a mailed code, then logs straight in. */
  register(email: string, code: string, password: string): Promise<UserInfo>;
  /** Sets a new password with a mailed reset code; any session here ends, the user logs in again. */
  resetPassword(email: string, code: string, password: string): Promise<void>;
  /** Tells the server, then forgets the session locally even when the server call fails. */
  logout(): Promise<void>;
  /**
   * On start with a stored token: fetches my-info; any failure logs out (product §4), except a server
   * under maintenance (HTTP 503): the token stays, and the app asks again once the server is back.
   */
  loadUser(): Promise<void>;
  /** Forgets the session without calling the server (the token is already dead: HTTP 401). */
  clear(): void;
  /** The user as an edit answered it (the profile's save), so everything showing them updates. */
  setUser(user: UserInfo): void;
}

/**
 * The session of product §4 as stores and actions. The browser keeps the token only: the old
 * "login info with a password" of product §3 is deliberately dropped.
 */
export function createSession(env: SessionEnvironment): Session {
  const stored = env.tokenStorage.get();
  const $token = atom<string | null>(stored);
  const $user = atom<UserInfo | null>(null);
  const $sessionState = atom<SessionState>(stored ? "loading" : "anonymous");
  // Answers that arrive after a logout or a newer login must not bring an old session back.
  let generation = 0;

  const start = (token: string, user: UserInfo) => {
    generation += 1;
    env.tokenStorage.set(token);
    $token.set(token);
    $user.set(user);
    $sessionState.set("ready");
    return user;
  };

  const clear = () => {
    generation += 1;
    env.tokenStorage.clear();
    $token.set(null);
    $user.set(null);
    $sessionState.set("anonymous");
  };

  const login = async (name: string, password: string) => {
    const result = await account.login(env.api, { account: name, password });
    return start(result.token, result.userInfo);
  };

  return {
    $token,
    $user,
    $sessionState,
    login,
    async register(email, code, password) {
      await account.register(env.api, { email, code, password });
      return login(email, password);
    },
    async resetPassword(email, code, password) {
      await account.updatePassword(env.api, { email, code, password });
      if ($token.get()) clear();
    },
    async logout() {
      try {
        if ($token.get()) await account.logout(env.api);
      } catch {
        // The user asked to leave: a failing server must not keep them logged in here.
      } finally {
        clear();
      }
    },
    async loadUser() {
      if (!$token.get()) {
        $sessionState.set("anonymous");
        return;
      }
      const mine = ++generation;
      $sessionState.set("loading");
      try {
        const user = await account.myInfo(env.api);
        if (mine !== generation) return;
        $user.set(user);
        $sessionState.set("ready");
      } catch (error) {
        if (mine !== generation) return;
        if (isApiError(error) && error.status === CODE.unavailable) return;
        clear();
      }
    },
    clear,
    setUser(user) {
      if ($token.get()) $user.set(user);
    },
  };
}
