/**
 * Types of `chat-panel.mjs` (the ES module build) and of the element the `chat-panel.js` script tag
 * defines: `import type { ChatPanelElement } from "…/widget/chat-panel.mjs"`. Importing this file
 * also types `document.querySelector("chat-panel")` and the panel's events.
 */
import type { ChatPanelApi, ChatPanelAttribute, ChatPanelEventMap } from "./contract.js";

export type * from "./contract.js";

export declare const CHAT_PANEL_ATTRIBUTES: readonly ChatPanelAttribute[];

export declare class ChatPanelElement extends HTMLElement implements ChatPanelApi {
  apiBase: string | undefined;
  locale: string | undefined;
  token: string | null;
  fullscreen: boolean;
  theme: ChatPanelApi["theme"];
  position: ChatPanelApi["position"];
  readonly isOpen: boolean;
  open(): void;
  close(): void;
  toggle(): void;
  openConversation(userId: number): void;
  openGifts(userId: number): void;
  showApplications(): void;
  logout(): void;
  addEventListener<K extends keyof ChatPanelEventMap>(
    type: K,
    listener: (this: ChatPanelElement, event: ChatPanelEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof ChatPanelEventMap>(
    type: K,
    listener: (this: ChatPanelElement, event: ChatPanelEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** Starts loading the open panel's code before a panel needs it; the panel that opens later takes the same download. */
export declare function preloadPanel(): Promise<unknown>;

/** Defines the element under `name` (the module does this for "chat-panel" when it loads). */
export declare function defineChatPanel(name?: string): void;

declare global {
  interface HTMLElementTagNameMap {
    "chat-panel": ChatPanelElement;
  }
}
