/**
 * A chat run in two layers, for `<chat-panel>` on a partner's page: while the panel is closed it runs
 * only the launcher's part (the user for `chat-ready`, the unread total and the wallet over HTTP, the
 * socket's events and session ends, shared with the other tabs); the full chat (`createChat`, with
 * the lists, messages and every feature) comes with the open panel's code, which hands it over with
 * `provideFullChat`. While closed, its calls go through the small fetch client (api/fetch-client.ts,
 * same headers, envelope and 401 handling); ky, the product's API client, comes with the open
 * panel's code, which hands over `createClientEnvironment` too. The full chat then continues the same
 * run: same token, locale, user and tab channel; the page is told a new unread total or balance only
 * when it differs from what it was told.
 * Same contract as `createChatRun` (panel-chat/chat-run.ts), which builds the full chat at once.
 */
import type { UserInfo, WalletBalance } from "@chat/protocol";
import { atom, type ReadableAtom } from "nanostores";
import { myInfo } from "../account/account-api.js";
import type { Chat, ChatEnvironment } from "../chat/contract.js";
import { timersOf } from "../common/timers.js";
import { createFetchClient } from "../api/fetch-client.js";
import type { ClientEnvironment, ClientEnvironmentOptions } from "../environment.js";
import type { ChatRun, ChatRunOptions, ChatRunStatus } from "../panel-chat/chat-run.js";
import { announceLogout, createSharedConnection, type SharedConnection } from "../realtime/shared-connection.js";
import { forgetLocalChat } from "../session/local-chat.js";
import { memoryTokenStorage } from "../session/token-storage.js";
import type { LiveNotice } from "../notifications/live-notices.js";
import { createLauncherStores } from "./launcher-stores.js";

/** What the open panel's code adds: the full chat client and the product's API client (ky). */
export interface FullChat {
  createChat: (env: ChatEnvironment) => Chat;
  createClientEnvironment: (options: ClientEnvironmentOptions) => ClientEnvironment;
}

let fullChat: FullChat | null = null;
const waiting = new Set<(code: FullChat) => void>();

/** The open panel's code hands over the full chat: every layered run continues with it. */
export function provideFullChat(code: FullChat): void {
  if (fullChat) return;
  fullChat = code;
  for (const listener of [...waiting]) listener(code);
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

export function createLauncherRun(options: ChatRunOptions): ChatRun {
  const { token, tabs, storage } = options;
  const onUnauthorized = () => options.onEnded("unauthorized");
  const fetchOption = options.fetch ? { fetch: options.fetch } : {};
  // The launcher's calls (the user, the rows, the summary, the balances) until the full chat arrives.
  const launcherApi = createFetchClient({ baseUrl: options.apiBase, getToken: () => token, getLocale: options.getLocale, onUnauthorized, ...fetchOption });
  let client: ClientEnvironment | null = null;
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
  let full: Chat | null = null;
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
    stores?.stop();
    stores = null;
    connection?.stop();
    connection = null;
  };

  const stop = () => {
    if (stopped) return;
    stopped = true;
    waiting.delete(upgrade);
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
    // Given, the full chat sends over the open socket, its refusals worded in this locale.
    locale: options.getLocale,
    onConflict: options.onConflict,
    onUnauthorized: () => options.onEnded("unauthorized"),
    onRemoteLogout: () => options.onEnded("logout"),
    ...(options.compressImage ? { compressImage: options.compressImage } : {}),
    ...(tabs ? { tabs } : {}),
    onIncoming: options.onIncoming,
  });

  /** The full chat takes over: the launcher's socket closes, the full chat opens its own and loads the lists. */
  function upgrade(code: FullChat): void {
    waiting.delete(upgrade);
    if (stopped || full || !$user.get()) return;
    stopLauncher();
    client = code.createClientEnvironment({
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
  }

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
        options.onEnded("unauthorized");
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
    // A list that failed to load leaves the badge as it was; the socket's events and the open
    // panel's chat load them again.
    await own.load().catch(() => {});
  };

  return {
    get chat() {
      return full ?? face;
    },
    // The session and toasts come with the full client: nothing reads them before the panel opens.
    get client() {
      if (!client) throw new Error("the chat's client is part of the open panel's code, which has not loaded yet");
      return client;
    },
    $user,
    $status,
    async start() {
      $status.set("loading");
      try {
        const user = await myInfo(launcherApi);
        if (stopped) return false;
        $user.set(user);
        // The full chat first (when its code is here), so whoever sees "ready" sees it.
        if (!full && fullChat) upgrade(fullChat);
        $status.set("ready");
        if (full) return await started;
        waiting.add(upgrade);
        await startLauncher(user);
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
