/**
 * Demo moments: the demo people post pictures (skylines, seas and flower fields drawn without text,
 * so they need no font) stored as a real release stores them, with likes, comments, a reply, one
 * pinned moment and one burn-after-reading moment, so the moment square looks alive on a first start.
 */
import sharp from "sharp";
import type { Kysely } from "kysely";
import type { DB } from "../db/schema.js";
import type { StoredPicture } from "../db/schema-moments.js";
import type { FileStore } from "../images/index.js";
import { storeMomentPicture } from "../modules/moments/index.js";

const HOUR = 60 * 60_000;

type Scene = "city" | "sea" | "flowers";

function sceneSvg(kind: Scene, [a, b, c]: readonly [string, string, string], seed: number): string {
  const head = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900" viewBox="0 0 1200 900"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="1200" height="900" fill="url(#g)"/>`;
  let body = "";
  if (kind === "city") {
    for (let i = 0; i < 12; i++) {
      const h = 200 + ((i * 97 + seed * 53) % 380);
      body += `<rect x="${i * 100}" y="${900 - h}" width="90" height="${h}" fill="${c}" fill-opacity="${0.7 + (i % 3) * 0.1}"/>`;
      for (let w = 0; w < 4; w++) body += `<rect x="${i * 100 + 15 + (w % 2) * 35}" y="${920 - h + Math.floor(w / 2) * 60}" width="20" height="30" fill="${b}"/>`;
    }
  } else if (kind === "sea") {
    body += `<circle cx="${300 + seed * 90}" cy="260" r="110" fill="${b}"/>`;
    for (let i = 0; i < 5; i++) body += `<path d="M0 ${520 + i * 80} Q300 ${480 + i * 80} 600 ${520 + i * 80} T1200 ${520 + i * 80} L1200 900 L0 900Z" fill="${c}" fill-opacity="${0.35 + i * 0.12}"/>`;
  } else {
    body += `<rect y="600" width="1200" height="300" fill="${c}"/>`;
    for (let i = 0; i < 40; i++) {
      const x = (i * 131 + seed * 37) % 1200;
      const y = 620 + ((i * 71) % 260);
      body += `<circle cx="${x}" cy="${y}" r="${14 + (i % 4) * 4}" fill="${i % 2 ? a : b}"/><circle cx="${x}" cy="${y}" r="6" fill="#fff6a5"/>`;
    }
  }
  return `${head}${body}</svg>`;
}

async function picture(files: FileStore, kind: Scene, colours: readonly [string, string, string], seed: number): Promise<StoredPicture> {
  const png = await sharp(Buffer.from(sceneSvg(kind, colours, seed))).png().toBuffer();
  return storeMomentPicture(files, png);
}

interface DemoMoment {
  by: string;
  text: string;
  language: string;
  scenes: Array<[Scene, readonly [string, string, string]]>;
  hoursAgo: number;
  type?: 1;
  pinned?: true;
  likes: string[];
  comments: Array<[string, string, string, string?]>;
}

const DUSK = ["#f9a26c", "#fbe3b9", "#3c3b5c"] as const;
const NIGHT = ["#1d2b53", "#ffcf5c", "#283845"] as const;
const NOON = ["#9ad0ec", "#ffffff", "#2d6a8f"] as const;
const SPRING = ["#ffaaa5", "#fbe3b9", "#6a994e"] as const;

/** Who posts what; `comments` are [author, text, language, reply-to comment's author]. */
const MOMENTS: DemoMoment[] = [
  { by: "alice", text: "Weekend walk along the Thames. Rain stopped just in time!", language: "en", scenes: [["city", DUSK], ["sea", NOON], ["city", NIGHT]], hoursAgo: 30, pinned: true, likes: ["bob", "mei", "jonas"], comments: [["bob", "¡Qué bonito! Quiero ir a Londres.", "es"], ["alice", "Come in spring, Bob, I'll show you around.", "en", "bob"], ["mei", "Beautiful light in the second one.", "en"]] },
  { by: "bob", text: "Atardecer en Madrid desde mi terraza.", language: "es", scenes: [["city", DUSK], ["city", NIGHT]], hoursAgo: 20, likes: ["alice", "yuki"], comments: [["alice", "Lovely colours! Is that the Gran Vía?", "en"]] },
  { by: "mei", text: "春天来了，公园里的花都开了。", language: "zh-CN", scenes: [["flowers", SPRING]], hoursAgo: 9, likes: ["alice", "jonas", "yuki"], comments: [["yuki", "きれい！", "ja"]] },
  { by: "jonas", text: "Am Wochenende an der Ostsee. Kalt, aber wunderschön.", language: "de", scenes: [["sea", NOON], ["sea", DUSK]], hoursAgo: 5, likes: ["mei"], comments: [] },
  { by: "yuki", text: "新しいイラストの下書き。一度だけ見てね！", language: "ja", scenes: [["flowers", NIGHT]], hoursAgo: 2, type: 1, likes: ["alice"], comments: [] },
  { by: "alice", text: "Trying a new tea Mei recommended.", language: "en", scenes: [["flowers", DUSK]], hoursAgo: 1, likes: [], comments: [] },
];

/** Posts the demo moments; `ids` maps the demo names (alice, bob, mei, jonas, yuki) to user ids. */
export async function seedDemoMoments(trx: Kysely<DB>, files: FileStore, ids: Record<string, number>, now: number): Promise<void> {
  const id = (name: string) => ids[name] ?? 0;
  const pictures = await Promise.all(MOMENTS.map((m, i) => Promise.all(m.scenes.map(([kind, colours], n) => picture(files, kind, colours, i * 3 + n)))));
  for (const [i, m] of MOMENTS.entries()) {
    const at = now - m.hoursAgo * HOUR;
    const author = id(m.by);
    const row = await trx
      .insertInto("moments")
      .values({ user_id: author, text: m.text, language: m.language, type: m.type ?? 0, pictures: JSON.stringify(pictures[i]), pinned: m.pinned ? 1 : 0, likes: m.likes.length, comments: m.comments.length, created_at: at })
      .returning("id")
      .executeTakeFirstOrThrow();
    for (const [n, liker] of m.likes.entries()) {
      await trx.insertInto("moment_likes").values({ moment_id: row.id, user_id: id(liker), created_at: at + (n + 1) * 60_000 }).execute();
      await trx.insertInto("interactions").values({ user_id: author, other_user_id: id(liker), type: 3, dynamic_id: row.id, created_at: at + (n + 1) * 60_000 }).execute();
    }
    const top = new Map<string, number>();
    for (const [n, [by, text, language, replyTo]] of m.comments.entries()) {
      const created = at + (n + 1) * 10 * 60_000;
      const parent = replyTo ? top.get(replyTo) : undefined;
      const comment = await trx
        .insertInto("moment_comments")
        .values({ moment_id: row.id, user_id: id(by), parent_id: parent ?? null, reply_to_user_id: replyTo ? id(replyTo) : null, text, language, created_at: created })
        .returning("id")
        .executeTakeFirstOrThrow();
      if (!replyTo) top.set(by, comment.id);
      const to = replyTo ? id(replyTo) : author;
      if (to !== id(by)) await trx.insertInto("interactions").values({ user_id: to, other_user_id: id(by), type: replyTo ? 5 : 2, dynamic_id: row.id, created_at: created }).execute();
    }
  }
}
