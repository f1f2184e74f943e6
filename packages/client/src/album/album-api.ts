/** The album's calls (product §7 "Album") over the ApiClient. */
import type { AlbumListReply, AlbumUploadReply } from "@chat/protocol";
import type { ApiClient } from "../api/api-client.js";

/** A user's album, newest first; the caller's own without `userId`. */
export const albumList = (api: ApiClient, userId?: number) => api.get<AlbumListReply>("album/list", userId === undefined ? {} : { userId });

/** Adds a photo to the caller's album (multipart field `file`), reporting the fraction sent. */
export function albumUpload(api: ApiClient, file: Blob, onProgress?: (fraction: number) => void) {
  const form = new FormData();
  form.append("file", file, file instanceof File ? file.name : "photo");
  return api.upload<AlbumUploadReply>("album/upload", form, onProgress);
}

/** Deletes one of the caller's photos (the spec's call is a GET). */
export const albumDelete = (api: ApiClient, id: number) => api.get<null>("album/delete-img", { id });
