/**
 * The outbox: a message shows at once as pending, becomes the server's message when the reply (or
 * the gateway) brings it, or stays failed with Retry (same clientMsgId, never a duplicate). Nothing
 * the user wrote is lost: a failed send keeps its bubble and its content goes back to the composer
 * (a voice message keeps its recording in its failed bubble).
 */
import type { ChatMessage, CustomPayload, SendMessageReply, SendMessageRequest, UserInfo } from "@chat/protocol";
import type { ApiClient } from "../api/api-client.js";
import { errorCode, errorText } from "../api/api-error.js";
import type { Timers } from "../common/timers.js";
import type { OutOfCoins, OutOfCoinsKind } from "../wallet/out-of-coins.js";
import type { PickedImage } from "./composer.js";
import { urls } from "./object-url.js";
import { replyOfAck, type SocketSend } from "./socket-send.js";
import type { UiMessage } from "./ui-message.js";

export interface OutboxEntry {
  peerId: number;
  message: UiMessage;
  image?: PickedImage;
  /** A voice message's recording and its length in seconds, as the recorder measured it. */
  voice?: Voice;
  /** The uploaded image's or recording's URL, so a retry does not upload again. */
  uploadedUrl?: string;
  /** An image sent as burn-after-read. */
  burn?: boolean;
  /** The language the text is translated into (spec: needTranslate, toLanguage). */
  toLanguage?: string;
}

/** A recorded voice message to send. */
export interface Voice {
  file: Blob;
  duration: number;
}

export interface OutboxOptions {
  api: ApiClient;
  /**
   * Sends over the open socket first (socket-send.ts); HTTP when it gives no answer. An image's
   * file is uploaded over HTTP (multipart) either way; only the send that names its URL changes.
   */
  overSocket?: SocketSend | undefined;
  timers: Pick<Timers, "now">;
  /** The clientMsgId of a new send. */
  newId(): string;
  /** The signed-in user of the started chat (the sender). */
  me(): UserInfo;
  /** Where a refusal for lack of coins goes (codes 105, 106, 106001). */
  outOfCoins: Pick<OutOfCoins, "noteFailure">;
  /** The entry's message (pending or failed) as it should show. */
  show(entry: OutboxEntry): void;
  /** The server's message that the send's reply brought. */
  sent(message: ChatMessage): void;
  /** A text or image send failed: its content goes back to the composer. */
  failed(entry: OutboxEntry): void;
  /** A failed send goes again. */
  retrying(entry: OutboxEntry): void;
}

export interface Outbox {
  /** A pending message from me to `peerId`, not yet shown or sent. */
  newEntry(peerId: number, type: "txt" | "img" | "custom", text: string, image?: PickedImage | null, custom?: CustomPayload): OutboxEntry;
  /** A pending voice message from me to `peerId`, not yet shown or sent. */
  newVoiceEntry(peerId: number, voice: Voice): OutboxEntry;
  /** Shows the entry as pending and sends it. */
  start(entry: OutboxEntry): Promise<void>;
  /** Sends again a failed message with the same clientMsgId. */
  retry(key: string): Promise<void>;
  /** A send of exactly what a failed message held (its draft came back untouched) is its retry. */
  failedMatching(peerId: number, text: string, image: PickedImage | null): OutboxEntry | undefined;
  /** The pending and failed messages to `peerId`. */
  unsent(peerId: number): UiMessage[];
  isSending(file: Blob): boolean;
  /** My message arrived (reply or gateway): its send is over. */
  confirm(clientMsgId: string): void;
  reset(): void;
}

export function createOutbox(options: OutboxOptions): Outbox {
  const { api } = options;
  /** Pending and failed sends by key. */
  const entries = new Map<string, OutboxEntry>();

  const show = (entry: OutboxEntry) => {
    entries.set(entry.message.key, entry);
    options.show(entry);
  };

  const upload = async (entry: OutboxEntry) => {
    if (entry.uploadedUrl || !(entry.image || entry.voice)) return entry.uploadedUrl;
    const form = new FormData();
    if (entry.voice) form.append("file", entry.voice.file, entry.voice.file.type.includes("ogg") ? "voice.ogg" : "voice.webm");
    else if (entry.image) form.append("file", entry.image.file, entry.image.name);
    entry.uploadedUrl = (await api.upload<{ url: string }>(entry.voice ? "file/voice" : "file/upload", form)).url;
    return entry.uploadedUrl;
  };

  const deliver = async (entry: OutboxEntry) => {
    const key = entry.message.key;
    try {
      const request = requestOf(entry, await upload(entry));
      const overSocket = options.overSocket ? replyOfAck(await options.overSocket(request)) : undefined;
      const reply = overSocket ?? (await api.post<SendMessageReply>("message/send", request));
      entries.delete(key);
      options.sent(reply.message);
      if (entry.image) urls().revokeObjectURL?.(entry.image.previewUrl);
      if (entry.message.localAudioUrl) urls().revokeObjectURL?.(entry.message.localAudioUrl);
    } catch (error) {
      // The gateway already brought the stored message: it was sent, whatever the reply said.
      if (!entries.has(key)) return;
      entry.message = { ...entry.message, status: "failed", error: errorText(error), errorCode: errorCode(error) };
      show(entry);
      // Codes 105/106/106001: nothing was charged or delivered; the modal explains, the draft stays.
      options.outOfCoins.noteFailure(failureKind(entry), error);
      if (entry.message.type === "txt" || entry.message.type === "img") options.failed(entry);
    }
  };

  const start = (entry: OutboxEntry) => {
    show(entry);
    return deliver(entry);
  };

  return {
    newEntry: (peerId, type, text, image, custom) => newEntry(options, peerId, type, text, image ?? undefined, custom),
    newVoiceEntry(peerId, voice) {
      const entry = newEntry(options, peerId, "audio", "");
      const localAudioUrl = urls().createObjectURL?.(voice.file);
      entry.message = { ...entry.message, duration: voice.duration, ...(localAudioUrl ? { localAudioUrl } : {}) };
      return { ...entry, voice };
    },
    start,
    async retry(key) {
      const entry = entries.get(key);
      if (!entry || entry.message.status !== "failed") return;
      const { error: _e, errorCode: _c, ...rest } = entry.message;
      entry.message = { ...rest, status: "pending" };
      show(entry);
      options.retrying(entry);
      await deliver(entry);
    },
    failedMatching: (peerId, text, image) =>
      [...entries.values()].find(
        (e) => e.peerId === peerId && e.message.status === "failed" && (image ? e.image?.file === image.file : !e.image && e.message.msg === text),
      ),
    unsent: (peerId) => [...entries.values()].filter((e) => e.peerId === peerId).map((e) => e.message),
    isSending: (file) => [...entries.values()].some((e) => e.image?.file === file),
    confirm(clientMsgId) {
      for (const [key, entry] of entries) if (entry.message.clientMsgId === clientMsgId) entries.delete(key);
    },
    reset: () => entries.clear(),
  };
}

function newEntry(options: OutboxOptions, peerId: number, type: UiMessage["type"], text: string, image?: PickedImage, custom?: CustomPayload): OutboxEntry {
  const me = options.me();
  const clientMsgId = options.newId();
  const message: UiMessage = {
    id: "",
    clientMsgId,
    key: clientMsgId,
    from: me.imAccount,
    to: "",
    fromUserId: me.id,
    toUserId: peerId,
    chatType: "singleChat",
    type,
    msg: text,
    url: null,
    custom: custom ?? null,
    time: options.timers.now(),
    ext: {},
    platform: "Web",
    brand: "",
    recalled: false,
    status: "pending",
    ...(image ? { localImageUrl: image.previewUrl } : {}),
  };
  return { peerId, message, ...(image ? { image } : {}) };
}

/** The send of an entry; `uploadedUrl` is its picture's or recording's. */
function requestOf(entry: OutboxEntry, uploadedUrl: string | undefined): SendMessageRequest {
  return {
    toUserId: entry.peerId,
    messageType: entry.message.type,
    content: entry.message.msg,
    clientMsgId: entry.message.clientMsgId,
    platform: "Web",
    ...(uploadedUrl ? (entry.voice ? { audioUrl: uploadedUrl } : { imageUrl: uploadedUrl }) : {}),
    ...(entry.burn ? { customExt: { type: "burn" } } : {}),
    ...(entry.message.type === "custom" && entry.message.custom ? { customExt: customExtOf(entry.message.custom) } : {}),
    ...(entry.toLanguage ? { needTranslate: true, toLanguage: entry.toLanguage } : {}),
  };
}

function customExtOf(custom: CustomPayload): NonNullable<SendMessageRequest["customExt"]> {
  return { type: custom.type, ...(custom.id ? { id: custom.id } : {}), ...(custom.amount ? { amount: custom.amount } : {}), ...(custom.note ? { note: custom.note } : {}) };
}

function failureKind(entry: OutboxEntry): OutOfCoinsKind {
  if (entry.message.type === "custom" && entry.message.custom?.type === "gift") return "gift";
  return entry.toLanguage ? "translation" : "chat";
}
