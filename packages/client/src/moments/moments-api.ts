/** The calls of moments (spec "Moments", `/api/dynamic/*`) over the ApiClient. */
import type {
  BurnRecoveryReply,
  CommentPage,
  Moment,
  MomentBurnReadReply,
  MomentComment,
  MomentInfoReply,
  MomentPage,
  MomentTranslateReply,
  MomentView,
  SupportReply,
} from "@chat/protocol";
import type { ApiClient } from "../api/api-client.js";

export interface MomentListParams {
  view: MomentView;
  /** With `view: "user"`: whose moments (the caller's without it). */
  userId?: number;
  cursor?: string | null;
  pageSize?: number;
}

export function momentList(api: ApiClient, params: MomentListParams): Promise<MomentPage> {
  const query: Record<string, string | number> = { view: params.view };
  if (params.userId !== undefined) query.userId = params.userId;
  if (params.cursor) query.cursor = params.cursor;
  if (params.pageSize !== undefined) query.pageSize = params.pageSize;
  return api.get<MomentPage>("dynamic/dynamic-list", query);
}

export const momentInfo = (api: ApiClient, id: number) => api.get<MomentInfoReply>("dynamic/dynamic-info", { id });

export function commentList(api: ApiClient, dynamicId: number, cursor: string | null, pageSize?: number): Promise<CommentPage> {
  const query: Record<string, string | number> = { dynamicId };
  if (cursor) query.cursor = cursor;
  if (pageSize !== undefined) query.pageSize = pageSize;
  return api.get<CommentPage>("dynamic/comment-list", query);
}

/** Posts a moment: the text, the type and the pictures as repeated `file` parts, reporting the fraction sent. */
export function releaseMoment(
  api: ApiClient,
  input: { text: string; burn: boolean; pictures: readonly Blob[] },
  onProgress?: (fraction: number) => void,
): Promise<Moment> {
  const form = new FormData();
  form.append("text", input.text);
  form.append("type", input.burn ? "1" : "0");
  input.pictures.forEach((picture, i) => form.append("file", picture, picture instanceof File ? picture.name : `picture-${i + 1}`));
  return api.upload<Moment>("dynamic/release", form, onProgress);
}

export const deleteMoment = (api: ApiClient, id: number) => api.post<null>("dynamic/del", { id });
export const pinMoment = (api: ApiClient, id: number, top: boolean) => api.post<null>("dynamic/dynamic-top", { id, top });
export const supportMoment = (api: ApiClient, dynamicId: number, like: boolean) => api.post<SupportReply>("dynamic/support", { dynamicId, like });

export function commentMoment(api: ApiClient, dynamicId: number, text: string, parentId?: number): Promise<MomentComment> {
  return api.post<MomentComment>("dynamic/comment", parentId === undefined ? { dynamicId, text } : { dynamicId, parentId, text });
}

export const deleteComment = (api: ApiClient, id: number) => api.post<null>("dynamic/del-comment", { id });

export function translateMoment(api: ApiClient, what: "moment" | "comment", id: number, targetLanguage?: string): Promise<MomentTranslateReply> {
  const path = what === "moment" ? "dynamic/translate" : "dynamic/translate-comment";
  return api.post<MomentTranslateReply>(path, targetLanguage ? { id, targetLanguage } : { id });
}

export const burnRead = (api: ApiClient, id: number) => api.post<MomentBurnReadReply>("dynamic/burn-read", { id });
export const burnRecovery = (api: ApiClient, id: number) => api.post<BurnRecoveryReply>("dynamic/burn-recovery", { id });
