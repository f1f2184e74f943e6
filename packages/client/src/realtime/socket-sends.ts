/**
 * Messages sent over the open gateway socket (`send` frames) waiting for their `sendAck`. A send
 * that gets no answer — the socket closed first, or the ack took longer than `SEND_ACK_TIMEOUT_MS` —
 * resolves `undefined`, and the caller sends it over HTTP with the same clientMsgId (the server
 * answers a repeat with the message it stored, so nothing is sent twice).
 */
import type { ClientFrame, SendAck, SendMessageRequest } from "@chat/protocol";
import type { Timers } from "../common/timers.js";

/** How long a send waits for its ack before HTTP takes over (the socket may be dead but not yet closed). */
export const SEND_ACK_TIMEOUT_MS = 10_000;

export interface SocketSends {
  /** Sends over `send` (the open connection's); undefined at once when the frame could not leave. */
  send(send: (frame: ClientFrame) => boolean, data: SendMessageRequest, locale: string | undefined): Promise<SendAck | undefined>;
  /** An ack arrived: its send is answered. */
  acked(ack: SendAck): void;
  /** The socket is gone: every send still waiting resolves undefined. */
  abandon(): void;
}

export function createSocketSends(timers: Pick<Timers, "setTimeout" | "clearTimeout">): SocketSends {
  /** What each waiting send resolves with, by its frame's id. */
  const waiting = new Map<string, (ack?: SendAck) => void>();
  let ids = 0;

  return {
    send(send, data, locale) {
      const id = String(++ids);
      return new Promise((resolve) => {
        const timer = timers.setTimeout(() => settle(), SEND_ACK_TIMEOUT_MS);
        const settle = (ack?: SendAck) => {
          waiting.delete(id);
          timers.clearTimeout(timer);
          resolve(ack);
        };
        waiting.set(id, settle);
        // JSON leaves out a locale that is undefined.
        if (!send({ type: "send", id, data, locale })) settle();
      });
    },
    acked: (ack) => waiting.get(ack.id)?.(ack),
    abandon() {
      for (const settle of [...waiting.values()]) settle();
    },
  };
}
