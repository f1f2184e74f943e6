/**
 * A send counted for the metrics: accepted by path and type with its time from arrival to stored,
 * or refused by reason class. The HTTP route and the gateway's `send` frame both go through here.
 */
import type { SendMessageReply } from "@chat/protocol";
import { AppError } from "../../http/envelope.js";
import type { Metrics, RefusalReason, SendPath } from "../../metrics/metrics.js";

/** The reason class of a refused send: few values, whatever the message key. */
export function refusalReasonOf(error: unknown): RefusalReason {
  if (!(error instanceof AppError)) return "error";
  if (error.httpStatus === 429) return "rate_limit";
  if (error.httpStatus === 402) return "coins";
  if (error.messageKey === "blockedCannotMessage") return "blocked";
  return error.httpStatus < 500 ? "other" : "error";
}

/** Runs `send` (started when the send arrived) and counts how it ended. */
export async function measureSend(metrics: Metrics, path: SendPath, send: () => Promise<SendMessageReply>): Promise<SendMessageReply> {
  const started = process.hrtime.bigint();
  try {
    const reply = await send();
    metrics.sendAccepted(path, reply.message.type, Number(process.hrtime.bigint() - started) / 1e9);
    return reply;
  } catch (error) {
    metrics.sendRefused(path, refusalReasonOf(error));
    throw error;
  }
}
