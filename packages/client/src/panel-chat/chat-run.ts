/**
 * One signed-in chat of the panel for one token: the API client with that token, the user, and the
 * chat stores. Built afresh for every token (or server), so nothing leaks from one to the next.
 * loading → ready, or error (with "Try again" calling `start()` again).
 */
import type { UserInfo } from "@chat/protocol";
import { atom, type ReadableAtom } from "nanostores";
import { myInfo } from "../account/account-api.js";
import type { KeyValueStorage } from "../common/storage.js";
import { createChat } from "../chat/chat.js";
import type { Chat } from "../chat/contract.js";
import type { OnIncoming } from "../attention/incoming.js";
import { createClientEnvironment, type ClientEnvironment } from "../environment.js";
import type { TabChannel, Transport } from "../realtime/transport.js";
import { memoryTokenStorage } from "../session/token-storage.js";

export type ChatRunStatus = "loading" | "ready" | "error";

/** Why a run ended by itself: the server refused the token, or another tab logged out. */
export type ChatRunEnd = "unauthorized" | "logout";

export interface ChatRun {
  chat: Chat;
  client: ClientEnvironment;
  $user: ReadableAtom<UserInfo | null>;
  $status: ReadableAtom<ChatRunStatus>;
  /** Fetches the user and starts the chat; resolves to false when it failed (status "error"). */
  start(): Promise<boolean>;
  /**
   * Runs an action once the chat has started (lists loaded), at once if it has; never if the run
   * stops first. The page's commands (open a conversation) wait for it: before, the chat ignores them.
   */
  whenStarted(action: () => unknown): void;
  /** Closes the connection (the panel going away or another token replacing this one). */
  stop(): void;
  /** Ends the run here and in this browser's other tabs. */
  logout(): void;
}

export interface ChatRunOptions {
  apiBase: string;
  token: string;
  getLocale: () => string;
  fetch?: typeof fetch | undefined;
  /** The real-time transport; it may ask for the user's IM account once it is known. */
  transport: (imAccount: () => string | null) => Transport;
  storage: KeyValueStorage;
  /** Tabs of one browser share one connection per server; closed when the run stops. */
  tabs?: (TabChannel & { close(): void }) | undefined;
  compressImage?: ((image: Blob) => Promise<Blob>) | undefined;
  /** Told of each message someone sent me, the first time it arrives (sound, desktop notification). */
  onIncoming?: OnIncoming | undefined;
  onEnded(reason: ChatRunEnd): void;
  /** Another device logged in with this account. */
  onConflict(): void;
}

export function createChatRun(options: ChatRunOptions): ChatRun {
  const { token, tabs } = options;
  const client = createClientEnvironment({
    baseUrl: options.apiBase,
    tokenStorage: memoryTokenStorage(token),
    getLocale: options.getLocale,
    onLoggedOut: () => options.onEnded("unauthorized"),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const $user = atom<UserInfo | null>(null);
  const $status = atom<ChatRunStatus>("loading");
  const chat = createChat({
    api: client.api,
    transport: options.transport(() => $user.get()?.imAccount ?? null),
    storage: options.storage,
    me: () => $user.get(),
    token: () => token,
    // The API client's Accept-Language: messages go over the socket, refused in the same language.
    locale: options.getLocale,
    apiBase: options.apiBase,
    onConflict: options.onConflict,
    onUnauthorized: () => options.onEnded("unauthorized"),
    onRemoteLogout: () => options.onEnded("logout"),
    ...(options.compressImage ? { compressImage: options.compressImage } : {}),
    ...(tabs ? { tabs } : {}),
    onIncoming: options.onIncoming,
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
        // Stopped meanwhile (the element left the page, another token came): it did not start.
        markStarted(!stopped);
        return !stopped;
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
