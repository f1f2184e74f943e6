/**
 * An album as a page shows it (spec "my album"): the photos newest first, the limit, an upload with
 * its progress, and deleting a photo. One store per album shown: the signed-in user's own, or
 * another user's read-only.
 */
import { ALBUM_LIMITS } from "@chat/protocol";
import type { AlbumPhoto } from "@chat/protocol";
import { atom, computed, type ReadableAtom } from "nanostores";
import type { ApiClient } from "../api/api-client.js";
import { errorText } from "../api/api-error.js";
import { albumDelete, albumList, albumUpload } from "./album-api.js";

export interface AlbumState {
  /** Null until the first list arrives. */
  photos: AlbumPhoto[] | null;
  /** How many photos the album may hold. */
  limit: number;
  loading: boolean;
  /** Why the list could not load, else "". */
  error: string;
}

export interface AlbumUpload {
  status: "idle" | "uploading" | "done" | "failed";
  /** The fraction sent, 0–1. */
  progress: number;
  error?: string;
}

export interface Album {
  $state: ReadableAtom<AlbumState>;
  $upload: ReadableAtom<AlbumUpload>;
  /** True when no further photo fits. */
  $full: ReadableAtom<boolean>;
  /** Why the last delete failed, else "". */
  $deleteError: ReadableAtom<string>;
  /** Loads (again) the album; keeps the photos shown while it loads. */
  load(): Promise<void>;
  /** Adds a photo at the top; resolves it, or null (the reason on `$upload`). */
  upload(file: Blob): Promise<AlbumPhoto | null>;
  /** Deletes a photo; resolves false when refused (the reason on `$deleteError`). */
  remove(id: number): Promise<boolean>;
  /** The upload's outcome is dismissed, so the next file starts clean. */
  clearUpload(): void;
}

export interface AlbumOptions {
  api: ApiClient;
  /** Whose album; the signed-in user's own when left out. */
  userId?: number;
}

export function createAlbum(options: AlbumOptions): Album {
  const { api, userId } = options;
  const $state = atom<AlbumState>({ photos: null, limit: ALBUM_LIMITS.photos, loading: false, error: "" });
  const $upload = atom<AlbumUpload>({ status: "idle", progress: 0 });
  const $deleteError = atom("");
  const $full = computed($state, (s) => (s.photos?.length ?? 0) >= s.limit);
  let loads = 0;

  const patch = (change: Partial<AlbumState>) => $state.set({ ...$state.get(), ...change });

  return {
    $state,
    $upload,
    $full,
    $deleteError,
    async load() {
      const mine = ++loads;
      patch({ loading: true, error: "" });
      try {
        const reply = await albumList(api, userId);
        if (mine === loads) patch({ photos: reply.list, limit: reply.limit, loading: false });
      } catch (error) {
        if (mine === loads) patch({ loading: false, error: errorText(error) });
      }
    },
    async upload(file) {
      $upload.set({ status: "uploading", progress: 0 });
      try {
        const photo = await albumUpload(api, file, (progress) => $upload.set({ status: "uploading", progress }));
        const photos = $state.get().photos ?? [];
        patch({ photos: [photo, ...photos.filter((p) => p.id !== photo.id)] });
        $upload.set({ status: "done", progress: 1 });
        return photo;
      } catch (error) {
        $upload.set({ status: "failed", progress: 0, error: errorText(error) });
        return null;
      }
    },
    async remove(id) {
      $deleteError.set("");
      try {
        await albumDelete(api, id);
        patch({ photos: ($state.get().photos ?? []).filter((p) => p.id !== id) });
        return true;
      } catch (error) {
        $deleteError.set(errorText(error));
        return false;
      }
    },
    clearUpload: () => $upload.set({ status: "idle", progress: 0 }),
  };
}
