/**
 * The real-time connection's shapes: the transport that carries gateway frames, the cross-tab channel
 * the leading tab shares events over, and the connection state the panel shows.
 */
import type { ClientFrame, ServerFrame } from "@chat/protocol";

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
  /**
   * Sends a frame over the open connection; false when it could not leave (not open). Our gateway
   * has it; a transport without it (Easemob) gets no `send` frames, so messages go over HTTP.
   */
  send?(frame: ClientFrame): boolean;
}

/** Cross-tab messaging: one tab leads (owns the socket), the others follow. */
export interface TabChannel {
  post(message: unknown): void;
  subscribe(listener: (message: unknown) => void): () => void;
}

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

