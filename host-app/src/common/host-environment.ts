import type { ClientEnvironment, ShopWallet } from "@chat/client";
import type { ChatPanelHandle } from "../chat/chat-panel-handle.js";
import type { InstallPrompt } from "../install/install-prompt.js";
import type { ScrollBottom, Viewport } from "../layout/viewport.js";
import type { Maintenance } from "../maintenance/maintenance.js";
import type { AppRouter } from "../router/routes.js";

/**
 * Everything the host app's screens use, built once by the shell (`app/environment.ts`,
 * `createHostEnvironment`) and passed down by context (`env-context.tsx`).
 */
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
