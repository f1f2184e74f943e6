import { z } from "zod";
import type { TranslateFailReason, TranslationSource } from "./translation.js";

/** Chat message of product §3 as it travels on the wire (history, send replies and real-time frames). */
export type MessageType = "txt" | "img" | "audio" | "custom";

export interface MessageExt {
  /** Translation of `msg` into the receiver's language, when the sender asked for one. */
  translation?: string;
  translateRecordId?: string;
  /** The target language the sender asked for. */
  toLanguage?: string;
  /** The language the text was found to be written in, when a translation was asked for. */
  fromLanguage?: string;
  /** The engine that translated it. */
  engine?: string;
  /** Why the asked-for translation was not done (the message went out untranslated, nothing charged). */
  translateFailed?: TranslateFailReason;
  /** The server's message id of the original send (spec: pre_id). */
  pre_id?: string;
  /** Custom kinds: "burn" (burn-after-read image), "gift". */
  type?: string;
  /** Never a plain URL: burn images are fetched through the read call. */
  burn_url?: string;
  [key: string]: unknown;
}

export interface CustomPayload {
  type: "gift" | "burn" | string;
  url?: string;
  /** Gift id. */
  id?: string;
  amount?: number;
  note?: string;
}

export interface ChatMessage {
  /** Server message id (the `messageId` of the send reply). */
  id: string;
  /** The sender's idempotency key. */
  clientMsgId: string;
  /** Sender and receiver IM accounts (spec), and their user ids. */
  from: string;
  to: string;
  fromUserId: number;
  toUserId: number;
  chatType: "singleChat";
  type: MessageType;
  /** Text of a txt message; empty for images. */
  msg: string;
  /** Image URL of an img message; the recording's URL of an audio (voice) message. */
  url: string | null;
  /** Length of an audio (voice) message in whole seconds, as the server read it from the file. */
  duration?: number;
  custom: CustomPayload | null;
  /** Epoch milliseconds. */
  time: number;
  /**
   * The message's place in its conversation (1, 2, 3… in the order the server stored them): history
   * is ordered by it, and messages of the same millisecond keep their send order. Absent on messages
   * that never reached our server (a pending send, another transport's copy).
   */
  seq?: number;
  ext: MessageExt;
  platform: string;
  brand: string;
  /** Set once the sender recalled it; text and url are then empty everywhere. */
  recalled: boolean;
}

/** `POST /api/message/send` body (product §7) plus `clientMsgId` for idempotent retries. */
export const sendMessageRequest = z.object({
  toUserId: z.coerce.number({ error: "badRequest" }).int({ error: "badRequest" }).positive({ error: "badRequest" }).max(2_147_483_647, { error: "badRequest" }),
  messageType: z.enum(["txt", "img", "audio", "custom"], { error: "badRequest" }),
  content: z.string({ error: "badRequest" }).max(20_000, { error: "messageTooLong" }).optional().default(""),
  imageUrl: z.string({ error: "badRequest" }).max(2048, { error: "badRequest" }).optional(),
  /** An audio message's recording, as `POST /api/file/voice` answered it; its duration is read from the file. */
  audioUrl: z.string({ error: "badRequest" }).max(2048, { error: "badRequest" }).optional(),
  customExt: z
    .object({ type: z.string().max(32), burn_url: z.string().max(2048).optional(), id: z.string().max(64).optional(), amount: z.number().int().optional(), note: z.string().max(200).optional() }, { error: "badRequest" })
    .optional(),
  needTranslate: z.boolean({ error: "badRequest" }).optional(),
  toLanguage: z.string({ error: "badRequest" }).max(16, { error: "badRequest" }).optional(),
  platform: z.string({ error: "badRequest" }).max(16).optional(),
  clientMsgId: z.string({ error: "badRequest" }).min(8, { error: "badRequest" }).max(64, { error: "badRequest" }),
});
export type SendMessageRequest = z.input<typeof sendMessageRequest>;

/** How a translated send went; on failure the message is still delivered, untranslated, and nothing is charged. */
export interface TranslateResult extends TranslationSource {
  translateSuccess: boolean;
  translatedMessage: string;
  translateRecordId: string;
  /** Why it was not translated (translateSuccess false). */
  reason?: TranslateFailReason;
}

export interface SendMessageReply {
  messageId: string;
  message: ChatMessage;
  translateResult?: TranslateResult;
}

/** `GET /api/message/history?userId=&cursor=&pageSize=20`: newest first. */
export interface HistoryPage {
  messages: ChatMessage[];
  /** Pass back as `cursor` for the next (older) page; null when there is none. */
  nextCursor: string | null;
  /** Only for an SVIP caller (read receipts): how far the peer received and read the caller's messages. */
  receipts?: HistoryReceipts;
}

/**
 * Read receipts of an SVIP sender: the caller's messages sent up to `deliveredUpTo` reached one of
 * the peer's devices, those up to `readUpTo` the peer saw (message `time`s, epoch ms).
 */
export interface HistoryReceipts {
  deliveredUpTo: number;
  readUpTo: number;
}

/** One row of the Recent tab (`POST /api/message/user-session-list`). */
export interface Conversation {
  userId: number;
  imAccount: string;
  /** "user", or "service" for the customer-service account. */
  userType: "user" | "service";
  nickname: string;
  avatar: string;
  /** The caller's remark for this friend, "" when none. */
  remark: string;
  isRemark: boolean;
  unread_num: number;
  lastMessage: ChatMessage | null;
  /** Epoch ms of the last message (0 when none). */
  lastTime: number;
  /**
   * True when the peer deleted their account: the history stays readable, `nickname` is a neutral
   * placeholder and `avatar` is "", and the panel shows its own words for "Deleted user".
   */
  deleted?: boolean;
}

export const messageIdRequest = z.object({ messageId: z.string({ error: "badRequest" }).min(1, { error: "badRequest" }).max(64, { error: "badRequest" }) });
export const peerRequest = z.object({ userId: z.coerce.number({ error: "badRequest" }).int({ error: "badRequest" }).positive({ error: "badRequest" }).max(2_147_483_647, { error: "badRequest" }) });
