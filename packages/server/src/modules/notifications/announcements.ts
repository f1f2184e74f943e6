/**
 * Announcements: stored once with their versions by language, read by each member in their own
 * language (English when theirs was not written), and published as a `notice` plus an `unread`
 * event for every member inside the publishing transaction (the caller publishes them after commit).
 */
import { announcementIn, isLocale } from "@chat/protocol";
import type { Announcement, AnnouncementTexts } from "@chat/protocol";
import type { Kysely, Selectable } from "kysely";
import type { AnnouncementsTable, DB } from "../../db/schema.js";
import { appendEvent } from "../../realtime/events.js";
import type { StoredEvent } from "../../realtime/events.js";
import { unreadEvent } from "./unread.js";

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
  // Stored per member: a device that is offline now gets it on its next replay.
  for (const u of users) {
    events.push(await appendEvent(trx, u.id, "notice", wireAnnouncement(row, u.language), now));
    events.push(await unreadEvent(trx, u.id, now));
  }
  return { row, events, recipients: users.length };
}
