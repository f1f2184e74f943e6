/**
 * The console's numbers in Chromium against the real server and its demo data: an operator (added
 * with the command line) logs in with the mailed code, opens Numbers, picks the last 7 days and a
 * period of their own, and reads the demo history's numbers (demo-stats-plan.ts) in the charts' data
 * tables; the page is axe clean, in English and in Arabic, where it runs right to left.
 */
import { spawnSync } from "node:child_process";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoPlanNumbers } from "@chat/server";
import { pageAxeViolations } from "./axe.js";
import { codeIn, startHarness, type Harness } from "./harness.js";

const OPERATOR = { email: "numbers@ops.example.com", password: "numbers-operator-1" };
const DAY_MS = 86_400_000;

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ DEMO: "1" });
  const run = spawnSync("npx", ["tsx", "packages/server/src/admin/cli.ts", "operator", "add", OPERATOR.email, "support"], {
    env: { ...process.env, DATA_DIR: h.dataDir, DATABASE_URL: "" },
    input: `${OPERATOR.password}\n`,
    encoding: "utf8",
  });
  if (run.status !== 0) throw new Error(`operator add failed: ${run.stdout}${run.stderr}`);
});
afterAll(async () => {
  await h?.close();
});

/** A day `offset` days before today (UTC), as the data tables name it in English. */
const dayName = (offset: number) => new Intl.DateTimeFormat("en", { dateStyle: "medium", timeZone: "UTC" }).format(Date.now() - offset * DAY_MS);
const isoDay = (offset: number) => new Date(Date.now() - offset * DAY_MS).toISOString().slice(0, 10);

async function logInToConsole(page: Page): Promise<void> {
  await page.goto(`${h.url}/admin`);
  await page.getByLabel("E-mail").fill(OPERATOR.email);
  await page.getByLabel("Password").fill(OPERATOR.password);
  const mail = h.smtp.nextMail(OPERATOR.email);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Code from the e-mail").fill(codeIn((await mail).text));
  await page.getByRole("button", { name: "Log in" }).click();
}

/** The cells of a day's row in a chart's data table (the table is read, not seen, until "Show table"). */
async function row(page: Page, table: string, offset: number): Promise<string[]> {
  const cells = page.getByRole("table", { name: table, includeHidden: true }).getByRole("row", { name: dayName(offset), includeHidden: true }).getByRole("cell", { includeHidden: true });
  return cells.allTextContents();
}

describe("the console's numbers, in Chromium against the demo data", () => {
  it("shows the demo history's numbers for the last 7 days and a period of one's own, axe clean, also in Arabic", async () => {
    const { page, context } = await h.newPage();
    await logInToConsole(page);
    await page.getByRole("link", { name: "Numbers" }).click();
    await page.waitForURL(/\/admin\/stats$/);
    await page.getByRole("button", { name: "Last 7 days" }).click();
    await expect.poll(() => page.getByRole("table", { name: "Sign-ups", includeHidden: true }).getByRole("row", { includeHidden: true }).count(), { timeout: 15_000 }).toBe(8);

    // Days 2 to 6 ago hold only the history (today and yesterday also have the demo's own start).
    const plan = demoPlanNumbers();
    for (let offset = 2; offset <= 6; offset++) {
      const n = plan.get(offset);
      if (!n) throw new Error(`the demo plan has no day ${offset}`);
      expect(await row(page, "Sign-ups", offset), dayName(offset)).toEqual([String(n.signUps)]);
      expect(await row(page, "Daily active users", offset)).toEqual([String(n.activeUsers)]);
      expect(await row(page, "Messages and translations a day", offset)).toEqual([String(n.messages), String(n.translations)]);
      expect(await row(page, "Gold coins sold and spent", offset)).toEqual([String(n.coinsSold), String(n.coinsSpent)]);
      // The console's own demo complaints (demo-console.ts) were filed and handled within the last three days.
      if (offset > 3) expect(await row(page, "Complaints opened and closed", offset)).toEqual([String(n.complaintsOpened), String(n.complaintsClosed)]);
      // The inbox's own demo conversations (demo-support.ts) opened within the last day.
      expect(await row(page, "Customer service conversations opened", offset)).toEqual([String(n.supportOpened)]);
    }
    // Every chart is drawn, named for what it shows.
    await expect.poll(() => page.locator("canvas[role=img]").count()).toBe(9);
    expect(await page.getByRole("img", { name: /^Sign-ups\. Sign-ups: \d+ in total$/ }).count()).toBe(1);
    // The table can be shown.
    const toggle = page.getByRole("button", { name: "Show table" }).first();
    await toggle.click();
    await expect.poll(() => page.getByRole("table", { name: "Sign-ups" }).isVisible()).toBe(true);
    expect(await pageAxeViolations(page)).toEqual([]);

    // A period of one's own: three days two weeks ago.
    await page.getByRole("button", { name: "Custom period" }).click();
    await page.getByLabel("From", { exact: true }).fill(isoDay(16));
    await page.getByLabel("To", { exact: true }).fill(isoDay(14));
    await page.getByRole("button", { name: "Show", exact: true }).click();
    await expect.poll(() => page.getByRole("table", { name: "Sign-ups", includeHidden: true }).getByRole("row", { includeHidden: true }).count()).toBe(4);
    for (const offset of [16, 15, 14]) expect(await row(page, "Messages and translations a day", offset)).toEqual([String(plan.get(offset)?.messages ?? 0), String(plan.get(offset)?.translations ?? 0)]);
    // A period that ends before it starts is refused before it is asked for.
    await page.getByLabel("From", { exact: true }).fill(isoDay(3));
    await page.getByLabel("To", { exact: true }).fill(isoDay(5));
    await page.getByRole("button", { name: "Show", exact: true }).click();
    expect(await page.getByRole("alert").textContent()).toBe("The period must start on or before its last day.");

    // Arabic: the console turns right to left; the charts and their tables follow.
    await page.getByRole("combobox", { name: "Language" }).selectOption("ar");
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe("rtl");
    await page.getByRole("button", { name: "آخر ٧ يومًا" }).or(page.getByRole("button", { name: "آخر 7 يومًا" })).click();
    await expect.poll(() => page.getByRole("table", { name: "التسجيلات", includeHidden: true }).getByRole("row", { includeHidden: true }).count(), { timeout: 15_000 }).toBe(8);
    expect(await pageAxeViolations(page)).toEqual([]);
    await context.close();
  });
});
