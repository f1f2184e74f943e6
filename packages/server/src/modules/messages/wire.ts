/** Stored message rows → the ChatMessage of the wire, and the opaque history cursor. */
import { imAccountOf } from "@chat/protocol";
import type { ChatMessage, CustomPayload, MessageExt } from "@chat/protocol";
import type { Selectable } from "kysely";
import type { MessagesTable } from "../../db/schema-messaging.js";

export type MessageRow = Selectable<MessagesTable>;

/** The key both directions of a conversation share. */
export function pairKey(a: number, b: number): string {
  return a < b ? `${a}:${b}` : `${b}:${a}`;
}

function parseJson<T>(text: string | null, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/**
 * The wire form. A recalled message carries no text, url or payload. A burn-after-read image never
 * exposes its file here: the one read of the burn-after-read feature hands it out. An audio message
 * keeps its duration in the `custom` column and sends it as `duration`, with no payload.
 */
export function toChatMessage(row: MessageRow): ChatMessage {
  const recalled = row.recalled_at !== null;
  const stored = parseJson<(CustomPayload & { key?: string; duration?: unknown }) | null>(row.custom, null);
  const audio = row.type === "audio";
  const custom: CustomPayload | null = recalled || !stored || audio ? null : publicCustom(stored);
  const duration = audio && !recalled && typeof stored?.duration === "number" ? { duration: stored.duration } : {};
  return {
    id: row.id,
    clientMsgId: row.client_msg_id,
    from: imAccountOf(row.from_user_id),
    to: imAccountOf(row.to_user_id),
    fromUserId: row.from_user_id,
    toUserId: row.to_user_id,
    chatType: "singleChat",
    type: row.type,
    msg: recalled ? "" : row.content,
    url: recalled ? null : row.url,
    ...duration,
    custom,
    time: row.created_at,
    seq: row.pair_seq,
    ext: recalled ? {} : parseJson<MessageExt>(row.ext, {}),
    platform: row.platform,
    brand: "",
    recalled,
  };
}

function publicCustom(stored: CustomPayload & { key?: string }): CustomPayload {
  const { key: _key, url: _url, ...rest } = stored;
  return rest;
}

/** History position: (created_at, id) of the last message of a page, base64url JSON. */
/** The history cursor: the place in the conversation of the last message of a page. */
export function encodeCursor(row: { pair_seq: number }): string {
  return Buffer.from(JSON.stringify(["seq", row.pair_seq])).toString("base64url");
}

export function decodeCursor(cursor: string): { seq: number } | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (!Array.isArray(value) || value.length !== 2 || value[0] !== "seq") return undefined;
    const seq: unknown = value[1];
    if (typeof seq !== "number" || !Number.isSafeInteger(seq) || seq < 1) return undefined;
    return { seq };
  } catch {
    return undefined;
  }
}
