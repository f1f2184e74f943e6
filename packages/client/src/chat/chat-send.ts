/**
 * The composer: the draft, a picked image (checked by its bytes, shrunk when large), burn-after-read,
 * and sending the text, the image or a gift through the outbox (outbox.ts).
 */
import type { Friend } from "@chat/protocol";
import { LIMITS, isBlank, textLength } from "@chat/protocol";
import type { Conversations } from "../conversations/conversations.js";
import { sniffImage } from "../messages/image-check.js";
import type { OutOfCoins } from "../wallet/out-of-coins.js";
import { emptyComposer, type Core } from "./chat-core.js";
import type { EventApplier } from "./chat-events.js";
import { createOutbox, urls } from "./outbox.js";

/** What sending needs of the paid features: where a refusal for lack of coins goes, and the writing language. */
export interface SendFeatures {
  outOfCoins: Pick<OutOfCoins, "noteFailure">;
  /** The language to write in with this peer's IM account ("" = no translation). */
  languageFor(peerImAccount: string): string;
  friendOf(userId: number): Friend | undefined;
  conversations: Pick<Conversations, "rowOf">;
}

export function createSendActions(core: Core, events: EventApplier, features: SendFeatures) {
  const { stores, env } = core;
  const { newEntry, failedMatching, start, retry: retryKey, setComposer } = createOutbox(core, events, features.outOfCoins);

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
    const account = features.conversations.rowOf(peerId)?.imAccount ?? features.friendOf(peerId)?.imAccount;
    return account ? features.languageFor(account) : "";
  }
}
