/**
 * The moment composer: text and one to nine pictures with previews, burn-after-reading, checked with
 * the protocol's schema and the picture rule before anything is sent, then one multipart post with its
 * progress. A failure keeps the draft and the pictures, so Post can be pressed again.
 */
import type { Moment } from "@chat/protocol";
import { MOMENT_LIMITS, momentTextProblem } from "@chat/protocol/core";
import { atom, type ReadableAtom } from "nanostores";
import type { ApiClient } from "../api/api-client.js";
import { errorCode, errorText } from "../api/api-error.js";
import { releaseMoment } from "./moments-api.js";

/** Why a draft cannot be posted: the protocol's keys, and the picture rule's own. */
export type ComposerProblem = "momentTextRequired" | "messageTooLong" | "picturesRequired" | "tooManyPictures" | "notAnImage";

export interface DraftPicture {
  /** Stable within the draft, for list keys and removal. */
  key: number;
  file: Blob;
  /** An object URL of the file for the preview ("" where none can be made). */
  preview: string;
}

export interface ComposerDraft {
  text: string;
  burn: boolean;
  pictures: DraftPicture[];
}

export interface ComposerStatus {
  status: "idle" | "uploading" | "done" | "failed";
  /** The fraction sent, 0–1. */
  progress: number;
  /** The local problems of the draft (shown once Post was pressed or a picture was refused). */
  problems: ComposerProblem[];
  /** The server's reason for a failed post, else "". */
  error: string;
  /** The failed post's body code (the out-of-coins codes open their modal), else 0. */
  code: number;
}

export interface MomentComposer {
  $draft: ReadableAtom<ComposerDraft>;
  $status: ReadableAtom<ComposerStatus>;
  setText(text: string): void;
  setBurn(burn: boolean): void;
  /** Adds pictures up to nine; files that are not images are refused (`notAnImage`), extra ones `tooManyPictures`. */
  addPictures(files: readonly Blob[]): void;
  removePicture(key: number): void;
  /** The draft's problems now (empty when it may be posted). */
  check(): ComposerProblem[];
  /** Posts the draft; resolves the moment and clears the draft, or null (the reason on `$status`, the draft kept). */
  post(): Promise<Moment | null>;
  /** Forgets the draft and its previews. */
  clear(): void;
}

export interface MomentComposerOptions {
  api: ApiClient;
  createPreview?: (file: Blob) => string;
  revokePreview?: (url: string) => void;
}

const idle = (): ComposerStatus => ({ status: "idle", progress: 0, problems: [], error: "", code: 0 });

export function createMomentComposer(options: MomentComposerOptions): MomentComposer {
  const { api } = options;
  const createPreview = options.createPreview ?? ((file: Blob) => (typeof URL.createObjectURL === "function" ? URL.createObjectURL(file) : ""));
  const revokePreview = options.revokePreview ?? ((url: string) => (url && typeof URL.revokeObjectURL === "function" ? URL.revokeObjectURL(url) : undefined));
  const $draft = atom<ComposerDraft>({ text: "", burn: false, pictures: [] });
  const $status = atom<ComposerStatus>(idle());
  let nextKey = 1;
  const patchDraft = (change: Partial<ComposerDraft>) => $draft.set({ ...$draft.get(), ...change });

  const check = (): ComposerProblem[] => {
    const draft = $draft.get();
    const problems: ComposerProblem[] = [];
    const textProblem = momentTextProblem(draft.text, "moment");
    if (textProblem) problems.push(textProblem === "messageTooLong" ? "messageTooLong" : "momentTextRequired");
    if (draft.pictures.length === 0) problems.push("picturesRequired");
    if (draft.pictures.length > MOMENT_LIMITS.pictures) problems.push("tooManyPictures");
    return problems;
  };

  return {
    $draft,
    $status,
    setText(text) {
      patchDraft({ text });
      if ($status.get().problems.length > 0) $status.set({ ...$status.get(), problems: check() });
    },
    setBurn: (burn) => patchDraft({ burn }),
    addPictures(files) {
      const pictures = [...$draft.get().pictures];
      const refused: ComposerProblem[] = [];
      for (const file of files) {
        if (!file.type.startsWith("image/")) {
          if (!refused.includes("notAnImage")) refused.push("notAnImage");
        } else if (pictures.length >= MOMENT_LIMITS.pictures) {
          if (!refused.includes("tooManyPictures")) refused.push("tooManyPictures");
        } else {
          pictures.push({ key: nextKey++, file, preview: createPreview(file) });
        }
      }
      patchDraft({ pictures });
      const status = $status.get();
      $status.set({ ...status, status: status.status === "done" ? "idle" : status.status, problems: refused.length > 0 ? refused : status.problems.length > 0 ? check() : [] });
    },
    removePicture(key) {
      const gone = $draft.get().pictures.find((p) => p.key === key);
      if (gone) revokePreview(gone.preview);
      patchDraft({ pictures: $draft.get().pictures.filter((p) => p.key !== key) });
    },
    check,
    async post() {
      if ($status.get().status === "uploading") return null;
      const problems = check();
      if (problems.length > 0) {
        $status.set({ ...idle(), problems });
        return null;
      }
      const draft = $draft.get();
      $status.set({ ...idle(), status: "uploading" });
      try {
        const moment = await releaseMoment(api, { text: draft.text.trim(), burn: draft.burn, pictures: draft.pictures.map((p) => p.file) }, (progress) =>
          $status.set({ ...$status.get(), progress }),
        );
        for (const picture of draft.pictures) revokePreview(picture.preview);
        $draft.set({ text: "", burn: false, pictures: [] });
        $status.set({ ...idle(), status: "done", progress: 1 });
        return moment;
      } catch (error) {
        $status.set({ ...idle(), status: "failed", error: errorText(error) || String(error), code: errorCode(error) });
        return null;
      }
    },
    clear() {
      for (const picture of $draft.get().pictures) revokePreview(picture.preview);
      $draft.set({ text: "", burn: false, pictures: [] });
      $status.set(idle());
    },
  };
}
