/**
 * The console's numbers: per-UTC-day counts and sums over a period, each one grouped query over an
 * index on the table's time column (migration 0020), the same SQL on SQLite and PostgreSQL. A day is
 * `time / 86 400 000` in integer arithmetic, which both databases compute alike for epoch
 * milliseconds. Days without rows are filled with zeros here, so every day of the period is present.
 * The support times are medians and percentiles, which SQLite cannot compute: the period's episodes
 * come back as rows (one query) and are ranked here.
 */
import { sql } from "kysely";
import type { Kysely, RawBuilder } from "kysely";
import { STATS_LIMITS, daysBetween, utcDayStart } from "@chat/protocol";
import type { ConsoleStats, StatsDay, StatsGift } from "@chat/protocol";
import type { DB } from "../../db/schema.js";
import { GIFTS, findById } from "../wallet/index.js";

const DAY_MS = 86_400_000;

/** The epoch day of a time column, written once so SELECT and GROUP BY are the same expression. */
const dayOf = (column: string): RawBuilder<number> => sql<number>`${sql.ref(column)} / ${sql.lit(DAY_MS)}`;

type DayCounts = Map<number, number>;

function byDay<R extends { day: number }>(rows: readonly R[], value: (row: R) => number): DayCounts {
  return new Map(rows.map((row) => [Number(row.day), Number(value(row))]));
}

/** The numbers of the days `from`…`to` (YYYY-MM-DD, UTC, both included). */
export async function loadStats(db: Kysely<DB>, from: string, to: string): Promise<ConsoleStats> {
  const start = utcDayStart(from);
  const end = utcDayStart(to) + DAY_MS;
  const [signUps, active, messages, translations, coins, opened, closed, gifts, support] = await Promise.all([
    // Sign-ups: accounts created, not the customer-service account.
    countPerDay(db, "users", "created_at", start, end, sql`is_service = 0`),
    activeUsersByDay(db, start, end),
    countPerDay(db, "messages", "created_at", start, end),
    // Translations: texts an engine translated (not refunded failures).
    countPerDay(db, "translate_records", "created_at", start, end, sql`status = 'done'`),
    coinsByDay(db, start, end),
    countPerDay(db, "complaints", "created_at", start, end),
    // Closed: handled by an operator (dismissed, warned, content hidden, suspended, banned) that day.
    countPerDay(db, "complaints", "handled_at", start, end),
    giftTotals(db, start, end),
    supportByDay(db, start, end),
  ]);
  const days = daysBetween(from, to).map((day): StatsDay => {
    const n = utcDayStart(day) / DAY_MS;
    return {
      day,
      signUps: signUps.get(n) ?? 0,
      activeUsers: active.get(n) ?? 0,
      messages: messages.get(n) ?? 0,
      translations: translations.get(n) ?? 0,
      coinsSold: coins.sold.get(n) ?? 0,
      coinsSpent: coins.spent.get(n) ?? 0,
      complaintsOpened: opened.get(n) ?? 0,
      complaintsClosed: closed.get(n) ?? 0,
      ...(support.get(n) ?? NO_SUPPORT),
    };
  });
  return { from, to, days, topGifts: topGifts(gifts) };
}

/** Rows of `table` per day of its time `column` within [start, end), with an optional further condition. */
async function countPerDay(
  db: Kysely<DB>,
  table: "users" | "messages" | "translate_records" | "complaints",
  column: "created_at" | "handled_at",
  start: number,
  end: number,
  where: RawBuilder<unknown> = sql`1 = 1`,
): Promise<DayCounts> {
  const day = dayOf(column);
  const { rows } = await sql<{ day: number; n: number }>`
    select ${day} as day, count(*) as n from ${sql.table(table)}
    where ${sql.ref(column)} >= ${start} and ${sql.ref(column)} < ${end} and ${where}
    group by ${day}`.execute(db);
  return byDay(rows, (r) => r.n);
}

async function activeUsersByDay(db: Kysely<DB>, start: number, end: number): Promise<DayCounts> {
  const rows = await db
    .selectFrom("user_active_days")
    .select((eb) => ["day", eb.fn.countAll<number>().as("n")])
    .where("day", ">=", start / DAY_MS)
    .where("day", "<", end / DAY_MS)
    .groupBy("day")
    .execute();
  return byDay(rows, (r) => r.n);
}

/**
 * Sold: gold coins credited by recharges. Spent: gold-coin debits of members (every reason but an
 * operator's adjustment), less the translation refunds that gave some of them back.
 */
async function coinsByDay(db: Kysely<DB>, start: number, end: number): Promise<{ sold: DayCounts; spent: DayCounts }> {
  const day = dayOf("created_at");
  const rows = await db
    .selectFrom("ledger_entries")
    .select([
      day.as("day"),
      sql<number>`sum(case when reason = 'recharge' and delta > 0 then delta else 0 end)`.as("sold"),
      sql<number>`sum(case when reason = 'translate_release' or (delta < 0 and reason <> 'admin') then -delta else 0 end)`.as("spent"),
    ])
    .where("asset", "=", "gold_coin")
    .where("created_at", ">=", start)
    .where("created_at", "<", end)
    .groupBy(day)
    .execute();
  return { sold: byDay(rows, (r) => r.sold), spent: byDay(rows, (r) => r.spent) };
}

type SupportNumbers = Pick<StatsDay, "supportOpened" | "supportFirstResponseMedianMs" | "supportFirstResponseP90Ms" | "supportResolutionMedianMs">;
const NO_SUPPORT: SupportNumbers = { supportOpened: 0, supportFirstResponseMedianMs: null, supportFirstResponseP90Ms: null, supportResolutionMedianMs: null };

/**
 * The `p` quantile (0…1) of ascending `sorted` values, interpolated between the two nearest ranks as
 * PostgreSQL's percentile_cont does, rounded to a whole millisecond; null for no values.
 */
export function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const rank = p * (sorted.length - 1);
  const low = sorted[Math.floor(rank)] ?? 0;
  const high = sorted[Math.ceil(rank)] ?? low;
  return Math.round(low + (high - low) * (rank - Math.floor(rank)));
}

/** The support numbers of the days that have episodes: each episode counts on the day it opened. */
export function supportNumbers(episodes: readonly { opened: number; firstResponse: number | null; resolved: number | null }[]): Map<number, SupportNumbers> {
  const days = new Map<number, { opened: number; first: number[]; resolution: number[] }>();
  for (const e of episodes) {
    const n = Math.floor(e.opened / DAY_MS);
    const day = days.get(n) ?? { opened: 0, first: [], resolution: [] };
    day.opened++;
    if (e.firstResponse !== null) day.first.push(e.firstResponse - e.opened);
    if (e.resolved !== null) day.resolution.push(e.resolved - e.opened);
    days.set(n, day);
  }
  const ascending = (a: number, b: number) => a - b;
  return new Map(
    [...days].map(([n, day]) => {
      const first = day.first.sort(ascending);
      return [n, { supportOpened: day.opened, supportFirstResponseMedianMs: percentile(first, 0.5), supportFirstResponseP90Ms: percentile(first, 0.9), supportResolutionMedianMs: percentile(day.resolution.sort(ascending), 0.5) }];
    }),
  );
}

/** The support episodes opened in [start, end), one row each (the period bounds them, over an index). */
async function supportByDay(db: Kysely<DB>, start: number, end: number): Promise<Map<number, SupportNumbers>> {
  const rows = await db.selectFrom("support_episodes").select(["opened_at", "first_response_at", "resolved_at"]).where("opened_at", ">=", start).where("opened_at", "<", end).execute();
  const time = (v: number | null) => (v === null ? null : Number(v));
  return supportNumbers(rows.map((r) => ({ opened: Number(r.opened_at), firstResponse: time(r.first_response_at), resolved: time(r.resolved_at) })));
}

interface GiftTotal {
  gift_id: string;
  count: number;
  coins: number;
}

async function giftTotals(db: Kysely<DB>, start: number, end: number): Promise<GiftTotal[]> {
  const rows = await db
    .selectFrom("gift_records")
    .select((eb) => ["gift_id", eb.fn.sum<number>("amount").as("count"), eb.fn.sum<number>("coins").as("coins")])
    .where("created_at", ">=", start)
    .where("created_at", "<", end)
    .groupBy("gift_id")
    .execute();
  return rows.map((r) => ({ gift_id: r.gift_id, count: Number(r.count), coins: Number(r.coins) }));
}

function topGifts(totals: readonly GiftTotal[]): ConsoleStats["topGifts"] {
  const gifts = totals.map((t): StatsGift => {
    const item = findById(GIFTS, t.gift_id);
    return { giftId: t.gift_id, name: item?.name ?? t.gift_id, icon: item?.icon ?? "", count: t.count, coins: t.coins };
  });
  const top = (key: "count" | "coins") =>
    gifts
      .filter((g) => g[key] > 0)
      .sort((a, b) => b[key] - a[key] || a.giftId.localeCompare(b.giftId))
      .slice(0, STATS_LIMITS.topGifts);
  return { byCount: top("count"), byCoins: top("coins") };
}
