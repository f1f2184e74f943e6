import { z } from "zod";

/**
 * Block (the `people` feature): a user stops another from messaging them, sending them friend
 * requests and seeing their home page; the blocked user leaves the blocker's Recent and Contacts.
 * `POST /api/user/block {userId}`, `POST /api/user/unblock {userId}`,
 * `GET /api/user/block-list?page=1&pageSize=20`.
 */
export const blockRequest = z.object({
  userId: z.coerce.number({ error: "badRequest" }).int({ error: "badRequest" }).positive({ error: "badRequest" }).max(2_147_483_647, { error: "badRequest" }),
});

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
