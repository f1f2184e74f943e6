/**
 * The composer and sending: a message shows at once as pending, becomes the server's message when the
 * reply (or the gateway) brings it, or stays failed with Retry. Nothing the user wrote is lost: a
 * failed send keeps its bubble and, when the composer is empty, comes back into it.
 */
import type { CustomPayload, SendMessageReply, SendMessageRequest } from "@chat/protocol";
import { LIMITS, isBlank, textLength } from "@chat/protocol";
import { errorCode, errorText } from "../api/api-error.js";
import type { OutOfCoins, OutOfCoinsKind } from "../wallet/out-of-coins.js";
import { emptyComposer, updateActive, type Core, type OutboxEntry } from "./chat-core.js";
import type { EventApplier } from "./chat-events.js";
import type { Composer, UiMessage } from "./contract.js";
import { sniffImage } from "../messages/image-check.js";
import { upsertLocal } from "../messages/message-list.js";

type UrlApi = { createObjectURL?: (blob: Blob) => string; revokeObjectURL?: (url: string) => void };
const urls = (): UrlApi => (globalThis as { URL?: UrlApi }).URL ?? {};

/** What sending needs of the paid features: where a refusal for lack of coins goes, and the writing language. */
export interface SendFeatures {
  outOfCoins: Pick<OutOfCoins, "noteFailure">;
  /** The language to write in with this peer's IM account ("" = no translation). */
  languageFor(peerImAccount: string): string;
}

export function createSendActions(core: Core, events: EventApplier, features: SendFeatures) {
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
      features.outOfCoins.noteFailure(failureKind(entry), error);
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

  return {
    setDraft(text: string) {
      setComposer({ text });
    },

    async pickImage(file: Blob, name: string): Promise<{ ok: true } | { ok: false; error: "imageFormat" }> {
      if (!(await sniffImage(file))) return { ok: false, error: "imageFormat" };
      let ready = file;
      if (file.size > LIMITS.compressionThresholdBytes && env.compressImage) {
        try {
          ready = await env.compressImage(file);
        } catch {
          // A browser that cannot decode it here still gets it checked and re-encoded by the server.
        }
      }
      const previous = stores.$composer.get().image;
      if (previous && ![...core.outbox.values()].some((e) => e.image?.file === previous.file)) urls().revokeObjectURL?.(previous.previewUrl);
      setComposer({ image: { file: ready, name, previewUrl: urls().createObjectURL?.(ready) ?? "" } });
      return { ok: true };
    },

    clearImage() {
      const image = stores.$composer.get().image;
      if (image && ![...core.outbox.values()].some((e) => e.image?.file === image.file)) urls().revokeObjectURL?.(image.previewUrl);
      setComposer({ image: null });
    },

    async send() {
      const active = stores.$active.get();
      if (!active) return;
      const { text, image, burn } = stores.$composer.get();
      const hasText = !isBlank(text);
      if (!hasText && !image) return;
      if (hasText && textLength(text) > LIMITS.textChars) {
        stores.$composer.set({ text, image, error: "messageTooLong" });
        return;
      }
      stores.$composer.set(emptyComposer());
      const sends: Promise<void>[] = [];
      if (image) {
        const retry = failedMatching(active.peerId, "", image);
        sends.push(retry ? retryKey(retry.message.key) : start({ ...newEntry(active.peerId, "img", "", image), ...(burn ? { burn: true } : {}) }));
      }
      if (hasText) {
        const retry = failedMatching(active.peerId, text, null);
        const toLanguage = languageFor(active.peerId);
        sends.push(retry ? retryKey(retry.message.key) : start({ ...newEntry(active.peerId, "txt", text), ...(toLanguage ? { toLanguage } : {}) }));
      }
      await Promise.all(sends);
    },

    retry: retryKey,

    /** Marks the picked image as burn-after-read (or not). */
    setBurn(burn: boolean) {
      setComposer({ burn });
    },

    /** Sends a gift of the catalogue to the open conversation (a custom message). */
    async sendGift(giftId: string, note: string, amount = 1) {
      const active = stores.$active.get();
      if (!active) return;
      await start(newEntry(active.peerId, "custom", "", undefined, { type: "gift", id: giftId, amount, note: note.trim() }));
    },
  };

  /** The writing language chosen for this peer (spec's languageList), "" for none. */
  function languageFor(peerId: number): string {
    const account = stores.$conversations.get().find((c) => c.userId === peerId)?.imAccount ?? stores.$friends.get().find((f) => f.friendUserId === peerId)?.imAccount;
    return account ? features.languageFor(account) : "";
  }

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
}

function customExtOf(custom: CustomPayload): NonNullable<SendMessageRequest["customExt"]> {
  return { type: custom.type, ...(custom.id ? { id: custom.id } : {}), ...(custom.amount ? { amount: custom.amount } : {}), ...(custom.note ? { note: custom.note } : {}) };
}

function failureKind(entry: OutboxEntry): OutOfCoinsKind {
  if (entry.message.type === "custom" && entry.message.custom?.type === "gift") return "gift";
  return entry.toLanguage ? "translation" : "chat";
}
