/**
 * The Recent tab's rows as pure functions: newest activity first, a row per peer, unread counts and
 * the last-message preview (recalled too).
 */
import type { ChatMessage, Conversation, PublicUserInfo } from "@chat/protocol";
import { imAccountOf } from "@chat/protocol";
import { recalledCopy } from "../messages/message-list.js";

/** Newest lastTime first; rows with equal times keep their order. */
export function sortConversations(list: readonly Conversation[]): Conversation[] {
  return [...list].sort((a, b) => b.lastTime - a.lastTime);
}

/** The peer of a message seen by `meId`. */
export function peerOf(message: Pick<ChatMessage, "fromUserId" | "toUserId">, meId: number): number {
  return message.fromUserId === meId ? message.toUserId : message.fromUserId;
}

/**
 * A message reached the row of `peerId`: the preview and time follow it when it is the newest, the
 * row moves to the top, and `unread` is added. Returns null when there is no row for that peer.
 */
export function withMessage(list: readonly Conversation[], peerId: number, message: ChatMessage, unread: number): Conversation[] | null {
  const row = list.find((c) => c.userId === peerId);
  if (!row) return null;
  const newer = !row.lastMessage || message.time >= row.lastTime;
  const updated: Conversation = {
    ...row,
    unread_num: row.unread_num + unread,
    ...(newer ? { lastMessage: message, lastTime: message.time } : {}),
  };
  const rest = list.filter((c) => c !== row);
  return newer ? [updated, ...rest] : list.map((c) => (c === row ? updated : c));
}

export function withUnread(list: readonly Conversation[], peerId: number, unread: number): Conversation[] {
  return list.map((c) => (c.userId === peerId && c.unread_num !== unread ? { ...c, unread_num: unread } : c));
}

export function withRecall(list: readonly Conversation[], messageId: string): Conversation[] {
  return list.map((c) => (c.lastMessage?.id === messageId ? { ...c, lastMessage: recalledCopy(c.lastMessage) } : c));
}

/** The profile card's "Send message": the row goes first without pretending a new message came. */
export function moveToTop(list: readonly Conversation[], peerId: number): Conversation[] {
  const row = list.find((c) => c.userId === peerId);
  return row ? [row, ...list.filter((c) => c !== row)] : [...list];
}

/** A new row for a peer not yet in Recent (the first message, or "Send message" on a profile). */
export function conversationOf(user: Pick<PublicUserInfo, "id" | "nickname" | "avatar"> & Partial<Pick<PublicUserInfo, "isService" | "friendRemarkName">>): Conversation {
  const remark = user.friendRemarkName ?? "";
  return {
    userId: user.id,
    imAccount: imAccountOf(user.id),
    userType: user.isService ? "service" : "user",
    nickname: user.nickname,
    avatar: user.avatar,
    remark,
    isRemark: remark !== "",
    unread_num: 0,
    lastMessage: null,
    lastTime: 0,
  };
}
