/**
 * The outbox: a message shows at once as pending, becomes the server's message when the reply (or
 * the gateway) brings it, or stays failed with Retry (same clientMsgId, never a duplicate). Nothing
 * the user wrote is lost: a failed send keeps its bubble and, when the composer is empty, comes back
 * into it.
 */
import type { Composer } from "./contract.js";
import type { CustomPayload, SendMessageReply, SendMessageRequest } from "@chat/protocol";
import { errorCode, errorText } from "../api/api-error.js";
import { upsertLocal } from "../messages/message-list.js";
import type { UiMessage } from "../messages/ui-message.js";
import type { OutOfCoins, OutOfCoinsKind } from "../wallet/out-of-coins.js";
import { emptyComposer, updateActive, type Core, type OutboxEntry } from "./chat-core.js";
import type { EventApplier } from "./chat-events.js";

type UrlApi = { createObjectURL?: (blob: Blob) => string; revokeObjectURL?: (url: string) => void };
export const urls = (): UrlApi => (globalThis as { URL?: UrlApi }).URL ?? {};

export function createOutbox(core: Core, events: EventApplier, outOfCoins: Pick<OutOfCoins, "noteFailure">) {
  const { stores, env, me } = core;

  const setComposer = (change: Partial<Composer>) => {
    const { error: _error, ...rest } = stores.$composer.get();
    stores.$composer.set({ ...rest, ...change });
  };

  const show = (entry: OutboxEntry) => {
    core.outbox.set(entry.message.key, entry);
    updateActive(core, entry.peerId, (list) => upsertLocal(list, entry.message));
  };

  const deliver = async (entry: OutboxEntry) => {
    const key = entry.message.key;
    try {
      let imageUrl = entry.uploadedUrl;
      if (entry.image && !imageUrl) {
        const form = new FormData();
        form.append("file", entry.image.file, entry.image.name);
        imageUrl = (await env.api.upload<{ url: string }>("file/upload", form)).url;
        entry.uploadedUrl = imageUrl;
      }
      const request: SendMessageRequest = {
        toUserId: entry.peerId,
        messageType: entry.message.type,
        content: entry.message.msg,
        clientMsgId: entry.message.clientMsgId,
        platform: "Web",
        ...(imageUrl ? { imageUrl } : {}),
        ...(entry.burn ? { customExt: { type: "burn" } } : {}),
        ...(entry.message.type === "custom" && entry.message.custom ? { customExt: customExtOf(entry.message.custom) } : {}),
        ...(entry.toLanguage ? { needTranslate: true, toLanguage: entry.toLanguage } : {}),
      };
      const reply = await env.api.post<SendMessageReply>("message/send", request);
      core.outbox.delete(key);
      events.noteMessage(reply.message);
      if (entry.image) urls().revokeObjectURL?.(entry.image.previewUrl);
    } catch (error) {
      // The gateway already brought the stored message: it was sent, whatever the reply said.
      if (!core.outbox.has(key)) return;
      const failed: UiMessage = { ...entry.message, status: "failed", error: errorText(error), errorCode: errorCode(error) };
      entry.message = failed;
      show(entry);
      // Codes 105/106/106001: nothing was charged or delivered; the modal explains, the draft stays.
      outOfCoins.noteFailure(failureKind(entry), error);
      if (entry.message.type !== "custom") restoreDraft(entry);
    }
  };

  /** Puts a failed message back into an empty composer of its (open) conversation. */
  const restoreDraft = (entry: OutboxEntry) => {
    const { text, image } = stores.$composer.get();
    if (text || image) return;
    const restored = { text: entry.message.msg, image: entry.image ?? null, ...(entry.burn ? { burn: true } : {}) };
    if (stores.$active.get()?.peerId === entry.peerId) setComposer(restored);
    else if (!core.drafts.has(entry.peerId)) core.drafts.set(entry.peerId, restored);
  };

  const newEntry = (peerId: number, type: "txt" | "img" | "custom", text: string, image?: Composer["image"], custom?: CustomPayload): OutboxEntry => {
    const clientMsgId = core.newId();
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
      time: core.timers.now(),
      ext: {},
      platform: "Web",
      brand: "",
      recalled: false,
      status: "pending",
      ...(image ? { localImageUrl: image.previewUrl } : {}),
    };
    return { peerId, message, ...(image ? { image } : {}) };
  };

  /** A send of exactly what a failed message held (its draft came back untouched) is its retry. */
  const failedMatching = (peerId: number, text: string, image: Composer["image"]) =>
    [...core.outbox.values()].find(
      (e) => e.peerId === peerId && e.message.status === "failed" && (image ? e.image?.file === image.file : !e.image && e.message.msg === text),
    );


  async function retryKey(key: string): Promise<void> {
      const entry = core.outbox.get(key);
      if (!entry || entry.message.status !== "failed") return;
      const { error: _e, errorCode: _c, ...rest } = entry.message;
      entry.message = { ...rest, status: "pending" };
      show(entry);
      // A draft that only held this message's content is not a second message.
      const composer = stores.$composer.get();
      if (stores.$active.get()?.peerId === entry.peerId && composer.text === (entry.image ? "" : entry.message.msg) && composer.image?.file === entry.image?.file) {
        stores.$composer.set(emptyComposer());
      }
      await deliver(entry);
  }

  function start(entry: OutboxEntry): Promise<void> {
    show(entry);
    return deliver(entry);
  }

  return { newEntry, failedMatching, start, retry: retryKey, setComposer };
}

export type Outbox = ReturnType<typeof createOutbox>;

function customExtOf(custom: CustomPayload): NonNullable<SendMessageRequest["customExt"]> {
  return { type: custom.type, ...(custom.id ? { id: custom.id } : {}), ...(custom.amount ? { amount: custom.amount } : {}), ...(custom.note ? { note: custom.note } : {}) };
}

function failureKind(entry: OutboxEntry): OutOfCoinsKind {
  if (entry.message.type === "custom" && entry.message.custom?.type === "gift") return "gift";
  return entry.toLanguage ? "translation" : "chat";
}
