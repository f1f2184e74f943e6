/**
 * Read receipts, an SVIP privilege (product §6 "see whether a message was read"), enforced here: only a
 * sender whose membership is SVIP now learns anything of the peer's reading.
 * - "Delivered": a message reached one of the receiver's sockets (the gateway says so); the receiver's
 *   conversation row keeps `delivered_at`, the newest such message's time.
 * - "Read": the receiver's `last_read_at` (POST /api/message/read, sent when the conversation is on
 *   screen and the page visible).
 * The history answers an SVIP caller `receipts` (up to which time the peer received and read); the
 * `delivered` and `read` events reach an SVIP sender live. A non-SVIP sender gets neither.
 */
import type { HistoryReceipts } from "@chat/protocol";
import type { Kysely } from "kysely";
import type { AppContext } from "../../context.js";
import type { DB } from "../../db/schema.js";
import { appendEvent, publishAll } from "../../realtime/events.js";
import { effectiveVipLevel } from "../wallet/index.js";

/** Whether `userId` is SVIP at `now` (read receipts are theirs alone). */
export async function hasReadReceipts(db: Kysely<DB>, userId: number, now: number): Promise<boolean> {
  const row = await db.selectFrom("users").select(["vip_level", "vip_expires_at"]).where("id", "=", userId).executeTakeFirst();
  return row !== undefined && effectiveVipLevel(row, now) === 2;
}

/** How far `peerId` received and read `me`'s messages; undefined unless `me` is SVIP. */
export async function receiptsFor(db: Kysely<DB>, me: number, peerId: number, now: number): Promise<HistoryReceipts | undefined> {
  if (!(await hasReadReceipts(db, me, now))) return undefined;
  const row = await db.selectFrom("conversations").select(["last_read_at", "delivered_at"]).where("user_id", "=", peerId).where("peer_id", "=", me).executeTakeFirst();
  const readUpTo = Number(row?.last_read_at ?? 0);
  return { readUpTo, deliveredUpTo: Math.max(readUpTo, Number(row?.delivered_at ?? 0)) };
}

const FLUSH_MS = 100;

/**
 * The gateway's `delivered` hook: marks, a moment later and once per (receiver, sender) for a burst of
 * messages (a replay sends many), the receiver's row delivered up to the newest time, and tells an
 * SVIP sender.
 */
export function createDeliveryMarks(ctx: Pick<AppContext, "database" | "clock" | "bus">, log: Pick<Console, "error">): (userId: number, senderId: number, time: number) => void {
  const waiting = new Map<string, { userId: number; senderId: number; time: number }>();
  let timer: NodeJS.Timeout | undefined;
  const flush = async () => {
    timer = undefined;
    const marks = [...waiting.values()];
    waiting.clear();
    for (const mark of marks) await markDelivered(ctx, mark.userId, mark.senderId, mark.time).catch((error: unknown) => log.error(error));
  };
  return (userId, senderId, time) => {
    const key = `${userId}:${senderId}`;
    const earlier = waiting.get(key);
    if (!earlier || earlier.time < time) waiting.set(key, { userId, senderId, time });
    timer ??= setTimeout(() => void flush(), FLUSH_MS);
    timer.unref?.();
  };
}

/** Marks `userId`'s row with `senderId` delivered up to `time`; an SVIP sender gets a `delivered` event. */
export async function markDelivered(ctx: Pick<AppContext, "database" | "clock" | "bus">, userId: number, senderId: number, time: number): Promise<void> {
  const now = ctx.clock.now();
  const events = await ctx.database.db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable("conversations")
      .set({ delivered_at: time })
      .where("user_id", "=", userId)
      .where("peer_id", "=", senderId)
      .where("delivered_at", "<", time)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0 || !(await hasReadReceipts(trx, senderId, now))) return [];
    return [await appendEvent(trx, senderId, "delivered", { userId, peerUserId: senderId, time }, now)];
  });
  publishAll(ctx, events);
}
