/**
 * The signed-in user's own profile (product §1, §3, §5): the dictionaries its form offers, the edit with
 * the server's per-field refusals, and the avatar upload with its progress.
 */
import type { AvatarUploadReply, InfoEditRequest, LanguageOption, MyInfo, Option, ProfileField } from "@chat/protocol";
import { atom, type ReadableAtom } from "nanostores";
import type { ApiClient } from "../api/api-client.js";
import { errorText, isApiError } from "../api/api-error.js";

/** The lists of `/api/system/*` the profile form picks from, named in the UI language. */
export interface ProfileDictionaries {
  height: Option[];
  weight: Option[];
  occupation: Option[];
  region: Option[];
  language: LanguageOption[];
  hobby: Option[];
}

/** Each refused field's message, in the user's language (the server's `msg`). */
export type ProfileErrors = Partial<Record<ProfileField, string>>;

export type SaveResult = { ok: true; info: MyInfo } | { ok: false; errors: ProfileErrors; failure: string };

export interface AvatarUpload {
  status: "idle" | "uploading" | "done" | "failed";
  /** The fraction sent, 0–1. */
  progress: number;
  avatar?: AvatarUploadReply;
  error?: string;
}

export interface MyProfile {
  /** Null until loaded (and while another language loads). */
  $dictionaries: ReadableAtom<ProfileDictionaries | null>;
  $saving: ReadableAtom<boolean>;
  /** True after a save until the user changes a field again. */
  $saved: ReadableAtom<boolean>;
  $errors: ReadableAtom<ProfileErrors>;
  /** A failure that names no field (network, maintenance), else "". */
  $failure: ReadableAtom<string>;
  $upload: ReadableAtom<AvatarUpload>;
  /** Loads the six dictionaries in the UI language; the same language twice loads once. */
  loadDictionaries(locale: string): Promise<void>;
  /**
   * Saves the fields given; the answer (my-info after the edit) goes to `onSaved`. A refusal puts the
   * server's message on its field (`data.field`) and resolves `ok: false`; nothing else changes.
   */
  saveProfile(fields: InfoEditRequest): Promise<SaveResult>;
  /** Uploads a square picture; resolves its URLs, or null (the reason on `$upload`). */
  uploadAvatar(file: Blob, onProgress?: (fraction: number) => void): Promise<AvatarUploadReply | null>;
  /** The user is typing in a field again: its error and the "saved" state go. */
  clearError(field: ProfileField): void;
  /** Shows errors found before sending (the browser's own check). */
  showErrors(errors: ProfileErrors): void;
  /** The form is left: its errors, "saved" state and upload do not follow the user to the next one. */
  reset(): void;
}

export interface MyProfileOptions {
  api: ApiClient;
  /** The edit's answer: the session's user, so the side bar shows the new name and avatar. */
  onSaved?: (info: MyInfo) => void;
}

const DICTIONARIES = ["height", "weight", "occupation", "region", "language", "hobby"] as const;

export function createMyProfile(options: MyProfileOptions): MyProfile {
  const { api } = options;
  const $dictionaries = atom<ProfileDictionaries | null>(null);
  const $saving = atom(false);
  const $saved = atom(false);
  const $errors = atom<ProfileErrors>({});
  const $failure = atom("");
  const $upload = atom<AvatarUpload>({ status: "idle", progress: 0 });
  let loadedLocale: string | null = null;
  let loading: Promise<void> | null = null;

  return {
    $dictionaries,
    $saving,
    $saved,
    $errors,
    $failure,
    $upload,
    loadDictionaries(locale) {
      if (loadedLocale === locale && loading) return loading;
      loadedLocale = locale;
      $dictionaries.set(null);
      const mine = (loading = Promise.all(DICTIONARIES.map((name) => api.get<Option[] | LanguageOption[]>(`system/${name}`)))
        .then((lists) => {
          if (loading !== mine) return;
          const entries = DICTIONARIES.map((name, i) => [name, lists[i] ?? []]);
          $dictionaries.set(Object.fromEntries(entries) as unknown as ProfileDictionaries);
        })
        .catch((error: unknown) => {
          // The form still works without its lists; the next call tries again.
          if (loading !== mine) return;
          loadedLocale = null;
          $failure.set(errorText(error));
        }));
      return mine;
    },
    async saveProfile(fields) {
      $saving.set(true);
      $saved.set(false);
      $failure.set("");
      try {
        const info = await api.post<MyInfo>("user/info-edit", fields);
        $errors.set({});
        $saved.set(true);
        options.onSaved?.(info);
        return { ok: true, info };
      } catch (error) {
        const field = fieldOf(error);
        const text = errorText(error);
        if (field) {
          const errors = { ...$errors.get(), [field]: text };
          $errors.set(errors);
          return { ok: false, errors, failure: "" };
        }
        $failure.set(text);
        return { ok: false, errors: $errors.get(), failure: text };
      } finally {
        $saving.set(false);
      }
    },
    async uploadAvatar(file, onProgress) {
      $upload.set({ status: "uploading", progress: 0 });
      const form = new FormData();
      form.append("file", file, "avatar.png");
      try {
        const avatar = await api.upload<AvatarUploadReply>("user/avatar-upload", form, (progress) => {
          $upload.set({ status: "uploading", progress });
          onProgress?.(progress);
        });
        $upload.set({ status: "done", progress: 1, avatar });
        return avatar;
      } catch (error) {
        $upload.set({ status: "failed", progress: 0, error: errorText(error) });
        return null;
      }
    },
    clearError(field) {
      $saved.set(false);
      const errors = $errors.get();
      if (!(field in errors)) return;
      const rest = { ...errors };
      delete rest[field];
      $errors.set(rest);
    },
    showErrors: (errors) => $errors.set(errors),
    reset() {
      $errors.set({});
      $failure.set("");
      $saved.set(false);
      $upload.set({ status: "idle", progress: 0 });
    },
  };
}

/** The field a refused edit names (`data.field` of the 400), else undefined. */
export function fieldOf(error: unknown): ProfileField | undefined {
  if (!isApiError(error)) return undefined;
  const data = error.data as { field?: unknown } | undefined;
  return typeof data?.field === "string" ? (data.field as ProfileField) : undefined;
}
