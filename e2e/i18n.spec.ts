import { readFileSync } from "node:fs";
import { parsePo } from "@chat/i18n/po";
import type { Locale } from "@chat/protocol";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "./harness.js";
import { ALICE, BOB, logIn } from "./users.js";

/**
 * The UI languages in Chromium: Arabic lays the app and the panel out right to left, Japanese
 * translates the panel, the server answers in the UI's language, and the choice survives a reload.
 * Expected texts come from the catalogs themselves, so a better translation does not break the test.
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ DEMO: "1" });
});
afterAll(async () => {
  await h?.close();
});

const catalogs = new Map<string, Map<string, string>>();
/** The browser catalog's text for an English message. */
function tr(locale: Locale, source: string): string {
  let catalog = catalogs.get(locale);
  if (!catalog) {
    catalog = new Map();
    // The web app's catalog and the panel's: a host page shows one's words, the panel the other's.
    for (const folder of ["app-locales", "locales"]) {
      const file = new URL(`../packages/i18n/${folder}/${locale}.po`, import.meta.url);
      for (const e of parsePo(readFileSync(file, "utf8")).entries) catalog.set(e.msgid, e.msgstr);
    }
    catalogs.set(locale, catalog);
  }
  const text = catalog.get(source);
  if (!text) throw new Error(`${locale} catalog lacks ${JSON.stringify(source)}`);
  return text;
}

const panel = (page: Page) => page.locator("chat-panel");
const languageSelect = (page: Page) => page.locator("select.language-select").first();

async function chooseLanguage(page: Page, locale: Locale) {
  await languageSelect(page).selectOption(locale);
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(locale);
}

/** Opens the floating panel and Bob's conversation; returns the message box and the Send button. */
async function openConversation(page: Page, locale: Locale) {
  await page.locator("a.unread-link").click();
  await panel(page).locator(".recent__row").filter({ has: page.getByText(BOB.name, { exact: true }) }).getByRole("button").first().click();
  const box = panel(page).getByRole("textbox", { name: tr(locale, "Message"), exact: true });
  await expect.poll(() => box.isVisible()).toBe(true);
  return { box, send: panel(page).getByRole("button", { name: tr(locale, "Send"), exact: true }) };
}

async function centerX(locator: ReturnType<Page["locator"]>): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error("element has no box");
  return box.x + box.width / 2;
}

describe("UI languages in Chromium", () => {
  it("lays the app and the panel out right to left in Arabic, with Send on the left of the message box", async () => {
    const { page, context } = await h.newPage();
    await logIn(page, h.url, ALICE);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe("ltr");

    const saved = page.waitForResponse((r) => r.url().endsWith("/api/user/language-edit"));
    await chooseLanguage(page, "ar");
    expect((await (await saved).json()) as unknown).toMatchObject({ code: 200 });
    expect(await page.evaluate(() => document.documentElement.dir)).toBe("rtl");
    expect(await panel(page).getAttribute("dir")).toBe("rtl");

    const { box, send } = await openConversation(page, "ar");
    expect(await panel(page).locator(".chat-root").getAttribute("dir")).toBe("rtl");
    expect(await centerX(send)).toBeLessThan(await centerX(box));
    await context.close();
  });

  it("keeps Send on the right in a left-to-right language", async () => {
    const { page, context } = await h.newPage();
    await logIn(page, h.url, ALICE);
    // A fresh browser starts in English, whatever another browser chose (spec §1).
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("en");
    const { box, send } = await openConversation(page, "en");
    expect(await panel(page).getAttribute("dir")).toBe("ltr");
    expect(await centerX(send)).toBeGreaterThan(await centerX(box));
    await context.close();
  });

  it("shows the panel's tabs in Japanese, and keeps Japanese after a reload", async () => {
    const { page, context } = await h.newPage();
    await logIn(page, h.url, ALICE);
    await chooseLanguage(page, "ja");
    await page.locator("a.unread-link").click();
    const tabs = panel(page).getByRole("tab");
    await expect.poll(() => tabs.allTextContents()).toEqual([tr("ja", "Recent"), tr("ja", "Contacts")]);
    expect(tr("ja", "Recent")).toBe("最近");

    await page.reload();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("ja");
    expect(await languageSelect(page).inputValue()).toBe("ja");
    await page.locator("a.unread-link").click();
    await expect.poll(() => tabs.allTextContents()).toEqual([tr("ja", "Recent"), tr("ja", "Contacts")]);

    // The footer's external pages follow the language; the purchase page has no suffix.
    const hrefs = await page.locator("footer a").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(["/pages/about_ja.html", "/pages/friend-safety_ja.html", "/pages/privacy_ja.html", "/pages/help-center_ja.html", "/pages/purchase.html"]);
    for (const href of hrefs) expect((await page.request.get(`${h.url}${href}`)).status()).toBe(200);

    // The account remembers it too.
    const token = (await context.cookies()).find((c) => c.name === "chat_access_token")?.value ?? "";
    const me = await page.request.get(`${h.url}/api/account/my-info`, { headers: { authorization: `Bearer ${decodeURIComponent(token)}` } });
    expect(((await me.json()) as { data: { language: string } }).data.language).toBe("ja");
    await context.close();
  });

  it("answers a wrong password in German when the UI is German, also after a reload", async () => {
    const { page, context } = await h.newPage();
    await page.goto(`${h.url}/login`);
    await chooseLanguage(page, "de");
    await page.reload();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("de");

    await page.getByLabel(tr("de", "E-mail")).fill(ALICE.email);
    await page.getByLabel(tr("de", "Password")).fill("not-her-password1");
    const answer = page.waitForResponse((r) => r.url().endsWith("/api/account/login"));
    await page.getByRole("button", { name: tr("de", "Log in"), exact: true }).click();
    const body = (await (await answer).json()) as { code: number; msg: string };
    expect(body.msg).toBe("Falsches Konto oder Passwort.");
    await expect.poll(() => page.getByText("Falsches Konto oder Passwort.").isVisible()).toBe(true);
    await context.close();
  });
});
