/**
 * The public contract of `<chat-panel>`: attributes, properties, methods and events. Partner pages
 * and the host app use nothing else; docs/embedding.md describes the same list.
 */
import type { KeyValueStorage, Transport } from "@chat/client";

// The contract partners see is written once, in the typings the npm build ships (widget/types).
import type { ChatPanelApi as PublicChatPanelApi, ChatPanelAttribute } from "../../types/contract.js";

export type {
  ChatLiveNotice,
  ChatLogoutReason,
  ChatPanelAttribute,
  ChatPanelEventDetails,
  ChatPanelEventMap,
  ChatPanelEventName,
  ChatPanelPosition,
  ChatPanelTheme,
  ChatWalletBalance,
} from "../../types/contract.js";

/**
 * Parts of the environment a test, story or unusual embedding may swap before the element connects.
 * Everything is optional; the defaults are the browser's fetch, our gateway and localStorage.
 */
export interface ChatPanelEnvironment {
  fetch?: typeof fetch;
  transport?: Transport;
  storage?: KeyValueStorage;
  /**
   * Receive through the Easemob cloud instead of our gateway (attributes
   * `transport="easemob"` and `easemob-app-key`). Ignored when `transport` is set.
   */
  easemob?: { appKey: string };
}

/** The element's public properties and methods, plus the environment tests and stories swap. */
export interface ChatPanelApi extends PublicChatPanelApi {
  /** Swappable parts of the environment; set before the element is connected. */
  environment: ChatPanelEnvironment | undefined;
}

/**
 * Attributes `<chat-panel>` observes. `inline` renders in the page flow; `hide-close` hides "Close";
 * `hide-launcher` hides the round launcher button (for pages with their own entry point). `sound`
 * plays a short tone for a message the person is not looking at; `notifications` shows a desktop
 * notification for one that arrives while the page is hidden, once the browser allows them.
 */
export const CHAT_PANEL_ATTRIBUTES = [
  "api-base",
  "locale",
  "token",
  "open",
  "fullscreen",
  "theme",
  "position",
  "inline",
  "hide-close",
  "hide-launcher",
  "sound",
  "notifications",
  "transport",
  "easemob-app-key",
] as const satisfies readonly ChatPanelAttribute[];
