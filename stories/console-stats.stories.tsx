/**
 * The console's numbers (host app, console section "Numbers"): the charts of a busy period, a quiet
 * one, while loading and after a failure, and a busy period in Arabic, where time runs right to left.
 * Each story answers the section's load with numbers made here, the same every time.
 */
import { createStatsState, lastDays, type Period } from "@chat/client/console";
import type { ConsoleStats, StatsDay } from "@chat/protocol";
import { daysBetween } from "@chat/protocol";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useMemo } from "react";
import { StatsView } from "../host-app/src/console/stats/stats-view.js";
import { ConsoleCatalog } from "./support/console-catalog.js";

interface StatsArgs {
  /** What the server answers: numbers of a lively product, zeros, no answer yet, or a failure. */
  answer: "busy" | "quiet" | "loading" | "failure";
  /** Days of the period shown first. */
  days: 7 | 30 | 90;
}

const NOW = Date.UTC(2026, 10, 24, 10, 0);

/** A lively product's numbers: growing, busier at weekends, the same on every render. */
function busyDay(day: string, i: number): StatsDay {
  const weekend = [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay()) ? 1.4 : 1;
  const wave = (n: number) => Math.round(n * weekend * (1 + i / 40) * (1 + 0.25 * Math.sin(i * 1.7)));
  return {
    day,
    signUps: wave(12),
    activeUsers: wave(180),
    messages: wave(2_400),
    translations: wave(640),
    coinsSold: wave(900),
    coinsSpent: wave(760),
    complaintsOpened: wave(3),
    complaintsClosed: Math.max(0, wave(3) - (i % 3)),
    supportOpened: wave(9),
    // Answered within minutes at the median, slower at weekends; every fifth day nothing was resolved yet.
    supportFirstResponseMedianMs: wave(6 * 60_000),
    supportFirstResponseP90Ms: wave(48 * 60_000),
    supportResolutionMedianMs: i % 5 === 4 ? null : wave(3 * 3_600_000),
  };
}

const QUIET = { signUps: 0, activeUsers: 0, messages: 0, translations: 0, coinsSold: 0, coinsSpent: 0, complaintsOpened: 0, complaintsClosed: 0, supportOpened: 0, supportFirstResponseMedianMs: null, supportFirstResponseP90Ms: null, supportResolutionMedianMs: null };

function answerFor({ from, to }: Period, answer: StatsArgs["answer"]): ConsoleStats {
  const quiet = answer === "quiet";
  const days = daysBetween(from, to).map((day, i) => (quiet ? { ...busyDay(day, i), ...QUIET } : busyDay(day, i)));
  const gifts = [
    { giftId: "rose", name: "Rose", icon: "🌹", count: 1_204, coins: 1_204 },
    { giftId: "heart", name: "Heart", icon: "💖", count: 386, coins: 1_930 },
    { giftId: "coffee", name: "Coffee", icon: "☕", count: 512, coins: 1_024 },
    { giftId: "diamond", name: "Diamond", icon: "💎", count: 41, coins: 2_050 },
    { giftId: "rocket", name: "Rocket", icon: "🚀", count: 9, coins: 900 },
  ];
  const top = (key: "count" | "coins") => (quiet ? [] : [...gifts].sort((a, b) => b[key] - a[key]));
  return { from, to, days, topGifts: { byCount: top("count"), byCoins: top("coins") } };
}


function StatsStory({ args }: { args: StatsArgs }) {
  const key = JSON.stringify(args);
  const state = useMemo(() => {
    const next = createStatsState((period) => {
      if (args.answer === "loading") return new Promise<ConsoleStats>(() => {});
      if (args.answer === "failure") return Promise.reject(new Error("offline"));
      return Promise.resolve(answerFor(period, args.answer));
    }, lastDays(args.days, NOW));
    void next.show(next.$period.get());
    return next;
    // `key` is the args: every change builds a fresh state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return (
    <ConsoleCatalog>
      <div style={{ padding: "var(--app-space-4)" }}>
        <StatsView state={state} now={NOW} />
      </div>
    </ConsoleCatalog>
  );
}

const meta = {
  title: "Console/Numbers",
  args: { answer: "busy", days: 30 },
  argTypes: {
    answer: { control: "inline-radio", options: ["busy", "quiet", "loading", "failure"] },
    days: { control: "inline-radio", options: [7, 30, 90] },
  },
  render: (args) => <StatsStory args={args} />,
} satisfies Meta<StatsArgs>;
export default meta;
type Story = StoryObj<StatsArgs>;

/** Thirty lively days: every chart drawn, each with its "Show table". */
export const Loaded: Story = {};

/** Ninety days: points give way to lines, the date labels thin out. */
export const NinetyDays: Story = { args: { days: 90 } };

/** A period in which nothing happened: each chart says so instead of drawing zeros. */
export const Empty: Story = { args: { answer: "quiet", days: 7 } };

/** Waiting for the server. */
export const Loading: Story = { args: { answer: "loading" } };

/** The server could not be reached: the reason and "Try again". */
export const Failure: Story = { args: { answer: "failure" } };

/** Arabic: the page and the charts run right to left: the period's first day on the right, its last on the left. */
export const Arabic: Story = { args: { days: 7 }, globals: { locale: "ar" } };
