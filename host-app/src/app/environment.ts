import { cookieTokenStorage, createClientEnvironment, createShopWallet, xhrSend, type TokenStorage } from "@chat/client";
import { localeStore } from "@chat/i18n";
import type { ChatPanelEnvironment } from "@chat/widget";
import { createChatPanelHandle } from "../chat/chat-panel-handle.js";
import { createInstallPrompt } from "../install/install-prompt.js";
import { createMaintenance, type Maintenance } from "../maintenance/maintenance.js";
import { createAppRouter } from "../router/routes.js";
import { createScrollBottom, createViewport } from "../layout/viewport.js";
import type { HostEnvironment } from "../common/host-environment.js";

export interface HostEnvironmentOptions {
  /** Server origin; "" is the page's own origin. */
  baseUrl?: string;
  tokenStorage?: TokenStorage;
  fetch?: typeof fetch;
  win?: Window;
  /** Swaps the chat panel's fetch/transport/storage (tests). */
  chatEnvironment?: ChatPanelEnvironment;
}

/** Builds the environment every screen reads through `useEnv` (common/env-context.tsx). */
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
