/**
 * One logged-in chat for one element: the API client with the element's token, the user, and the
 * chat stores. Rebuilt whenever `api-base` or `token` change, so no state leaks between sessions.
 */
import {
  createChat,
  createClientEnvironment,
  lazyEasemobTransport,
  gatewayTransport,
  gatewayUrl,
  memoryTokenStorage,
  myInfo,
  type Chat,
  type ClientEnvironment,
  type Transport,
} from "@chat/client";
import type { UserInfo } from "@chat/protocol";
import { atom, type ReadableAtom } from "nanostores";
import type { ChatPanelEnvironment } from "../element/types.js";
import { broadcastTabs, browserStorage, canvasCompress } from "./browser-env.js";

export type SessionStatus = "loading" | "ready" | "error";

export interface ChatSession {
  chat: Chat;
  client: ClientEnvironment;
  $user: ReadableAtom<UserInfo | null>;
  $status: ReadableAtom<SessionStatus>;
  /** Fetches the user and starts the chat; resolves to false when it failed (status "error"). */
  start(): Promise<boolean>;
  /**
   * Runs an action once the chat has started (lists loaded), at once if it has; never if the session
   * stops first. The page's commands (open a conversation) wait for it: before, the chat ignores them.
   */
  whenStarted(action: () => unknown): void;
  /** Closes the connection (the panel going away or another session replacing this one). */
  stop(): void;
  /** Ends the session here and in this browser's other tabs. */
  logout(): void;
}

export interface ChatSessionOptions {
  apiBase: string;
  token: string;
  getLocale: () => string;
  environment?: ChatPanelEnvironment | undefined;
  /** The session ended: the server refused the token, or another tab logged out. */
  onEnded(reason: "unauthorized" | "logout"): void;
  /** Another device logged in with this account. */
  onConflict(): void;
}

export function createChatSession(options: ChatSessionOptions): ChatSession {
  const environment = options.environment ?? {};
  const token = options.token;
  const client = createClientEnvironment({
    baseUrl: options.apiBase,
    tokenStorage: memoryTokenStorage(token),
    getLocale: options.getLocale,
    onLoggedOut: () => options.onEnded("unauthorized"),
    ...(environment.fetch ? { fetch: environment.fetch } : {}),
  });
  const $user = atom<UserInfo | null>(null);
  const $status = atom<SessionStatus>("loading");
  // Tabs of one browser share one connection per server (the channel is per origin already).
  const tabs = environment.transport ? undefined : broadcastTabs(`chat-panel:${options.apiBase}`);
  const chat = createChat({
    api: client.api,
    transport: environment.transport ?? defaultTransport(options.apiBase, environment.easemob, () => $user.get()?.imAccount ?? null),
    storage: environment.storage ?? browserStorage(),
    me: () => $user.get(),
    token: () => token,
    compressImage: canvasCompress,
    apiBase: options.apiBase,
    onConflict: options.onConflict,
    onUnauthorized: () => options.onEnded("unauthorized"),
    onRemoteLogout: () => options.onEnded("logout"),
    ...(tabs ? { tabs } : {}),
  });
  let stopped = false;
  let markStarted: (started: boolean) => void = () => undefined;
  const started = new Promise<boolean>((resolve) => (markStarted = resolve));

  const stop = () => {
    stopped = true;
    markStarted(false);
    chat.stop();
    tabs?.close();
  };

  return {
    chat,
    client,
    $user,
    $status,
    async start() {
      $status.set("loading");
      try {
        const user = await myInfo(client.api);
        if (stopped) return false;
        $user.set(user);
        $status.set("ready");
        await chat.start();
        markStarted(!stopped);
        return true;
      } catch {
        // A dead token also reaches onEnded (the API client reports the 401); any other failure
        // leaves a "Try again" in the panel.
        if (!stopped) $status.set("error");
        return false;
      }
    },
    whenStarted(action) {
      void started.then((ok) => ok && action());
    },
    stop,
    logout() {
      chat.logout();
      stop();
    },
  };
}

/**
 * Our gateway, or (opt-in) the Easemob adapter: imported dynamically so neither it nor the SDK is in
 * the default bundle; both load when the first connection opens.
 */
function defaultTransport(apiBase: string, easemob: { appKey: string } | undefined, imAccount: () => string | null): Transport {
  if (!easemob) return gatewayTransport({ url: gatewayUrl(apiBase) });
  return lazyEasemobTransport({ appKey: easemob.appKey, imAccount });
}
