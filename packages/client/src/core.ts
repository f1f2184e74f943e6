/**
 * `@chat/client/core`: what `<chat-panel>` needs while its panel is closed (the launcher): the panel's
 * chat store, the chat run and the transports. It leaves out the full chat (`createChat` and its
 * features), which the open panel's code imports from `@chat/client` and the run loads with its
 * `loadFullChat`, so a bundle splits the two.
 */
export { createChatRun } from "./panel-chat/chat-run.js";
export type { ChatRun, ChatRunEnd, ChatRunOptions, ChatRunStatus, FullChat } from "./panel-chat/chat-run.js";
export type { Incoming, OnIncoming } from "./attention/incoming.js";
export { createPanelChat, panelTokenKey } from "./panel-chat/panel-chat.js";
export type { PanelChat, PanelChatCommand, PanelChatEvent, PanelChatEvents, PanelChatOptions, PanelLogoutReason, PanelScreen } from "./panel-chat/panel-chat.js";
export { gatewayTransport, gatewayUrl } from "./realtime/gateway-transport.js";
export { deferredTransport } from "./realtime/deferred-transport.js";
export type { KeyValueStorage, TabChannel, Transport } from "./chat/contract.js";
