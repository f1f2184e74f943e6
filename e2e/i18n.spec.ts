import { readFileSync } from "node:fs";
import { parsePo } from "@chat/i18n/po";
import type { Locale } from "@chat/protocol";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codeIn, startHarness, type Harness } from "./harness.js";
import { ALICE, BOB, logIn } from "./users.js";

/**
 * The UI languages in Chromium: Arabic lays the app and the panel out right to left, Japanese
 * translates the panel, the server answers in the UI's language, and the choice survives a reload.
 * The language follows the account: a new browser shows it right after login; before login a
 * browser shows its own earlier choice, which an account without a language then takes over.
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

/** A new account through the API (the mailed code): its UI language is not set yet. */
async function newAccount(name: string): Promise<{ email: string; password: string }> {
  const email = `${name}-${Date.now()}@example.org`;
  const password = "correct horse 42";
  const post = (path: string, body: unknown) =>
    fetch(`${h.url}/api/account/${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  const mail = h.smtp.nextMail(email);
  expect((await post("verification-code", { email, type: "register" })).status).toBe(200);
  expect((await post("register", { email, code: codeIn((await mail).text), password })).status).toBe(200);
  return { email, password };
}

const panel = (page: Page) => page.locator("chat-panel");
const languageSelect = (page: Page) => page.locator("select.language-select").first();

async function chooseLanguage(page: Page, locale: Locale) {
  await languageSelect(page).selectOption(locale);
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(locale);
}

/** Opens the floating panel and the conversation with `peer`; returns the message box and the Send button. */
async function openConversation(page: Page, locale: Locale, peer = BOB.name) {
  await page.locator("a.unread-link").click();
  await panel(page).locator(".recent__row").filter({ has: page.getByText(peer, { exact: true }) }).getByRole("button").first().click();
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

    // The footer's pages open written in Arabic, right to left, titled as their links.
    // (Opened by its address: the open panel may cover the footer.)
    const about = (await page.locator("footer a[target=_blank]").first().getAttribute("href")) ?? "";
    expect(about).toBe("/pages/about_ar.html");
    const tab = await context.newPage();
    await tab.goto(`${h.url}${about}`);
    expect(await tab.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(["ar", "rtl"]);
    expect(await tab.locator("h1").textContent()).toBe(tr("ar", "About us"));
    expect(await tab.locator("main").textContent()).not.toMatch(/[A-Za-z]{4,}(?<!Chat)\b/);
    await context.close();
  });

  it("keeps Send on the right in a left-to-right language", async () => {
    const { page, context } = await h.newPage();
    await logIn(page, h.url, BOB);
    // A fresh browser shows the account's language right after login: Bob's is Spanish.
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("es");
    const { box, send } = await openConversation(page, "es", ALICE.name);
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
    const hrefs = await page.locator("footer a[target=_blank]").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(["/pages/about_ja.html", "/pages/friend-safety_ja.html", "/pages/privacy_ja.html", "/pages/help-center_ja.html", "/pages/purchase.html"]);
    for (const href of hrefs) expect((await page.request.get(`${h.url}${href}`)).status()).toBe(200);
    // They are written in Japanese; the purchase page (one link for every language) opens its
    // Japanese edition in this browser, which chose Japanese.
    expect(await (await page.request.get(`${h.url}/pages/help-center_ja.html`)).text()).toContain(`<h1>${tr("ja", "Help centre")}</h1>`);
    const purchase = await context.newPage();
    await purchase.goto(`${h.url}/pages/purchase.html`);
    await purchase.waitForURL(/\/pages\/purchase\/ja\.html$/);
    expect(await purchase.evaluate(() => document.documentElement.lang)).toBe("ja");
    expect(await purchase.locator("h1").textContent()).toBe("購入・チャージ方法");
    expect(await purchase.locator("main").textContent()).not.toContain("Gold coins");
    await purchase.close();

    // The account remembers it too.
    const token = (await context.cookies()).find((c) => c.name === "chat_access_token")?.value ?? "";
    const me = await page.request.get(`${h.url}/api/account/my-info`, { headers: { authorization: `Bearer ${decodeURIComponent(token)}` } });
    expect(((await me.json()) as { data: { language: string } }).data.language).toBe("ja");
    await context.close();
  });

  it("shows the account's language in a new browser right after login", async () => {
    const user = await newAccount("nova");
    const first = await h.newPage();
    await logIn(first.page, h.url, user);
    expect(await first.page.evaluate(() => document.documentElement.lang)).toBe("en");
    const saved = first.page.waitForResponse((r) => r.url().endsWith("/api/user/language-edit"));
    await chooseLanguage(first.page, "ja");
    expect((await (await saved).json()) as unknown).toMatchObject({ code: 200 });
    await first.context.close();

    const { page, context } = await h.newPage();
    await logIn(page, h.url, user);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("ja");
    expect(await languageSelect(page).inputValue()).toBe("ja");
    await page.locator("a.unread-link").click();
    await expect.poll(() => panel(page).getByRole("tab").allTextContents()).toEqual([tr("ja", "Recent"), tr("ja", "Contacts")]);
    await context.close();
  });

  it("shows a browser's own choice before login, and gives it to an account that has none", async () => {
    const user = await newAccount("lena");
    const { page, context } = await h.newPage();
    await page.goto(`${h.url}/login`);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("en");
    await chooseLanguage(page, "de");
    const logInButton = page.getByRole("button", { name: tr("de", "Log in"), exact: true });
    await expect.poll(() => logInButton.isVisible()).toBe(true);

    await page.getByLabel(tr("de", "E-mail")).fill(user.email);
    await page.getByLabel(tr("de", "Password")).fill(user.password);
    const saved = page.waitForResponse((r) => r.url().endsWith("/api/user/language-edit"));
    await logInButton.click();
    await page.waitForURL(/\/onlineDating$/);
    expect((await (await saved).json()) as unknown).toMatchObject({ code: 200 });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("de");
    await context.close();

    // The next browser starts in German right after login.
    const next = await h.newPage();
    await logIn(next.page, h.url, user);
    await expect.poll(() => next.page.evaluate(() => document.documentElement.lang)).toBe("de");
    await next.context.close();
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
