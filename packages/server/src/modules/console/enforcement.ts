/**
 * What an operator's decision on a complaint does to the reported user and their content, inside the
 * decision's transaction: a warning (a message from the customer-service account in the user's
 * language, or a notice when there is no such account), hiding the reported message (recalled for
 * both users), moment or comment (shown to no one), a suspension or a ban. The sessions of a
 * suspended or banned user end after the commit (`endSessionsOf`), on every server process.
 */
import { isLocale } from "@chat/protocol";
import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { AppContext } from "../../context.js";
import type { DB } from "../../db/schema.js";
import { t } from "../../i18n.js";
import { appendEvent } from "../../realtime/events.js";
import type { StoredEvent } from "../../realtime/events.js";
import { endAllSessions } from "../account/index.js";
import { recallInTransaction, storeMessage } from "../messages/index.js";

export async function warnUser(trx: Kysely<DB>, userId: number, now: number): Promise<StoredEvent[]> {
  const user = await trx.selectFrom("users").select(["language"]).where("id", "=", userId).executeTakeFirstOrThrow();
  const text = t(isLocale(user.language) ? user.language : "en", "complaintWarning");
  const service = await trx.selectFrom("users").select("id").where("is_service", "=", 1).where("deleted_at", "is", null).orderBy("id").limit(1).executeTakeFirst();
  if (!service || service.id === userId) return [await appendEvent(trx, userId, "notice", { id: 0, content: text, insertTime: now }, now)];
  const { events } = await storeMessage(
    trx,
    { from: service.id, to: userId, clientMsgId: `console-${randomBytes(8).toString("hex")}`, type: "txt", platform: "Web", content: text, url: null, custom: null, ext: "{}" },
    now,
  );
  return events;
}

/** Hides what the complaint is about; false when it is about the user alone (nothing to hide). */
export async function hideContent(
  trx: Kysely<DB>,
  ctx: Pick<AppContext, "easemob">,
  about: { message_id: string | null; dynamic_id: number | null; comment_id: number | null },
  now: number,
): Promise<{ hidden: boolean; events: StoredEvent[] }> {
  if (about.message_id) {
    const message = await trx.selectFrom("messages").selectAll().where("id", "=", about.message_id).executeTakeFirst();
    return { hidden: true, events: message ? await recallInTransaction(trx, ctx, message, now) : [] };
  }
  if (about.comment_id) {
    await trx.updateTable("moment_comments").set({ hidden_at: now }).where("id", "=", about.comment_id).where("hidden_at", "is", null).execute();
    return { hidden: true, events: [] };
  }
  if (about.dynamic_id) {
    await trx.updateTable("moments").set({ hidden_at: now }).where("id", "=", about.dynamic_id).where("hidden_at", "is", null).execute();
    return { hidden: true, events: [] };
  }
  return { hidden: false, events: [] };
}

/** Ends every session of a suspended or banned user and closes their sockets, on every process. */
export async function endSessionsOf(ctx: AppContext, userId: number): Promise<void> {
  await endAllSessions(ctx, userId);
}
