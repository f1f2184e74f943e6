/**
 * The public shape of the chat client: the stores the panel renders and the actions it calls.
 * `createChat(env)` (chat.ts) implements it; the widget and stories use only what is declared here.
 * Rules (ordering, unread, pending/failed/retry, resume without gaps) live behind these actions.
 */
import type {
  Announcement,
  ChatMessage,
  ComplaintReason,
  Conversation,
  Friend,
  FriendApplication,
  InteractionRecord,
  ServerFrame,
  UnreadSummary,
  UserInfo,
} from "@chat/protocol";
import type { ReadableAtom } from "nanostores";
import type { ApiClient } from "../api/api-client.js";
import type { PaidChat } from "./paid.js";

// ── Environment ───────────────────────────────────────────────────────────────────────────────

/** A real-time connection: our gateway over WebSocket by default (`gatewayTransport`). */
export interface Transport {
  /**
   * Opens a connection, authenticates with `token` and asks for every event after `lastSeq`.
   * Frames arrive through `onFrame`; `onClose` fires once when the connection ends for any reason.
   */
  open(options: {
    token: string;
    lastSeq: number;
    onFrame(frame: ServerFrame): void;
    onClose(info: { code: number; reason: string }): void;
  }): TransportConnection;
}
export interface TransportConnection {
  close(): void;
}

/** Small synchronous key-value storage (localStorage in browsers, a Map in tests). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

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
  /** Added: the current access token, sent in the gateway's first frame (never in the URL). */
  token: () => string | null;
  /**
   * Added: shrinks an image above LIMITS.compressionThresholdBytes to at most 1920×1080 at quality 0.5
   * (spec §5). The widget passes a canvas implementation; without it images are sent as picked.
   */
  compressImage?: (image: Blob) => Promise<Blob>;
  /** Added: another tab of this browser logged out (`logout()` there); the host logs out here too. */
  onRemoteLogout?: () => void;
  /** Added: the gateway refused the token (error 401): the session is dead, log out. */
  onUnauthorized?: () => void;
  /** Added: 0 ≤ n < 1 for the backoff jitter (default Math.random); tests fix it. */
  random?: () => number;
  /**
   * Added: where the browser's `online` and `visibilitychange` events are heard (default: globalThis
   * when it has addEventListener); they trigger `reconnectNow`.
   */
  events?: Pick<EventTarget, "addEventListener" | "removeEventListener">;
  /** Added (issue 5): origin of the chat server, for the burn-after-read image's one-time URL ("" = page's own). */
  apiBase?: string;
}

/** Cross-tab messaging: one tab leads (owns the socket), the others follow. */
export interface TabChannel {
  post(message: unknown): void;
  subscribe(listener: (message: unknown) => void): () => void;
}

// ── State ─────────────────────────────────────────────────────────────────────────────────────

export type ConnectionState =
  | { status: "idle" }
  | { status: "connecting"; attempt: number }
  | { status: "online" }
  /** Waiting before the next attempt (at most LIMITS.reconnectAttempts). */
  | { status: "reconnecting"; attempt: number; retryAt: number }
  /** Gave up after the last attempt: the UI shows a "Reconnect" button (`reconnectNow`). */
  | { status: "offline" }
  /** Another device logged in; the session is over. */
  | { status: "conflict" };

export type DeliveryStatus = "pending" | "sent" | "failed";

/** A message as the panel shows it: the wire message plus local delivery state. */
export interface UiMessage extends ChatMessage {
  /** Stable key for rendering: the clientMsgId. */
  key: string;
  status: DeliveryStatus;
  /** Why a send failed (already in the user's language), for the failed bubble. */
  error?: string;
  /** For a failed/pending image: the local preview URL (object URL) until the upload succeeds. */
  localImageUrl?: string;
  /**
   * Added: the failed send's body code (spec §8: 105, 106 and 106001 open the out-of-coins modal);
   * 0 when no answer arrived (then `error` is "" and the UI shows its maintenance text).
   */
  errorCode?: number;
}

export interface ConversationView {
  peerId: number;
  /** Oldest first, as rendered. */
  messages: UiMessage[];
  /** True while older history is loading. */
  loadingOlder: boolean;
  /** False when the beginning of the history is reached. */
  hasOlder: boolean;
}

export interface Composer {
  text: string;
  /** A picked image waiting to be sent (kept after a failed send). */
  image: { file: Blob; previewUrl: string; name: string } | null;
  /** Added: why the last `send` refused to send (the UI localizes the key); cleared on the next edit. */
  error?: "messageTooLong";
  /** Added (issue 5): the picked image goes as burn-after-read. */
  burn?: boolean;
}

/** The last incoming message, for a polite live region: the UI words it ("Ada: hello", "Ada sent an image"). */
export interface IncomingAnnouncement {
  /** The message id (a new id re-announces). */
  id: string;
  /** The text of a txt message; "" for images and custom messages. */
  text: string;
  /** Added: what kind of message arrived. */
  kind: ChatMessage["type"];
  /** Added: the sender's user id and display name (remark if set, else nickname; "" if unknown). */
  peerId: number;
  name: string;
}

/** Which screen of the panel is showing (spec: view index 0 list, 3 customer service, 4+ conversation). */
export type PanelView =
  | { name: "list"; tab: "recent" | "contacts" }
  | { name: "conversation"; peerId: number }
  | { name: "applications" }
  | { name: "announcements" }
  | { name: "interactions" }
  | { name: "profile"; userId: number };

/** A profile card's data (spec §2), from `GET /api/user/info`. */
export type PublicProfile = Pick<
  UserInfo,
  | "id"
  | "account"
  | "nickname"
  | "avatar"
  | "vipLevel"
  | "gender"
  | "age"
  | "region"
  | "interest"
  | "occupation"
  | "language"
  | "height"
  | "weight"
  | "imAccount"
  | "onlineState"
> & { remark?: string; isFriend?: boolean };

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
  $interactions: ReadableAtom<{ items: InteractionRecord[]; hasMore: boolean; loading: boolean }>;
  $complaintReasons: ReadableAtom<ComplaintReason[]>;
  $view: ReadableAtom<PanelView>;
  /** The open conversation, or null. */
  $active: ReadableAtom<ConversationView | null>;
  $composer: ReadableAtom<Composer>;
  /** The last incoming message for a polite screen-reader announcement. */
  $announcement: ReadableAtom<IncomingAnnouncement | null>;
  $profile: ReadableAtom<{ loading: boolean; profile: PublicProfile | null; error?: string }>;
  /**
   * Added (issue 5): gold coins, translation, gifts and burn-after-read of the started session (null
   * before `start()`). Optional so that older fakes of the contract still fit.
   */
  $paid?: ReadableAtom<PaidChat | null>;

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
  /** Added (issue 5): marks the picked image as burn-after-read. Optional for older fakes. */
  setBurn?(burn: boolean): void;
  /** Added (issue 5): sends a gift (catalogue id, note, count) to the open conversation. Optional for older fakes. */
  sendGift?(giftId: string, note: string, amount?: number): Promise<void>;
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
