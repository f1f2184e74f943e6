/**
 * The public shape of the chat client: the stores the panel renders and the actions it calls.
 * `createChat(env)` (chat.ts) implements it; the widget and stories use only what is declared here.
 * Rules (ordering, unread, pending/failed/retry, resume without gaps) live behind these actions.
 */
import type {
  HistoryReceipts,
  Announcement,
  ComplaintReason,
  Conversation,
  Friend,
  FriendApplication,
  UnreadSummary,
  UserInfo,
} from "@chat/protocol";
import type { ReadableAtom } from "nanostores";
import type { ApiClient } from "../api/api-client.js";
import type { OnIncoming } from "../attention/incoming.js";
import type { BurnAfterRead } from "../burn-after-read/burn-after-read.js";
import type { KeyValueStorage } from "../common/storage.js";
import type { Friends } from "../friends/friends.js";
import type { Gifts } from "../gifts/gifts.js";
import type { Block } from "../people/block.js";
import type { PeerLanguages } from "../translation/peer-languages.js";
import type { Translation } from "../translation/translation.js";
import type { ChatWallet } from "../wallet/chat-wallet.js";
import type { ConnectionState, TabChannel, Transport } from "../realtime/transport.js";

export type { KeyValueStorage } from "../common/storage.js";
export type { ConnectionState, TabChannel, Transport, TransportConnection } from "../realtime/transport.js";
export type { DeliveryStatus, UiMessage } from "../messages/ui-message.js";
export type { PublicProfile } from "../profiles/profiles.js";
import type { ProfileState } from "../profiles/profiles.js";
import type { InteractionsState } from "../notifications/notifications.js";
import type { LiveNotice } from "../notifications/live-notices.js";
import type { Composer } from "../messages/composer.js";
import type { ConversationView } from "../messages/conversation-view.js";
import type { IncomingAnnouncement } from "../messages/message-events.js";
export type { Composer } from "../messages/composer.js";
export type { ConversationView } from "../messages/conversation-view.js";
export type { IncomingAnnouncement } from "../messages/message-events.js";

// ── Environment ───────────────────────────────────────────────────────────────────────────────

export interface ChatEnvironment {
  api: ApiClient;
  transport: Transport;
  /** For the last-500-messages cache and the last seen seq; keys are prefixed per user. */
  storage: KeyValueStorage;
  /** The logged-in user (own messages, IM account). */
  me: () => UserInfo | null;
  /** Current time in ms; tests move it. */
  now?: () => number;
  /** Timers, injectable for tests (default: globalThis). */
  setTimeout?: (fn: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
  /** Random id for clientMsgId (default: crypto.randomUUID). */
  newId?: () => string;
  /** Called when the server ends this session because another device logged in. */
  onConflict?: () => void;
  /** Shares one connection between tabs (BroadcastChannel in browsers); optional. */
  tabs?: TabChannel;
  /** The current access token, sent in the gateway's first frame (never in the URL). */
  token: () => string | null;
  /**
   * Shrinks an image above LIMITS.compressionThresholdBytes to at most 1920×1080 at quality 0.5
   * (product §5). The widget passes a canvas implementation; without it images are sent as picked.
   */
  compressImage?: (image: Blob) => Promise<Blob>;
  /** Another tab of this browser logged out (`logout()` there); the host logs out here too. */
  onRemoteLogout?: () => void;
  /** The gateway refused the token (error 401): the session is dead, log out. */
  onUnauthorized?: () => void;
  /** 0 ≤ n < 1 for the backoff jitter (default Math.random); tests fix it. */
  random?: () => number;
  /**
   * Where the browser's `online` and `visibilitychange` events are heard (default: globalThis
   * when it has addEventListener); they trigger `reconnectNow`.
   */
  events?: Pick<EventTarget, "addEventListener" | "removeEventListener">;
  /**
   * Whether the page is visible, asked again at each `visibilitychange` on `events` (default:
   * `document.visibilityState`). While hidden, the open conversation's new messages stay unread.
   */
  pageVisible?: () => boolean;
  /** Told of each message someone sent me, the first time it arrives (the element's sound and notifications). */
  onIncoming?: OnIncoming | undefined;
  /** Origin of the chat server, for the burn-after-read image's one-time URL ("" = page's own). */
  apiBase?: string;
  /**
   * The UI locale the API client sends as Accept-Language. Given, messages go over the open socket
   * (a `send` frame with this locale, so a refusal reads as over HTTP), HTTP being the fallback;
   * without it every message is sent over HTTP.
   */
  locale?: () => string;
}

// ── State ─────────────────────────────────────────────────────────────────────────────────────

/** Which screen of the panel is showing (spec: view index 0 list, 3 customer service, 4+ conversation). */
export type PanelView =
  | { name: "list"; tab: "recent" | "contacts" }
  | { name: "conversation"; peerId: number }
  | { name: "applications" }
  | { name: "announcements" }
  | { name: "interactions" }
  | { name: "profile"; userId: number };

export interface Chat {
  $connection: ReadableAtom<ConnectionState>;
  /** Recent tab, newest activity first; the customer-service conversation is included (userType "service"). */
  $conversations: ReadableAtom<Conversation[]>;
  /** Sum of unread_num over conversations plus pending applications: the header badge. */
  $unreadTotal: ReadableAtom<number>;
  $unreadSummary: ReadableAtom<UnreadSummary>;
  /** Contacts tab: friends grouped by firstLetter, groups and names in order. */
  $contacts: ReadableAtom<{ letter: string; friends: Friend[] }[]>;
  $applications: ReadableAtom<FriendApplication[]>;
  $announcements: ReadableAtom<Announcement[]>;
  $interactions: ReadableAtom<InteractionsState>;
  $complaintReasons: ReadableAtom<ComplaintReason[]>;
  $view: ReadableAtom<PanelView>;
  /** The open conversation, or null. */
  $active: ReadableAtom<ConversationView | null>;
  $composer: ReadableAtom<Composer>;
  /** The last incoming message for a polite screen-reader announcement. */
  $announcement: ReadableAtom<IncomingAnnouncement | null>;
  /**
   * The latest live notice: a friendship the other side made (accepted my request, added me), a new
   * follower, a like or comment. The panel shows the friend ones; the element tells the page.
   */
  $liveNotice: ReadableAtom<LiveNotice | null>;
  /** The peers typing to me now ("typing…" under their name for a few seconds). */
  $typing: ReadableAtom<ReadonlySet<number>>;
  /** Per peer, how far they received and read my messages (SVIP read receipts; empty otherwise). */
  $receipts: ReadableAtom<ReadonlyMap<number, HistoryReceipts>>;
  /**
   * Ids of the open conversation's own messages that may still be recalled (LIMITS.recallMs after
   * sending); each leaves the set by itself as its window passes.
   */
  $recallable: ReadableAtom<ReadonlySet<string>>;
  $profile: ReadableAtom<ProfileState>;
  /** Balances (live through the `wallet` event), the out-of-coins modal and the one-coin prompt. */
  wallet: ChatWallet;
  /** The per-conversation writing language and on-demand translation. */
  translation: Translation;
  /** The gift catalogue (sending is `sendGift`). */
  gifts: Gifts;
  /** Burn-after-read images as the receiver opens them. */
  burnAfterRead: BurnAfterRead;
  /** Block and unblock (the profile card's button), and the blocked users list. */
  block: Block;
  /** The profile card's "Add friend" and "Delete friend". */
  friends: Friends;
  /** The languages each peer speaks (their public profile), fetched once: the translation suggestion. */
  peerLanguages: PeerLanguages;

  /** Loads lists and opens the connection; call once after login. */
  start(): Promise<void>;
  /** Closes the connection and forgets in-memory state (logout, or the panel going away). */
  stop(): void;
  /** Added: `stop()` and tell the other tabs of this browser, which call `env.onRemoteLogout`. */
  logout(): void;
  /** Skips the backoff wait (the "Reconnect" button, `online` and `visibilitychange` events). */
  reconnectNow(): void;

  /**
   * Tells whether the panel is on screen. While hidden, messages of the open conversation count as
   * unread; showing it again marks that conversation read.
   */
  setVisible(visible: boolean): void;
  showList(tab: "recent" | "contacts"): void;
  /** Opens a conversation: shows cached messages, loads history, marks read, zeroes unread. */
  openConversation(peerId: number): Promise<void>;
  /** The press on a conversation's row, before its click: its newest page is asked for at once. */
  prefetchConversation(peerId: number): void;
  loadOlder(): Promise<void>;
  openApplications(): Promise<void>;
  openAnnouncements(): Promise<void>;
  openInteractions(): Promise<void>;
  loadMoreInteractions(): Promise<void>;
  openProfile(userId: number): Promise<void>;
  /** The profile card's "Send message": opens the conversation or moves it to the top. */
  messageFromProfile(userId: number): Promise<void>;

  setDraft(text: string): void;
  pickImage(file: Blob, name: string): Promise<{ ok: true } | { ok: false; error: "imageFormat" }>;
  clearImage(): void;
  /** Sends the composer's text (and image, if one is picked) to the open conversation. */
  send(): Promise<void>;
  /** Marks the picked image as burn-after-read. */
  setBurn(burn: boolean): void;
  /** Sends a gift (catalogue id, note, count) to the open conversation. */
  sendGift(giftId: string, note: string, amount?: number): Promise<void>;
  /** Sends a voice recording (Opus in WebM or Ogg) of `duration` seconds to the open conversation. */
  sendVoice(file: Blob, duration: number): Promise<void>;
  /** Sends again a failed message with the same clientMsgId (never a duplicate). */
  retry(key: string): Promise<void>;
  /** Recalls an own message; resolves to an error text when the server refuses. */
  recall(messageId: string): Promise<{ ok: true } | { ok: false; error: string }>;

  deleteConversation(peerId: number): Promise<void>;
  deleteHistory(peerId: number): Promise<void>;
  /** Saves a remark; resolves false (and the name reverts) when the server refuses. */
  renameRemark(friendUserId: number, remark: string): Promise<boolean>;
  answerApplication(applyId: number, approve: boolean): Promise<void>;
  loadComplaintReasons(): Promise<void>;
  fileComplaint(input: { type: number; notes: string; beComplainedAccount: string }): Promise<{ ok: true } | { ok: false; error: string }>;
}
