import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "./harness.js";
import { horizontalOverflow, outsideOf } from "./overflow.js";
import { ALICE, logIn } from "./users.js";

/**
 * Made for a phone: no route of the web app scrolls sideways or cuts anything off at a phone's widths,
 * in English, and in Arabic (right to left) and Japanese at the narrowest, with the demo data; the Me
 * tab reaches every place the side bar and the user menu do, with thumb-sized targets; a page whose
 * code does not come says so and loads on "Try again".
 */
const ROUTES = [
  "/onlineDating",
  "/dynamicSquare",
  "/shopping",
  "/myOrder",
  "/chats",
  "/myspace",
  "/myInfo",
  "/myLike",
  "/followMe",
  "/myVisitors",
  "/myAlbum",
  "/settings",
  "/account",
  "/account?index=1",
  "/account?index=2",
  "/account?index=3",
  "/appInstall",
];
const CASES = [
  { width: 360, locale: "en" },
  { width: 390, locale: "en" },
  { width: 414, locale: "en" },
  { width: 360, locale: "ar" },
  { width: 360, locale: "ja" },
];

let h: Harness;

beforeAll(async () => {
  h = await startHarness({ DEMO: "1" });
});
afterAll(async () => {
  await h?.close();
});

describe("the web app on a phone", () => {
  it.each(CASES)("nothing scrolls sideways at $width px in $locale", async ({ width, locale }) => {
    const { context, page } = await h.newPage({ width, height: 800, locale });
    await logIn(page, h.url, ALICE);
    await page.locator("select.language-select").first().selectOption(locale);
    await page.waitForFunction((lang) => document.documentElement.lang === lang, locale);
    const found: string[] = [];
    for (const route of ROUTES) {
      await page.goto(`${h.url}${route}`);
      await page.locator("main").first().waitFor();
      // Whatever the page loads after its heading (lists, pictures) has come.
      await page.waitForLoadState("networkidle");
      for (const line of await horizontalOverflow(page)) found.push(`${route}: ${line}`);
    }
    // The panel clips what sticks out of it, so the page never scrolls: an open conversation's
    // composer (the counter, the translation picker, Send) must fit inside it. The picker's longest
    // options, "… — Not available with this server's translator" on the Apertium-only default
    // (translation.spec.ts), come with the server's answer: on the second opening the server has
    // them at hand, and the picker is laid out with them from the start.
    for (let opening = 0; opening < 2; opening++) {
      await page.goto(`${h.url}/chats`);
      await page.locator("chat-panel .recent__row").filter({ hasText: "Bob" }).first().click();
      await page.locator("chat-panel .composer__input").waitFor();
      await expect.poll(() => page.locator("chat-panel .composer option:disabled").count(), { timeout: 10_000 }).toBeGreaterThan(0);
    }
    for (const line of await outsideOf(page, ".composer")) found.push(`/chats, Bob: ${line}`);
    await context.close();
    expect(found).toEqual([]);
  });
});

/** Where the Me page's rows lead, in order (the home page's is Alice's own id, filled in). */
const ME_LINKS = [
  "/userHomePage/:me",
  "/person",
  "/myInfo",
  "/myAlbum",
  "/dynamicSquare",
  "/myVisitors",
  "/followMe",
  "/myLike",
  "/account?index=1",
  "/account?index=2",
  "/account?index=3",
  "/account?index=1#membership-title",
  "/account?index=1#bills-title",
  "/account?index=1#gifts-title",
  "/myOrder",
  "/settings",
  "/appInstall",
];

/** The boxes (width × height, px) of what matches, for the 44 × 44 px check. */
const boxes = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) => els.map((el) => [Math.round(el.getBoundingClientRect().width), Math.round(el.getBoundingClientRect().height)]));

describe("the Me tab at 390 px", () => {
  it.each(["en", "ar"])("reaches every page of the side bar and the user menu, with targets of 44 px and more, nothing sideways (%s)", async (locale) => {
    const { context, page } = await h.newPage({ width: 390, height: 800, locale });
    await logIn(page, h.url, ALICE);
    await page.locator("select.language-select").first().selectOption(locale);
    await page.waitForFunction((lang) => document.documentElement.lang === lang, locale);
    for (const [width, height] of await boxes(page, ".tab-bar__tab")) {
      expect(width).toBeGreaterThanOrEqual(44);
      expect(height).toBeGreaterThanOrEqual(44);
    }
    await page.locator('.tab-bar a[href="/myspace"]').click();
    const nav = page.locator(".me__nav");
    await nav.waitFor();
    await page.waitForLoadState("networkidle");
    expect(await horizontalOverflow(page)).toEqual([]);

    const me = Number(await page.locator(".me__id bdi").textContent()) - 100000;
    const internal = nav.locator("a:not([target])");
    expect(await internal.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual(ME_LINKS.map((href) => href.replace(":me", String(me))));
    expect(await nav.locator("a[target=_blank]").getAttribute("href")).toBe(`/pages/help-center_${locale}.html`);
    for (const [, height] of await boxes(page, ".me__item")) expect(height).toBeGreaterThanOrEqual(44);

    // Follow each row (Alice follows and is followed in the demo, so none stays put) and come back by the tab.
    const rows = locale === "en" ? ME_LINKS : ME_LINKS.filter((href) => href.includes("#") || href === "/myOrder");
    for (const href of rows) {
      const target = href.replace(":me", String(me));
      await nav.locator(`a[href="${target}"]`).click();
      const [path, hash] = target.split("#");
      await page.waitForURL((url) => url.pathname + url.search === path);
      await page.locator(".layout__page > *").first().waitFor();
      expect(await page.locator(".chunk-failed").count()).toBe(0);
      // A row to part of the account page lands on that part once it has drawn.
      if (hash) await expect.poll(() => page.locator(`#${hash}`).evaluate((el) => el.getBoundingClientRect().top < innerHeight), { timeout: 10_000 }).toBe(true);
      await page.locator('.tab-bar a[href="/myspace"]').click();
      await nav.waitFor();
    }
    // Logout is the last row.
    await nav.locator(".me__item--logout").click();
    await page.waitForURL(/\/login$/);
    await context.close();
  }, 120_000);
});

describe("a page whose code does not load", () => {
  it("says so with Try again at once when its chunk fails, and shows the page once the network lets it through", async () => {
    const { context, page } = await h.newPage({ width: 390, height: 800 });
    await logIn(page, h.url, ALICE);
    await page.locator("select.language-select").first().selectOption("en");
    await page.waitForFunction(() => document.documentElement.lang === "en");
    // The mall's page chunk fails as on a dropped connection; the layout around it has loaded.
    const mallChunk = /\/assets\/mall-page-[\w-]+\.js$/;
    await page.route(mallChunk, (route) => route.abort("internetdisconnected"));
    await page.locator('.tab-bar a[href="/shopping"]').click();
    const alert = page.getByRole("alert").filter({ hasText: "This page could not load. Check your connection and try again." });
    await alert.waitFor({ timeout: 10_000 });
    expect(await page.locator(".tab-bar").isVisible()).toBe(true);
    await page.unroute(mallChunk);
    await page.getByRole("button", { name: "Try again" }).click();
    await page.locator("#mall-title").waitFor({ timeout: 15_000 });
    expect(await alert.count()).toBe(0);
    await context.close();
  }, 60_000);
});
