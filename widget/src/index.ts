/**
 * `@chat/widget`: importing it registers `<chat-panel>`. The host app and partner bundles use only
 * the element and these public types (see element/types.ts and docs/embedding.md).
 */
export { ChatPanelElement, CHAT_PANEL_ATTRIBUTES, defineChatPanel } from "./element.js";
export type {
  ChatLogoutReason,
  ChatPanelApi,
  ChatPanelEnvironment,
  ChatPanelEventDetails,
  ChatPanelEventMap,
  ChatPanelEventName,
  ChatPanelPosition,
  ChatPanelTheme,
} from "./element.js";
