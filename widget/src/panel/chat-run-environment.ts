/**
 * The browser environment of the panel's chat runs: the element's swapped parts (tests, stories,
 * unusual embeddings) or the defaults: fetch, our gateway (or Easemob), localStorage, one
 * BroadcastChannel per server, canvas image compression.
 */
import {
  createLauncherRun,
  createPanelChat,
  deferredTransport,
  gatewayTransport,
  gatewayUrl,
  type ChatRun,
  type PanelChat,
  type OnIncoming,
  type PanelChatOptions,
  type Transport,
} from "@chat/client/core";
import { DEFAULT_LOCALE, type Locale } from "@chat/protocol/core";
import { attention } from "../attention/attention.js";
import type { PanelController } from "../element/controller.js";
import type { ChatPanelEnvironment } from "../element/types.js";
import { broadcastTabs, browserStorage } from "./browser-env.js";

/**
 * `createRun` of the panel's chat store for this element's environment: a layered run, which keeps
 * only the launcher's part (unread total, wallet, the socket's events) until the open panel's code
 * hands over the full chat (panel-app.tsx).
 */
export function browserChatRuns(apiBase: string, environment: ChatPanelEnvironment | undefined, onIncoming?: OnIncoming): PanelChatOptions["createRun"] {
  const env = environment ?? {};
  return (token, hooks): ChatRun =>
    createLauncherRun({
      ...hooks,
      apiBase,
      token,
      fetch: env.fetch,
      transport: (imAccount) => env.transport ?? defaultTransport(apiBase, env.easemob, imAccount, env.fetch),
      storage: env.storage ?? browserStorage(),
      // Tabs of one browser share one connection per server (the channel is per origin already).
      tabs: env.transport ? undefined : broadcastTabs(`chat-panel:${apiBase}`),
      compressImage: (image) => import("./image-compress.js").then((m) => m.canvasCompress(image)),
      onIncoming,
    });
}

/**
 * Our gateway, or (opt-in) the Easemob adapter: imported dynamically so neither it nor the SDK is in
 * the default bundle; both load when the first connection opens.
 */
function defaultTransport(apiBase: string, easemob: { appKey: string } | undefined, imAccount: () => string | null, fetch?: typeof globalThis.fetch): Transport {
  if (!easemob) return gatewayTransport({ url: gatewayUrl(apiBase) });
  const { appKey } = easemob;
  return deferredTransport(() => import("./easemob-environment.js").then((m) => m.easemobChatTransport({ apiBase, appKey, imAccount, fetch })));
}

/** The chat store of one element: its token, storage and environment, telling the page through the controller. */
export function createElementChat(controller: PanelController, apiBase: string, locale: () => Locale = () => DEFAULT_LOCALE): PanelChat {
  // The signed-in user's "Show message text in notifications" (on unless they turned it off).
  const showText = () => {
    const screen = chat.$screen.get();
    return screen.name !== "chat" || screen.run.$user.get()?.userSetVo?.notificationText !== false;
  };
  const chat = createPanelChat({
    apiBase,
    storage: controller.environment?.storage ?? browserStorage(),
    handedOver: controller.$token,
    createRun: browserChatRuns(apiBase, controller.environment, attention({ controller, locale, apiBase, showText })),
    emit: (event) => controller.emitEvent(event),
    onCommand: (listener) => controller.onCommand(listener),
  });
  return chat;
}
