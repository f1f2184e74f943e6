/** Wire-shaped sample data for chat tests and stories. */
import type { ChatMessage, Conversation, Friend, ProfileExtras, PublicUserInfo } from "@chat/protocol";
import { imAccountOf } from "@chat/protocol";

let counter = 0;
const hex = (n: number) => n.toString(16).padStart(32, "0");

/** A message from `fromUserId` to `toUserId` (defaults: peer 2 to me 7). */
export function demoMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  counter += 1;
  const fromUserId = overrides.fromUserId ?? 2;
  const toUserId = overrides.toUserId ?? 7;
  return {
    id: hex(counter),
    clientMsgId: `client-${counter}`,
    from: imAccountOf(fromUserId),
    to: imAccountOf(toUserId),
    fromUserId,
    toUserId,
    chatType: "singleChat",
    type: "txt",
    msg: `message ${counter}`,
    url: null,
    custom: null,
    time: 1_700_000_000_000 + counter * 1000,
    ext: {},
    platform: "Web",
    brand: "",
    recalled: false,
    ...overrides,
  };
}

export function demoConversation(overrides: Partial<Conversation> & { userId: number }): Conversation {
  return {
    imAccount: imAccountOf(overrides.userId),
    userType: "user",
    nickname: `User ${overrides.userId}`,
    avatar: "",
    remark: "",
    isRemark: false,
    unread_num: 0,
    lastMessage: null,
    lastTime: 0,
    ...overrides,
  };
}

export function demoFriend(overrides: Partial<Friend> & { friendUserId: number }): Friend {
  return {
    friendUserNickName: `User ${overrides.friendUserId}`,
    friendUserAvatar: "",
    friendRemarkName: "",
    firstLetter: "U",
    insertTime: 1_700_000_000_000,
    imAccount: imAccountOf(overrides.friendUserId),
    onlineState: 0,
    ...overrides,
  };
}

export function demoPublicUser(overrides: Partial<PublicUserInfo & ProfileExtras> & { id: number }): PublicUserInfo & ProfileExtras {
  return {
    userId: overrides.id,
    account: String(overrides.id + 100_000),
    nickname: `User ${overrides.id}`,
    avatar: "",
    vipLevel: 0,
    gender: 0,
    imAccount: imAccountOf(overrides.id),
    onlineState: 0,
    age: 30,
    region: "",
    height: 170,
    weight: 60,
    occupation: "",
    interest: "",
    personalMessage: "",
    language: "en",
    languages: "",
    avatarThumb: "",
    userDataVo: { fans: 0, follow: 0 },
    isService: false,
    isFriend: true,
    friendRemarkName: "",
    ...overrides,
  };
}

/** The first bytes of a png file: enough for the magic-byte check. */
export const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
