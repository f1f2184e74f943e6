/**
 * Live notices: what another person just did that the user hears of at once, read from the socket's
 * events. A friendship they made (`friend-added` with `byFriend`: they accepted my request or added
 * me) and a new interaction record (`interaction`: followed me, liked or commented on my moment,
 * replied to my comment). The panel shows the friend notices, the element tells the page
 * (`chat-live-notice`). Used by the launcher's stores and the full chat alike, so kept small.
 */
import type { ServerEvent } from "@chat/protocol";

export type LiveNoticeKind = "friend-accepted" | "friend-added" | "followed" | "liked" | "commented" | "replied";

export interface LiveNotice {
  /** The event's seq: one notice per event. */
  id: number;
  kind: LiveNoticeKind;
  /** Who did it. */
  userId: number;
  nickname: string;
  /** The moment liked or commented on. */
  dynamicId?: number;
}

/** By interaction record type (product §3), the ones that come as a notice. */
const INTERACTION_KINDS: Partial<Record<number, LiveNoticeKind>> = { 1: "followed", 2: "commented", 3: "liked", 5: "replied" };

/** The notice an event carries, or null. Part of the launcher's code too: kept short. */
export function liveNoticeOf(event: ServerEvent): LiveNotice | null {
  if (event.type === "friend-added") {
    const { byFriend, friendUserId, friendUserNickName } = event.data;
    return byFriend ? { id: event.seq, kind: `friend-${byFriend}`, userId: friendUserId, nickname: friendUserNickName } : null;
  }
  if (event.type !== "interaction") return null;
  const { type, otherUserId, otherUserVo, dynamicId } = event.data;
  const kind = INTERACTION_KINDS[type];
  return kind ? { id: event.seq, kind, userId: otherUserId, nickname: otherUserVo.nickname, dynamicId } : null;
}

/** Whether a notice is about a friendship (the panel shows those itself). */
export const isFriendNotice = (notice: Pick<LiveNotice, "kind">): boolean => notice.kind.startsWith("friend-");
