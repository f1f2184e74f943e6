/**
 * Sending to the open conversation: what the composer holds (an image, then the text, translated
 * into the conversation's writing language), a gift or a voice message, each through the outbox.
 * Sending exactly what a failed message held retries it instead of sending it twice.
 */
import type { ComposerStore } from "./composer.js";
import type { ConversationViewStore } from "./conversation-view.js";
import type { Outbox } from "./outbox.js";

export interface SendingOptions {
  view: Pick<ConversationViewStore, "$active">;
  composer: Pick<ComposerStore, "take">;
  outbox: Pick<Outbox, "newEntry" | "newVoiceEntry" | "start" | "retry" | "failedMatching">;
  /** The language to write in with this peer ("" = no translation). */
  languageFor(peerId: number): string;
}

export function createSending({ view, composer, outbox, languageFor }: SendingOptions) {
  const again = (peerId: number, text: string, image: Parameters<Outbox["failedMatching"]>[2]) => {
    const failed = outbox.failedMatching(peerId, text, image);
    return failed ? outbox.retry(failed.message.key) : null;
  };

  return {
    /** Sends the composer's image and text to the open conversation. */
    async send() {
      const active = view.$active.get();
      if (!active) return;
      const content = composer.take();
      if (!content) return;
      const { peerId } = active;
      const sends: Promise<void>[] = [];
      if (content.image) {
        sends.push(again(peerId, "", content.image) ?? outbox.start({ ...outbox.newEntry(peerId, "img", "", content.image), ...(content.burn ? { burn: true } : {}) }));
      }
      if (content.text !== null) {
        const retry = again(peerId, content.text, null);
        const toLanguage = retry ? "" : languageFor(peerId);
        sends.push(retry ?? outbox.start({ ...outbox.newEntry(peerId, "txt", content.text), ...(toLanguage ? { toLanguage } : {}) }));
      }
      await Promise.all(sends);
    },

    /** Sends a gift of the catalogue to the open conversation (a custom message). */
    async sendGift(giftId: string, note: string, amount = 1) {
      const active = view.$active.get();
      if (!active) return;
      await outbox.start(outbox.newEntry(active.peerId, "custom", "", undefined, { type: "gift", id: giftId, amount, note: note.trim() }));
    },

    /** Sends a recording (Opus in WebM or Ogg) of `duration` seconds to the open conversation. */
    async sendVoice(file: Blob, duration: number) {
      const active = view.$active.get();
      if (!active) return;
      await outbox.start(outbox.newVoiceEntry(active.peerId, { file, duration }));
    },
  };
}

export type Sending = ReturnType<typeof createSending>;
