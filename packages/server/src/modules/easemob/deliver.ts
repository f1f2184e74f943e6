/**
 * One outbox row → one Easemob call. What is sent is read from the database at sending time, so a
 * message recalled before its push is never pushed, and a burn-after-read image's file never leaves
 * our server (the panel asks us for its one read).
 */
import { imAccountOf } from "@chat/protocol";
import type { Kysely, Selectable } from "kysely";
import type { DB } from "../../db/schema.js";
import type { EasemobOutboxTable } from "../../db/schema-easemob.js";
import type { MessagesTable } from "../../db/schema-messaging.js";
import type { EasemobRest, OutgoingMessage } from "./rest.js";

type Row = Selectable<EasemobOutboxTable>;

/** Where a row goes: Easemob, and our public origin for absolute image URLs. */
export interface Target {
  rest: EasemobRest;
  publicOrigin: string;
}

export async function deliver(bridge: Target, db: Kysely<DB>, row: Row): Promise<void> {
  const user = imAccountOf(row.user_id);
  switch (row.kind) {
    case "user":
      return bridge.rest.createUser(user);
    case "delete":
      return bridge.rest.deleteUser(user);
    case "disconnect":
      return bridge.rest.disconnect(user);
    case "message":
      return pushMessage(bridge, db, row.message_id);
    case "recall":
      return recallMessage(bridge, db, row.message_id);
  }
}

async function pushMessage(bridge: Target, db: Kysely<DB>, messageId: string): Promise<void> {
  const already = await db.selectFrom("easemob_messages").select("easemob_id").where("message_id", "=", messageId).executeTakeFirst();
  if (already) return;
  const message = await db.selectFrom("messages").selectAll().where("id", "=", messageId).executeTakeFirst();
  if (!message || message.recalled_at !== null) return;
  const easemobId = await bridge.rest.sendMessage(outgoing(message, bridge.publicOrigin));
  await db.insertInto("easemob_messages").values({ message_id: messageId, easemob_id: easemobId, pushed_at: Date.now() }).onConflict((oc) => oc.column("message_id").doNothing()).execute();
  // Recalled while the push was on its way: its recall row may have found nothing to recall yet.
  const now = await db.selectFrom("messages").select("recalled_at").where("id", "=", messageId).executeTakeFirst();
  if (now?.recalled_at !== null && now?.recalled_at !== undefined) await bridge.rest.recall(easemobId, imAccountOf(message.from_user_id), imAccountOf(message.to_user_id));
}

async function recallMessage(bridge: Target, db: Kysely<DB>, messageId: string): Promise<void> {
  const pushed = await db.selectFrom("easemob_messages").select("easemob_id").where("message_id", "=", messageId).executeTakeFirst();
  // Never pushed: the push sees the recall and sends nothing.
  if (!pushed) return;
  const message = await db.selectFrom("messages").select(["from_user_id", "to_user_id"]).where("id", "=", messageId).executeTakeFirst();
  if (!message) return;
  await bridge.rest.recall(pushed.easemob_id, imAccountOf(message.from_user_id), imAccountOf(message.to_user_id));
}

function parse(text: string | null): Record<string, unknown> {
  try {
    const value: unknown = text ? JSON.parse(text) : {};
    return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Our stored message as Easemob's REST message, with the spec's ext (pre_id, translation, type). */
export function outgoing(message: Selectable<MessagesTable>, publicOrigin: string): OutgoingMessage {
  const stored = parse(message.ext);
  const custom = parse(message.custom);
  const kind = typeof stored.type === "string" ? stored.type : typeof custom.type === "string" ? custom.type : message.type;
  const ext = { ...stored, pre_id: message.id, clientMsgId: message.client_msg_id, platform: message.platform, type: kind };
  const base = { from: imAccountOf(message.from_user_id), to: imAccountOf(message.to_user_id), ext };
  if (message.type === "txt") return { ...base, type: "txt", body: { msg: message.content } };
  const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : `${publicOrigin}${url}`);
  if (message.type === "img" && message.url) {
    return { ...base, type: "img", body: { url: absolute(message.url), filename: message.url.split("/").pop() ?? "image", size: { width: 0, height: 0 } } };
  }
  // Custom messages (gifts, burn-after-read images, voice messages): strings only, as Easemob's
  // customExts requires; a burn image's file key stays here, a voice message's file is public.
  const { key: _key, url: _url, ...visible } = custom;
  const voice = message.type === "audio" && message.url ? { url: absolute(message.url) } : {};
  const customExts = Object.fromEntries(Object.entries({ ...visible, ...voice, type: kind }).map(([k, v]) => [k, typeof v === "string" ? v : JSON.stringify(v)]));
  return { ...base, type: "custom", body: { customEvent: kind.replace(/[^a-zA-Z0-9\-_/.]/g, "").slice(0, 32) || "custom", customExts } };
}
