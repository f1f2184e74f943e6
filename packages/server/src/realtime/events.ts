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

type TwoEvents = { low: number; lowSeq: number; high: number; highSeq: number; type: string; data: string; refId: string | null; now: number };
const insertTwoEvents = hotQuery((db, p: TwoEvents) =>
  db.insertInto("events").values([
    { user_id: p.low, seq: p.lowSeq, type: p.type as ServerEventType, data: p.data, ref_id: p.refId, created_at: p.now },
    { user_id: p.high, seq: p.highSeq, type: p.type as ServerEventType, data: p.data, ref_id: p.refId, created_at: p.now },
  ]),
);

/**
 * The same event for two users (a message's sender and receiver), in two statements rather than
 * `appendEvent`'s four: one upsert takes both users' next numbers, in user id order as every other
 * writer takes them, and one insert stores both events. On SQLite every statement costs a send
 * several microseconds however small it is (docs/benchmarks.md).
 */
export async function appendEventToBoth<T extends ServerEventType>(
  trx: Kysely<DB>,
  users: readonly [number, number],
  type: T,
  data: DataOf<T>,
  now: number,
  refId: string | null = null,
): Promise<StoredEvent[]> {
  const [low, high] = users[0] < users[1] ? users : [users[1], users[0]];
  if (low === high) return [await appendEvent(trx, low, type, data, now, refId), await appendEvent(trx, high, type, data, now, refId)];
  const seqs = new Map((await bumpTwo(trx, { low, high })).rows.map((r) => [r.user_id, Number(r.seq)]));
  const lowSeq = seqs.get(low) ?? 0;
  const highSeq = seqs.get(high) ?? 0;
  await insertTwoEvents(trx, { low, lowSeq, high, highSeq, type, data: JSON.stringify(data), refId, now });
  return [
    { userId: low, event: { type, seq: lowSeq, data } as ServerEvent },
    { userId: high, event: { type, seq: highSeq, data } as ServerEvent },
  ];
}

/** One event of `appendEvents`. */
export type EventInput = { [T in ServerEventType]: { userId: number; type: T; data: DataOf<T> } }[ServerEventType];

/**
 * Stores many events at once (inside `trx`), in the given order per user: one upsert takes each
 * user's next numbers (in user id order, the order every other writer locks them in) and one insert
 * stores them. For the same event to a crowd (an announcement), where one `appendEvent` per user
 * would be a round trip per user.
 */
export async function appendEvents(trx: Kysely<DB>, events: readonly EventInput[], now: number): Promise<StoredEvent[]> {
  if (events.length === 0) return [];
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
    .values(stored.map((s) => ({ user_id: s.userId, seq: s.event.seq, type: s.event.type, data: JSON.stringify(s.event.data), ref_id: null, created_at: now })))
    .execute();
  return stored;
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
