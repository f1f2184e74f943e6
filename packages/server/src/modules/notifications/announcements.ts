/**
 * Announcements: stored once with their versions by language, read by each member in their own
 * language (English when theirs was not written), and published as a `notice` plus an `unread`
 * event for every member inside the publishing transaction (the caller publishes them after commit).
 */
import { announcementIn, isLocale } from "@chat/protocol";
import type { Announcement, AnnouncementTexts } from "@chat/protocol";
import type { Kysely, Selectable } from "kysely";
import type { AnnouncementsTable, DB } from "../../db/schema.js";
import { appendEvents } from "../../realtime/events.js";
import type { EventInput, StoredEvent } from "../../realtime/events.js";
import { unreadSummaries } from "./unread.js";

/** Members handled per statement (well under both databases' parameter limits). */
const CHUNK = 500;

export type AnnouncementRow = Selectable<AnnouncementsTable>;

/** The stored versions (a row written only as `content` reads as its English body). */
export function announcementTexts(row: Pick<AnnouncementRow, "texts" | "content">): AnnouncementTexts {
  try {
    const value: unknown = JSON.parse(row.texts);
    if (value && typeof value === "object" && !Array.isArray(value)) {
      const texts: AnnouncementTexts = {};
      for (const [locale, v] of Object.entries(value as Record<string, unknown>)) {
        const t = v as { title?: unknown; body?: unknown } | null;
        if (isLocale(locale) && t && typeof t.title === "string" && typeof t.body === "string") texts[locale] = { title: t.title, body: t.body };
      }
      if (texts.en) return texts;
    }
  } catch {
    // A bad value reads as the plain content below.
  }
  return { en: { title: "", body: row.content } };
}

/** The announcement as a member reading in `locale` sees it. */
export function wireAnnouncement(row: AnnouncementRow, locale: string): Announcement {
  const { title, body } = announcementIn(announcementTexts(row), locale);
  return { id: row.id, ...(title ? { title } : {}), content: body, insertTime: Number(row.insert_time) };
}

export interface Published {
  row: AnnouncementRow;
  /** One `notice` and one `unread` event per member, to publish after commit. */
  events: StoredEvent[];
  recipients: number;
}

/** Stores an announcement (English required) and appends its events for every member. */
export async function publishAnnouncement(trx: Kysely<DB>, texts: AnnouncementTexts, operatorId: number | null, now: number): Promise<Published> {
  const english = texts.en;
  if (!english?.body) throw new Error("announcement: the English body is required");
  const row = await trx
    .insertInto("announcements")
    .values({ content: english.body, texts: JSON.stringify(texts), operator_id: operatorId, insert_time: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  const users = await trx.selectFrom("users").select(["id", "language"]).where("deleted_at", "is", null).orderBy("id").execute();
  const events: StoredEvent[] = [];
  // Stored per member: a device that is offline now gets it on its next replay. In chunks, each a
  // few statements, so a crowd costs round trips per chunk rather than per member.
  for (let i = 0; i < users.length; i += CHUNK) {
    const chunk = users.slice(i, i + CHUNK);
    const summaries = await unreadSummaries(trx, chunk.map((u) => u.id), now);
    const inputs = chunk.flatMap((u): EventInput[] => [
      { userId: u.id, type: "notice", data: wireAnnouncement(row, u.language) },
      { userId: u.id, type: "unread", data: summaries.get(u.id) ?? { applys: 0, system: 0, interact: 0 } },
    ]);
    events.push(...(await appendEvents(trx, inputs, now)));
  }
  return { row, events, recipients: users.length };
}
