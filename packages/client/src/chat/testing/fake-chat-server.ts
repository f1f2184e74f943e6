/**
 * An in-memory stand-in for the server's chat endpoints (paths and shapes), answered through
 * `fakeFetch`. Tests override single routes to script failures.
 */
import type {
  Announcement,
  BlockedUser,
  ChatMessage,
  ComplaintReason,
  Conversation,
  Friend,
  FriendApplication,
  HistoryReceipts,
  InteractionRecord,
  ProfileExtras,
  PublicUserInfo,
  SendMessageReply,
  SendMessageRequest,
  ServiceAccount,
  UnreadSummary,
} from "@chat/protocol";
import { imAccountOf } from "@chat/protocol";
import { envelope, ok, type SeenRequest } from "../../test/fake-fetch.js";
import { demoFriend, demoPublicUser } from "./fixtures.js";

export interface ChatSeed {
  conversations?: Conversation[];
  friends?: Friend[];
  /** History per peer user id, any order. */
  messages?: Record<number, ChatMessage[]>;
  applications?: FriendApplication[];
  announcements?: Announcement[];
  interactions?: InteractionRecord[];
  complaintReasons?: ComplaintReason[];
  unread?: UnreadSummary;
  users?: (PublicUserInfo & Partial<ProfileExtras>)[];
  service?: ServiceAccount | null;
  /** Users the caller blocked, newest first. */
  blocked?: BlockedUser[];
  /** Users whose privacy lets anyone add them (add-friend answers "added"); the others get a request. */
  openToAnyone?: number[];
  /** Read receipts the history answers per peer (as to an SVIP caller); none when absent. */
  receipts?: Record<number, HistoryReceipts>;
}

type Route = (request: SeenRequest) => Response | Promise<Response>;

const query = (request: SeenRequest) => new URL(request.path, "http://x").searchParams;

/** Routes for `fakeFetch`; `meId` is the caller. Sends are stored and answered like the real server. */
export function fakeChatServer(seed: ChatSeed, meId: number, now: () => number = () => Date.now()) {
  const state = {
    conversations: [...(seed.conversations ?? [])],
    friends: [...(seed.friends ?? [])],
    messages: new Map<number, ChatMessage[]>(Object.entries(seed.messages ?? {}).map(([k, v]) => [Number(k), [...v]])),
    applications: [...(seed.applications ?? [])],
    sent: [] as ChatMessage[],
    blocked: [...(seed.blocked ?? [])],
    /** Friendships ended through delete-friend. */
    removed: new Set<number>(),
  };
  let nextId = 1;
  const history = (peer: number) => [...(state.messages.get(peer) ?? [])].sort((a, b) => b.time - a.time || (a.id < b.id ? 1 : -1));

  const routes: Record<string, Route> = {
    "POST /api/message/user-session-list": () => ok(state.conversations),
    "GET /api/service/im-account": () => (seed.service ? ok(seed.service) : envelope(404, "Not found.", null)),
    "GET /api/friend/friend-list": () => ok(state.friends),
    "GET /api/friend/applys": () => ok(state.applications),
    "GET /api/message/unread-message": () => ok(seed.unread ?? { applys: 0, system: 0, interact: 0 }),
    "GET /api/message/history": (request) => {
      const q = query(request);
      const all = history(Number(q.get("userId")));
      const size = Number(q.get("pageSize") ?? 20);
      const start = q.get("cursor") ? Number(q.get("cursor")) : 0;
      const page = all.slice(start, start + size);
      const receipts = seed.receipts?.[Number(q.get("userId"))];
      return ok({ messages: page, nextCursor: start + size < all.length ? String(start + size) : null, ...(receipts ? { receipts } : {}) });
    },
    "POST /api/message/read": () => ok(null),
    "POST /api/message/send": (request) => {
      const body = request.body as SendMessageRequest;
      const earlier = state.sent.find((m) => m.clientMsgId === body.clientMsgId);
      if (earlier) return ok<SendMessageReply>({ messageId: earlier.id, message: earlier });
      const message: ChatMessage = {
        id: `sent${String(nextId++).padStart(28, "0")}`,
        clientMsgId: body.clientMsgId,
        from: imAccountOf(meId),
        to: imAccountOf(body.toUserId as number),
        fromUserId: meId,
        toUserId: body.toUserId as number,
        chatType: "singleChat",
        type: body.messageType,
        msg: body.content ?? "",
        url: body.imageUrl ?? null,
        custom: null,
        time: now(),
        ext: {},
        platform: "Web",
        brand: "",
        recalled: false,
      };
      state.sent.push(message);
      state.messages.set(message.toUserId, [...(state.messages.get(message.toUserId) ?? []), message]);
      return ok<SendMessageReply>({ messageId: message.id, message });
    },
    "POST /api/file/upload": () => ok({ url: `/files/${"a".repeat(32)}.png` }),
    "POST /api/message/recall": () => ok(null),
    "POST /api/message/delete-conversation": () => ok(null),
    "POST /api/message/delete-history": () => ok(null),
    "POST /api/friend/updateRemarkName": () => ok(null),
    "GET /api/friend/apply-deal": () => ok(null),
    "POST /api/friend/add-friend": (request) => {
      const { userId } = request.body as { userId: number };
      if (!seed.openToAnyone?.includes(userId)) return envelope(200, "Friend request sent", { status: "applied", applyId: 1 });
      const user = seed.users?.find((u) => u.id === userId) ?? demoPublicUser({ id: userId });
      state.friends.push(demoFriend({ friendUserId: userId, friendUserNickName: user.nickname }));
      return envelope(200, "You are now friends.", { status: "added", applyId: null });
    },
    "POST /api/friend/delete-friend": (request) => {
      const { friendUserId } = request.body as { friendUserId: number };
      state.friends = state.friends.filter((f) => f.friendUserId !== friendUserId);
      state.removed.add(friendUserId);
      return ok(null);
    },
    "GET /api/message/notices": () => ok(seed.announcements ?? []),
    "GET /api/interact/list": (request) => {
      const q = query(request);
      const page = Number(q.get("page") ?? 1);
      const size = Number(q.get("pageSize") ?? 20);
      const all = seed.interactions ?? [];
      return ok({ records: all.slice((page - 1) * size, page * size), total: all.length });
    },
    "GET /api/complain/complain_type": () => ok(seed.complaintReasons ?? []),
    "POST /api/complain/add_complain": () => ok(null),
    "GET /api/user/block-list": (request) => {
      const page = Number(query(request).get("page") ?? 1);
      const size = Number(query(request).get("pageSize") ?? 20);
      return ok({ records: state.blocked.slice((page - 1) * size, page * size), total: state.blocked.length });
    },
    "POST /api/user/block": (request) => {
      const { userId } = request.body as { userId: number };
      const user = seed.users?.find((u) => u.id === userId) ?? demoPublicUser({ id: userId });
      if (!state.blocked.some((b) => b.userId === userId)) state.blocked.unshift({ userId, imAccount: imAccountOf(userId), nickname: user.nickname, avatar: user.avatar, blockTime: now() });
      return ok(null);
    },
    "POST /api/user/unblock": (request) => {
      const { userId } = request.body as { userId: number };
      state.blocked = state.blocked.filter((b) => b.userId !== userId);
      return ok(null);
    },
    "GET /api/user/info": (request) => {
      const id = Number(query(request).get("userId"));
      const user = seed.users?.find((u) => u.id === id) ?? demoPublicUser({ id });
      const isFriend = state.friends.some((f) => f.friendUserId === id) || (user.isFriend && !state.removed.has(id));
      return ok({ userVo: { languages: "", avatarThumb: "", ...user, isFriend } });
    },
  };
  return { routes, state };
}
