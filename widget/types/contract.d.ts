/**
 * The public contract of `<chat-panel>` for partners' TypeScript (docs/embedding.md), shipped in the
 * npm build as dist/widget/contract.d.ts. The element's own types (widget/src/element/types.ts) are
 * these, so the two cannot drift.
 */

/** Why the panel's session ended (`chat-logout`). */
export type ChatLogoutReason = "logout" | "conflict" | "unauthorized";

/**
 * The signed-in user's balances (`chat-wallet`): the same numbers as the server's `GET /api/wallet/balance`.
 */
export interface ChatWalletBalance {
  /** Gold coins. */
  goldCoin: number;
  /** Translation characters bought in packages. */
  character: number;
  /** Translation characters that came with a membership. */
  vipCharacter: number;
  /** Free gifts left this month. */
  freeGifts: number;
  /** 0 none, 1 VIP, 2 SVIP. */
  vipLevel: 0 | 1 | 2;
  /** Epoch ms when the membership ends; null for none. */
  vipExpiresAt: number | null;
}

/**
 * Something another person just did (`chat-live-notice`), for the page to show as a notice: they
 * accepted the user's friend request ("friend-accepted") or added them ("friend-added": the user's
 * profile is open to anyone), followed them, liked or commented on their moment, or replied to their
 * comment. The open panel shows the two friend kinds itself.
 */
export interface ChatLiveNotice {
  kind: "friend-accepted" | "friend-added" | "followed" | "liked" | "commented" | "replied";
  /** Who did it. */
  userId: number;
  nickname: string;
  /** The moment liked or commented on. */
  dynamicId?: number;
}

/** Details of the events `<chat-panel>` dispatches; all bubble and cross the shadow root (`composed`). */
export interface ChatPanelEventDetails {
  /** The user is known and the connection is starting. */
  "chat-ready": { userId: number };
  "chat-open": Record<string, never>;
  "chat-close": Record<string, never>;
  /** The total unread count (conversations plus pending friend applications) changed. */
  "chat-unread": { total: number };
  /**
   * A paid action needs a purchase: "coins" or "translation" (out of coins or characters), or
   * "membership" (an SVIP privilege such as read receipts was asked for).
   */
  "chat-need-coins": { kind: "coins" | "translation" | "membership" };
  /**
   * The balances changed (first load, a charge, a top-up anywhere, an operator change): the page
   * shows them without asking the server again.
   */
  "chat-wallet": ChatWalletBalance;
  /** Another person just did something the user hears of at once (see `ChatLiveNotice`). */
  "chat-live-notice": ChatLiveNotice;
  /** The user asked for someone's home page (profile card avatar). */
  "chat-open-profile": { userId: number };
  /** The user asked to finish or edit their own profile (the card's "Finish your profile"): open the profile edit. */
  "chat-edit-profile": Record<string, never>;
  /** The session is over (another device, a dead or expired token, `logout()`). */
  "chat-logout": { reason: ChatLogoutReason };
  /** Something failed that the page may want to log or show. */
  "chat-error": { message: string };
}

export type ChatPanelEventName = keyof ChatPanelEventDetails;

/** `addEventListener` typings: `panel.addEventListener("chat-unread", (e) => e.detail.total)`. */
export type ChatPanelEventMap = { [K in ChatPanelEventName]: CustomEvent<ChatPanelEventDetails[K]> };

/** `theme` attribute: the built-in light or dark token set (custom `--chat-*` values still win). */
export type ChatPanelTheme = "light" | "dark";
/** `position` attribute: the launcher's and floating panel's corner, at the inline end or start. */
export type ChatPanelPosition = "end" | "start";

/** The element's public properties and methods. */
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
  open(): void;
  close(): void;
  toggle(): void;
  /** Opens the panel on the conversation with this user. */
  openConversation(userId: number): void;
  /** Opens the panel on the conversation with this user, with the gift picker open (gifts go to friends only). */
  openGifts(userId: number): void;
  /** Opens the panel on the friend applications. */
  showApplications(): void;
  /** Ends the panel's session here (closes the connection, forgets the token) and fires `chat-logout`. */
  logout(): void;
}

/** The attributes `<chat-panel>` observes. */
export type ChatPanelAttribute =
  | "api-base"
  | "locale"
  | "token"
  | "open"
  | "fullscreen"
  | "theme"
  | "position"
  | "inline"
  | "hide-close"
  | "hide-launcher"
  | "sound"
  | "notifications"
  | "transport"
  | "easemob-app-key";
