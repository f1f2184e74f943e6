/**
 * The per-user event log: every frame a user's devices must see is stored with the user's next
 * sequence number inside the caller's transaction, and published on the bus only after commit.
 */
import type { ServerEvent, ServerEventType } from "@chat/protocol";
import type { Kysely } from "kysely";
import { hotQuery } from "../db/hot-query.js";
import type { DB } from "../db/schema.js";
import type { Bus } from "./bus.js";

/** An event stored for one user, to publish once the transaction has committed. */
export interface StoredEvent {
  userId: number;
  event: ServerEvent;
}

type DataOf<T extends ServerEventType> = Extract<ServerEvent, { type: T }>["data"];

/**
 * The user's next sequence number. The upsert takes the counter row's lock until commit (PostgreSQL)
 * or runs under SQLite's single writer, so concurrent transactions get 1, 2, 3… with no gap.
 */
export async function nextSeq(trx: Kysely<DB>, userId: number): Promise<number> {
  const { rows } = await bumpSeq(trx, { userId });
  return Number(rows[0]?.seq);
}

const bumpSeq = hotQuery((db, p: { userId: number }) =>
  db
    .insertInto("user_seq")
    .values({ user_id: p.userId, seq: 1 })
    .onConflict((oc) => oc.column("user_id").doUpdateSet((eb) => ({ seq: eb("user_seq.seq", "+", 1) })))
    .returning("seq"),
);

const insertEvent = hotQuery((db, p: { userId: number; seq: number; type: string; data: string; refId: string | null; now: number }) =>
  db.insertInto("events").values({ user_id: p.userId, seq: p.seq, type: p.type as ServerEventType, data: p.data, ref_id: p.refId, created_at: p.now }),
);

/** Stores one event for a user (inside `trx`) and returns it for publishing after commit. */
export async function appendEvent<T extends ServerEventType>(
  trx: Kysely<DB>,
  userId: number,
  type: T,
  data: DataOf<T>,
  now: number,
  refId: string | null = null,
): Promise<StoredEvent> {
  const seq = await nextSeq(trx, userId);
  await insertEvent(trx, { userId, seq, type, data: JSON.stringify(data), refId, now });
  return { userId, event: { type, seq, data } as ServerEvent };
}

/** One event of `appendEvents`; `refId` is the row it is about (a message's id), for finding it again. */
export type EventInput = { [T in ServerEventType]: { userId: number; type: T; data: DataOf<T>; refId?: string | null } }[ServerEventType];

/**
 * Stores many events at once (inside `trx`), in the given order per user: one upsert takes each
 * user's next numbers (in user id order, the order every other writer locks them in) and one insert
 * stores them. For the same event to a crowd (an announcement), where one `appendEvent` per user
 * would be a round trip per user, and for a message's two events (its sender's and its receiver's).
 */
export async function appendEvents(trx: Kysely<DB>, events: readonly EventInput[], now: number): Promise<StoredEvent[]> {
  if (events.length === 0) return [];
  const [first, second] = events;
  if (events.length === 2 && first && second && first.userId !== second.userId) return appendTwo(trx, first, second, now);
  const counts = new Map<number, number>();
  for (const e of events) counts.set(e.userId, (counts.get(e.userId) ?? 0) + 1);
  const users = [...counts.keys()].sort((a, b) => a - b);
  const last = new Map<number, number>();
  for (const row of await trx
    .insertInto("user_seq")
    .values(users.map((userId) => ({ user_id: userId, seq: counts.get(userId) ?? 1 })))
    .onConflict((oc) => oc.column("user_id").doUpdateSet((eb) => ({ seq: eb("user_seq.seq", "+", eb.ref("excluded.seq")) })))
    .returning(["user_id", "seq"])
    .execute())
    last.set(row.user_id, Number(row.seq));
  const next = new Map(users.map((u) => [u, (last.get(u) ?? 0) - (counts.get(u) ?? 0)]));
  const stored = events.map((e) => {
    const seq = (next.get(e.userId) ?? 0) + 1;
    next.set(e.userId, seq);
    return { userId: e.userId, event: { type: e.type, seq, data: e.data } as ServerEvent };
  });
  await trx
    .insertInto("events")
    .values(stored.map((s, i) => ({ user_id: s.userId, seq: s.event.seq, type: s.event.type, data: JSON.stringify(s.event.data), ref_id: events[i]?.refId ?? null, created_at: now })))
    .execute();
  return stored;
}

const bumpTwo = hotQuery((db, p: { low: number; high: number }) =>
  db
    .insertInto("user_seq")
    .values([
      { user_id: p.low, seq: 1 },
      { user_id: p.high, seq: 1 },
    ])
    .onConflict((oc) => oc.column("user_id").doUpdateSet((eb) => ({ seq: eb("user_seq.seq", "+", 1) })))
    .returning(["user_id", "seq"]),
);

type TwoEvents = { u1: number; s1: number; t1: string; d1: string; r1: string | null; u2: number; s2: number; t2: string; d2: string; r2: string | null; now: number };
const insertTwoEvents = hotQuery((db, p: TwoEvents) =>
  db.insertInto("events").values([
    { user_id: p.u1, seq: p.s1, type: p.t1 as ServerEventType, data: p.d1, ref_id: p.r1, created_at: p.now },
    { user_id: p.u2, seq: p.s2, type: p.t2 as ServerEventType, data: p.d2, ref_id: p.r2, created_at: p.now },
  ]),
);

/**
 * Two events for two users (a message's sender and receiver), in statements compiled once
 * (db/hot-query.ts) instead of built by kysely on every call: one upsert takes both users' next
 * numbers, in user id order as every other writer takes them, one insert stores both events. On
 * SQLite every statement costs a send several microseconds however small it is (docs/benchmarks.md).
 */
async function appendTwo(trx: Kysely<DB>, first: EventInput, second: EventInput, now: number): Promise<StoredEvent[]> {
  const [low, high] = first.userId < second.userId ? [first.userId, second.userId] : [second.userId, first.userId];
  const seqs = new Map((await bumpTwo(trx, { low, high })).rows.map((r) => [r.user_id, Number(r.seq)]));
  const s1 = seqs.get(first.userId) ?? 0;
  const s2 = seqs.get(second.userId) ?? 0;
  // A message's two events carry the same data: written once.
  const d1 = JSON.stringify(first.data);
  const d2 = second.data === first.data ? d1 : JSON.stringify(second.data);
  await insertTwoEvents(trx, { u1: first.userId, s1, t1: first.type, d1, r1: first.refId ?? null, u2: second.userId, s2, t2: second.type, d2, r2: second.refId ?? null, now });
  return [
    { userId: first.userId, event: { type: first.type, seq: s1, data: first.data } as ServerEvent },
    { userId: second.userId, event: { type: second.type, seq: s2, data: second.data } as ServerEvent },
  ];
}

/** Publishes committed events on the bus. */
export function publishAll(ctx: { bus: Bus }, events: readonly StoredEvent[]): void {
  for (const { userId, event } of events) ctx.bus.publish(userId, event);
}

/** Events of a user with `after < seq <= upTo`, in order, at most `limit`. */
export async function readEvents(
  db: Kysely<DB>,
  userId: number,
  after: number,
  limit: number,
  upTo = Number.MAX_SAFE_INTEGER,
): Promise<ServerEvent[]> {
  const rows = await db
    .selectFrom("events")
    .select(["seq", "type", "data"])
    .where("user_id", "=", userId)
    .where("seq", ">", after)
    .where("seq", "<=", upTo)
    .orderBy("seq")
    .limit(limit)
    .execute();
  return rows.map((r) => ({ type: r.type, seq: Number(r.seq), data: JSON.parse(r.data) as unknown }) as ServerEvent);
}

/** The user's latest sequence number (0 before the first event). */
export async function currentSeq(db: Kysely<DB>, userId: number): Promise<number> {
  const row = await db.selectFrom("user_seq").select("seq").where("user_id", "=", userId).executeTakeFirst();
  return row ? Number(row.seq) : 0;
}

/** What the gateway reads of the event log: the latest seq and a page of stored events. */
export interface EventReader {
  currentSeq(userId: number): Promise<number>;
  readEvents(userId: number, after: number, limit: number, upTo?: number): Promise<ServerEvent[]>;
}

/** The event log of one database, as the gateway reads it. */
export function eventReader(db: Kysely<DB>): EventReader {
  return {
    currentSeq: (userId) => currentSeq(db, userId),
    readEvents: (userId, after, limit, upTo) => readEvents(db, userId, after, limit, upTo),
  };
}
