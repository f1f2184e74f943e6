/**
 * What the gateway needs from the rest of the server, and nothing more: delivery (bus, presence),
 * time, the stored event log, and the signed-in session behind a token. app.ts wires these from the
 * account feature and the configuration, so the gateway can be tested and reasoned about alone.
 */
import type { Envelope, SendMessageReply } from "@chat/protocol";
import type { Clock } from "../clock.js";
import type { Bus, FrameOrigin } from "./bus.js";
import type { EventReader } from "./events.js";
import type { Presence } from "./presence.js";

/** The signed-in session a socket authenticated with. */
export interface SocketSession {
  userId: number;
  tokenHash: string;
  /** When the session ends by itself (epoch ms). */
  expiresAt: number;
}

/**
 * A socket's session checked again: still live (until `expiresAt`), ended while the user has another
 * live session (logged in on another device), or ended with none left (logout, password change,
 * account deleted, expiry).
 */
export type SessionCheck = { state: "live"; expiresAt: number } | { state: "elsewhere" } | { state: "ended" };

/** What the gateway reports to the metrics (metrics/metrics.ts); nothing when not given. */
export interface GatewayMetrics {
  /** A frame received, by its type ("invalid" for one that does not parse, "flood" over the rate). */
  frameIn(type: string): void;
  /** A frame sent, by its type. */
  frameOut(type: string): void;
  /** Reads the open and the signed-in sockets at each scrape. */
  observeSockets(read: () => { open: number; authenticated: number }): void;
  /** A socket was closed with 1012 because the process drains (the client reconnects elsewhere). */
  toldToReconnect?(): void;
  /** A message written on its receiver's socket this long after it was stored, published in this process or another. */
  messageDelivered?(origin: FrameOrigin, seconds: number): void;
}

export interface GatewayDeps {
  bus: Bus;
  presence: Presence;
  clock: Clock;
  events: EventReader;
  /** The live session of a token whose user still exists, or undefined. */
  authenticate(token: string): Promise<SocketSession | undefined>;
  /** What became of the user's session `tokenHash`. */
  checkSession(userId: number, tokenHash: string): Promise<SessionCheck>;
  /**
   * A `send` frame of the signed-in user, answered as `POST /api/message/send` would answer it (the
   * envelope's code, msg and data, `msg` in `locale` as `Accept-Language` picks it); the messages
   * feature provides it.
   */
  sendMessage?(userId: number, data: unknown, locale?: string): Promise<Envelope<SendMessageReply | null>>;
  /** A `typing` frame of the signed-in user to `to`; the messages feature passes it on when the two may talk. */
  typing?(userId: number, to: number): void;
  /** A message from `senderId` sent at `time` reached one of `userId`'s sockets (read receipts). */
  delivered?(userId: number, senderId: number, time: number): void;
  /** Partner origins allowed besides our own (ALLOWED_ORIGINS plus partner origins). */
  allowedOrigins: readonly string[];
  /** Our own origin (PUBLIC_ORIGIN), when configured. */
  publicOrigin: string | undefined;
  metrics?: GatewayMetrics;
}
