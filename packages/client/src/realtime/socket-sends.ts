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
  const waiting = new Map<string, { resolve(ack: SendAck | undefined): void; timer: unknown }>();
  let ids = 0;

  const settle = (id: string, ack: SendAck | undefined) => {
    const entry = waiting.get(id);
    if (!entry) return;
    waiting.delete(id);
    timers.clearTimeout(entry.timer);
    entry.resolve(ack);
  };

  return {
    send(send, data, locale) {
      const id = `s${String(++ids)}`;
      const sent = new Promise<SendAck | undefined>((resolve) => {
        waiting.set(id, { resolve, timer: timers.setTimeout(() => settle(id, undefined), SEND_ACK_TIMEOUT_MS) });
      });
      if (!send({ type: "send", id, data, ...(locale ? { locale } : {}) })) settle(id, undefined);
      return sent;
    },
    acked: (ack) => settle(ack.id, ack),
    abandon() {
      for (const id of [...waiting.keys()]) settle(id, undefined);
    },
  };
}
