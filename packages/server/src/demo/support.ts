/**
 * The support inbox's demo: what an operator finds after `npm start`. Five demo people wrote to
 * customer service: Yuki (in Japanese, so the inbox's translation has something to do) and Mei (with a
 * picture of her bank statement) wait, nobody has taken them; Lucía's is the demo support operator's,
 * answered, with an internal note; Omar's is the administrator's, and he wrote again since the answer;
 * Jonas's was resolved yesterday. And saved replies in English, Spanish and Japanese. Everything
 * happened within the last day, so the numbers' history (demo-stats.ts) keeps the days before to itself.
 */
import sharp from "sharp";
import type { Kysely } from "kysely";
import type { DB } from "../db/schema.js";
import { DEMO_OPERATORS } from "./console.js";
import { newFileKey, type FileStore } from "../images/index.js";
import { storeMessage } from "../modules/messages/send.js";

const MINUTE = 60_000;

type OperatorRole = (typeof DEMO_OPERATORS)[number]["role"];

/** Saved replies of the demo console, a greeting and an answer in each language. */
export const DEMO_SAVED_REPLIES = [
  { title: "Thanks for writing", language: "en", text: "Thanks for writing to us! We are looking into it and will answer you here shortly." },
  { title: "Coins not credited", language: "en", text: "Sorry about that! Coins usually arrive within a minute of the payment. If they are still missing, send us the receipt and we will credit them by hand." },
  { title: "Gracias por escribir", language: "es", text: "¡Gracias por escribirnos! Lo estamos revisando y te responderemos aquí en breve." },
  { title: "Cambiar la foto de perfil", language: "es", text: "Para cambiar tu foto de perfil, abre «Mi perfil», toca tu foto actual y elige una nueva. Todos la verán al momento." },
  { title: "お問い合わせありがとうございます", language: "ja", text: "お問い合わせありがとうございます。確認して、こちらでご連絡いたします。" },
  { title: "ギフトが届かない", language: "ja", text: "ギフトは送るとすぐに相手に届きます。届いていない場合は、送った相手と時間を教えてください。" },
] as const;

interface DemoLine {
  /** Who wrote it: the member or customer service. */
  by: "member" | "service";
  minutesAgo: number;
  text?: string;
  /** The demo receipt picture instead of a text. */
  picture?: true;
}

interface DemoThread {
  member: "yuki" | "mei" | "lucia" | "omar" | "jonas";
  lines: DemoLine[];
  assignee?: OperatorRole;
  note?: { by: OperatorRole; minutesAgo: number; text: string };
  resolvedMinutesAgo?: number;
}

const THREADS: DemoThread[] = [
  {
    member: "yuki",
    lines: [
      { by: "member", minutesAgo: 32, text: "こんにちは。昨日ギフトを送ったのですが、相手に届いていないみたいです。" },
      { by: "member", minutesAgo: 30, text: "ゴールドコインは減っています。確認していただけますか？" },
    ],
  },
  {
    member: "mei",
    lines: [
      { by: "member", minutesAgo: 14, text: "Hi! I bought 100 gold coins yesterday and I think I was charged twice. Here is my bank statement:" },
      { by: "member", minutesAgo: 13, picture: true },
    ],
  },
  {
    member: "lucia",
    assignee: "support",
    lines: [
      { by: "member", minutesAgo: 180, text: "Hola, ¿cómo puedo cambiar mi foto de perfil? No encuentro la opción." },
      { by: "service", minutesAgo: 170, text: DEMO_SAVED_REPLIES[3].text },
    ],
    note: { by: "support", minutesAgo: 168, text: "Sent her the steps. If she writes again, check whether her upload was refused (too large a file)." },
  },
  {
    member: "omar",
    assignee: "admin",
    lines: [
      { by: "member", minutesAgo: 360, text: "مرحبا، لا أستطيع سماع الرسائل الصوتية على هاتفي." },
      { by: "service", minutesAgo: 340, text: "Hi Omar, sorry about that! Which phone and browser do you use?" },
      { by: "member", minutesAgo: 50, text: "Android, Chrome. Still no sound." },
    ],
  },
  {
    member: "jonas",
    assignee: "support",
    lines: [
      { by: "member", minutesAgo: 20 * 60, text: "Hallo! Wie stelle ich die App auf Deutsch um?" },
      { by: "service", minutesAgo: 20 * 60 - 15, text: "Hallo Jonas! Öffne das Menü, wähle „Sprache“ und dann Deutsch. Die App wechselt sofort." },
      { by: "member", minutesAgo: 20 * 60 - 25, text: "Danke, klappt!" },
    ],
    resolvedMinutesAgo: 19 * 60,
  },
];

/** A bank statement without words (no font needed): a card of grey lines, two of them marked. */
async function receiptPicture(files: FileStore): Promise<{ key: string; bytes: number }> {
  const rows = Array.from({ length: 9 }, (_, i) => {
    const y = 190 + i * 62;
    const marked = i === 3 || i === 4 ? `<rect x="40" y="${y - 16}" width="520" height="48" rx="8" fill="#ffe08a"/>` : "";
    return `${marked}<rect x="64" y="${y}" width="${220 + ((i * 53) % 120)}" height="14" rx="7" fill="#9aa5b1"/><rect x="436" y="${y}" width="96" height="14" rx="7" fill="#52606d"/>`;
  }).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800" viewBox="0 0 600 800">
    <rect width="600" height="800" fill="#f5f7fa"/>
    <rect x="24" y="24" width="552" height="752" rx="24" fill="#ffffff" stroke="#d9e2ec" stroke-width="4"/>
    <rect x="64" y="72" width="200" height="36" rx="10" fill="#3d84a8"/>
    <rect x="64" y="128" width="472" height="6" rx="3" fill="#d9e2ec"/>
    ${rows}
  </svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  const key = newFileKey("png");
  await files.put(key, png, "image/png");
  return { key, bytes: png.length };
}

/**
 * Writes the threads, their messages (through storeMessage, as sends store them), episodes, notes and
 * read marks, and the saved replies. `service` is the customer-service account; the operators are
 * demo-console.ts's, found by e-mail.
 */
export async function seedDemoSupport(trx: Kysely<DB>, files: FileStore, service: number, members: Record<DemoThread["member"], number>, now: number): Promise<void> {
  const operators = await trx.selectFrom("operators").select(["id", "email"]).execute();
  const operatorId = (role: OperatorRole) => operators.find((op) => op.email === DEMO_OPERATORS.find((d) => d.role === role)?.email)?.id ?? null;
  const ago = (minutes: number) => now - minutes * MINUTE;
  const receipt = await receiptPicture(files);

  for (const thread of THREADS) {
    const member = members[thread.member];
    const times: number[] = [];
    for (const [i, line] of thread.lines.entries()) {
      const at = ago(line.minutesAgo);
      const [from, to] = line.by === "member" ? [member, service] : [service, member];
      const picture = line.picture ? { type: "img" as const, content: "", url: `/files/${receipt.key}` } : { type: "txt" as const, content: line.text ?? "", url: null };
      if (line.picture) await trx.insertInto("uploads").values({ key: receipt.key, owner_id: member, format: "png", bytes: receipt.bytes, created_at: at, usage: "public" }).execute();
      await storeMessage(trx, { from, to, clientMsgId: `demo-support-${thread.member}-${i}`, platform: "Web", custom: null, ext: "{}", ...picture }, at);
      times.push(at);
    }
    const byMember = (i: number) => thread.lines[i]?.by === "member";
    const lastReply = thread.lines.findLastIndex((l) => l.by === "service");
    const lastOwn = thread.lines.findLastIndex((l) => l.by === "member");
    const firstReply = thread.lines.findIndex((l) => l.by === "service");
    const resolvedAt = thread.resolvedMinutesAgo === undefined ? null : ago(thread.resolvedMinutesAgo);
    const openedAt = times[0] ?? now;
    // The member waits from their first message after the last reply, until a reply or a resolution.
    const waitingIndex = thread.lines.findIndex((l, i) => i > lastReply && l.by === "member");
    const waitingSince = resolvedAt === null && waitingIndex >= 0 ? (times[waitingIndex] ?? null) : null;

    await trx
      .insertInto("support_threads")
      .values({ member_id: member, status: resolvedAt === null ? "open" : "resolved", assignee_id: thread.assignee ? operatorId(thread.assignee) : null, waiting_since: waitingSince, last_time: times.at(-1) ?? now, opened_at: openedAt, resolved_at: resolvedAt })
      .execute();
    await trx
      .insertInto("support_episodes")
      .values({ member_id: member, opened_at: openedAt, first_response_at: firstReply >= 0 ? (times[firstReply] ?? null) : null, resolved_at: resolvedAt })
      .execute();
    const noteBy = thread.note ? operatorId(thread.note.by) : null;
    if (thread.note && noteBy !== null) await trx.insertInto("support_notes").values({ member_id: member, operator_id: noteBy, text: thread.note.text, created_at: ago(thread.note.minutesAgo) }).execute();
    // Customer service read what came before its last reply (all of it, once resolved); the member
    // read the replies before their own last message. storeMessage counted every message unread.
    const serviceRead = resolvedAt !== null ? times.length - 1 : lastReply;
    if (serviceRead >= 0) await markRead(trx, service, member, times[serviceRead] ?? 0, times.filter((_, i) => i > serviceRead && byMember(i)).length);
    if (lastOwn >= 0 && lastReply >= 0) await markRead(trx, member, service, times[lastOwn] ?? 0, times.filter((_, i) => i > lastOwn && !byMember(i)).length);
  }

  const admin = operatorId("admin");
  await trx
    .insertInto("support_saved_replies")
    .values(DEMO_SAVED_REPLIES.map((r, i) => ({ ...r, created_by: admin, created_at: now - (DEMO_SAVED_REPLIES.length - i) * 24 * 60 * MINUTE })))
    .execute();
}

async function markRead(trx: Kysely<DB>, user: number, peer: number, upTo: number, unread: number): Promise<void> {
  await trx.updateTable("conversations").set({ unread, last_read_at: upTo, delivered_at: upTo }).where("user_id", "=", user).where("peer_id", "=", peer).execute();
}
