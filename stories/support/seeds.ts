/** Sample data for the stories, in wire shapes (through the fixtures of `@chat/client/test`). */
import { demoConversation, demoFriend, demoMessage, demoPublicUser } from "@chat/client/test";
import type { Announcement, ChatMessage, ComplaintReason, Conversation, Friend, FriendApplication, InteractionRecord, ServiceAccount } from "@chat/protocol";
import { LIMITS } from "@chat/protocol";

/** Me in every story (demoUser of the fake server): user 7, "Ada". */
export const ME_ID = 7;
/** The peer of the conversation stories. */
export const PEER_ID = 2;
export const SERVICE_ID = 1;

const T0 = Date.UTC(2026, 10, 20, 9, 0);
const minutes = (n: number) => T0 + n * 60_000;

/** A picture that needs no network: an SVG landscape as a data URL. */
export function pictureUrl(hue = 330, label = ""): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 80% 70%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360} 70% 45%)"/></linearGradient></defs><rect width="320" height="200" fill="url(#g)"/><circle cx="250" cy="55" r="28" fill="#fff8"/><path d="M0 200 L90 110 L160 170 L220 120 L320 200Z" fill="#0004"/><text x="16" y="32" font-family="sans-serif" font-size="20" fill="#fff">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A message from the peer (default) or from me. */
export function message(text: string, at: number, options: Partial<ChatMessage> & { mine?: boolean; peer?: number } = {}): ChatMessage {
  const { mine, peer = PEER_ID, ...rest } = options;
  return demoMessage({
    fromUserId: mine ? ME_ID : peer,
    toUserId: mine ? peer : ME_ID,
    msg: text,
    time: minutes(at),
    ...rest,
  });
}

const NAMES: { name: string; remark?: string; text: string; unread: number }[] = [
  { name: "Lena Fischer", remark: "Lena (Berlin)", text: "Bis morgen! [wave]", unread: 3 },
  { name: "山田 花子", text: "写真ありがとう！", unread: 12 },
  { name: "محمد الأحمد", text: "مرحبا، كيف حالك؟", unread: 1 },
  { name: "Дмитрий Смирнов", text: "Привет!", unread: 0 },
  { name: "李小龙", text: "你好，我们明天见", unread: 128 },
  { name: "Κώστας Παπαδόπουλος", text: "Καλημέρα", unread: 0 },
  { name: "김민준", text: "좋아요 [thumbsup]", unread: 5 },
  { name: "Sofia García", text: "¡Nos vemos pronto!", unread: 0 },
  { name: "Oliver Smith with a rather long display name that must be cut", text: "A preview line long enough to need truncation in the narrow list column of the panel", unread: 2 },
  { name: "Aino Virtanen", text: "Kiitos!", unread: 0 },
  { name: "Zofia Nowak", text: "Do zobaczenia", unread: 0 },
  { name: "Lars Hansen", text: "[Image]", unread: 0 },
];

/** A long Recent list: many scripts, unread counts from 1 to 128, one very long name. */
export function longRecent(): Conversation[] {
  return NAMES.map((n, i) =>
    demoConversation({
      userId: 100 + i,
      nickname: n.name,
      remark: n.remark ?? "",
      isRemark: Boolean(n.remark),
      unread_num: n.unread,
      lastTime: minutes(-i * 97),
      lastMessage: message(n.text, -i * 97, { peer: 100 + i }),
    }),
  );
}

export const service: ServiceAccount = { serviceAccount: "im100001", userId: SERVICE_ID, nickname: "Customer service", avatar: "" };

export function serviceConversation(unread = 1): Conversation {
  return demoConversation({
    userId: SERVICE_ID,
    userType: "service",
    nickname: "Customer service",
    unread_num: unread,
    lastTime: minutes(5),
    lastMessage: message("Hello! How can we help you today?", 5, { peer: SERVICE_ID }),
  });
}

/** Friends whose names are in several scripts, grouped by the server's firstLetter. */
export function friendsInScripts(): Friend[] {
  const rows: [string, string, 0 | 1][] = [
    ["Anna Berg", "A", 1],
    ["Ahmed Karim", "A", 0],
    ["Bruno Costa", "B", 0],
    ["陈静", "C", 1],
    ["Chloé Martin", "C", 0],
    ["Дарья Иванова", "Д", 0],
    ["Ελένη Νικολάου", "Ε", 1],
    ["Lena Fischer", "L", 0],
    ["李小龙", "L", 1],
    ["Mia Jensen", "M", 0],
    ["たなか ゆうき", "た", 0],
    ["佐藤 健", "#", 0],
    ["عمر الفاروق", "ع", 1],
    ["فاطمة الزهراء", "ف", 0],
    ["김민준", "ㄱ", 0],
    ["42 Club", "#", 0],
  ];
  return rows.map(([name, letter, online], i) =>
    demoFriend({ friendUserId: 200 + i, friendUserNickName: name, firstLetter: letter, onlineState: online, friendRemarkName: i === 7 ? "Lena (Berlin)" : "" }),
  );
}

export function applications(): FriendApplication[] {
  return [
    { applyId: 1, userId: 301, nickname: "Hiro Tanaka", avatar: "", note: "We met at the language café.", status: null, insertTime: minutes(-10) },
    { applyId: 2, userId: 302, nickname: "نور الهدى", avatar: "", note: "", status: null, insertTime: minutes(-50) },
    { applyId: 3, userId: 303, nickname: "Marta Kowalska", avatar: pictureUrl(200), note: "Hi!", status: 1, insertTime: minutes(-500) },
    { applyId: 4, userId: 304, nickname: "Spam Account", avatar: "", note: "Buy followers", status: 0, insertTime: minutes(-900) },
  ];
}

export function announcements(): Announcement[] {
  return [
    { id: 1, content: "Scheduled maintenance on Sunday from 02:00 to 03:00 UTC. Chat stays available.", insertTime: minutes(-60) },
    { id: 2, content: "New: translate your messages into 17 languages.", insertTime: minutes(-3000) },
    { id: 3, content: "Welcome to Chat! Be kind and have fun.", insertTime: minutes(-10000) },
  ];
}

export function interactions(): InteractionRecord[] {
  return [1, 2, 3, 4, 5, 6].map((type, i) => ({
    id: i + 1,
    type,
    otherUserId: 400 + i,
    otherUserVo: { nickname: ["Lena", "山田", "محمد", "Дмитрий", "Sofia", "김민준"][i] ?? "User", avatar: "" },
    insertTime: minutes(-i * 45),
  }));
}

export const complaintReasons: ComplaintReason[] = [
  { id: 1, reason: "Spam or advertising", type: 1 },
  { id: 2, reason: "Harassment", type: 2 },
  { id: 3, reason: "Fake profile", type: 3 },
  { id: 4, reason: "Other", type: 4 },
];

/** The peer of the conversation stories, with its conversation row. */
export function peerConversation(overrides: Partial<Conversation> = {}): Conversation {
  return demoConversation({ userId: PEER_ID, nickname: "Lena Fischer", lastTime: minutes(0), ...overrides });
}

export function peerUser(overrides: Partial<ReturnType<typeof demoPublicUser>> = {}) {
  return demoPublicUser({
    id: PEER_ID,
    nickname: "Lena Fischer",
    gender: 1,
    age: 29,
    region: "Berlin, Germany",
    occupation: "Designer",
    interest: "travel, photography, cooking",
    language: "de",
    height: 168,
    weight: 57,
    ...overrides,
  });
}

/** A history of `count` alternating messages, a few with emoji. */
export function longHistory(count: number): ChatMessage[] {
  return Array.from({ length: count }, (_, i) =>
    message(i % 7 === 3 ? `Message ${i + 1} [smile]` : `Message ${i + 1}: ${"lorem ipsum ".repeat((i % 5) + 1).trim()}`, i - count, { mine: i % 2 === 1 }),
  );
}

export const LONG_TEXT = `${"This is a long message that wraps over many lines so designers can check the bubble's width, line height and how an overlong word like Donaudampfschifffahrtsgesellschaftskapitän or https://example.com/a/very/long/path/that/never/breaks behaves. ".repeat(3)}`;

export const TEXT_AT_LIMIT = "Long draft. ".repeat(Math.ceil(LIMITS.textChars / 12)).slice(0, LIMITS.textChars);
