import { z } from "zod";
import type { MessageKey } from "./server-messages.js";

/**
 * The operator console (`/api/admin/*`): operators log in with their password and then a mailed code;
 * the console's token travels as `X-Operator-Token`, never as a member's bearer token.
 */
const key = (k: MessageKey) => ({ error: k });

/** Operator sessions end after 30 idle minutes, and 8 hours after login at the latest. */
export const OPERATOR_SESSION = { idleMs: 30 * 60_000, maxMs: 8 * 60 * 60_000 } as const;

export type OperatorRole = "support" | "admin";
export const OPERATOR_ROLES: readonly OperatorRole[] = ["support", "admin"];

/** The signed-in operator. */
export interface Operator {
  id: number;
  email: string;
  role: OperatorRole;
}

/** The answer of the password step: the challenge to send back with the mailed code. */
export interface OperatorChallenge {
  challenge: string;
}

/** The answer of the code step. */
export interface OperatorLoginResult {
  token: string;
  operator: Operator;
  /** When the session ends at the latest (epoch ms); it also ends after 30 idle minutes. */
  expiresAt: number;
}

export const operatorLoginRequest = z.object({
  email: z.string(key("accountRequired")).trim().min(1, key("accountRequired")).max(320, key("loginFailed")).transform((s) => s.toLowerCase()),
  password: z.string(key("accountRequired")).min(1, key("accountRequired")).max(256, key("loginFailed")),
});
export const operatorVerifyRequest = z.object({
  challenge: z.string(key("codeWrong")).regex(/^[A-Za-z0-9_-]{16,128}$/, key("codeWrong")),
  code: z.string(key("codeFormat")).trim().regex(/^\d{6}$/, key("codeFormat")),
});

export type OperatorLoginRequest = z.input<typeof operatorLoginRequest>;
export type OperatorVerifyRequest = z.input<typeof operatorVerifyRequest>;

// ——— Complaints ———

/** One message of a complaint's copy of the conversation. */
export interface SnapshotMessage {
  id: string;
  fromUserId: number;
  type: "txt" | "img" | "audio" | "custom";
  text: string;
  /** The picture of an image message (a burn-after-read one too: the operator must see it), the recording of an audio one. */
  url: string | null;
  /** A gift or a burn-after-read image: its kind. */
  custom: string | null;
  time: number;
  /** Already recalled when the complaint was filed. */
  recalled: boolean;
}

/**
 * What was reported, as it was when the complaint was filed: the reported user's profile, the
 * complained-about message, moment or comment, and the last messages between the two (a complaint
 * filed from a conversation is about what was said there).
 */
export interface ComplaintSnapshot {
  profile: { userId: number; accountId: number; nickname: string; avatar: string; personalMessage: string; occupation: string };
  message?: SnapshotMessage;
  moment?: { id: number; text: string; pictures: string[]; time: number };
  comment?: { id: number; momentId: number; text: string; time: number };
  /** The conversation's last messages (at most 20, oldest first). */
  conversation: SnapshotMessage[];
}

export type ComplaintStatus = "open" | "dismissed" | "warned" | "hidden" | "suspended" | "banned";
export type ComplaintAction = "dismiss" | "warn" | "hide" | "suspend" | "ban";
export const COMPLAINT_ACTIONS: readonly ComplaintAction[] = ["dismiss", "warn", "hide", "suspend", "ban"];

/** A user as the console lists them. */
export interface ConsoleUserRef {
  id: number;
  accountId: number;
  nickname: string;
}

export interface ConsoleComplaint {
  id: number;
  reason: { id: number; reason: string };
  notes: string;
  createdAt: number;
  status: ComplaintStatus;
  handledAt: number | null;
  /** The operator who handled it (e-mail). */
  handledBy: string | null;
  reporter: ConsoleUserRef;
  reported: ConsoleUserRef & { suspendedUntil: number | null; bannedAt: number | null };
  /** What it is about: the user, one message, one moment or one comment. */
  about: "user" | "message" | "moment" | "comment";
  /** Null for complaints filed before the console kept copies. */
  snapshot: ComplaintSnapshot | null;
}

export interface ConsoleComplaintPage {
  records: ConsoleComplaint[];
  total: number;
}

const id32 = z.coerce.number({ error: "badRequest" }).int({ error: "badRequest" }).positive({ error: "badRequest" }).max(2_147_483_647, { error: "badRequest" });

/** `GET /api/admin/complaints`: newest first; open ones unless `status` says otherwise. */
export const consoleComplaintsQuery = z.object({
  status: z.enum(["open", "handled", "all"], key("badRequest")).optional().default("open"),
  reason: id32.optional(),
  /** The reported user: user id. */
  userId: id32.optional(),
  page: z.coerce.number(key("badRequest")).int(key("badRequest")).min(1, key("badRequest")).max(10_000, key("badRequest")).optional().default(1),
  pageSize: z.coerce.number(key("badRequest")).int(key("badRequest")).min(1, key("badRequest")).max(100, key("badRequest")).optional().default(20),
});

/** Suspensions last from an hour to a year. */
export const SUSPENSION_HOURS = { min: 1, max: 24 * 365 } as const;

export const complaintActionRequest = z.object({
  complaintId: id32,
  action: z.enum(["dismiss", "warn", "hide", "suspend", "ban"], key("badRequest")),
  /** For `hide` on a complaint about the user: one of the reported user's messages in its copy of the conversation. */
  messageId: z.string(key("badRequest")).regex(/^[0-9a-f]{32}$/, key("badRequest")).optional(),
  /** For `suspend`: how long. */
  hours: z.coerce.number(key("badRequest")).int(key("badRequest")).min(SUSPENSION_HOURS.min, key("badRequest")).max(SUSPENSION_HOURS.max, key("badRequest")).optional(),
});

export type ConsoleComplaintsQuery = z.input<typeof consoleComplaintsQuery>;
export type ComplaintActionRequest = z.input<typeof complaintActionRequest>;

// ——— Users ———

export interface ConsoleUserRow extends ConsoleUserRef {
  email: string | null;
  vipLevel: number;
  createdAt: number;
  deletedAt: number | null;
  suspendedUntil: number | null;
  bannedAt: number | null;
}

export interface ConsoleBill {
  id: number;
  asset: string;
  delta: number;
  balanceAfter: number;
  reason: string;
  item: string;
  time: number;
}

export interface ConsoleUserDetail {
  user: ConsoleUserRow & { avatar: string; gender: number; region: string; language: string; personalMessage: string; occupation: string };
  membership: { vipLevel: number; vipExpiresAt: number | null };
  balances: { goldCoin: number; translateChars: number; vipChars: number; freeGifts: number };
  flags: { isPayMsg: boolean; isBurnPayMsg: boolean };
  /** The newest ledger entries (at most 50). */
  bills: ConsoleBill[];
  /** The newest complaints about the user (at most 20). */
  complaints: { id: number; reason: string; status: ComplaintStatus; createdAt: number }[];
}

export const consoleUserSearchQuery = z.object({
  /** An e-mail address, an account ID or part of a nickname. */
  q: z.string(key("badRequest")).trim().min(1, key("badRequest")).max(320, key("badRequest")),
});
export const consoleUserQuery = z.object({ userId: id32 });
export const consoleCoinsRequest = z.object({
  userId: id32,
  delta: z.coerce.number(key("badRequest")).int(key("badRequest")).min(-1_000_000_000, key("badRequest")).max(1_000_000_000, key("badRequest")).refine((n) => n !== 0, key("badRequest")),
  reason: z.string(key("consoleReasonRequired")).trim().min(1, key("consoleReasonRequired")).max(200, key("consoleReasonRequired")),
});
export const consoleUserSetRequest = z
  .object({
    userId: id32,
    vipLevel: z.union([z.literal(0), z.literal(1), z.literal(2)], key("badRequest")).optional(),
    isPayMsg: z.boolean(key("badRequest")).optional(),
    isBurnPayMsg: z.boolean(key("badRequest")).optional(),
  })
  .refine((b) => b.vipLevel !== undefined || b.isPayMsg !== undefined || b.isBurnPayMsg !== undefined, key("badRequest"));
/** Lifts a suspension or a ban. */
export const consoleUserRestoreRequest = z.object({ userId: id32 });

export type ConsoleCoinsRequest = z.input<typeof consoleCoinsRequest>;
export type ConsoleUserSetRequest = z.input<typeof consoleUserSetRequest>;
