/**
 * The copy a complaint keeps of what was reported, taken when it is filed: the reported user's
 * profile, the message, moment or comment complained about, and the last messages between the two
 * users. Operators judge this copy, so a later edit, recall or deletion changes nothing of it.
 */
import { accountIdOf } from "@chat/protocol";
import type { ComplaintSnapshot, SnapshotMessage } from "@chat/protocol";
import type { Kysely, Selectable } from "kysely";
import type { DB } from "../../db/schema.js";
import type { MessagesTable } from "../../db/schema-messaging.js";
import type { StoredPicture } from "../../db/schema-moments.js";
import type { UserRow } from "../account/index.js";

const CONVERSATION_MESSAGES = 20;

const pairKeyOf = (a: number, b: number) => (a < b ? `${a}:${b}` : `${b}:${a}`);

function parse<T>(text: string | null, fallback: T): T {
  try {
    return text ? (JSON.parse(text) as T) : fallback;
  } catch {
    return fallback;
  }
}

export function snapshotMessage(row: Selectable<MessagesTable>): SnapshotMessage {
  const custom = parse<{ type?: string; key?: string; url?: string } | null>(row.custom, null);
  // A burn-after-read image keeps its file out of the wire format; the operator's copy names it.
  const url = row.url ?? (custom?.key ? `/files/${custom.key}` : (custom?.url ?? null));
  return {
    id: row.id,
    fromUserId: row.from_user_id,
    type: row.type,
    text: row.content,
    url,
    custom: custom?.type ?? null,
    time: row.created_at,
    recalled: row.recalled_at !== null,
  };
}

export async function takeSnapshot(
  db: Kysely<DB>,
  reporter: number,
  target: UserRow,
  about: { messageId?: string | undefined; dynamic_id?: number | null | undefined; comment_id?: number | null | undefined },
): Promise<ComplaintSnapshot> {
  const recent = await db
    .selectFrom("messages")
    .selectAll()
    .where("pair_key", "=", pairKeyOf(reporter, target.id))
    .orderBy("pair_seq", "desc")
    .limit(CONVERSATION_MESSAGES)
    .execute();
  const snapshot: ComplaintSnapshot = {
    profile: {
      userId: target.id,
      accountId: accountIdOf(target.id),
      nickname: target.nickname,
      avatar: target.avatar,
      personalMessage: target.personal_message,
      occupation: target.occupation,
    },
    conversation: recent.reverse().map(snapshotMessage),
  };
  if (about.messageId) {
    const row = await db.selectFrom("messages").selectAll().where("id", "=", about.messageId).executeTakeFirst();
    if (row) snapshot.message = snapshotMessage(row);
  }
  if (about.comment_id) {
    const row = await db.selectFrom("moment_comments").select(["id", "moment_id", "text", "created_at"]).where("id", "=", about.comment_id).executeTakeFirst();
    if (row) snapshot.comment = { id: row.id, momentId: row.moment_id, text: row.text, time: row.created_at };
  } else if (about.dynamic_id) {
    const row = await db.selectFrom("moments").select(["id", "text", "pictures", "created_at"]).where("id", "=", about.dynamic_id).executeTakeFirst();
    if (row) snapshot.moment = { id: row.id, text: row.text, pictures: parse<StoredPicture[]>(row.pictures, []).map((p) => `/files/${p.key}`), time: row.created_at };
  }
  return snapshot;
}
