import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "./harness.js";
import { ALICE, BOB, logIn, logInInEnglish, TINY_PNG } from "./users.js";

/**
 * Two friends chat in two browsers through the real server and gateway. The steps share one
 * conversation, so they run in order.
 */
let h: Harness;
let alice: { context: BrowserContext; page: Page };
let bob: { context: BrowserContext; page: Page };
/** Every frame Bob's browser sent over its gateway sockets, oldest first. */
const bobSent: string[] = [];

beforeAll(async () => {
  h = await startHarness({ DEMO: "1" });
  alice = await h.newPage();
  bob = await h.newPage();
  bob.page.on("websocket", (socket) => socket.on("framesent", (frame) => bobSent.push(String(frame.payload))));
  await logIn(alice.page, h.url, ALICE);
  await logInInEnglish(bob.page, h.url, BOB, BOB.language);
});
afterAll(async () => {
  await h?.close();
});

const panel = (page: Page) => page.locator("chat-panel");
const conversationRow = (page: Page, name: string | RegExp) =>
  panel(page).locator(".recent__row").filter({ has: page.getByText(name, { exact: true }) });
const bubbles = (page: Page) => panel(page).getByRole("region", { name: "Messages" });

/** Every value this page keeps in localStorage, as one text. */
const storedText = (page: Page) =>
  page.evaluate(() => Array.from({ length: localStorage.length }, (_, i) => localStorage.getItem(localStorage.key(i) ?? "") ?? "").join("\n"));
/** Everything the page and the panel's shadow root hold as text, hidden parts (the live region) included. */
const panelText = (page: Page) =>
  page.evaluate(() => `${document.body.textContent ?? ""}\n${document.querySelector("chat-panel")?.shadowRoot?.textContent ?? ""}`);

/** The side bar's "Messages" link opens the panel (the header's link toggles it). */
const openPanel = (page: Page) =>
  page.getByRole("complementary", { name: "My account" }).getByRole("link", { name: "Messages", exact: true }).click();

async function openChatWith(page: Page, name: string) {
  await openPanel(page);
  await conversationRow(page, name).getByRole("button").first().click();
  await expect.poll(() => panel(page).getByRole("textbox", { name: "Message" }).isVisible()).toBe(true);
}

async function send(page: Page, text: string) {
  const box = panel(page).getByRole("textbox", { name: "Message" });
  await box.fill(text);
  await box.press("Enter");
}

describe("two friends chatting in Chromium", () => {
  it("delivers a message at once, with an unread badge on the other side and emoji as images", async () => {
    await openChatWith(alice.page, BOB.name);
    await send(alice.page, "Hello Bob [smile]");
    await expect.poll(() => bubbles(alice.page).getByText("Hello Bob").count()).toBe(1);

    // Bob has not opened the conversation: the badge counts it.
    const badge = conversationRow(bob.page, ALICE.name).locator(".badge");
    await openPanel(bob.page);
    await expect.poll(() => badge.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(Number(await badge.textContent())).toBeGreaterThanOrEqual(1);

    await conversationRow(bob.page, ALICE.name).getByRole("button").first().click();
    await expect.poll(() => bubbles(bob.page).getByText("Hello Bob").count()).toBe(1);
    await expect.poll(() => bubbles(bob.page).getByRole("img", { name: ":smile:" }).count()).toBeGreaterThan(0);
    await expect.poll(() => badge.count()).toBe(0);

    await send(bob.page, "Hi Alice <b>not bold</b>");
    await expect.poll(() => bubbles(alice.page).getByText("Hi Alice <b>not bold</b>").count()).toBe(1);
    expect(await bubbles(alice.page).locator("b").count()).toBe(0);
  });

  it("opens the chat page in a new tab from the panel's header, which hears the first tab's connection instead of opening its own", async () => {
    await openPanel(alice.page);
    const opening = alice.context.waitForEvent("page");
    await alice.page.getByRole("link", { name: "Open in new tab" }).click();
    const tab = await opening;
    const sockets: string[] = [];
    tab.on("websocket", (socket) => sockets.push(socket.url()));
    await tab.waitForURL(/\/chat$/);
    await expect.poll(() => conversationRow(tab, BOB.name).count(), { timeout: 15_000 }).toBe(1);
    // The chat page is the panel itself: nothing to open from there.
    expect(await tab.getByRole("link", { name: "Open in new tab" }).count()).toBe(0);
    await conversationRow(tab, BOB.name).getByRole("button").first().click();
    await send(bob.page, "Seen in both tabs");
    await expect.poll(() => bubbles(tab).getByText("Seen in both tabs").count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => bubbles(alice.page).getByText("Seen in both tabs").count()).toBe(1);
    expect(sockets).toEqual([]);
    await tab.close();
  });

  it("sends an image that the friend sees", async () => {
    await panel(alice.page).getByLabel("Image", { exact: true }).setInputFiles({ name: "dot.png", mimeType: "image/png", buffer: TINY_PNG });
    await expect.poll(() => panel(alice.page).getByRole("img", { name: "Image to send" }).isVisible()).toBe(true);
    await panel(alice.page).getByRole("button", { name: "Send", exact: true }).click();
    const seen = bubbles(bob.page).getByRole("button", { name: "Open image" });
    await expect.poll(() => seen.count(), { timeout: 10_000 }).toBe(1);
    const src = await seen.locator("img").getAttribute("src");
    expect(src).toMatch(/\/files\/[0-9a-f]{32}\.png$/);
    const image = await bob.page.request.get(new URL(src ?? "", h.url).href);
    expect(image.headers()["content-type"]).toBe("image/png");
  });

  it("undoes a message on both sides", async () => {
    await send(alice.page, "Oops, wrong chat");
    await expect.poll(() => bubbles(bob.page).getByText("Oops, wrong chat").count()).toBe(1);
    const mine = bubbles(alice.page).getByRole("listitem").filter({ hasText: "Oops, wrong chat" });
    await mine.hover();
    await mine.getByRole("button", { name: "Undo" }).click();
    await expect.poll(() => bubbles(bob.page).getByText("Oops, wrong chat").count()).toBe(0);
    await expect.poll(() => bubbles(bob.page).getByText("message recalled").count()).toBeGreaterThan(0);
    await expect.poll(() => bubbles(alice.page).getByText("message recalled").count()).toBeGreaterThan(0);
  });

  it("leaves no copy of an undone message: not in the DOM, the live region or localStorage", async () => {
    const secret = "Nobody may keep this";
    await send(alice.page, secret);
    const live = panel(bob.page).locator('[aria-live="polite"][aria-atomic="true"]');
    await expect.poll(() => live.textContent()).toContain(secret);
    await expect.poll(() => storedText(bob.page)).toContain(secret);
    const mine = bubbles(alice.page).getByRole("listitem").filter({ hasText: secret });
    await mine.hover();
    await mine.getByRole("button", { name: "Undo" }).click();
    for (const { page } of [alice, bob]) {
      await expect.poll(() => panelText(page)).not.toContain(secret);
      await expect.poll(() => storedText(page)).not.toContain(secret);
    }
    expect(await live.textContent()).not.toContain(secret);
  });

  it("files a complaint", async () => {
    await panel(bob.page).getByRole("button", { name: "Complaint" }).click();
    const dialog = panel(bob.page).getByRole("dialog", { name: "Complaint" });
    await dialog.getByRole("radio").first().check();
    await dialog.getByLabel("Notes").fill("Testing the complaint form");
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect.poll(() => panel(bob.page).getByText("Thank you. Your complaint was sent.").isVisible()).toBe(true);
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect.poll(() => dialog.count()).toBe(0);
  });

  it("keeps a renamed remark after a reload", async () => {
    // Wide screens show the list beside the conversation.
    await conversationRow(alice.page, BOB.name).getByRole("button", { name: "Edit remark" }).click();
    const field = panel(alice.page).getByRole("textbox", { name: "Remark" });
    await field.fill("Bobby");
    await field.press("Enter");
    await expect.poll(() => conversationRow(alice.page, "Bobby").count()).toBe(1);
    await alice.page.reload();
    await openPanel(alice.page);
    await expect.poll(() => conversationRow(alice.page, "Bobby").count(), { timeout: 10_000 }).toBe(1);
  });

  it("loses and doubles nothing when the network drops for a few seconds", async () => {
    await openChatWith(alice.page, "Bobby");
    await bob.context.setOffline(true);
    await alice.page.waitForTimeout(1500);
    for (const n of [1, 2, 3]) await send(alice.page, `While you were away ${n}`);
    await expect.poll(() => bubbles(alice.page).getByText(/While you were away/).count()).toBe(3);
    await bob.page.waitForTimeout(2000);
    // Really cut off: nothing arrived while offline.
    expect(await bubbles(bob.page).getByText(/While you were away/).count()).toBe(0);
    const sentBefore = bobSent.length;
    await bob.context.setOffline(false);
    // Back online, the browser checks that its socket still answers (a silent one is replaced after
    // 5 s: packages/client/src/realtime/connection.test.ts).
    await expect.poll(() => bobSent.slice(sentBefore)).toContain(JSON.stringify({ type: "ping" }));
    for (const n of [1, 2, 3]) {
      await expect.poll(() => bubbles(bob.page).getByText(`While you were away ${n}`).count(), { timeout: 30_000 }).toBe(1);
    }
    await bob.page.waitForTimeout(1000);
    expect(await bubbles(bob.page).getByText(/While you were away/).count()).toBe(3);
  });

  it("deletes a conversation from Recent", async () => {
    await conversationRow(bob.page, ALICE.name).getByRole("button").first().click({ button: "right" });
    await panel(bob.page).getByRole("menuitem", { name: "Delete conversation" }).click();
    await panel(bob.page).getByRole("dialog", { name: "Delete conversation" }).getByRole("button", { name: "Delete" }).click();
    await expect.poll(() => conversationRow(bob.page, ALICE.name).count()).toBe(0);
    await bob.page.reload();
    await openPanel(bob.page);
    await bob.page.waitForTimeout(1000);
    expect(await conversationRow(bob.page, ALICE.name).count()).toBe(0);
  });

  it("drags the panel by its header (react-draggable on React) and keeps the place after a reload", async () => {
    const frame = panel(bob.page).getByRole("dialog", { name: "Chat" });
    await expect.poll(() => frame.isVisible()).toBe(true);
    const before = (await frame.boundingBox())!;
    const header = (await frame.locator(".panel__header").boundingBox())!;
    await bob.page.mouse.move(header.x + 40, header.y + header.height / 2);
    await bob.page.mouse.down();
    await bob.page.mouse.move(header.x - 160, header.y + header.height / 2 - 100, { steps: 8 });
    await bob.page.mouse.up();
    const moved = (await frame.boundingBox())!;
    expect({ dx: Math.round(moved.x - before.x), dy: Math.round(moved.y - before.y) }).toEqual({ dx: -200, dy: -100 });
    await bob.page.reload();
    await openPanel(bob.page);
    await expect.poll(() => frame.isVisible()).toBe(true);
    const again = (await frame.boundingBox())!;
    expect({ x: Math.round(again.x), y: Math.round(again.y) }).toEqual({ x: Math.round(moved.x), y: Math.round(moved.y) });
  });

  it("logs the first device out when the same user logs in elsewhere", async () => {
    const other = await h.newPage();
    await logIn(other.page, h.url, ALICE);
    await expect.poll(() => alice.page.getByText("Another device is logged in").first().isVisible(), { timeout: 10_000 }).toBe(true);
    await alice.page.waitForURL(/\/login$/, { timeout: 15_000 });
    await other.context.close();
  });
});
