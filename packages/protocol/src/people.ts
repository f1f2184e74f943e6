import { z } from "zod";
import type { MessageKey } from "./server-messages.js";

/**
 * People (product §1, §2, §3, §7): following and followers, home-page visits and visitor records,
 * and block. `POST /api/user/follow` follows or unfollows (both idempotent); the lists page like
 * `/api/interact/list` (page from 1, pageSize up to 50, newest first, with the total).
 */
const key = (k: MessageKey) => ({ error: k });

const userIdField = z.coerce
  .number(key("badRequest"))
  .int(key("badRequest"))
  .positive(key("badRequest"))
  .max(2_147_483_647, key("badRequest"));

/** `POST /api/user/follow`: follow (true, the default) or unfollow (false) a user. */
export const followRequest = z.object({
  userId: userIdField,
  follow: z.boolean(key("badRequest")).default(true),
});
export type FollowRequest = z.input<typeof followRequest>;

/** The answer of a follow: whether the caller now follows them, and their follower count. */
export interface FollowReply {
  follow: boolean;
  fans: number;
}

/**
 * `POST /api/user/visit`: the caller opened this user's home page. Counted toward the owner's total
 * views every time, toward today's views once per visitor and UTC day; own visits do not count.
 */
export const visitRequest = z.object({ userId: userIdField });
export type VisitRequest = z.input<typeof visitRequest>;

/** `GET /api/user/visitor-num` (the caller's) and part of the public user info: product §3 "Counts". */
export interface ViewCounts {
  todayViews: number;
  totalViews: number;
}

/** What anyone signed in may see of a user in a list (the people lists, Encounter's cards). */
export type PersonFacts = Omit<PersonRow, "insertTime">;

/** One user of the people lists, with what anyone may see of them, and when (follow or last visit). */
export interface PersonRow {
  userId: number;
  /** The account ID people see (userId + 100000). */
  account: string;
  nickname: string;
  avatar: string;
  avatarThumb: string;
  /** 0 ordinary, 1 VIP, 2 SVIP. */
  vipLevel: 0 | 1 | 2;
  /** 0 male, 1 female, 2 other. */
  gender: 0 | 1 | 2;
  age: number | null;
  region: string;
  /** Epoch ms: when the follow started, or the visit (the last of that visitor's day). */
  insertTime: number;
}

/** A page of `GET /api/user/follow-list`, `/api/user/fans-list` and `/api/user/visitor-record`. */
export interface PersonPage {
  records: PersonRow[];
  total: number;
}

/** What people adds to the public user info: the home page's counts, whether the caller follows them and whether the caller blocked them. */
export interface PeopleExtras extends ViewCounts {
  /** True when the caller follows this user. */
  isFollow: boolean;
  /** True when the caller blocked this user. */
  blocked: boolean;
}

/**
 * Block: a user stops another from messaging them, sending them friend requests and seeing their
 * home page; the blocked user leaves the blocker's Recent and Contacts.
 * `POST /api/user/block {userId}`, `POST /api/user/unblock {userId}`,
 * `GET /api/user/block-list?page=1&pageSize=20`.
 */
export const blockRequest = z.object({ userId: userIdField });

/** One row of the block list: the blocked user's public info and when they were blocked. */
export interface BlockedUser {
  userId: number;
  imAccount: string;
  nickname: string;
  avatar: string;
  blockTime: number;
}

/** `GET /api/user/block-list?page=&pageSize=` answer, newest block first. */
export interface BlockListPage {
  records: BlockedUser[];
  total: number;
}

/** The `block` real-time event to the blocker's own devices: `userId` was blocked or unblocked. */
export interface BlockChange {
  userId: number;
  blocked: boolean;
}
