import { z } from "zod";
import type { ConsoleBill } from "./console.js";
import type { ChatMessage } from "./messages.js";
import type { MessageKey } from "./server-messages.js";

/**
 * The support inbox of the operator console (`/api/admin/support/*`): every member's conversation with
 * the customer-service account, answered by operators as "Customer service". A conversation ("thread")
 * is open from a member's message until an operator resolves it; the member's next message reopens it.
 * Roles support and admin; only an admin gives a thread to another operator.
 */
const key = (k: MessageKey) => ({ error: k });
const id32 = z.coerce.number(key("badRequest")).int(key("badRequest")).positive(key("badRequest")).max(2_147_483_647, key("badRequest"));

export const SUPPORT_LIMITS = {
  /** Threads on one page of the list. */
  pageSize: 30,
  /** Messages on one page of a thread's history. */
  historyPageSize: 30,
  /** Characters of an internal note. */
  noteLength: 2000,
  /** Characters of a saved reply's title and text. */
  savedReplyTitle: 80,
  savedReplyText: 1000,
  /** Saved replies in a console. */
  savedReplies: 200,
  /** Replies an operator may send in 10 s (as members' sends). */
  replies: 100,
} as const;

export type SupportStatus = "open" | "resolved";
/** The inbox's filters: open threads, open ones assigned to me, open ones nobody has, resolved ones. */
export type SupportFilter = "open" | "mine" | "unassigned" | "resolved";
export const SUPPORT_FILTERS: readonly SupportFilter[] = ["open", "mine", "unassigned", "resolved"];

/** The member of a thread as the inbox lists them. */
export interface SupportMember {
  /** User id. */
  id: number;
  accountId: number;
  nickname: string;
  avatar: string;
  /** The member's language (locale code). */
  language: string;
  /** 0 none, 1 VIP, 2 SVIP. */
  vipLevel: number;
  /** "web" for the web app, or the origin of the partner site that handed the member over. */
  source: string;
}

export interface SupportOperatorRef {
  id: number;
  email: string;
}

/** One row of the inbox. */
export interface SupportThread {
  member: SupportMember;
  status: SupportStatus;
  /** The operator who has it, or null. */
  assignee: SupportOperatorRef | null;
  /** The newest message either way (recalled ones have no text), or null for a thread without messages. */
  lastMessage: { type: ChatMessage["type"]; text: string; fromMember: boolean; time: number } | null;
  /** The member's messages no operator has opened yet. */
  unread: number;
  /** When the member's first message that no reply has answered yet was sent (epoch ms); null when answered. */
  waitingSince: number | null;
  /** Time of the newest activity (epoch ms): the list is ordered by it, newest first. */
  lastTime: number;
}

/** `GET /api/admin/support/threads` answer. */
export interface SupportThreadPage {
  records: SupportThread[];
  total: number;
}

/** An internal note: operators only, never shown to the member. */
export interface SupportNote {
  id: number;
  operator: SupportOperatorRef;
  text: string;
  time: number;
}

/** `GET /api/admin/support/thread?memberId=` answer: the thread and the member's context. */
export interface SupportThreadDetail {
  thread: SupportThread;
  context: {
    email: string | null;
    region: string;
    createdAt: number;
    membership: { vipLevel: number; vipExpiresAt: number | null };
    balances: { goldCoin: number; translateChars: number; vipChars: number; freeGifts: number };
    suspendedUntil: number | null;
    bannedAt: number | null;
    /** The newest ledger entries (at most 10). */
    bills: ConsoleBill[];
    /** The newest mall orders (at most 5). */
    orders: { id: number; goodName: string; status: string; coins: number; time: number }[];
    /** Complaints about the member that no operator has handled yet. */
    openComplaints: { id: number; reason: string; createdAt: number }[];
  };
  notes: SupportNote[];
  /** Every operator, for an admin's reassignment (empty for the support role). */
  operators: SupportOperatorRef[];
}

/** `GET /api/admin/support/history` answer: newest first, like the panel's history. */
export interface SupportHistoryPage {
  messages: ChatMessage[];
  /** Pass back as `cursor` for the next (older) page; null when there is none. */
  nextCursor: string | null;
}

export interface SupportSavedReply {
  id: number;
  title: string;
  /** The locale the text is written in. */
  language: string;
  text: string;
}

/** `POST /api/admin/support/translate` answer. */
export interface SupportTranslation {
  text: string;
  /** The language the text was found to be written in. */
  from: string;
  to: string;
  engine: string;
}

/**
 * One event of the live feed (`GET /api/admin/support/feed`, `text/event-stream`, the operator's token
 * as `X-Operator-Token`): something changed in the member's thread (a message either way, a read,
 * an assignment, a note, a resolution); the console reloads what it shows of it.
 */
export interface SupportFeedEvent {
  memberId: number;
}

const text = (max: number, empty: MessageKey) => z.string(key(empty)).trim().min(1, key(empty)).max(max, key("messageTooLong"));
const locale = z.string(key("badRequest")).trim().min(2, key("badRequest")).max(16, key("badRequest"));

export const supportThreadsQuery = z.object({
  filter: z.enum(["open", "mine", "unassigned", "resolved"], key("badRequest")).optional().default("open"),
  /** An account ID, an e-mail address or part of a nickname. */
  q: z.string(key("badRequest")).trim().max(320, key("badRequest")).optional(),
  page: z.coerce.number(key("badRequest")).int(key("badRequest")).min(1, key("badRequest")).max(10_000, key("badRequest")).optional().default(1),
});
export const supportMemberQuery = z.object({ memberId: id32 });
export const supportHistoryQuery = z.object({
  memberId: id32,
  cursor: z.string(key("badRequest")).max(64, key("badRequest")).optional(),
});
export const supportMemberRequest = z.object({ memberId: id32 });
/** A reply as "Customer service": a text (optionally translated into `toLanguage`) or a picture uploaded through `/api/admin/support/upload`. */
export const supportReplyRequest = z.object({
  memberId: id32,
  messageType: z.enum(["txt", "img"], key("badRequest")),
  content: z.string(key("badRequest")).max(20_000, key("messageTooLong")).optional().default(""),
  imageUrl: z.string(key("badRequest")).max(2048, key("badRequest")).optional(),
  /** Translate the text into this language (the member's) before sending; the original stays in the console. */
  toLanguage: locale.optional(),
  clientMsgId: z.string(key("badRequest")).min(8, key("badRequest")).max(64, key("badRequest")),
});
/** `operatorId` left out: the caller takes it. Another operator: admins only. */
export const supportAssignRequest = z.object({ memberId: id32, operatorId: id32.optional() });
export const supportNoteRequest = z.object({ memberId: id32, text: text(SUPPORT_LIMITS.noteLength, "messageBlank") });
export const supportTranslateRequest = z.object({
  memberId: id32,
  /** A message of the thread. */
  messageId: z.string(key("badRequest")).regex(/^[0-9a-f]{32}$/, key("badRequest")),
  /** The operator's language. */
  to: locale,
});
export const supportSavedReplyRequest = z.object({
  title: text(SUPPORT_LIMITS.savedReplyTitle, "messageBlank"),
  language: locale,
  text: text(SUPPORT_LIMITS.savedReplyText, "messageBlank"),
});
export const supportSavedReplyRemoveRequest = z.object({ id: id32 });

export type SupportThreadsQuery = z.input<typeof supportThreadsQuery>;
export type SupportReplyRequest = z.input<typeof supportReplyRequest>;
export type SupportAssignRequest = z.input<typeof supportAssignRequest>;
export type SupportNoteRequest = z.input<typeof supportNoteRequest>;
export type SupportTranslateRequest = z.input<typeof supportTranslateRequest>;
export type SupportSavedReplyRequest = z.input<typeof supportSavedReplyRequest>;
