import type { ConsoleStats } from "@chat/protocol";
import { i18n } from "@chat/i18n";
import { activateConsoleLocale } from "@chat/i18n/console";
import { I18nProvider } from "@lingui/react";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/render-app.js";
import { type Period, createStatsState } from "@chat/client/console";
import { StatsView } from "./stats-view.js";

const NOW = Date.parse("2026-03-10T15:00:00Z");
const ZERO = { signUps: 0, activeUsers: 0, messages: 0, translations: 0, coinsSold: 0, coinsSpent: 0, complaintsOpened: 0, complaintsClosed: 0, supportOpened: 0, supportFirstResponseMedianMs: null, supportFirstResponseP90Ms: null, supportResolutionMedianMs: null };
// Customer service on a busy day: answered in a minute and a half at the median, two hours at worst, nothing resolved yet.
const SUPPORT = { supportOpened: 4, supportFirstResponseMedianMs: 90_000, supportFirstResponseP90Ms: 7_200_000 };

function statsOf({ from, to }: Period, busy: boolean): ConsoleStats {
  const days = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) {
    const day = new Date(t).toISOString().slice(0, 10);
    days.push(busy ? { ...ZERO, ...SUPPORT, day, signUps: 2, activeUsers: 5, messages: 1234, coinsSold: 100, complaintsOpened: 1 } : { ...ZERO, day });
  }
  const gifts = busy ? [{ giftId: "rose", name: "Rose", icon: "🌹", count: 7, coins: 7 }] : [];
  return { from, to, days, topGifts: { byCount: gifts, byCoins: gifts } };
}

async function renderView(busy = true) {
  await activateConsoleLocale("en");
  const asked: Period[] = [];
  const state = createStatsState(async (period) => {
    asked.push(period);
    return statsOf(period, busy);
  }, { from: "2026-03-04", to: "2026-03-10" });
  void state.show(state.$period.get());
  const view = render(
    <I18nProvider i18n={i18n}>
      <StatsView state={state} now={NOW} />
    </I18nProvider>,
  );
  return { ...view, asked };
}

describe("the console's numbers", () => {
  // jsdom draws nothing (getContext answers null) but says so on every call: the tables tell it all.
  beforeAll(() => {
    vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(null);
  });

  it("given the last 7 days, shows each series with its numbers in a table, without axe violations", async () => {
    const { container } = await renderView();
    const table = await screen.findByRole("table", { name: "Messages and translations a day" });
    expect(within(table).getAllByRole("row")).toHaveLength(8);
    expect(within(table).getByRole("row", { name: "Mar 10, 2026 1,234 0" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Last 7 days", pressed: true })).toBeTruthy();
    expect(within(screen.getByRole("table", { name: "Top gifts by number given" })).getByRole("row", { name: "🌹 Rose 7" })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("given customer service's times, shows them as durations in the operator's language, and a day without one as none", async () => {
    await renderView();
    const opened = await screen.findByRole("table", { name: "Customer service conversations opened" });
    expect(within(opened).getByRole("row", { name: "Mar 10, 2026 4" })).toBeTruthy();
    const times = screen.getByRole("table", { name: "Customer service response times" });
    expect(within(times).getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["Day", "First response (median)", "First response (90th percentile)", "Resolution time (median)"]);
    expect(within(times).getByRole("row", { name: "Mar 10, 2026 1.5 min 2 hr None" })).toBeTruthy();
    expect(screen.getByRole("img", { name: /^Customer service response times\. First response \(median\): from 1\.5 min to 1\.5 min; .*Resolution time \(median\): none$/ })).toBeTruthy();
  });

  it("after choosing 30 days, asks for the 30 days up to today", async () => {
    const user = userEvent.setup();
    const { asked } = await renderView();
    await screen.findByRole("table", { name: "Sign-ups" });
    await user.click(screen.getByRole("button", { name: "Last 30 days" }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ from: "2026-02-09", to: "2026-03-10" }));
    expect(within(await screen.findByRole("table", { name: "Sign-ups" })).getAllByRole("row")).toHaveLength(31);
  });

  it("refuses a custom period that ends before it starts, then shows a good one", async () => {
    const user = userEvent.setup();
    const { asked } = await renderView();
    await user.click(await screen.findByRole("button", { name: "Custom period" }));
    const from = screen.getByLabelText("From");
    const to = screen.getByLabelText("To");
    await user.clear(from);
    await user.type(from, "2026-03-09");
    await user.clear(to);
    await user.type(to, "2026-03-01");
    await user.click(screen.getByRole("button", { name: "Show" }));
    expect((await screen.findByRole("alert")).textContent).toBe("The period must start on or before its last day.");
    expect(asked).toHaveLength(1);
    await user.clear(from);
    await user.type(from, "2026-02-27");
    await user.click(screen.getByRole("button", { name: "Show" }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ from: "2026-02-27", to: "2026-03-01" }));
  });

  it("given a quiet period, says so instead of drawing empty charts", async () => {
    await renderView(false);
    expect(await screen.findAllByText("Nothing happened in this period.")).toHaveLength(6);
    expect(screen.getByText("No conversation opened in this period has been answered or resolved yet.")).toBeTruthy();
    expect(screen.getAllByText("No gifts were given in this period.")).toHaveLength(2);
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("shows the table on request", async () => {
    const user = userEvent.setup();
    await renderView();
    const toggle = (await screen.findAllByRole("button", { name: "Show table" }))[0];
    await user.click(toggle!);
    expect(toggle!.getAttribute("aria-expanded")).toBe("true");
    expect(toggle!.textContent).toBe("Hide table");
  });
});
