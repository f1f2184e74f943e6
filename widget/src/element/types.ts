/**
 * The public contract of `<chat-panel>`: attributes, properties, methods and events. Partner pages
 * and the host app use nothing else; docs/embedding.md describes the same list.
 */
import type { KeyValueStorage, Transport } from "@chat/client";

/** Why the panel's session ended (`chat-logout`). */
export type ChatLogoutReason = "logout" | "conflict" | "unauthorized";

/** Details of the events `<chat-panel>` dispatches; all bubble and cross the shadow root (`composed`). */
export interface ChatPanelEventDetails {
  /** The user is known and the connection is starting. */
  "chat-ready": { userId: number };
  "chat-open": Record<string, never>;
  "chat-close": Record<string, never>;
  /** The total unread count (conversations plus pending friend applications) changed. */
  "chat-unread": { total: number };
  /** A paid action needs gold coins (which purchase: "coins" or "translation"). */
  "chat-need-coins": { kind: "coins" | "translation" };
  /** The user asked for someone's home page (profile card avatar). */
  "chat-open-profile": { userId: number };
  /** The session is over: the host should log out too (another device, dead token, `logout()`). */
  "chat-logout": { reason: ChatLogoutReason };
  /** Something failed that the page may want to log or show. */
  "chat-error": { message: string };
}

export type ChatPanelEventName = keyof ChatPanelEventDetails;

/** `addEventListener` typings: `panel.addEventListener("chat-unread", (e) => e.detail.total)`. */
export type ChatPanelEventMap = { [K in ChatPanelEventName]: CustomEvent<ChatPanelEventDetails[K]> };

/**
 * Parts of the environment a test, story or unusual embedding may swap before the element connects.
 * Everything is optional; the defaults are the browser's fetch, our gateway and localStorage.
 */
export interface ChatPanelEnvironment {
  fetch?: typeof fetch;
  transport?: Transport;
  storage?: KeyValueStorage;
  /**
   * Added (issue 6): receive through the Easemob cloud instead of our gateway (attributes
   * `transport="easemob"` and `easemob-app-key`). Ignored when `transport` is set.
   */
  easemob?: { appKey: string };
}

/** `theme` attribute: the built-in light or dark token set (custom `--chat-*` values still win). */
export type ChatPanelTheme = "light" | "dark";
/** `position` attribute: the launcher's and floating panel's corner, at the inline end or start. */
export type ChatPanelPosition = "end" | "start";

/** The element's public properties and methods (attributes are listed in `CHAT_PANEL_ATTRIBUTES`). */
export interface ChatPanelApi {
  /** Attribute `api-base`: origin of the chat server, e.g. `https://chat.example.com`. */
  apiBase: string | undefined;
  /** Attribute `locale`: one of the 17 UI locales; sets `lang` and `dir` inside the panel. */
  locale: string | undefined;
  /** Attribute `token`: a session the page obtained for the user (kept in memory only). */
  token: string | null;
  /** Attribute `fullscreen`: the panel covers the viewport instead of floating. */
  fullscreen: boolean;
  /** Attribute `theme`. */
  theme: ChatPanelTheme;
  /** Attribute `position`. */
  position: ChatPanelPosition;
  /** Attribute `open` (read through `isOpen`; `open` is the method). */
  readonly isOpen: boolean;
  /** Swappable parts of the environment; set before the element is connected. */
  environment: ChatPanelEnvironment | undefined;
  open(): void;
  close(): void;
  toggle(): void;
  /** Opens the panel on the conversation with this user (the profile page's "Send message"). */
  openConversation(userId: number): void;
  /** Opens the panel on the friend applications. */
  showApplications(): void;
  /** Ends the panel's session here (closes the connection, forgets the token) and fires `chat-logout`. */
  logout(): void;
}

/**
 * Attributes `<chat-panel>` observes. `inline` renders in the page flow; `hide-close` hides "Close";
 * `hide-launcher` hides the round launcher button (for pages with their own entry point).
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
  "transport",
  "easemob-app-key",
] as const;
