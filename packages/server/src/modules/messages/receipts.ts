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
import { sql } from "kysely";
import type { Kysely } from "kysely";
import type { AppContext } from "../../context.js";
import type { DB } from "../../db/schema.js";
import { appendEvents, publishAll } from "../../realtime/events.js";
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
/** Most marks in one transaction. */
const MAX_MARKS = 500;

interface DeliveryMark {
  userId: number;
  senderId: number;
  time: number;
}

/**
 * The gateway's `delivered` hook: marks, a moment later and once per (receiver, sender) for a burst of
 * messages (a replay sends many), the receiver's row delivered up to the newest time, and tells an
 * SVIP sender. The marks of a moment share one transaction.
 */
export function createDeliveryMarks(ctx: Pick<AppContext, "database" | "clock" | "bus">, log: Pick<Console, "error">): (userId: number, senderId: number, time: number) => void {
  const waiting = new Map<string, DeliveryMark>();
  let timer: NodeJS.Timeout | undefined;
  const flush = async () => {
    timer = undefined;
    const marks = [...waiting.values()];
    waiting.clear();
    for (let i = 0; i < marks.length; i += MAX_MARKS) await markDelivered(ctx, marks.slice(i, i + MAX_MARKS)).catch((error: unknown) => log.error(error));
  };
  return (userId, senderId, time) => {
    const key = `${userId}:${senderId}`;
    const earlier = waiting.get(key);
    if (!earlier || earlier.time < time) waiting.set(key, { userId, senderId, time });
    timer ??= setTimeout(() => void flush(), FLUSH_MS);
    timer.unref?.();
  };
}

/**
 * Marks each receiver's row with the sender delivered up to the mark's time (rows taken in (user_id,
 * peer_id) order, as sends take them); each SVIP sender whose row moved gets a `delivered` event.
 */
export async function markDelivered(ctx: Pick<AppContext, "database" | "clock" | "bus">, marks: readonly DeliveryMark[]): Promise<void> {
  const now = ctx.clock.now();
  const sorted = [...marks].sort((a, b) => a.userId - b.userId || a.senderId - b.senderId);
  const events = await ctx.database.db.transaction().execute(async (trx) => {
    const moved = ctx.database.dialect === "postgres" ? await moveAll(trx, sorted) : await moveEach(trx, sorted);
    if (moved.length === 0) return [];
    const senders = await trx.selectFrom("users").select(["id", "vip_level", "vip_expires_at"]).where("id", "in", [...new Set(moved.map((m) => m.senderId))]).execute();
    const svip = new Set(senders.filter((row) => effectiveVipLevel(row, now) === 2).map((row) => row.id));
    const told = moved.filter((m) => svip.has(m.senderId));
    return appendEvents(trx, told.map((m) => ({ userId: m.senderId, type: "delivered" as const, data: { userId: m.userId, peerUserId: m.senderId, time: m.time } })), now);
  });
  publishAll(ctx, events);
}

/** SQLite: a statement each (no round trips to save). */
async function moveEach(trx: Kysely<DB>, marks: readonly DeliveryMark[]): Promise<DeliveryMark[]> {
  const moved: DeliveryMark[] = [];
  for (const mark of marks) {
    const result = await trx.updateTable("conversations").set({ delivered_at: mark.time }).where("user_id", "=", mark.userId).where("peer_id", "=", mark.senderId).where("delivered_at", "<", mark.time).executeTakeFirst();
    if (Number(result.numUpdatedRows) > 0) moved.push(mark);
  }
  return moved;
}

/** PostgreSQL: one statement for all (a round trip each would cost more than the updates). */
async function moveAll(trx: Kysely<DB>, marks: readonly DeliveryMark[]): Promise<DeliveryMark[]> {
  const { rows } = await sql<{ user_id: number; peer_id: number; delivered_at: number }>`
    with marks as (select * from unnest(${marks.map((m) => m.userId)}::integer[], ${marks.map((m) => m.senderId)}::integer[], ${marks.map((m) => m.time)}::bigint[]) as m(u, p, t)),
    held as (
      select c.user_id, c.peer_id, m.t from conversations c join marks m on c.user_id = m.u and c.peer_id = m.p
      where c.delivered_at < m.t order by c.user_id, c.peer_id for update of c
    )
    update conversations c set delivered_at = h.t from held h
    where c.user_id = h.user_id and c.peer_id = h.peer_id and c.delivered_at < h.t
    returning c.user_id, c.peer_id, c.delivered_at`.execute(trx);
  return rows.map((r) => ({ userId: r.user_id, senderId: r.peer_id, time: Number(r.delivered_at) })).sort((a, b) => a.userId - b.userId || a.senderId - b.senderId);
}
