/**
 * The browser environment of the panel's chat runs: the element's swapped parts (tests, stories,
 * unusual embeddings) or the defaults: fetch, our gateway (or Easemob), localStorage, one
 * BroadcastChannel per server, canvas image compression.
 */
import {
  createChatRun,
  createPanelChat,
  deferredTransport,
  gatewayTransport,
  gatewayUrl,
  type ChatRun,
  type ChatRunOptions,
  type PanelChat,
  type OnIncoming,
  type PanelChatOptions,
  type Transport,
} from "@chat/client/core";
import { DEFAULT_LOCALE, type Locale } from "@chat/protocol/core";
import { computed } from "nanostores";
import { attention } from "../attention/attention.js";
import type { PanelController } from "../element/controller.js";
import { broadcastTabs, browserStorage } from "./browser-env.js";

/**
 * `createRun` of the panel's chat store for this element's environment: a run that keeps only the
 * launcher's part (unread total, wallet, the socket's events) until the panel first opens (or shows
 * inline), then loads the full chat with `loadFullChat` (the open panel's code: panel-app.tsx).
 */
export function browserChatRuns(
  apiBase: string,
  controller: PanelController,
  loadFullChat: ChatRunOptions["loadFullChat"],
  onIncoming?: OnIncoming,
): PanelChatOptions["createRun"] {
  const env = controller.environment ?? {};
  const $open = computed([controller.$open, controller.$inline], (open, inline) => open || inline);
  return (token, hooks): ChatRun =>
    createChatRun({
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
      loadFullChat,
      $open,
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

/**
 * The chat store of one element: its token, storage and environment, telling the page through the
 * controller; `loadFullChat` brings the open panel's code.
 */
export function createElementChat(
  controller: PanelController,
  apiBase: string,
  loadFullChat: ChatRunOptions["loadFullChat"],
  locale: () => Locale = () => DEFAULT_LOCALE,
): PanelChat {
  // The signed-in user's "Show message text in notifications" (on unless they turned it off).
  const showText = () => {
    const screen = chat.$screen.get();
    return screen.name !== "chat" || screen.run.$user.get()?.userSetVo?.notificationText !== false;
  };
  const chat = createPanelChat({
    apiBase,
    storage: controller.environment?.storage ?? browserStorage(),
    handedOver: controller.$token,
    createRun: browserChatRuns(apiBase, controller, loadFullChat, attention({ controller, locale, apiBase, showText })),
    emit: (event) => controller.emitEvent(event),
    onCommand: (listener) => controller.onCommand(listener),
  });
  return chat;
}
