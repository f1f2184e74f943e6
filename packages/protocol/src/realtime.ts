import type { BlockChange } from "./block.js";
import type { EncounterEvent } from "./encounter.js";
import type { Announcement, Friend, FriendApplication, UnreadSummary } from "./friends.js";
import type { ChatMessage, SendMessageReply, SendMessageRequest } from "./messages.js";
import type { ProfileEvent } from "./profiles.js";
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
  | { type: "send"; id: string; data: SendMessageRequest; locale?: string };

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

/** Events carry the receiving user's per-user, gapless, increasing sequence number. */
export type ServerEvent =
  | { type: "message"; seq: number; data: ChatMessage }
  /** `unread` (the receiver's event only): their unread count with the sender after the recall. */
  | { type: "recall"; seq: number; data: { messageId: string; fromUserId: number; toUserId: number; unread?: number } }
  | { type: "read"; seq: number; data: { userId: number; peerUserId: number; time: number } }
  | { type: "unread"; seq: number; data: UnreadSummary }
  | { type: "notice"; seq: number; data: Announcement }
  | { type: "friend-apply"; seq: number; data: FriendApplication }
  | { type: "friend-added"; seq: number; data: Friend }
  | ProfileEvent
  /** To the sender of a burn-after-read image: the receiver opened it. */
  | { type: "burn-read"; seq: number; data: { messageId: string; viewerId: number; time: number } }
  /** The user's balances changed (a charge, a top-up, an operator change). */
  | { type: "wallet"; seq: number; data: WalletBalance }
  /** To the blocker's own devices: someone was blocked or unblocked (their Recent and Contacts follow). */
  | { type: "block"; seq: number; data: BlockChange }
  /** Encounter: a match was made for the user (both sides), or the other side ended it. */
  | { type: "encounter"; seq: number; data: EncounterEvent };

export type ServerFrame =
  | ServerEvent
  | { type: "ready"; seq: number }
  | { type: "pong" }
  /** Another device logged in: this session is over; the socket closes next. */
  | { type: "conflict" }
  | { type: "error"; code: number; msg: string }
  | SendAck;

export type ServerEventType = ServerEvent["type"];
