import {
  cookieTokenStorage,
  createClientEnvironment,
  createShopWallet,
  xhrSend,
  type ClientEnvironment,
  type TokenStorage,
  type ShopWallet,
} from "@chat/client";
import { localeStore } from "@chat/i18n";
import type { ChatPanelEnvironment } from "@chat/widget";
import { createChatPanelHandle, type ChatPanelHandle } from "../chat/chat-panel-handle.js";
import { createInstallPrompt, type InstallPrompt } from "../install/install-prompt.js";
import { createMaintenance, type Maintenance } from "../maintenance/maintenance.js";
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
   * The signed-in user's balances and the receipt on screen: the side bar shows it, the wallet page's
   * purchases (`usePurchases`, loaded with the pages that buy) and the panel's `chat-wallet` events
   * keep it current after every charge or top-up.
   */
  wallet: ShopWallet;
  /** Whether the server answered 503 (under maintenance): the app then shows the maintenance page. */
  maintenance: Maintenance;
  /** The browser's offer to install the web app, kept for the /appInstall page. */
  install: InstallPrompt;
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
  // The API client reports a 503 before `maintenance` exists; calls start only after this returns.
  const late: { maintenance?: Maintenance } = {};
  const client = createClientEnvironment({
    baseUrl: options.baseUrl ?? "",
    tokenStorage: options.tokenStorage ?? cookieTokenStorage(win.document),
    getLocale: () => localeStore.get(),
    onMaintenance: (message) => late.maintenance?.report(message),
    // Avatar uploads show their progress, which only XMLHttpRequest reports; a fetch injected by a
    // test carries every call, uploads included.
    ...(options.fetch ? { fetch: options.fetch } : { sendWithProgress: xhrSend(() => new (win as Window & typeof globalThis).XMLHttpRequest()) }),
  });
  const wallet = createShopWallet({ api: client.api });
  const maintenance = (late.maintenance = createMaintenance(client));
  // Balances belong to the signed-in user: another login starts from that user's numbers.
  client.session.$token.listen(() => wallet.reset());
  return {
    ...client,
    wallet,
    maintenance,
    install: createInstallPrompt(),
    router: createAppRouter(),
    viewport: createViewport(win),
    scrollBottom: createScrollBottom(),
    chatPanel: createChatPanelHandle(options.baseUrl ?? "", options.chatEnvironment),
  };
}
