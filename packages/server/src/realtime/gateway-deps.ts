/**
 * What the gateway needs from the rest of the server, and nothing more: delivery (bus, presence),
 * time, the stored event log, and the signed-in session behind a token. app.ts wires these from the
 * account feature and the configuration, so the gateway can be tested and reasoned about alone.
 */
import type { Envelope, SendMessageReply } from "@chat/protocol";
import type { Clock } from "../clock.js";
import type { Bus } from "./bus.js";
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
  /** Partner origins allowed besides our own (ALLOWED_ORIGINS plus partner origins). */
  allowedOrigins: readonly string[];
  /** Our own origin (PUBLIC_ORIGIN), when configured. */
  publicOrigin: string | undefined;
}
