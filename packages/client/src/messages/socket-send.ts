/**
 * A message sent over the open gateway socket instead of `POST /api/message/send`: the `sendAck`
 * read as the API client reads the HTTP answer, so the outbox, the out-of-coins modal and the failed
 * bubble's text see the same reply or the same ApiError either way.
 */
import { CODE, httpStatusOf } from "@chat/protocol";
import type { SendAck, SendMessageReply, SendMessageRequest } from "@chat/protocol";
import { ApiError } from "../api/api-error.js";

/**
 * Sends over the socket: the ack, or undefined when the message did not go or got no answer (no
 * socket in this tab, a transport without sends, the socket closed or silent).
 */
export type SocketSend = (request: SendMessageRequest) => Promise<SendAck | undefined>;

/**
 * The reply an ack brings; throws the ApiError the API client would throw for the same envelope;
 * undefined when HTTP must answer instead: no ack, a 401 (the socket's session is over and the
 * socket closes next; over HTTP the API client ends the session as usual) or a server failure (HTTP
 * stores it, or shows its maintenance text). The same clientMsgId makes that repeat harmless.
 */
export function replyOfAck(ack: SendAck | undefined): SendMessageReply | undefined {
  if (!ack) return undefined;
  const { code, msg, data } = ack;
  if (code === CODE.ok) return data ?? undefined;
  const status = httpStatusOf(code);
  if (status === CODE.unauthorized || status >= 500 || !msg) return undefined;
  throw new ApiError({ kind: status === CODE.forbidden ? "forbidden" : "server", code, status, msg, ...(data ? { data } : {}) });
}
