import { z } from "zod";
import { ADD_FRIEND_CHOICES, MOMENT_INTERACTION_CHOICES } from "./system.js";

/** A friend of product §3 (`GET /api/friend/friend-list`). */
export interface Friend {
  friendUserId: number;
  friendUserNickName: string;
  friendUserAvatar: string;
  friendRemarkName: string;
  /** Contacts group: A–Z for Latin and Chinese (pinyin), the script's own letter, or "#". */
  firstLetter: string;
  insertTime: number;
  imAccount: string;
  onlineState: 0 | 1;
}

/** A friend application (`GET /api/friend/applys`); status null while pending, 0 rejected, 1 approved. */
export interface FriendApplication {
  applyId: number;
  userId: number;
  nickname: string;
  avatar: string;
  note: string;
  status: 0 | 1 | null;
  insertTime: number;
}

export interface UnreadSummary {
  applys: number;
  system: number;
  interact: number;
}

export interface Announcement {
  id: number;
  /** The title in the reader's language ("" or absent for an announcement without one). */
  title?: string;
  content: string;
  insertTime: number;
}

/** Interaction record (product §3): 1 followed, 2 commented, 3 liked, 4 visited, 5 replied, else gift. */
export interface InteractionRecord {
  id: number;
  type: number;
  otherUserId: number;
  otherUserVo: { nickname: string; avatar: string };
  insertTime: number;
  /** The moment a like, comment or reply record (types 2, 3, 5) is about. */
  dynamicId?: number;
}

export interface ComplaintReason {
  id: number;
  reason: string;
  type: number;
}

export const updateRemarkRequest = z.object({
  friendUserId: z.coerce.number({ error: "badRequest" }).int({ error: "badRequest" }).positive({ error: "badRequest" }).max(2_147_483_647, { error: "badRequest" }),
  friendRemarkName: z.string({ error: "badRequest" }).trim().max(32, { error: "badRequest" }),
});
export const addFriendRequest = z.object({
  userId: z.coerce.number({ error: "badRequest" }).int({ error: "badRequest" }).positive({ error: "badRequest" }).max(2_147_483_647, { error: "badRequest" }),
  note: z.string({ error: "badRequest" }).max(200, { error: "badRequest" }).optional(),
});
export const addComplaintRequest = z.object({
  type: z.coerce.number({ error: "badRequest" }).int({ error: "badRequest" }),
  notes: z.string({ error: "badRequest" }).max(1000, { error: "badRequest" }).optional().default(""),
  beComplainedAccount: z.union([z.string(), z.number()], { error: "badRequest" }),
  /** A complaint about one moment (of the complained-about user) or one comment on a moment. */
  dynamicId: z.coerce.number({ error: "badRequest" }).int({ error: "badRequest" }).positive({ error: "badRequest" }).max(2_147_483_647, { error: "badRequest" }).optional(),
  commentId: z.coerce.number({ error: "badRequest" }).int({ error: "badRequest" }).positive({ error: "badRequest" }).max(2_147_483_647, { error: "badRequest" }).optional(),
  /** A complaint about one message the complained-about user sent the caller. */
  messageId: z.string({ error: "badRequest" }).regex(/^[0-9a-f]{32}$/, { error: "badRequest" }).optional(),
});

/** `POST /api/friend/add-friend` answer: friends at once (`added`) or an application (`applied`). */
export interface AddFriendReply {
  status: "added" | "applied";
  applyId: number | null;
}

/** `GET /api/interact/list?page=1&pageSize=20` answer. */
export interface InteractionPage {
  records: InteractionRecord[];
  total: number;
}

/** `GET /api/service/im-account`: the customer-service account the panel talks to. */
export interface ServiceAccount {
  serviceAccount: string;
  userId: number;
  nickname: string;
  avatar: string;
}

export const privacySetRequest = z
  .object({
    addFriend: z.enum(ADD_FRIEND_CHOICES, { error: "badRequest" }).optional(),
    momentInteractions: z.enum(MOMENT_INTERACTION_CHOICES, { error: "badRequest" }).optional(),
    notificationText: z.boolean({ error: "badRequest" }).optional(),
  })
  .refine((b) => b.addFriend !== undefined || b.momentInteractions !== undefined || b.notificationText !== undefined, { error: "badRequest" });
export type PrivacySetRequest = z.input<typeof privacySetRequest>;
