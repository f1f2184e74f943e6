/**
 * One signed-in chat of the panel for one token, in two layers. While the chat is not on screen (a
 * closed `<chat-panel>`) it runs only the launcher's part: the user (for `chat-ready`), the unread
 * total and the wallet over HTTP through the small fetch client (launcher-stores.ts), the socket's
 * events and session ends, shared with the other tabs. The first time it is on screen (`$open`; at
 * once without it) the run loads the full chat (`createChat` with the lists, messages and every
 * feature, and the product's API client) with `loadFullChat`, the open panel's code, and continues
 * with it: same token, locale, user and tab channel; the page is told a new unread total or balance
 * only when it differs from what it was told. Built afresh for every token (or server), so nothing
 * leaks from one to the next. loading → ready, or error (with "Try again" calling `start()` again);
 * loading again while the full chat arrives.
 */
import type { UserInfo, WalletBalance } from "@chat/protocol";
import { atom, type ReadableAtom } from "nanostores";
import { myInfo } from "../account/account-api.js";
import { createFetchClient } from "../api/fetch-client.js";
import type { OnIncoming } from "../attention/incoming.js";
import type { Chat, ChatEnvironment } from "../chat/contract.js";
import type { KeyValueStorage } from "../common/storage.js";
import { timersOf } from "../common/timers.js";
import type { ClientEnvironment, ClientEnvironmentOptions } from "../environment.js";
import type { LiveNotice } from "../notifications/live-notices.js";
import { watchWake } from "../realtime/browser-wake.js";
import { announceLogout, createSharedConnection, type SharedConnection } from "../realtime/shared-connection.js";
import type { TabChannel, Transport } from "../realtime/transport.js";
import { forgetLocalChat } from "../session/local-chat.js";
import { memoryTokenStorage } from "../session/token-storage.js";
import { createLauncherStores } from "./launcher-stores.js";

export type ChatRunStatus = "loading" | "ready" | "error";

/** Why a run ended by itself: the server refused the token, or another tab logged out. */
export type ChatRunEnd = "unauthorized" | "logout";

/** What the open panel's code brings: the full chat client and the product's API client. */
export interface FullChat {
  createChat: (env: ChatEnvironment) => Chat;
  createClientEnvironment: (options: ClientEnvironmentOptions) => ClientEnvironment;
}

export interface ChatRun {
  /**
   * The full chat once it has loaded; before, only its unread total, `wallet.$wallet` and
   * `$liveNotice` (anything else throws).
   */
  chat: Chat;
  $user: ReadableAtom<UserInfo | null>;
  $status: ReadableAtom<ChatRunStatus>;
  /** Fetches the user and starts the chat; resolves to false when it failed (status "error"). */
  start(): Promise<boolean>;
  /**
   * Runs an action once the full chat has started (lists loaded), at once if it has; never if the
   * run stops first. The page's commands (open a conversation) wait for it: before, the chat ignores them.
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
  /** Loads the full chat, the open panel's code; asked for when the chat is first on screen. */
  loadFullChat(): Promise<FullChat>;
  /** Whether the chat is on screen (the panel open or inline); without it, the full chat loads at once. */
  $open?: ReadableAtom<boolean> | undefined;
  /** Where `online` and `visibilitychange` arrive (default: the page). */
  events?: Pick<EventTarget, "addEventListener" | "removeEventListener"> | undefined;
}

/** What the page's listeners see of the chat before the full chat arrives. */
function launcherFace(face: Pick<Chat, "$unreadTotal" | "wallet" | "$liveNotice">): Chat {
  return new Proxy(face as Chat, {
    get(target, key) {
      if (key in target || typeof key === "symbol" || key === "then" || key === "toJSON") return target[key as keyof Chat];
      throw new Error(`chat.${key} is part of the open panel's code, which has not loaded yet`);
    },
  });
}

const sameBalance = (a: WalletBalance | null, b: WalletBalance | null) => JSON.stringify(a) === JSON.stringify(b);

export function createChatRun(options: ChatRunOptions): ChatRun {
  const { token, tabs, storage } = options;
  const onUnauthorized = () => options.onEnded("unauthorized");
  const fetchOption = options.fetch ? { fetch: options.fetch } : {};
  // The launcher's calls (the user, the rows, the summary, the balances) until the full chat arrives.
  const launcherApi = createFetchClient({ baseUrl: options.apiBase, getToken: () => token, getLocale: options.getLocale, onUnauthorized, ...fetchOption });
  const timers = timersOf({});
  const newId = () => globalThis.crypto.randomUUID();
  const $user = atom<UserInfo | null>(null);
  const $status = atom<ChatRunStatus>("loading");
  const $total = atom(0);
  const $wallet = atom<WalletBalance | null>(null);
  const $liveNotice = atom<LiveNotice | null>(null);
  const face = launcherFace({ $unreadTotal: $total, wallet: { $wallet } as unknown as Chat["wallet"], $liveNotice });
  const transport = options.transport(() => $user.get()?.imAccount ?? null);

  let stores: ReturnType<typeof createLauncherStores> | null = null;
  let connection: SharedConnection | null = null;
  let stopWake = () => {};
  let full: Chat | null = null;
  let wanted = !options.$open;
  let stopped = false;
  let ended = false;
  let follows: (() => void)[] = [];
  let markStarted: (started: boolean) => void = () => undefined;
  const started = new Promise<boolean>((resolve) => (markStarted = resolve));

  const follow = (total: ReadableAtom<number>, wallet: ReadableAtom<WalletBalance | null>, notice: ReadableAtom<LiveNotice | null>) => {
    for (const stop of follows) stop();
    follows = [
      total.subscribe((value) => $total.set(value)),
      wallet.subscribe((balance) => {
        if (balance && !sameBalance(balance, $wallet.get())) $wallet.set(balance);
      }),
      // Only new ones: the one the followed store holds already was passed on (or is none).
      notice.listen((value) => $liveNotice.set(value)),
    ];
  };

  /** This browser's copies of the user go (the session ended here for good). */
  const forget = () => {
    ended = true;
    const me = $user.get();
    if (me) forgetLocalChat(storage, me.id);
  };

  const stopLauncher = () => {
    stopWake();
    stores?.stop();
    stores = null;
    connection?.stop();
    connection = null;
  };

  const stop = () => {
    if (stopped) return;
    stopped = true;
    stopWanting?.();
    markStarted(false);
    for (const fn of follows) fn();
    follows = [];
    stopLauncher();
    full?.stop();
    if (ended) forget();
    tabs?.close();
  };

  const chatEnvironment = (api: ChatEnvironment["api"]): ChatEnvironment => ({
    api,
    transport,
    storage,
    me: () => $user.get(),
    token: () => token,
    apiBase: options.apiBase,
    // The full chat sends over the open socket, its refusals worded in this locale.
    locale: options.getLocale,
    onConflict: options.onConflict,
    onUnauthorized,
    onRemoteLogout: () => options.onEnded("logout"),
    ...(options.compressImage ? { compressImage: options.compressImage } : {}),
    ...(tabs ? { tabs } : {}),
    onIncoming: options.onIncoming,
  });

  /** The full chat takes over: the launcher's socket closes, the full chat opens its own and loads the lists. */
  const upgrade = async () => {
    const code = await options.loadFullChat();
    if (stopped || full) return;
    stopLauncher();
    const client = code.createClientEnvironment({
      baseUrl: options.apiBase,
      tokenStorage: memoryTokenStorage(token),
      getLocale: options.getLocale,
      onLoggedOut: onUnauthorized,
      ...fetchOption,
    });
    const chat = code.createChat(chatEnvironment(client.api));
    full = chat;
    void chat.start().then(() => {
      if (stopped || full !== chat) return;
      follow(chat.$unreadTotal, chat.wallet.$wallet, chat.$liveNotice);
      markStarted(true);
    });
  };

  /** The chat is on screen: the full chat loads (start() does it when the user is not known yet). */
  const want = () => {
    if (wanted) return;
    wanted = true;
    if ($status.get() !== "ready") return;
    $status.set("loading");
    upgrade().then(
      () => $status.set("ready"),
      () => $status.set("error"),
    );
  };
  const stopWanting = options.$open?.subscribe((open) => {
    if (open) want();
  });

  const startLauncher = async (me: UserInfo) => {
    stopLauncher();
    const own = createLauncherStores({ api: launcherApi, timers, me: () => $user.get()?.id, onIncoming: options.onIncoming });
    stores = own;
    follow(own.$unreadTotal, own.$wallet, own.$liveNotice);
    connection = createSharedConnection({
      transport, token: () => token, storage, userId: me.id, timers, tabs, newId,
      onEvent: (event) => own.apply(event),
      onState: () => undefined,
      onConflict: () => {
        forget();
        options.onConflict();
      },
      onUnauthorized: () => {
        forget();
        onUnauthorized();
      },
      // Only sends are refused with an error frame, and the launcher sends nothing.
      onError: () => undefined,
      onFirstReady: () => void own.load().catch(() => {}),
      onRemoteLogout: () => {
        forget();
        stop();
        options.onEnded("logout");
      },
    });
    connection.start();
    // Back online or shown again, like the full chat: a closed panel's notifications come over it too.
    stopWake = watchWake(options.events ?? (globalThis as unknown as EventTarget), connection.reconnectNow);
    // A list that failed to load leaves the badge as it was; the socket's events and the full
    // chat load them again.
    await own.load().catch(() => {});
  };

  return {
    get chat() {
      return full ?? face;
    },
    $user,
    $status,
    async start() {
      $status.set("loading");
      try {
        const user = await myInfo(launcherApi);
        if (stopped) return false;
        $user.set(user);
        // The full chat first when it is wanted already, so whoever sees "ready" sees it.
        if (wanted) {
          await upgrade();
          $status.set("ready");
          return await started;
        }
        $status.set("ready");
        await startLauncher(user);
        return !stopped;
      } catch {
        // A dead token also reaches onEnded (the API client reports the 401); any other failure
        // (or the full chat's code failing to load) leaves a "Try again" in the panel.
        if (!stopped) $status.set("error");
        return false;
      }
    },
    whenStarted(action) {
      void started.then((ok) => ok && action());
    },
    stop,
    logout() {
      if (full) full.logout();
      else {
        if (connection) connection.announceLogout();
        else announceLogout(tabs);
        forget();
      }
      stop();
    },
  };
}
