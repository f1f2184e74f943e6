import {
  cookieTokenStorage,
  createClientEnvironment,
  createWallet,
  type ClientEnvironment,
  type TokenStorage,
  type Wallet,
} from "@chat/client";
import { localeStore } from "@chat/i18n";
import type { ChatPanelEnvironment } from "@chat/widget";
import { createChatPanelHandle, type ChatPanelHandle } from "../chat/chat-panel-handle.js";
import { createAppRouter, type AppRouter } from "../router/routes.js";
import { createScrollBottom, createViewport, type ScrollBottom, type Viewport } from "../layout/viewport.js";

/** Everything the host app's screens use, built once and passed down by context. */
export interface HostEnvironment extends ClientEnvironment {
  router: AppRouter;
  viewport: Viewport;
  scrollBottom: ScrollBottom;
  /** The mounted `<chat-panel>` and the unread total it reports. */
  chatPanel: ChatPanelHandle;
  /**
   * The signed-in user's balances and purchases: the wallet page buys through it, the side bar shows
   * it, and the panel's `chat-wallet` events keep it current after every charge or top-up.
   */
  wallet: Wallet;
}

export interface HostEnvironmentOptions {
  /** Server origin; "" is the page's own origin. */
  baseUrl?: string;
  tokenStorage?: TokenStorage;
  fetch?: typeof fetch;
  win?: Window;
  /** Swaps the chat panel's fetch/transport/storage (tests). */
  chatEnvironment?: ChatPanelEnvironment;
}

export function createHostEnvironment(options: HostEnvironmentOptions = {}): HostEnvironment {
  const win = options.win ?? window;
  const client = createClientEnvironment({
    baseUrl: options.baseUrl ?? "",
    tokenStorage: options.tokenStorage ?? cookieTokenStorage(win.document),
    getLocale: () => localeStore.get(),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const wallet = createWallet({ api: client.api });
  // Balances belong to the signed-in user: another login starts from that user's numbers.
  client.session.$token.listen(() => wallet.reset());
  return {
    ...client,
    wallet,
    router: createAppRouter(),
    viewport: createViewport(win),
    scrollBottom: createScrollBottom(),
    chatPanel: createChatPanelHandle(options.baseUrl ?? "", options.chatEnvironment),
  };
}
