/**
 * Maintenance mode in Chromium: a server started with MAINTENANCE=1 answers every API call with 503,
 * and the web app shows its maintenance page (title, the server's text, "Try again") in the UI's
 * language instead of a broken screen; health still answers and says so.
 */
import { readFileSync } from "node:fs";
import { parsePo } from "@chat/i18n/po";
import type { Locale } from "@chat/protocol";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "./harness.js";
import { ALICE } from "./users.js";

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ DEMO: "1", MAINTENANCE: "1" });
});
afterAll(async () => {
  await h?.close();
});

/** The text of an English message in a catalog (`app-locales` for the web app, `server` for the API). */
function tr(folder: "app-locales" | "server", locale: Locale, source: string): string {
  const file = new URL(`../packages/i18n/${folder}/${locale}.po`, import.meta.url);
  const text = parsePo(readFileSync(file, "utf8")).entries.find((e) => e.msgid === source)?.msgstr;
  if (!text) throw new Error(`${folder}/${locale} lacks ${JSON.stringify(source)}`);
  return text;
}

const SERVER_TEXT = "The server is under maintenance. Please try again later.";

async function tryToLogIn(page: Page, locale: Locale) {
  const label = (source: string) => (locale === "en" ? source : tr("app-locales", locale, source));
  await page.getByLabel(label("E-mail")).fill(ALICE.email);
  await page.getByLabel(label("Password")).fill(ALICE.password);
  const answer = page.waitForResponse((r) => r.url().endsWith("/api/account/login"));
  await page.getByRole("button", { name: label("Log in"), exact: true }).click();
  expect((await answer).status()).toBe(503);
}

describe("maintenance mode (MAINTENANCE=1)", () => {
  it("still answers health, with maintenance on, and refuses other calls with 503", async () => {
    const health = (await (await fetch(`${h.url}/api/health`)).json()) as { code: number; data: { maintenance: boolean } };
    expect(health).toMatchObject({ code: 200, data: { maintenance: true } });
    const refused = await fetch(`${h.url}/api/system/language`, { headers: { "accept-language": "de" } });
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({ code: 503, msg: tr("server", "de", SERVER_TEXT), data: null });
  });

  it("shows the maintenance page in English, and Try again keeps it while the server is closed", async () => {
    const { page, context } = await h.newPage();
    await page.goto(`${h.url}/login`);
    await tryToLogIn(page, "en");
    const title = page.getByRole("heading", { name: "Under maintenance", level: 1 });
    await expect.poll(() => title.isVisible()).toBe(true);
    expect(await page.getByText(SERVER_TEXT, { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Log in" }).count()).toBe(0);

    await page.getByRole("button", { name: "Try again" }).click();
    await expect.poll(() => page.getByRole("status").textContent()).toBe("The server is still under maintenance.");
    expect(await title.isVisible()).toBe(true);
    await context.close();
  });

  it("shows the maintenance page in German", async () => {
    const { page, context } = await h.newPage();
    await page.goto(`${h.url}/login`);
    await page.locator("select.language-select").first().selectOption("de");
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("de");
    await tryToLogIn(page, "de");
    await expect.poll(() => page.getByRole("heading", { name: tr("app-locales", "de", "Under maintenance"), level: 1 }).isVisible()).toBe(true);
    expect(await page.getByText(tr("server", "de", SERVER_TEXT), { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: tr("app-locales", "de", "Try again") }).isVisible()).toBe(true);
    await context.close();
  });
});
