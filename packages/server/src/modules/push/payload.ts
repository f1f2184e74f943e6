/**
 * What a push says, made when it is sent (not when it was queued): in the recipient's language (their
 * UI language, else the browser's when it subscribed), with the message's text only when the
 * recipient shows it ("Show message text in notifications"), else "New message". Nothing is sent
 * for a message recalled meanwhile, or about someone whose account is gone.
 */
import { isLocale, pickLocale } from "@chat/protocol";
import type { Locale, MessageKey, PushPayload } from "@chat/protocol";
import type { Kysely, Selectable } from "kysely";
import type { DB } from "../../db/schema.js";
import type { PushOutboxTable } from "../../db/schema-push.js";
import { t } from "../../i18n.js";

type Row = Pick<Selectable<PushOutboxTable>, "kind" | "user_id" | "peer_id" | "ref">;

/** The app's icon, for someone without an avatar. */
const APP_ICON = "/icons/icon-192.png";
/** Longer texts are cut: a push carries at most 4 KB, and a notification shows a few lines anyway. */
const MAX_TEXT = 200;

/** The payload of `row` for a browser that subscribed in `browserLocale`; undefined when there is nothing to say. */
export async function payloadOf(db: Kysely<DB>, row: Row, browserLocale: string, publicOrigin = ""): Promise<PushPayload | undefined> {
  const [recipient, peer] = await Promise.all([
    db.selectFrom("users").select(["language", "notification_text"]).where("id", "=", row.user_id).where("deleted_at", "is", null).executeTakeFirst(),
    db.selectFrom("users").select(["nickname", "avatar", "avatar_thumb"]).where("id", "=", row.peer_id).where("deleted_at", "is", null).executeTakeFirst(),
  ]);
  if (!recipient || !peer) return undefined;
  const locale: Locale = isLocale(recipient.language) ? recipient.language : pickLocale(browserLocale);
  const absolute = (path: string) => (publicOrigin ? new URL(path, publicOrigin).href : path);
  const base = { title: peer.nickname, icon: absolute(peer.avatar_thumb || peer.avatar || APP_ICON), peerId: row.peer_id };
  if (row.kind === "friend-request") {
    return { ...base, kind: row.kind, body: t(locale, "pushFriendRequest"), url: absolute(`/userHomePage/${row.peer_id}`), tag: `friend-request-${row.peer_id}` };
  }
  if (row.kind === "match") {
    return { ...base, kind: row.kind, body: t(locale, "pushMatch"), url: absolute("/onlineDating"), tag: `match-${row.ref}` };
  }
  const message = await db.selectFrom("messages").select(["type", "content", "custom", "recalled_at"]).where("id", "=", row.ref).executeTakeFirst();
  if (!message || message.recalled_at !== null) return undefined;
  const body = recipient.notification_text === 0 ? t(locale, "pushNewMessage") : messageBody(locale, message);
  return { ...base, kind: row.kind, body, url: absolute(`/chats?with=${row.peer_id}`), tag: `message-${row.ref}` };
}

function messageBody(locale: Locale, message: { type: string; content: string; custom: string | null }): string {
  if (message.type === "txt") return cut(message.content);
  const key: MessageKey = message.type === "img" ? "pushPicture" : message.type === "audio" ? "pushVoiceMessage" : customKey(message.custom);
  return t(locale, key);
}

function customKey(custom: string | null): MessageKey {
  try {
    const type = (JSON.parse(custom ?? "{}") as { type?: unknown }).type;
    return type === "gift" ? "pushGift" : type === "burn" ? "pushPicture" : "pushNewMessage";
  } catch {
    return "pushNewMessage";
  }
}

/** At most MAX_TEXT characters (whole code points), with an ellipsis when cut. */
function cut(text: string): string {
  const points = [...text];
  return points.length <= MAX_TEXT ? text : `${points.slice(0, MAX_TEXT - 1).join("")}…`;
}
