/**
 * The demo's six weeks of history for the console's numbers, as a plan: who joined and left when,
 * who was active, who wrote, translated, bought coins, gave gifts, complained and wrote to customer
 * service, day by day. It is
 * pure and the same on every start (a seeded random source, days counted back from today), so the
 * seeder (demo-stats.ts) writes exactly this and a test can tell the numbers any day should show.
 */
import type { StatsDay } from "@chat/protocol";
import { percentile } from "../modules/console/stats-queries.js";
import { COIN_PACKAGES, GIFTS } from "../modules/wallet/catalogue.js";

export const HISTORY_DAYS = 42;
const HOUR_MS = 3_600_000;

/** An instant of the history: `day` whole days before today (UTC), `ms` into that day. */
export interface PlanTime {
  day: number;
  ms: number;
}

export interface PlanMember {
  joined: PlanTime;
  /** When the account was closed (at the end of its last active day). */
  closed: PlanTime;
}

export interface DemoPlan {
  members: PlanMember[];
  /** Member index per day offset: who was active that day. */
  active: { day: number; member: number }[];
  orders: { member: number; at: PlanTime; packageId: string; coins: number }[];
  messages: { from: number; to: number; at: PlanTime; translated: boolean }[];
  gifts: { from: number; to: number; at: PlanTime; giftId: string; amount: number; coins: number }[];
  complaints: { from: number; about: number; at: PlanTime; handled: PlanTime }[];
  /**
   * Conversations with customer service (kept as their support episodes only: the members have closed
   * their accounts since, so the inbox lists none of them), answered and resolved the same day.
   */
  support: { member: number; at: PlanTime; firstResponseMs: number | null; resolutionMs: number | null }[];
}

/** mulberry32: a tiny seeded random source, so every start plans the same history. */
function randomSource(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Cheap gifts are given far more often than dear ones. */
const GIFT_WEIGHTS: Record<string, number> = { rose: 40, coffee: 25, heart: 18, cake: 10, diamond: 5, rocket: 2 };

export function demoPlan(): DemoPlan {
  const random = randomSource(20_261_124);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const plan: DemoPlan = { members: [], active: [], orders: [], messages: [], gifts: [], complaints: [], support: [] };
  const coins: number[] = [];
  const daytime = () => 10 * HOUR_MS + Math.floor(random() * 12 * HOUR_MS);
  const weighted = GIFTS.flatMap((g) => Array<string>(GIFT_WEIGHTS[g.id] ?? 1).fill(g.id));

  for (let day = HISTORY_DAYS; day >= 1; day--) {
    // More people join as the weeks go by.
    const growth = 1 + (HISTORY_DAYS - day) / HISTORY_DAYS;
    const joining = 1 + Math.floor(random() * 3 * growth);
    for (let i = 0; i < joining; i++) {
      const stay = 4 + Math.floor(random() * 11);
      plan.members.push({ joined: { day, ms: 6 * HOUR_MS + Math.floor(random() * 3 * HOUR_MS) }, closed: { day: Math.max(1, day - stay), ms: 23 * HOUR_MS } });
      coins.push(0);
    }
    const active = plan.members.flatMap((m, index) => (m.joined.day >= day && m.closed.day <= day && (m.joined.day === day || random() < 0.75) ? [index] : []));
    for (const member of active) plan.active.push({ day, member });

    // Coins first (a new member often buys on the day they join, others now and then), spending after.
    for (const member of active) {
      const joinedToday = plan.members[member]?.joined.day === day;
      if (random() < (joinedToday ? 0.5 : 0.05)) {
        const pkg = pick(COIN_PACKAGES.slice(0, 4));
        plan.orders.push({ member, at: { day, ms: 9 * HOUR_MS + 30 * 60_000 }, packageId: pkg.id, coins: pkg.coins });
        coins[member] = (coins[member] ?? 0) + pkg.coins;
      }
    }
    if (active.length < 2) continue;
    for (const from of active) {
      const to = pick(active.filter((m) => m !== from));
      const sends = Math.floor(random() * 3);
      for (let i = 0; i < sends; i++) {
        const translated = random() < 0.3 && (coins[from] ?? 0) >= 1;
        if (translated) coins[from] = (coins[from] ?? 0) - 1;
        plan.messages.push({ from, to, at: { day, ms: daytime() }, translated });
      }
      if (random() < 0.3) {
        const gift = GIFTS.find((g) => g.id === pick(weighted));
        const amount = 1 + Math.floor(random() * 3);
        const cost = gift ? gift.coins * amount : 0;
        if (gift && cost <= (coins[from] ?? 0)) {
          coins[from] = (coins[from] ?? 0) - cost;
          plan.gifts.push({ from, to, at: { day, ms: daytime() }, giftId: gift.id, amount, coins: cost });
        }
      }
    }
    const filed = random() < 0.5 ? 1 : random() < 0.3 ? 2 : 0;
    for (let i = 0; i < filed; i++) {
      const from = pick(active);
      const about = pick(active.filter((m) => m !== from));
      // Handled a day or two later (yesterday's the same evening): the open ones in the demo's queue
      // are the console's own (demo-console.ts).
      const after = 1 + Math.floor(random() * 2);
      plan.complaints.push({ from, about, at: { day, ms: daytime() }, handled: day - after >= 1 ? { day: day - after, ms: 11 * HOUR_MS } : { day, ms: 23 * HOUR_MS } });
    }
  }
  planSupport(plan);
  return plan;
}

/**
 * A few conversations with customer service a day, from that day's active members. A random source of
 * their own, so the rest of the history stays as it was. Opened between 10:00 and 16:00 (after the
 * day's members joined), answered within minutes mostly and within two hours at worst, resolved
 * within five hours of the answer: all before midnight, so never after the demo's start.
 */
function planSupport(plan: DemoPlan): void {
  const random = randomSource(32);
  const minutes = (n: number) => Math.round(n * 60_000);
  for (let day = HISTORY_DAYS; day >= 1; day--) {
    const active = plan.active.filter((a) => a.day === day).map((a) => a.member);
    const opened = Math.min(active.length, Math.floor(random() * 4));
    for (let i = 0; i < opened; i++) {
      const member = active[Math.floor(random() * active.length)] ?? 0;
      // A few are never answered: the member left before anyone replied.
      const answered = random() < 0.92;
      // Mostly a few minutes; now and then someone waits an hour or two.
      const firstResponseMs = answered ? minutes(random() < 0.8 ? 1 + random() * 25 : 30 + random() * 90) : null;
      const resolutionMs = firstResponseMs !== null && random() < 0.85 ? firstResponseMs + minutes(10 + random() * 290) : null;
      plan.support.push({ member, at: { day, ms: 10 * HOUR_MS + Math.floor(random() * 6 * HOUR_MS) }, firstResponseMs, resolutionMs });
    }
  }
}

type PlanNumbers = Omit<StatsDay, "day">;

/** A day of the history without anything. */
export const NO_NUMBERS: PlanNumbers = {
  signUps: 0,
  activeUsers: 0,
  messages: 0,
  translations: 0,
  coinsSold: 0,
  coinsSpent: 0,
  complaintsOpened: 0,
  complaintsClosed: 0,
  supportOpened: 0,
  supportFirstResponseMedianMs: null,
  supportFirstResponseP90Ms: null,
  supportResolutionMedianMs: null,
};

/** What the console should show for each day of the history (day offset → numbers). */
export function demoPlanNumbers(plan: DemoPlan = demoPlan()) {
  const days = new Map<number, PlanNumbers>();
  const on = (day: number) => {
    let numbers = days.get(day);
    if (!numbers) {
      numbers = { ...NO_NUMBERS };
      days.set(day, numbers);
    }
    return numbers;
  };
  for (const m of plan.members) on(m.joined.day).signUps++;
  for (const a of plan.active) on(a.day).activeUsers++;
  for (const m of plan.messages) {
    on(m.at.day).messages++;
    if (m.translated) {
      on(m.at.day).translations++;
      on(m.at.day).coinsSpent++;
    }
  }
  for (const o of plan.orders) on(o.at.day).coinsSold += o.coins;
  for (const g of plan.gifts) {
    // A gift travels as a message of its own.
    on(g.at.day).messages++;
    on(g.at.day).coinsSpent += g.coins;
  }
  for (const c of plan.complaints) {
    on(c.at.day).complaintsOpened++;
    on(c.handled.day).complaintsClosed++;
  }
  const ascending = (a: number, b: number) => a - b;
  for (const day of new Set(plan.support.map((s) => s.at.day))) {
    const episodes = plan.support.filter((s) => s.at.day === day);
    const first = episodes.flatMap((s) => (s.firstResponseMs === null ? [] : [s.firstResponseMs])).sort(ascending);
    const resolution = episodes.flatMap((s) => (s.resolutionMs === null ? [] : [s.resolutionMs])).sort(ascending);
    Object.assign(on(day), { supportOpened: episodes.length, supportFirstResponseMedianMs: percentile(first, 0.5), supportFirstResponseP90Ms: percentile(first, 0.9), supportResolutionMedianMs: percentile(resolution, 0.5) });
  }
  return days;
}
