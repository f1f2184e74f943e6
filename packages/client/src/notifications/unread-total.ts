import type { Conversation, UnreadSummary } from "@chat/protocol";

/** Unread conversations plus pending friend applications: the header badge and the launcher's. */
export function unreadTotalOf(conversations: readonly Pick<Conversation, "unread_num">[], summary: UnreadSummary): number {
  return conversations.reduce((sum, c) => sum + c.unread_num, 0) + summary.applys;
}
