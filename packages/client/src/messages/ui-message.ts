import type { ChatMessage } from "@chat/protocol";

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
  /** For a failed/pending voice message: the recording's local URL (object URL) until it is sent. */
  localAudioUrl?: string;
  /**
   * Added: the failed send's body code (product §8: 105, 106 and 106001 open the out-of-coins modal);
   * 0 when no answer arrived (then `error` is "" and the UI shows its maintenance text).
   */
  errorCode?: number;
}

