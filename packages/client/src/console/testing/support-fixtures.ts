/** Demo threads of the inbox for its tests and stories: members of the web app and of a partner site, in several languages. */
import type { SupportMember, SupportOperatorRef, SupportSavedReply, SupportThreadDetail } from "@chat/protocol";
import { supportMessage, type FakeThread } from "./fake-support.js";

const MINUTE = 60_000;

export const OPERATORS: SupportOperatorRef[] = [
  { id: 1, email: "anna@support.example" },
  { id: 2, email: "admin@support.example" },
];

export interface ThreadSeed {
  member: Partial<SupportMember> & { id: number; nickname: string };
  status?: "open" | "resolved";
  assignee?: SupportOperatorRef | null;
  /** The member's messages and the replies, oldest first: [fromMember, minutes ago, text or a message's fields]. */
  messages: [boolean, number, string | Partial<Parameters<typeof supportMessage>[3]>][];
  /** Member messages not opened yet. */
  unread?: number;
  operators?: SupportOperatorRef[];
  notes?: SupportThreadDetail["notes"];
}

export function demoThread(seed: ThreadSeed, now: number): FakeThread {
  const member: SupportMember = { accountId: 100_000 + seed.member.id, avatar: "", language: "en", vipLevel: 0, source: "web", ...seed.member };
  const messages = seed.messages.map(([fromMember, minutesAgo, body]) => supportMessage(member.id, fromMember, now - minutesAgo * MINUTE, typeof body === "string" ? { msg: body } : body));
  const last = messages.at(-1);
  // The member's first message after the last reply is what they have been waiting on.
  const lastReply = messages.findLastIndex((m) => m.fromUserId !== member.id);
  const waiting = messages.slice(lastReply + 1).find((m) => m.fromUserId === member.id);
  return {
    messages,
    detail: {
      thread: {
        member,
        status: seed.status ?? "open",
        assignee: seed.assignee ?? null,
        lastMessage: last ? { type: last.type, text: last.msg, fromMember: last.fromUserId === member.id, time: last.time } : null,
        unread: seed.unread ?? 0,
        waitingSince: seed.status === "resolved" ? null : (waiting?.time ?? null),
        lastTime: last?.time ?? now,
      },
      context: {
        email: `${member.nickname.toLowerCase().replace(/\W+/g, ".")}@example.com`,
        region: "DE",
        createdAt: now - 90 * 24 * 60 * MINUTE,
        membership: { vipLevel: member.vipLevel, vipExpiresAt: member.vipLevel ? now + 20 * 24 * 60 * MINUTE : null },
        balances: { goldCoin: 120, translateChars: 3_000, vipChars: 0, freeGifts: 2 },
        suspendedUntil: null,
        bannedAt: null,
        bills: [
          { id: 3, asset: "gold_coin", delta: -5, balanceAfter: 120, reason: "gift", item: "Gift: Heart ×1", time: now - 3 * 60 * MINUTE },
          { id: 2, asset: "gold_coin", delta: 125, balanceAfter: 125, reason: "recharge", item: "120 gold coins", time: now - 2 * 24 * 60 * MINUTE },
        ],
        orders: [{ id: 41, goodName: "Red rose bouquet", status: "purchased", coins: 20, time: now - 26 * 60 * MINUTE }],
        openComplaints: [],
      },
      notes: seed.notes ?? [],
      operators: seed.operators ?? [],
    },
  };
}

/** A busy inbox: a waiting German VIP (gift, picture), a partner site's Arabic member, one taken by Anna, one resolved. */
export function demoInbox(now: number, { operators = [], picture = "/files/receipt.png" }: { operators?: SupportOperatorRef[]; picture?: string } = {}): FakeThread[] {
  return [
    demoThread(
      {
        member: { id: 21, nickname: "Jonas", language: "de", vipLevel: 1 },
        unread: 2,
        operators,
        messages: [
          [true, 180, "Hallo! Ich habe 120 Münzen gekauft."],
          [false, 170, "Hello Jonas, thank you, we are looking into it."],
          [true, 30, { type: "custom", custom: { type: "gift", id: "heart", amount: 1, note: "Danke!" } }],
          [true, 14, "Die Münzen sind nicht angekommen. Können Sie helfen?"],
          [true, 12, { type: "img", url: picture }],
        ],
        notes: [{ id: 5, operator: { id: 2, email: "admin@support.example" }, text: "Payment provider confirmed the charge; credit pending.", time: now - 160 * MINUTE }],
      },
      now,
    ),
    demoThread(
      {
        member: { id: 22, nickname: "ليلى", language: "ar", source: "https://partner.example", vipLevel: 2 },
        unread: 1,
        operators,
        messages: [[true, 45, "مرحبا، لا أستطيع إرسال الصور."]],
      },
      now,
    ),
    demoThread(
      {
        member: { id: 23, nickname: "Mei", language: "zh-CN" },
        assignee: { id: 1, email: "anna@support.example" },
        operators,
        messages: [
          [true, 300, "你好"],
          [false, 290, "Hello! How can we help?"],
          [true, 240, { type: "audio", url: "/files/voice.m4a", duration: 4 }],
        ],
      },
      now,
    ),
    demoThread({ member: { id: 24, nickname: "Yuki", language: "ja" }, status: "resolved", operators, messages: [[true, 3_000, "ありがとう!"], [false, 2_990, "You're welcome!"]] }, now),
  ];
}

export const DEMO_SAVED_REPLIES: SupportSavedReply[] = [
  { id: 1, title: "Greeting", language: "en", text: "Hello! Thank you for writing to us. How can we help?" },
  { id: 2, title: "Begrüßung", language: "de", text: "Hallo! Danke für Ihre Nachricht. Wie können wir helfen?" },
  { id: 3, title: "Coins credited", language: "en", text: "Your gold coins have been credited. Please reopen the panel to see them." },
  { id: 4, title: "تحية", language: "ar", text: "مرحبا! شكرا لرسالتك. كيف يمكننا المساعدة؟" },
];
