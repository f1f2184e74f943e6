/**
 * Which chat the panel runs, and for whom: a token the page handed over (kept in memory only) wins
 * over one the panel's own login form obtained (kept in storage, shared by the site's tabs). The
 * store starts a chat run per token, tells the page what happens (ready, error, unread, wallet, live
 * notices, logout) and carries out the page's commands once the chat has started.
 */
import type { WalletBalance } from "@chat/protocol";
import { atom, computed, type ReadableAtom } from "nanostores";
import type { KeyValueStorage } from "../common/storage.js";
import type { LiveNotice } from "../notifications/live-notices.js";
import type { ChatRun, ChatRunEnd } from "./chat-run.js";

/** Why the panel's chat ended (the `chat-logout` event). */
export type PanelLogoutReason = ChatRunEnd | "conflict";

/** What the panel tells the page (the element's events of the same names). */
export interface PanelChatEvents {
  "chat-ready": { userId: number };
  "chat-error": { message: string };
  "chat-logout": { reason: PanelLogoutReason };
  "chat-unread": { total: number };
  "chat-wallet": WalletBalance;
  "chat-live-notice": Omit<LiveNotice, "id">;
}

/** One of those events, as the page receives it. */
export type PanelChatEvent = { [K in keyof PanelChatEvents]: { type: K; detail: PanelChatEvents[K] } }[keyof PanelChatEvents];

/** Requests from the page that the panel carries out once its chat has started. */
export type PanelChatCommand =
  | { kind: "openConversation"; userId: number }
  | { kind: "openGifts"; userId: number }
  | { kind: "showApplications" }
  | { kind: "logout" };

/** What the panel shows: the running chat, "signed out" (a handed-over token ended), or its login form. */
export type PanelScreen =
  | { name: "chat"; run: ChatRun }
  | { name: "signed-out"; conflict: boolean }
  | { name: "login"; conflict: boolean };

export interface PanelChatOptions {
  apiBase: string;
  storage: KeyValueStorage;
  /** The token the page handed over (attribute `token`), null when none. */
  handedOver: ReadableAtom<string | null>;
  /** Builds the chat run of one token. */
  createRun(token: string, hooks: { getLocale(): string; onEnded(reason: ChatRunEnd): void; onConflict(): void }): ChatRun;
  emit(event: PanelChatEvent): void;
  /** The page's commands; subscribed while a chat runs, so earlier ones wait for it. */
  onCommand(listener: (command: PanelChatCommand) => void): () => void;
  /** Where another tab's change of the stored token is heard (`storage` events); default globalThis. */
  events?: Pick<EventTarget, "addEventListener" | "removeEventListener"> | undefined;
}

export interface PanelChat {
  $screen: ReadableAtom<PanelScreen>;
  /** The running chat, null when none (the launcher's unread badge reads it). */
  $run: ReadableAtom<ChatRun | null>;
  /** Reads the stored token and follows the handed-over one; runs the chat of the current token. */
  start(): void;
  /** Stops the chat run and every subscription (the element left the page). */
  stop(): void;
  /** The language of later requests; it does not restart the chat. */
  setLocale(locale: string): void;
  /** The panel's own login form signed in. */
  loggedIn(token: string): void;
}

/** Opens the conversation, then its gift picker once the conversation did open. */
async function openGifts(run: ChatRun, userId: number): Promise<void> {
  await run.chat.messageFromProfile(userId);
  const view = run.chat.$view.get();
  if (view.name === "conversation" && view.peerId === userId) run.chat.gifts.openPicker(userId);
}

/** Where the panel keeps a token it obtained with its own login form (never a password). */
export function panelTokenKey(apiBase: string): string {
  return `chat-panel:session:${apiBase}`;
}

const defaultEvents = () => {
  const g = globalThis as Partial<EventTarget>;
  return typeof g.addEventListener === "function" ? (globalThis as unknown as EventTarget) : undefined;
};

export function createPanelChat(options: PanelChatOptions): PanelChat {
  const { storage, handedOver } = options;
  const key = panelTokenKey(options.apiBase);
  const $own = atom<string | null>(null);
  const $run = atom<ChatRun | null>(null);
  const $ended = atom<string | null>(null);
  const $conflict = atom(false);
  let locale = "";
  let stops: (() => void)[] = [];
  let runStops: (() => void)[] = [];

  const $token = computed([handedOver, $own], (page, own) => page ?? own);

  const $screen = computed([$run, $token, $ended, $conflict, handedOver], (run, token, ended, conflict, page): PanelScreen => {
    if (run && token && ended !== token) return { name: "chat", run };
    if (page && ended === page) return { name: "signed-out", conflict };
    return { name: "login", conflict };
  });

  const readOwn = () => {
    try {
      return storage.getItem(key);
    } catch {
      return null;
    }
  };

  /** The token's chat is over here: forget it, and drop it from storage when it is the stored one. */
  const forget = (dead: string) => {
    $ended.set(dead);
    if (readOwn() === dead) storage.removeItem(key);
    if ($own.get() === dead) $own.set(null);
  };

  const stopRun = () => {
    for (const fn of runStops) fn();
    runStops = [];
    $run.get()?.stop();
    $run.set(null);
  };

  const run = (token: string | null) => {
    stopRun();
    if (!token) return;
    const next = options.createRun(token, {
      getLocale: () => locale,
      onEnded: (reason) => {
        forget(token);
        options.emit({ type: "chat-logout", detail: { reason } });
      },
      onConflict: () => {
        forget(token);
        $conflict.set(true);
        options.emit({ type: "chat-logout", detail: { reason: "conflict" } });
      },
    });
    $run.set(next);
    runStops.push(
      next.chat.$unreadTotal.subscribe((total) => options.emit({ type: "chat-unread", detail: { total } })),
      next.chat.wallet.$wallet.subscribe((balance) => {
        if (balance) options.emit({ type: "chat-wallet", detail: balance });
      }),
      next.chat.$liveNotice.listen((notice) => {
        if (!notice) return;
        const { id: _id, ...detail } = notice;
        options.emit({ type: "chat-live-notice", detail });
      }),
      options.onCommand((command) => {
        if (command.kind === "openConversation") next.whenStarted(() => next.chat.messageFromProfile(command.userId));
        else if (command.kind === "openGifts") next.whenStarted(() => openGifts(next, command.userId));
        else if (command.kind === "showApplications") next.whenStarted(() => next.chat.openApplications());
        else {
          next.logout();
          forget(token);
          options.emit({ type: "chat-logout", detail: { reason: "logout" } });
        }
      }),
    );
    void next.start().then((ok) => {
      // A run stopped or replaced while it started has nothing left to tell the page.
      if ($run.get() !== next) return;
      const user = next.$user.get();
      if (ok && user) options.emit({ type: "chat-ready", detail: { userId: user.id } });
      else if (next.$status.get() === "error") options.emit({ type: "chat-error", detail: { message: "user info failed to load" } });
    });
  };

  return {
    $screen,
    $run,
    start() {
      if (stops.length > 0) return;
      $own.set(readOwn());
      // Another tab of this site logged in or out with the panel's form.
      const onStorage = (event: Event) => {
        const change = event as StorageEvent;
        if (change.key === key) $own.set(change.newValue);
      };
      const events = options.events ?? defaultEvents();
      events?.addEventListener("storage", onStorage);
      stops.push(() => events?.removeEventListener("storage", onStorage));
      stops.push($token.subscribe((token) => run(token)));
    },
    stop() {
      for (const fn of stops) fn();
      stops = [];
      stopRun();
    },
    setLocale(next) {
      locale = next;
    },
    loggedIn(token) {
      $conflict.set(false);
      $ended.set(null);
      try {
        storage.setItem(key, token);
      } catch {
        // Storage refused: the chat lasts as long as the page.
      }
      $own.set(token);
    },
  };
}
