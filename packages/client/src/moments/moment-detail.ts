/**
 * One moment with its comments (the detail route and a card's open comments): the moment, the
 * comments oldest first with their replies under them, paged by cursor, commenting, replying and
 * deleting, and for an SVIP author who liked it.
 */
import type { Moment, MomentAuthor, MomentComment } from "@chat/protocol";
import { momentTextProblem } from "@chat/protocol/core";
import { atom, type ReadableAtom } from "nanostores";
import type { ApiClient } from "../api/api-client.js";
import { errorText } from "../api/api-error.js";
import { commentList, commentMoment, deleteComment, momentInfo, supportMoment } from "./moments-api.js";

export interface MomentDetailState {
  /** Null until loaded. */
  moment: Moment | null;
  comments: MomentComment[];
  /** Comments and replies in all. */
  total: number;
  hasMore: boolean;
  likers: MomentAuthor[] | null;
  loading: boolean;
  /** Why the moment or a page of comments could not load, else "". */
  error: string;
}

export type CommentResult = { ok: true; comment: MomentComment } | { ok: false; error: string };

export interface MomentDetail {
  $state: ReadableAtom<MomentDetailState>;
  load(): Promise<void>;
  loadMoreComments(): Promise<void>;
  /** A comment, or with `parentId` a reply under that comment; the text is checked first. */
  comment(text: string, parentId?: number): Promise<CommentResult>;
  /** Deletes a comment (or reply); resolves the server's reason when refused, else "". */
  removeComment(id: number): Promise<string>;
  toggleLike(): Promise<void>;
  /** Keeps the moment in step with a list that changed it. */
  setMoment(moment: Moment): void;
}

export function createMomentDetail(options: { api: ApiClient; id: number; pageSize?: number }): MomentDetail {
  const { api, id, pageSize } = options;
  const $state = atom<MomentDetailState>({ moment: null, comments: [], total: 0, hasMore: false, likers: null, loading: false, error: "" });
  let cursor: string | null = null;
  const patch = (change: Partial<MomentDetailState>) => $state.set({ ...$state.get(), ...change });
  const withCount = (delta: number): Partial<MomentDetailState> => {
    const { moment, total } = $state.get();
    return {
      total: Math.max(0, total + delta),
      moment: moment && moment.comments !== null ? { ...moment, comments: Math.max(0, moment.comments + delta) } : moment,
    };
  };

  return {
    $state,
    async load() {
      patch({ loading: true, error: "" });
      try {
        const reply = await momentInfo(api, id);
        cursor = reply.comments.nextCursor;
        patch({ moment: reply.moment, comments: reply.comments.list, total: reply.comments.total, hasMore: cursor !== null, likers: reply.likers, loading: false });
      } catch (error) {
        patch({ loading: false, error: errorText(error) || String(error) });
      }
    },
    async loadMoreComments() {
      const current = $state.get();
      if (current.loading || !current.hasMore) return;
      patch({ loading: true });
      try {
        const page = await commentList(api, id, cursor, pageSize);
        cursor = page.nextCursor;
        const seen = new Set($state.get().comments.map((c) => c.id));
        patch({ comments: [...$state.get().comments, ...page.list.filter((c) => !seen.has(c.id))], total: page.total, hasMore: cursor !== null, loading: false, error: "" });
      } catch (error) {
        patch({ loading: false, error: errorText(error) || String(error) });
      }
    },
    async comment(text, parentId) {
      const problem = momentTextProblem(text, "comment");
      if (problem) return { ok: false, error: problem };
      try {
        const comment = await commentMoment(api, id, text.trim(), parentId);
        const comments = $state.get().comments;
        // The server files a reply under its top-level comment (a reply to a reply too).
        const under = comment.parentId ?? parentId;
        const next =
          under === undefined || under === null
            ? [...comments.filter((c) => c.id !== comment.id), { ...comment, replies: comment.replies ?? [] }]
            : comments.map((c) => (c.id === under ? { ...c, replies: [...c.replies.filter((r) => r.id !== comment.id), comment] } : c));
        patch({ comments: next, ...withCount(1) });
        return { ok: true, comment };
      } catch (error) {
        return { ok: false, error: errorText(error) || String(error) };
      }
    },
    async removeComment(commentId) {
      try {
        await deleteComment(api, commentId);
      } catch (error) {
        return errorText(error) || String(error);
      }
      const comments = $state.get().comments;
      const top = comments.find((c) => c.id === commentId);
      // A comment goes with its replies; a reply goes alone.
      const gone = top ? 1 + top.replies.length : 1;
      const next = top ? comments.filter((c) => c.id !== commentId) : comments.map((c) => ({ ...c, replies: c.replies.filter((r) => r.id !== commentId) }));
      patch({ comments: next, ...withCount(-gone) });
      return "";
    },
    async toggleLike() {
      const before = $state.get().moment;
      if (!before) return;
      const like = !before.liked;
      patch({ moment: { ...before, liked: like, likes: before.likes === null ? null : Math.max(0, before.likes + (like ? 1 : -1)) } });
      try {
        const reply = await supportMoment(api, id, like);
        const now = $state.get().moment;
        if (now) patch({ moment: { ...now, liked: reply.liked, likes: now.likes === null ? null : reply.likes } });
      } catch (error) {
        const now = $state.get().moment;
        if (now) patch({ moment: { ...now, liked: before.liked, likes: before.likes } });
        throw error;
      }
    },
    setMoment: (moment) => patch({ moment }),
  };
}
