/**
 * The console's numbers against rows of known times, on SQLite and PostgreSQL: counts and sums per
 * UTC day, the period's first and last milliseconds, days without rows, the top gifts, the support
 * times' medians and 90th percentiles, and a period over a few thousand rows.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Kysely } from "kysely";
import { testDatabases, createTestDatabase } from "../../db/test-helpers.js";
import type { TestDatabase } from "../../db/test-helpers.js";
import type { DB } from "../../db/schema.js";
import { loadStats, percentile } from "./stats-queries.js";

const at = (iso: string) => Date.parse(iso);
let seq = 0;
const uid = () => `s${++seq}`;

/** Rows straight into the tables the numbers read, at given instants. */
function rows(db: Kysely<DB>) {
  return {
    async user(time: number, extra: { is_service?: number } = {}): Promise<number> {
      const r = await db.insertInto("users").values({ email: `${uid()}@stats.test`, nickname: "n", password_hash: "x", created_at: time, ...extra }).returning("id").executeTakeFirstOrThrow();
      return r.id;
    },
    async active(time: number, userId: number) {
      await db.insertInto("user_active_days").values({ day: Math.floor(time / 86_400_000), user_id: userId }).execute();
    },
    async message(time: number, from: number, to: number) {
      const id = uid();
      await db.insertInto("messages").values({ id, client_msg_id: id, from_user_id: from, to_user_id: to, pair_key: `${Math.min(from, to)}:${Math.max(from, to)}`, pair_seq: seq, type: "txt", created_at: time }).execute();
      return id;
    },
    async translation(time: number, userId: number, status: "done" | "reserved" | "released") {
      await db.insertInto("translate_records").values({ id: uid(), user_id: userId, text_hash: "h", source: "en", target: "es", chars: 5, coins: 1, status, created_at: time }).execute();
    },
    async coins(time: number, userId: number, reason: string, delta: number, asset: "gold_coin" | "translate_chars" = "gold_coin") {
      await db.insertInto("ledger_entries").values({ user_id: userId, asset, delta, balance_after: 0, reason, idem_key: uid(), created_at: time }).execute();
    },
    async gift(time: number, from: number, to: number, giftId: string, amount: number, coins: number) {
      await db.insertInto("gift_records").values({ from_user_id: from, to_user_id: to, gift_id: giftId, amount, coins, message_id: uid(), created_at: time }).execute();
    },
    /** A support episode opened at `time`, answered and resolved `firstResponse` and `resolved` ms later (null: not yet). */
    async episode(time: number, member: number, firstResponse: number | null, resolved: number | null = null) {
      await db.insertInto("support_episodes").values({ member_id: member, opened_at: time, first_response_at: firstResponse === null ? null : time + firstResponse, resolved_at: resolved === null ? null : time + resolved }).execute();
    },
    async complaint(time: number, from: number, about: number, handledAt: number | null = null) {
      await db
        .insertInto("complaints")
        .values({ user_id: from, be_complained_user_id: about, type: 1, created_at: time, dynamic_id: null, comment_id: null, message_id: null, snapshot: null, handled_by: null, handled_at: handledAt, ...(handledAt ? { status: "warned" as const } : {}) })
        .execute();
    },
  };
}

const NO_SUPPORT = { supportOpened: 0, supportFirstResponseMedianMs: null, supportFirstResponseP90Ms: null, supportResolutionMedianMs: null };
const ZERO = { signUps: 0, activeUsers: 0, messages: 0, translations: 0, coinsSold: 0, coinsSpent: 0, complaintsOpened: 0, complaintsClosed: 0, ...NO_SUPPORT };
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe("percentile", () => {
  it("interpolates between the two nearest ranks, to the millisecond, and has nothing to say of no values", () => {
    expect(percentile([1000, 2000, 3000, 4000], 0.5)).toBe(2500);
    expect(percentile([1, 2], 0.5)).toBe(2);
    expect(percentile([7000], 0.9)).toBe(7000);
    expect(percentile([10, 20, 30, 40, 50, 60, 70, 80, 90, 100], 0.9)).toBe(91);
    expect(percentile([], 0.5)).toBeNull();
  });
});

const MARCH_1_SUPPORT = { supportOpened: 6, supportFirstResponseMedianMs: 3 * MINUTE, supportFirstResponseP90Ms: 7.6 * MINUTE, supportResolutionMedianMs: 2 * HOUR };
const MARCH_2_SUPPORT = { supportOpened: 3, supportResolutionMedianMs: 1 * HOUR };

describe.each(testDatabases)("console numbers (%s)", (dialect) => {
  let database: TestDatabase;
  let a: number;
  let b: number;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    const put = rows(database.db);
    // Outside the period by one millisecond on each side.
    const before = at("2026-02-28T23:59:59.999Z");
    const after = at("2026-03-04T00:00:00.000Z");
    a = await put.user(at("2026-03-01T00:00:00.000Z"));
    b = await put.user(at("2026-03-01T12:00:00Z"));
    await put.user(at("2026-03-03T23:59:59.999Z"));
    await put.user(at("2026-03-01T08:00:00Z"), { is_service: 1 });
    const outside = await put.user(before);
    await put.user(after);

    await put.active(at("2026-03-01T01:00:00Z"), a);
    await put.active(at("2026-03-01T02:00:00Z"), b);
    await put.active(at("2026-03-03T02:00:00Z"), a);
    await put.active(before, outside);
    await put.active(after, outside);

    await put.message(at("2026-03-01T00:00:00.000Z"), a, b);
    await put.message(at("2026-03-01T10:00:00Z"), b, a);
    await put.message(at("2026-03-01T23:59:59.999Z"), a, b);
    await put.message(at("2026-03-03T10:00:00Z"), a, b);
    await put.message(before, a, b);
    await put.message(after, a, b);

    await put.translation(at("2026-03-02T10:00:00Z"), a, "done");
    await put.translation(at("2026-03-02T11:00:00Z"), b, "done");
    await put.translation(at("2026-03-02T12:00:00Z"), b, "released");
    await put.translation(at("2026-03-02T13:00:00Z"), b, "reserved");
    await put.translation(after, b, "done");

    await put.coins(at("2026-03-01T09:00:00Z"), a, "recharge", 100);
    await put.coins(at("2026-03-01T09:00:00Z"), a, "demo", 50);
    await put.coins(at("2026-03-01T09:30:00Z"), a, "message", -2);
    await put.coins(at("2026-03-02T09:00:00Z"), b, "translate", -3);
    await put.coins(at("2026-03-02T09:00:01Z"), b, "translate_release", 3);
    await put.coins(at("2026-03-02T09:10:00Z"), b, "translate", -4);
    await put.coins(at("2026-03-02T09:10:00Z"), b, "translate", -900, "translate_chars");
    await put.coins(at("2026-03-03T09:00:00Z"), a, "gift", -10);
    await put.coins(at("2026-03-03T09:00:00Z"), a, "admin", -5);
    await put.coins(at("2026-03-03T09:00:00Z"), b, "admin", 7);
    await put.coins(after, a, "recharge", 1000);

    await put.gift(at("2026-03-01T09:00:00Z"), a, b, "rose", 3, 3);
    await put.gift(at("2026-03-03T09:00:00Z"), a, b, "heart", 2, 10);
    await put.gift(at("2026-03-03T09:00:00Z"), b, a, "rose", 1, 0);
    await put.gift(after, b, a, "heart", 50, 250);

    await put.complaint(at("2026-03-02T09:00:00Z"), a, b, at("2026-03-03T08:00:00Z"));
    await put.complaint(at("2026-03-03T09:00:00Z"), b, a);
    await put.complaint(before, a, b, at("2026-03-01T00:00:00.000Z"));
    await put.complaint(before, b, a, after);

    // 1 March: six conversations opened, five answered (1, 2, 3, 4 and 10 minutes), three resolved.
    await put.episode(at("2026-03-01T00:00:00.000Z"), a, 1 * MINUTE, 1 * HOUR);
    await put.episode(at("2026-03-01T10:00:00Z"), b, 2 * MINUTE, 2 * HOUR);
    await put.episode(at("2026-03-01T11:00:00Z"), a, 3 * MINUTE);
    await put.episode(at("2026-03-01T12:00:00Z"), b, 4 * MINUTE);
    await put.episode(at("2026-03-01T13:00:00Z"), a, null);
    // Opened in the day's last millisecond, answered and resolved the next day: it counts on its opening day.
    await put.episode(at("2026-03-01T23:59:59.999Z"), b, 10 * MINUTE, 24 * HOUR);
    // 2 March: three opened, none answered, one resolved without a reply.
    await put.episode(at("2026-03-02T08:00:00Z"), a, null);
    await put.episode(at("2026-03-02T09:00:00Z"), b, null);
    await put.episode(at("2026-03-02T10:00:00Z"), a, null, 1 * HOUR);
    await put.episode(before, a, 1 * MINUTE, 1 * MINUTE);
    await put.episode(after, a, 1 * MINUTE, 1 * MINUTE);
  });
  afterAll(async () => {
    await database.dispose();
  });

  it("counts each day of the period, both ends included, with zeros on quiet days", async () => {
    const stats = await loadStats(database.db, "2026-03-01", "2026-03-03");
    expect(stats.from).toBe("2026-03-01");
    expect(stats.to).toBe("2026-03-03");
    expect(stats.days).toEqual([
      { ...ZERO, ...MARCH_1_SUPPORT, day: "2026-03-01", signUps: 2, activeUsers: 2, messages: 3, coinsSold: 100, coinsSpent: 2, complaintsClosed: 1 },
      { ...ZERO, ...MARCH_2_SUPPORT, day: "2026-03-02", translations: 2, coinsSpent: 4, complaintsOpened: 1 },
      { ...ZERO, day: "2026-03-03", signUps: 1, activeUsers: 1, messages: 1, coinsSpent: 10, complaintsOpened: 1, complaintsClosed: 1 },
    ]);
  });

  it("gives each day's support conversations their median and 90th-percentile times, null where none was answered or resolved", async () => {
    const [first, second, third] = (await loadStats(database.db, "2026-03-01", "2026-03-03")).days;
    // First responses 1, 2, 3, 4, 10 min: median 3 min; the 90th percentile lies 60 % of the way from 4 to 10 min.
    expect(first).toMatchObject({ supportOpened: 6, supportFirstResponseMedianMs: 3 * MINUTE, supportFirstResponseP90Ms: 7.6 * MINUTE, supportResolutionMedianMs: 2 * HOUR });
    expect(second).toMatchObject({ supportOpened: 3, supportFirstResponseMedianMs: null, supportFirstResponseP90Ms: null, supportResolutionMedianMs: 1 * HOUR });
    expect(third).toMatchObject(NO_SUPPORT);
  });

  it("ranks the period's gifts by number given and by coins paid", async () => {
    const { topGifts } = await loadStats(database.db, "2026-03-01", "2026-03-03");
    expect(topGifts.byCount).toEqual([
      { giftId: "rose", name: "Rose", icon: "🌹", count: 4, coins: 3 },
      { giftId: "heart", name: "Heart", icon: "💖", count: 2, coins: 10 },
    ]);
    expect(topGifts.byCoins.map((g) => [g.giftId, g.coins])).toEqual([
      ["heart", 10],
      ["rose", 3],
    ]);
  });

  it("answers one day, and a period without rows as zeros", async () => {
    const one = await loadStats(database.db, "2026-03-02", "2026-03-02");
    expect(one.days).toEqual([{ ...ZERO, ...MARCH_2_SUPPORT, day: "2026-03-02", translations: 2, coinsSpent: 4, complaintsOpened: 1 }]);
    const empty = await loadStats(database.db, "2025-12-30", "2026-01-02");
    expect(empty.days.map((d) => d.day)).toEqual(["2025-12-30", "2025-12-31", "2026-01-01", "2026-01-02"]);
    expect(empty.days.every((d) => Object.entries(d).every(([k, v]) => k === "day" || v === 0 || (k.endsWith("Ms") && v === null)))).toBe(true);
    expect(empty.topGifts).toEqual({ byCount: [], byCoins: [] });
  });

  it("adds up a few thousand rows over 90 days", async () => {
    const put = rows(database.db);
    const start = at("2025-06-01T00:00:00Z");
    const messages = Array.from({ length: 3000 }, (_, i) => ({ id: `bulk${i}`, client_msg_id: `bulk${i}`, from_user_id: i % 2 ? a : b, to_user_id: i % 2 ? b : a, pair_key: `${Math.min(a, b)}:${Math.max(a, b)}`, pair_seq: 100_000 + i, type: "txt" as const, created_at: start + i * 2_592_000 }));
    for (let i = 0; i < messages.length; i += 500) await database.db.insertInto("messages").values(messages.slice(i, i + 500)).execute();
    const entries = Array.from({ length: 2000 }, (_, i) => ({ user_id: a, asset: "gold_coin" as const, delta: i % 4 === 0 ? 10 : -1, balance_after: 0, reason: i % 4 === 0 ? "recharge" : "message", idem_key: `bulk${i}`, created_at: start + i * 3_888_000 }));
    for (let i = 0; i < entries.length; i += 500) await database.db.insertInto("ledger_entries").values(entries.slice(i, i + 500)).execute();
    // Ten conversations a day, answered after 1…10 minutes.
    const episodes = Array.from({ length: 900 }, (_, i) => ({ member_id: a, opened_at: start + Math.floor(i / 10) * 86_400_000 + (i % 10) * HOUR, first_response_at: start + Math.floor(i / 10) * 86_400_000 + (i % 10) * HOUR + ((i % 10) + 1) * MINUTE, resolved_at: null }));
    for (let i = 0; i < episodes.length; i += 300) await database.db.insertInto("support_episodes").values(episodes.slice(i, i + 300)).execute();
    await put.user(start);

    const stats = await loadStats(database.db, "2025-06-01", "2025-08-29");
    expect(stats.days).toHaveLength(90);
    const sum = (key: "messages" | "coinsSold" | "coinsSpent") => stats.days.reduce((n, d) => n + d[key], 0);
    expect(sum("messages")).toBe(3000);
    expect(sum("coinsSold")).toBe(500 * 10);
    expect(sum("coinsSpent")).toBe(1500);
    // 3000 messages 2.592e6 ms apart: 33⅓ a day.
    expect(stats.days[0]?.messages).toBe(34);
    expect(stats.days[0]?.signUps).toBe(1);
    expect(stats.days.every((d) => d.supportOpened === 10 && d.supportFirstResponseMedianMs === 5.5 * MINUTE && d.supportFirstResponseP90Ms === 9.1 * MINUTE && d.supportResolutionMedianMs === null)).toBe(true);
  });
});
