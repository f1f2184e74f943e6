import { existsSync, readFileSync, statSync } from "node:fs";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parsePo } from "@chat/i18n/po";
import { startHarness, type Harness } from "./harness.js";
import { openChatWith, panel, textbox } from "./two-users.js";
import { ALICE, BOB, logIn, logInInEnglish } from "./users.js";
import { describeFiles, isCode, recordWire, totalBytes, type WireFile } from "./wire-bytes.js";

/**
 * What a first visit really downloads from the chat server, counted by Chromium (bytes on the wire:
 * headers and the compressed body the server chose): the `<chat-panel>` launcher with its unread
 * badge, the open panel with a conversation, in the locale whose catalog and date formats are the
 * largest; and the web app's /login and landing page. Budgets on bytes fail the run;
 * docs/benchmarks.md keeps the figures.
 */
/**
 * The open panel with a conversation: 60 KB is the target and 57,622 bytes were measured once the
 * connection checked, back online or shown again, that its open socket still answers, and the
 * launcher listened for those moments too (guard 57.7 KB; 57.6 before); 57,145 bytes earlier (58,720
 * before the parts of preact/compat that only r2wc's, react-draggable's and floating-ui's
 * whole-module imports of React kept left the panel's chunk and the panel's drag moved on demand
 * with react-draggable, 1.6 KB; 58,774 when gifts named in the reader's language, Translate beside
 * the time, the Undo window, the paste note and touch targets had come; 58,339 before them; 59,257
 * before the attention layer, voice messages and "Deleted user" came, 3.1 KB, and the panel's HTTP
 * layer left ky for the launcher's fetch client, 4.0 KB; 58,451–58,518 before translation said
 * why it was not done and auto-translate came, with burn-after-read and gift bubbles, the remark
 * field and the pay prompt's words moved on demand to pay for part of it;
 * 59,953–59,985 before ky and Lingui left the launcher and dayjs the panel, 66.3 KB before the
 * layered chat client).
 * Besides the launcher's files it loads the panel's chunk (preact with compat, r2wc, the screens,
 * their CSS, the full chat client with ky, Lingui) with the locale's catalog beside it, and the
 * bundler's helpers; the drag with react-draggable loads when one is about to start, no date code
 * at all (the panel's times are digits), rarely opened parts and their CSS when first shown. Guarded
 * just above what was reached; the output prints the target.
 */
const OPEN_PANEL_TARGET = 60_000;
const OPEN_PANEL_BUDGET = 57_700;
/**
 * The launcher alone should be 15 KB and is 14,150 bytes (14,010 before it listened for the
 * browser's back online and shown again; 12,956–12,961 before sound, desktop
 * notifications and live notices reached a closed panel; 22.2 KB with ky and the catalog, 37.1 KB
 * before the layered client): the loader and the element's chunk (the element draws it without
 * preact, with its words compiled in for every locale; the launcher's part of the chat client, whose
 * few calls go through a small fetch client; the tokens and launcher CSS). No catalog, no Lingui, no
 * ky: they come with the open panel. Guarded just above what was reached; the output prints the target.
 */
const LAUNCHER_TARGET = 15_000;
const LAUNCHER_BUDGET = 14_300;
/**
 * The web app's first page, /login, is one script (on preact/compat in the production build, about 31
 * KB) with the login form's checks loaded on demand, the layout, its chat panel and every other page
 * loaded on their routes. The landing page after login (/onlineDating, reloaded) adds the layout with
 * the chat panel, the Encounter page with its list (asked for beside the first chunks) and the API
 * answers (compressed from 1 KB). Both are within the 100 KB target and guarded just above what was
 * reached: 48.6 and 81.87 KB once the moment square's dialogs loaded on first use and the other
 * signed-in pages' HTML named their chunks (/login's script lists the renamed chunk files: +55 bytes;
 * guards 48.7 and 82.0 KB, a header's bytes vary by a few from run to run); 48.55 and 81.8 KB with the page table, the panel's number formatting and sized avatars
 * (+48 bytes of the first script); 48.5 and 81.7 KB with "Open in new tab" in the panel's header (the link and its icon in
 * the layout, the word in the catalog), /#/chat links and the chat pages' early panel download in
 * the first script; 48.2 and 81.0 KB once Encounter's cards had photos and swipes (+1.9 KB of the page's code,
 * +0.6 KB of its CSS, the photos in the list's answer), the lazy pages' retry (+0.4 KB of the first
 * script) and the words of bills, Encounter and the Me page had joined the web app's catalog (+0.5 KB,
 * which /login loads whole: one catalog for every page); 47.4 and 76.8 KB with the tab title's unread
 * count and Web Push's set-up, 45.2–45.6 and 73.0–73.1 KB before; the landing page's small shared
 * modules are one chunk.
 */
const FIRST_PAGE_TARGET = 100_000;
const FIRST_PAGE_BUDGET = 48_700;
const LANDING_BUDGET = 82_000;

let h: Harness;
let bob: { context: BrowserContext; page: Page };
const opened: BrowserContext[] = [];

beforeAll(async () => {
  h = await startHarness({ DEMO: "1" });
  bob = await h.newPage();
  await logInInEnglish(bob.page, h.url, BOB, BOB.language);
});
afterAll(async () => {
  for (const context of opened) await context.close();
  await h?.close();
});

const widgetManifest = () => JSON.parse(readFileSync("dist/widget/.vite/manifest.json", "utf8")) as Record<string, { file: string }>;

/** The panel's locale that costs the most bytes: its message catalog plus its date-format locale, as the server sends them. */
function worstCaseLocale(): string {
  const manifest = widgetManifest();
  const sent = (key: string) => {
    const file = manifest[key]?.file;
    if (!file) return 0;
    const path = `dist/widget/${file}`;
    return statSync(existsSync(`${path}.br`) ? `${path}.br` : path).size;
  };
  const costs = Object.keys(manifest)
    .map((key) => /locales\/([^/]+)\.po$/.exec(key)?.[1])
    .filter((code): code is string => Boolean(code))
    .map((code) => ({ code, bytes: sent(`packages/i18n/locales/${code}.po`) + sent(`node_modules/dayjs/esm/locale/${code.toLowerCase()}.js`) }))
    .sort((a, b) => b.bytes - a.bytes);
  return costs[0]?.code ?? "en";
}

const widgetCode = (files: WireFile[]) => files.filter((file) => isCode(file) && new URL(file.url).pathname.startsWith("/widget/"));

describe("bytes on the wire", () => {
  it(`the launcher with its unread badge is at most ${LAUNCHER_BUDGET / 1000} KB, the open panel with a conversation at most ${OPEN_PANEL_BUDGET / 1000} KB`, async () => {
    const { context, page } = await h.newPage();
    opened.push(context);
    // Alice logs in inside the panel of the one-script-tag partner page, then closes it.
    await page.goto(`${h.url}/examples/script-tag/`);
    await panel(page).getByRole("button", { name: "Chat", exact: true }).click();
    await panel(page).getByLabel("E-mail").fill(ALICE.email);
    await panel(page).getByLabel("Password").fill(ALICE.password);
    await panel(page).getByRole("button", { name: "Log in", exact: true }).click();
    await panel(page).locator(".recent__row").first().waitFor({ timeout: 15_000 });
    await page.evaluate(() => (document.querySelector("chat-panel") as (HTMLElement & { close(): void }) | null)?.close());

    // Bob writes to her while her panel is closed: her launcher shows the unread badge.
    const text = `unread while closed ${Date.now()}`;
    await openChatWith(bob.page, ALICE.name);
    await textbox(bob.page).fill(text);
    await textbox(bob.page).press("Enter");

    // Her next visit, cache off, in the locale that costs the most.
    const locale = worstCaseLocale();
    await page.route("**/examples/script-tag/", async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replace('locale="en"', `locale="${locale}"`) });
    });
    const wire = await recordWire(context, page);
    await page.reload();
    await panel(page).locator(".launcher__badge").waitFor({ timeout: 15_000 });
    await page.waitForLoadState("networkidle");
    const launcher = widgetCode(wire.files());
    // The launcher's name is in the locale without its catalog (the words are in the element's code).
    const word = parsePo(readFileSync(`packages/i18n/locales/${locale}.po`, "utf8")).entries.find((entry) => entry.msgid === "Chat" && !entry.obsolete)?.msgstr;
    expect(await panel(page).locator("[part=launcher]").getAttribute("aria-label")).toBe(word);

    await panel(page).locator("[part=launcher]").click();
    const row = panel(page).locator(".recent__row").filter({ has: page.getByText(BOB.name, { exact: true }) });
    await row.getByRole("button").first().click();
    await panel(page).getByRole("region", { name: BOB.name }).getByText(text).waitFor({ timeout: 15_000 });
    await page.waitForLoadState("networkidle");
    const open = widgetCode(wire.files());

    console.info(
      `Widget on the wire (locale ${locale}, cache off):\n` +
        `launcher with unread badge: ${totalBytes(launcher)} bytes of ${LAUNCHER_BUDGET} (target ${LAUNCHER_TARGET})\n${describeFiles(launcher)}\n` +
        `open panel with a conversation: ${totalBytes(open)} bytes of ${OPEN_PANEL_BUDGET} (target ${OPEN_PANEL_TARGET})\n${describeFiles(open)}`,
    );
    expect(open.map((file) => new URL(file.url).pathname)).toContain("/widget/chat-panel.js");
    // Everything compressible arrives compressed (brotli where the browser offers it).
    expect(open.filter((file) => !file.encoding && file.bytes > 1500).map((file) => file.url)).toEqual([]);
    // The open panel's tree (preact, the screens, their CSS) arrives when the panel opens, not with the launcher.
    const panelScreens = (files: WireFile[]) => files.some((file) => /^\/widget\/chunks\/panel-/.test(new URL(file.url).pathname));
    expect(panelScreens(launcher)).toBe(false);
    expect(panelScreens(open)).toBe(true);
    // The catalog comes with the open panel, not with the launcher.
    const catalog = `/widget/${widgetManifest()[`packages/i18n/locales/${locale}.po`]?.file}`;
    const has = (files: WireFile[], path: string) => files.some((file) => new URL(file.url).pathname === path);
    expect(has(launcher, catalog)).toBe(false);
    expect(has(open, catalog)).toBe(true);
    expect(totalBytes(launcher)).toBeLessThanOrEqual(LAUNCHER_BUDGET);
    expect(totalBytes(open)).toBeLessThanOrEqual(OPEN_PANEL_BUDGET);
  });

  it(`the web app's /login is at most ${FIRST_PAGE_BUDGET / 1000} KB and its landing page after login at most ${LANDING_BUDGET / 1000} KB, pictures apart`, async () => {
    const { context, page } = await h.newPage({ width: 412, height: 823 });
    opened.push(context);
    const wire = await recordWire(context, page);
    await page.goto(`${h.url}/login`);
    await page.getByRole("button", { name: "Log in" }).waitFor();
    await page.waitForLoadState("networkidle");
    const login = wire.files().filter((file) => file.type !== "WebSocket");

    await logIn(page, h.url, ALICE);
    // The landing page's own files finish before the count restarts: the reload counts alone.
    await page.waitForLoadState("networkidle");
    wire.reset();
    await page.reload();
    await page.waitForLoadState("networkidle");
    const landing = wire.files().filter((file) => file.type !== "WebSocket");

    const notPictures = (files: WireFile[]) => files.filter((file) => file.type !== "Image");
    const api = (files: WireFile[]) => totalBytes(files.filter((file) => file.type === "Fetch"));
    const report = (name: string, files: WireFile[]) =>
      `${name}: ${totalBytes(notPictures(files))} bytes, target ${FIRST_PAGE_TARGET}; code ${totalBytes(files.filter(isCode))}, API answers ${api(files)} (pictures ${totalBytes(files) - totalBytes(notPictures(files))} more)\n${describeFiles(files)}`;
    console.info(`Web app on the wire (cache off):\n${report("/login", login)}\n${report("/onlineDating after login", landing)}`);
    expect(notPictures(login).filter((file) => !file.encoding && file.bytes > 1500 && file.type !== "Fetch").map((file) => file.url)).toEqual([]);
    expect(totalBytes(notPictures(login))).toBeLessThanOrEqual(FIRST_PAGE_BUDGET);
    expect(totalBytes(notPictures(landing))).toBeLessThanOrEqual(LANDING_BUDGET);
  });
});
