import type { EncounterEvent } from "./encounter.js";
import type { Announcement, Friend, FriendApplication, InteractionRecord, UnreadSummary } from "./friends.js";
import type { ChatMessage, SendMessageReply, SendMessageRequest } from "./messages.js";
import type { BlockChange } from "./people.js";
import type { ProfileEvent } from "./profiles.js";
import type { SupportFeedEvent } from "./support.js";
import type { WalletBalance } from "./wallet.js";

/**
 * Frames of the real-time gateway at `/ws` (JSON text frames).
 * The client's first frame authenticates and says the last sequence number it saw; the server replays
 * every event after it from the database, sends `ready`, then live events.
 */
export type ClientFrame =
  | { type: "auth"; token: string; lastSeq: number }
  | { type: "ping" }
  /**
   * A message sent over the open socket once it is `ready`, exactly as `POST /api/message/send` would
   * (same body, same clientMsgId idempotency, same errors); answered by a `sendAck` with the same `id`.
   * `locale` does what `Accept-Language` does over HTTP: the refusal's `msg` is in that language.
   */
  | { type: "send"; id: string; data: SendMessageRequest; locale?: string }
  /**
   * The user is typing to `to` (sent at most every `TYPING.sendEveryMs` while typing); the server
   * passes it on to `to` as a `typing` frame when the two may talk. Never answered, never stored.
   */
  | { type: "typing"; to: number };

/** Typing notices: how often a typing client says so, and how long the peer shows "typing…". */
export const TYPING = { sendEveryMs: 3000, showForMs: 5000 } as const;

/** The answer to a `send` frame: the HTTP envelope's code, msg and data (null unless code is 200). */
export interface SendAck {
  type: "sendAck";
  id: string;
  code: number;
  msg: string;
  data: SendMessageReply | null;
}

/**
 * `lastSeq` for a client that has seen nothing yet and loads its lists over HTTP: a value ahead of the
 * server's latest seq starts the connection at the latest, with no replay.
 */
export const LAST_SEQ_FROM_NOW = Number.MAX_SAFE_INTEGER;

/** WebSocket close codes of the gateway: 4000 plus the nearest HTTP status, and the standard 1012. */
export const GATEWAY_CLOSE = {
  /** An unreadable frame. */
  badFrame: 4400,
  /** A bad token, or the session ended while connected (logout, password change, account deleted, expiry). */
  authFailed: 4401,
  /** No `auth` frame in time. */
  authTimeout: 4408,
  /** Logged in on another device. */
  conflict: 4409,
  /**
   * The user opened more sockets than the server keeps for one user: the oldest made room for the
   * newest. The client stays closed (a reconnect would in turn close another of the user's sockets).
   */
  replaced: 4410,
  /** Too many frames a second, or too many sockets from one client address (the reason says which). */
  flood: 4429,
  /** Fell too far behind during the replay. */
  slowReader: 4508,
  /**
   * The server process is restarting (it drains on SIGTERM): WebSocket's own "Service Restart". The
   * client reconnects at once (through the proxy, to another process) and resumes by seq.
   */
  restart: 1012,
} as const;

/** Events carry the receiving user's per-user, gapless, increasing sequence number. */
export type ServerEvent =
  | { type: "message"; seq: number; data: ChatMessage }
  /** `unread` (the receiver's event only): their unread count with the sender after the recall. */
  | { type: "recall"; seq: number; data: { messageId: string; fromUserId: number; toUserId: number; unread?: number } }
  /**
   * `userId` read the conversation with `peerUserId` up to `time`: to the reader's own devices (the
   * badge clears), and to `peerUserId` only when they are SVIP (read receipts, product §6).
   */
  | { type: "read"; seq: number; data: { userId: number; peerUserId: number; time: number } }
  /** To an SVIP sender: `userId`'s devices received the messages from `peerUserId` sent up to `time`. */
  | { type: "delivered"; seq: number; data: { userId: number; peerUserId: number; time: number } }
  | { type: "unread"; seq: number; data: UnreadSummary }
  | { type: "notice"; seq: number; data: Announcement }
  | { type: "friend-apply"; seq: number; data: FriendApplication }
  /**
   * A new friend, to both. `byFriend` is on the event of the one who did nothing when the other made
   * the friendship, for a live notice: "accepted" (they answered my request) or "added" (they added
   * me, my profile being open to anyone); never when either blocked the other or they are banned or
   * suspended.
   */
  | { type: "friend-added"; seq: number; data: Friend & { byFriend?: "accepted" | "added" } }
  /**
   * Someone followed the user, liked or commented on their moment or replied to their comment: the
   * record as `GET /api/interact/list` answers it, for a live notice (the `unread` event beside it
   * moves the count). Never from someone blocked either way, banned or suspended.
   */
  | { type: "interaction"; seq: number; data: InteractionRecord }
  | ProfileEvent
  /** To the sender of a burn-after-read image: the receiver opened it. */
  | { type: "burn-read"; seq: number; data: { messageId: string; viewerId: number; time: number } }
  /** The user's balances changed (a charge, a top-up, an operator change). */
  | { type: "wallet"; seq: number; data: WalletBalance }
  /** To the blocker's own devices: someone was blocked or unblocked (their Recent and Contacts follow). */
  | { type: "block"; seq: number; data: BlockChange }
  /** Encounter: a match was made for the user (both sides), or the other side ended it. */
  | { type: "encounter"; seq: number; data: EncounterEvent }
  /**
   * To the customer-service account only: operators assigned, noted, resolved or reopened the thread
   * of `memberId` in the console's inbox, whose live feed follows this account's events. Members'
   * clients never get it (and pass over event types they do not know).
   */
  | { type: "support"; seq: number; data: SupportFeedEvent };

export type ServerFrame =
  | ServerEvent
  | { type: "ready"; seq: number }
  | { type: "pong" }
  /** Another device logged in: this session is over; the socket closes next. */
  | { type: "conflict" }
  | { type: "error"; code: number; msg: string }
  /** `userId` is typing to this user (live only, not stored, no seq): show "typing…" for a while. */
  | { type: "typing"; data: { userId: number } }
  | SendAck;

export type ServerEventType = ServerEvent["type"];
