/**
 * The composer (`$composer`): the text, a picked image (checked by its bytes, shrunk when large),
 * burn-after-read, the refusal of a too-long text, and the drafts of conversations not on screen.
 */
import { LIMITS, isBlank, textLength } from "@chat/protocol";
import { atom, type ReadableAtom } from "nanostores";
import { sniffImage } from "./image-check.js";
import { urls } from "./object-url.js";

/** An image picked for sending, with its local preview. */
export interface PickedImage {
  file: Blob;
  previewUrl: string;
  name: string;
}

export interface Composer {
  text: string;
  /** A picked image waiting to be sent (kept after a failed send). */
  image: PickedImage | null;
  /** Why the last `send` refused to send (the UI localizes the key); cleared on the next edit. */
  error?: "messageTooLong";
  /** The picked image goes as burn-after-read. */
  burn?: boolean;
}

/** What a send takes out of the composer: the text (null when blank), the image, burn-after-read. */
export interface ComposerContent {
  text: string | null;
  image: PickedImage | null;
  burn: boolean;
}

export interface ComposerOptions {
  /** Shrinks a large image (the widget's canvas); without it images are sent as picked. */
  compressImage?: ((image: Blob) => Promise<Blob>) | undefined;
  /** True while a send still needs this image (its preview must stay). */
  isSending(file: Blob): boolean;
}

export interface ComposerStore {
  $composer: ReadableAtom<Composer>;
  setDraft(text: string): void;
  pickImage(file: Blob, name: string): Promise<{ ok: true } | { ok: false; error: "imageFormat" }>;
  clearImage(): void;
  setBurn(burn: boolean): void;
  /** Keeps what is written for this conversation, which is being left. */
  leave(peerId: number): void;
  /** Shows the draft of the conversation being opened (or an empty composer). */
  enter(peerId: number): void;
  clear(): void;
  /** Empties the composer for a send; null (and maybe the too-long error) when there is nothing to send. */
  take(): ComposerContent | null;
  /** Puts a failed send back into an empty composer (open conversation) or an absent draft. */
  restore(peerId: number, open: boolean, content: Pick<Composer, "text" | "image" | "burn">): void;
  /** A composer that holds only this content is emptied (its retry is under way). */
  clearIfHolds(text: string, image: PickedImage | null): void;
  /** Forgets the composer and the drafts (the chat stopped). */
  reset(): void;
}

export const emptyComposer = (): Composer => ({ text: "", image: null });

export function createComposer(options: ComposerOptions): ComposerStore {
  const $composer = atom<Composer>(emptyComposer());
  const drafts = new Map<number, Pick<Composer, "text" | "image" | "burn">>();

  const set = (change: Partial<Composer>) => {
    const { error: _error, ...rest } = $composer.get();
    $composer.set({ ...rest, ...change });
  };
  const release = (image: PickedImage | null) => {
    if (image && !options.isSending(image.file)) urls().revokeObjectURL?.(image.previewUrl);
  };

  return {
    $composer,
    setDraft: (text) => set({ text }),
    async pickImage(file, name) {
      if (!(await sniffImage(file))) return { ok: false, error: "imageFormat" };
      let ready = file;
      if (file.size > LIMITS.compressionThresholdBytes && options.compressImage) {
        try {
          ready = await options.compressImage(file);
        } catch {
          // A browser that cannot decode it here still gets it checked and re-encoded by the server.
        }
      }
      release($composer.get().image);
      set({ image: { file: ready, name, previewUrl: urls().createObjectURL?.(ready) ?? "" } });
      return { ok: true };
    },
    clearImage() {
      release($composer.get().image);
      set({ image: null });
    },
    setBurn: (burn) => set({ burn }),
    leave(peerId) {
      const { text, image } = $composer.get();
      if (text || image) drafts.set(peerId, { text, image });
      else drafts.delete(peerId);
    },
    enter: (peerId) => $composer.set(drafts.get(peerId) ?? emptyComposer()),
    clear: () => $composer.set(emptyComposer()),
    take() {
      const { text, image, burn } = $composer.get();
      const hasText = !isBlank(text);
      if (!hasText && !image) return null;
      if (hasText && textLength(text) > LIMITS.textChars) {
        $composer.set({ text, image, error: "messageTooLong" });
        return null;
      }
      $composer.set(emptyComposer());
      return { text: hasText ? text : null, image, burn: !!burn };
    },
    restore(peerId, open, content) {
      const { text, image } = $composer.get();
      if (text || image) return;
      if (open) set(content);
      else if (!drafts.has(peerId)) drafts.set(peerId, content);
    },
    clearIfHolds(text, image) {
      const composer = $composer.get();
      if (composer.text === text && composer.image?.file === image?.file) $composer.set(emptyComposer());
    },
    reset() {
      drafts.clear();
      $composer.set(emptyComposer());
    },
  };
}
