import { z } from "zod";
import type { TranslateFailReason, TranslationSource } from "./translation.js";
import type { MessageKey } from "./server-messages.js";

/**
 * Moments (product §1–§7 "Moments", `/api/dynamic/*`): posts of text and one to nine pictures, some
 * burn-after-reading, with likes, comments and one level of replies, pinning, translation and
 * complaints. Reads are GET with a query; writes are POST with a JSON body, except `release`
 * (multipart, so its pictures upload with progress in one request).
 */
const key = (k: MessageKey) => ({ error: k });

import { MOMENT_LIMITS, MOMENT_VIEWS, type MomentType } from "./moments-limits.js";

/** Who wrote a moment or a comment: what anyone signed in may see of them. */
export interface MomentAuthor {
  userId: number;
  account: string;
  nickname: string;
  avatar: string;
  avatarThumb: string;
  /** 0 ordinary, 1 VIP, 2 SVIP. */
  vipLevel: 0 | 1 | 2;
}

/**
 * One picture. For a burn-after-reading moment seen by anyone but its author, `url` and `thumbUrl`
 * are empty and only `blurUrl` (a heavily blurred small copy) is given; the real picture comes only
 * from `POST /api/dynamic/burn-read`.
 */
export interface MomentPicture {
  url: string;
  thumbUrl: string;
  blurUrl: string;
  width: number;
  height: number;
}

/**
 * The caller's state of a burn-after-reading moment: `own` (the author: sees everything), `sealed`
 * (not read yet, or recovered: one read left), `burned` (read; `burn-recovery` opens it once more).
 */
export type BurnState = "own" | "sealed" | "burned";

export interface Moment {
  id: number;
  author: MomentAuthor;
  text: string;
  /** The author's language when posting, a locale code (the translation's source). */
  language: string;
  type: MomentType;
  pictures: MomentPicture[];
  /** True for the one moment its author pinned to the top of their page. */
  pinned: boolean;
  /** Epoch milliseconds. */
  createdAt: number;
  /**
   * Like and comment counts; `null` when the author's privacy setting keeps them to the author
   * ("likes and comments: only me") and the caller is someone else.
   */
  likes: number | null;
  comments: number | null;
  /** True when the caller likes it. */
  liked: boolean;
  /** `null` for a normal moment. */
  burnState: BurnState | null;
}

/** One comment, or a reply to one (`parentId` set: one level only, shown under its comment). */
export interface MomentComment {
  id: number;
  dynamicId: number;
  /** The comment a reply answers; `null` for a top-level comment. */
  parentId: number | null;
  author: MomentAuthor;
  /** For a reply: whom it answers (the parent comment's author). */
  replyTo: { userId: number; nickname: string } | null;
  text: string;
  createdAt: number;
  /** Top-level comments only: their replies, oldest first (every reply; one level deep). */
  replies: MomentComment[];
}

/** A page of a cursor-paged list: pass `nextCursor` back as `cursor`; `null` means the end. */
export interface MomentPage {
  list: Moment[];
  nextCursor: string | null;
}
export interface CommentPage {
  list: MomentComment[];
  nextCursor: string | null;
  /** Comments and replies on the moment in all (what `comments` counts). */
  total: number;
}

/** `GET /api/dynamic/dynamic-info?id=`: one moment, the first page of its comments, and for an SVIP author, who liked it. */
export interface MomentInfoReply {
  moment: Moment;
  comments: CommentPage;
  /** Only when the caller is the author and SVIP (product §6 "see who liked me"); otherwise `null`. */
  likers: MomentAuthor[] | null;
}

/** `POST /api/dynamic/release` answer. */
export type ReleaseReply = Moment;

/** `POST /api/dynamic/support` answer: the caller's like and the new count. */
export interface SupportReply {
  liked: boolean;
  likes: number;
}

/** `POST /api/dynamic/translate` and `/translate-comment` answer (same engine, cache and charges as chat). */
export interface MomentTranslateReply extends TranslationSource {
  translateSuccess: boolean;
  /** Why it was not translated (translateSuccess false; translateContent is then ""). */
  reason?: TranslateFailReason;
  translateContent: string;
  /** What it cost the caller (0/0 when already paid for this text and language). */
  charged: { characters: number; coins: number };
}

/** `POST /api/dynamic/burn-read` answer: single-use links that expire, and how long to show them. */
export interface MomentBurnReadReply {
  pictures: { url: string; width: number; height: number }[];
  /** Epoch ms after which the links no longer work. */
  expiresAt: number;
  displayMs: number;
}

/** `POST /api/dynamic/burn-recovery` answer: what the extra read cost. */
export interface BurnRecoveryReply {
  charged: { blurUses: number; coins: number };
}

const idField = z.coerce
  .number(key("badRequest"))
  .int(key("badRequest"))
  .positive(key("badRequest"))
  .max(2 ** 31 - 1, key("badRequest"));
const cursorField = z.string(key("badRequest")).max(200, key("badRequest")).optional();
const pageSizeField = z.coerce
  .number(key("badRequest"))
  .int(key("badRequest"))
  .min(1, key("badRequest"))
  .max(MOMENT_LIMITS.maxPageSize, key("badRequest"))
  .default(MOMENT_LIMITS.pageSize);
const languageField = z.string(key("badRequest")).min(2, key("badRequest")).max(16, key("badRequest")).optional();

/**
 * The text fields of the multipart `POST /api/dynamic/release` (pictures in repeated `file` parts, one
 * to nine). `type` arrives as a form string.
 */
export const releaseFields = z.object({
  text: z.string(key("badRequest")).trim().min(1, key("momentTextRequired")).max(MOMENT_LIMITS.textChars, key("messageTooLong")),
  type: z.coerce.number(key("badRequest")).pipe(z.union([z.literal(0), z.literal(1)], key("badRequest"))).default(0),
});
export type ReleaseFields = z.input<typeof releaseFields>;

/** `GET /api/dynamic/dynamic-list?view=&userId=&cursor=&pageSize=` (`userId` with `view=user`; default the caller). */
export const momentListQuery = z.object({
  view: z.enum(MOMENT_VIEWS, key("badRequest")).default("square"),
  userId: idField.optional(),
  cursor: cursorField,
  pageSize: pageSizeField,
});
export type MomentListQuery = z.input<typeof momentListQuery>;

/** `GET /api/dynamic/dynamic-info?id=`. */
export const momentInfoQuery = z.object({ id: idField });

/** `GET /api/dynamic/comment-list?dynamicId=&cursor=&pageSize=`: top-level comments, oldest first, each with its replies. */
export const commentListQuery = z.object({ dynamicId: idField, cursor: cursorField, pageSize: pageSizeField });
export type CommentListQuery = z.input<typeof commentListQuery>;

/** `POST /api/dynamic/del`, `/burn-read`, `/burn-recovery`: one moment. */
export const momentIdRequest = z.object({ id: idField });
export type MomentIdRequest = z.input<typeof momentIdRequest>;

/** `POST /api/dynamic/dynamic-top`: pin (true, the default) or unpin one of the caller's moments. */
export const pinRequest = z.object({ id: idField, top: z.boolean(key("badRequest")).default(true) });
export type PinRequest = z.input<typeof pinRequest>;

/** `POST /api/dynamic/support`: like (true, the default) or unlike; both idempotent. */
export const supportRequest = z.object({ dynamicId: idField, like: z.boolean(key("badRequest")).default(true) });
export type SupportRequest = z.input<typeof supportRequest>;

/** `POST /api/dynamic/comment`: a comment, or with `parentId` a reply to a top-level comment. */
export const commentRequest = z.object({
  dynamicId: idField,
  parentId: idField.optional(),
  text: z.string(key("badRequest")).trim().min(1, key("commentRequired")).max(MOMENT_LIMITS.commentChars, key("messageTooLong")),
});
export type CommentRequest = z.input<typeof commentRequest>;

/** `POST /api/dynamic/del-comment`: the caller's own comment, or any comment on the caller's moment. */
export const delCommentRequest = z.object({ id: idField });

/** `POST /api/dynamic/translate` (a moment's text) and `/translate-comment` (a comment's); target defaults to the caller's language. */
export const momentTranslateRequest = z.object({ id: idField, targetLanguage: languageField });
export type MomentTranslateRequest = z.input<typeof momentTranslateRequest>;
