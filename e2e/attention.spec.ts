/**
 * The chat calls people back, in two Chromium pages (Alice and Bob, demo friends): a message that
 * arrives while Alice's panel is closed stays unread and the tab's title counts it; a page that is
 * hidden gets a desktop notification that opens the conversation; "typing…" crosses from one browser
 * to the other; an SVIP sender sees "Delivered" then "Read", a non-SVIP sender only the offer.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALICE, BOB } from "./users.js";
import { bubbles, openChatWith, openPanel, panel, startTwoUsers, textbox, type TwoUsers } from "./two-users.js";

let users: TwoUsers;

beforeAll(async () => {
  users = await startTwoUsers();
}, 120_000);
afterAll(async () => {
  await users?.close();
});

async function say(page: Page, text: string) {
  await textbox(page).fill(text);
  await textbox(page).press("Enter");
  await expect.poll(() => bubbles(page).getByText(text, { exact: true }).count(), { timeout: 15_000 }).toBe(1);
  await expect.poll(() => bubbles(page).getByText("Sending…").count(), { timeout: 15_000 }).toBe(0);
}

/** The count at the start of the tab's title, 0 without one. */
const titleCount = async (page: Page) => Number(/^\((\d+)\) /.exec(await page.title())?.[1] ?? 0);

/** Tells the page it is hidden (or visible again), as the browser does when the tab goes to the background. */
async function setHidden(page: Page, hidden: boolean) {
  await page.evaluate((value) => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => (value ? "hidden" : "visible") });
    Object.defineProperty(document, "hidden", { configurable: true, get: () => value });
    document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
  }, hidden);
}

describe("attention in Chromium", () => {
  it("keeps a message unread while Alice's panel is closed, counts it in the tab title, and reads it when she looks", async () => {
    const { alice, bob } = users;
    await openChatWith(alice.page, BOB.name);
    await openChatWith(bob.page, ALICE.name);
    // Alice closes the panel with Bob's conversation still open in it.
    await panel(alice.page).getByRole("button", { name: "Close" }).click();
    await expect.poll(() => panel(alice.page).getByRole("textbox", { name: "Message" }).isVisible()).toBe(false);
    const before = await titleCount(alice.page);

    await say(bob.page, "Are you there?");
    await expect.poll(() => titleCount(alice.page), { timeout: 15_000 }).toBe(before + 1);
    expect(await alice.page.title()).toMatch(/^\(\d+\) /);

    await openPanel(alice.page);
    await expect.poll(() => bubbles(alice.page).getByText("Are you there?", { exact: true }).count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => titleCount(alice.page), { timeout: 15_000 }).toBe(before);
  }, 90_000);

  it("shows a desktop notification for a message to a hidden page, and its click opens the conversation", async () => {
    const { alice, bob, h } = users;
    await alice.context.grantPermissions(["notifications"], { origin: h.url });
    // Records what the page shows (headless Chromium draws no notification of its own).
    await alice.page.evaluate(() => {
      const shown: { title: string; body: string; tag: string }[] = [];
      const Original = window.Notification;
      class Recorded extends Original {
        constructor(title: string, options: NotificationOptions = {}) {
          super(title, options);
          shown.push({ title, body: options.body ?? "", tag: options.tag ?? "" });
          (window as unknown as { lastNotification: Notification }).lastNotification = this;
        }
      }
      Object.defineProperty(Recorded, "permission", { get: () => Original.permission });
      window.Notification = Recorded as typeof Notification;
      (window as unknown as { shownNotifications: typeof shown }).shownNotifications = shown;
    });
    await panel(alice.page).getByRole("button", { name: "Close" }).click();
    await setHidden(alice.page, true);

    await say(bob.page, "Ping from Bob");
    const shown = () => alice.page.evaluate(() => (window as unknown as { shownNotifications: unknown[] }).shownNotifications);
    await expect.poll(shown, { timeout: 15_000 }).toEqual([{ title: BOB.name, body: "Ping from Bob", tag: expect.stringMatching(/^chat-\d+$/) }]);

    await setHidden(alice.page, false);
    await alice.page.evaluate(() => (window as unknown as { lastNotification: Notification }).lastNotification.onclick?.(new Event("click")));
    await expect.poll(() => bubbles(alice.page).getByText("Ping from Bob", { exact: true }).count(), { timeout: 15_000 }).toBe(1);
  }, 90_000);

  it("shows Bob typing in Alice's conversation header", async () => {
    const { alice, bob } = users;
    await openChatWith(alice.page, BOB.name);
    await openChatWith(bob.page, ALICE.name);
    // Typed over four seconds: a notice goes out at most every three (the earlier tests typed too).
    await textbox(bob.page).pressSequentially("I am writi", { delay: 400 });
    const typing = panel(alice.page).locator(".view-header__status");
    await expect.poll(() => typing.textContent(), { timeout: 15_000 }).toBe("typing…");
    // It goes away a few seconds after Bob stops.
    await expect.poll(() => typing.textContent(), { timeout: 15_000 }).toBe("");
    await textbox(bob.page).fill("");
  }, 60_000);

  it("shows an SVIP sender Delivered then Read, and a non-SVIP sender only the offer", async () => {
    const { alice, bob, admin } = users;
    admin("set", ALICE.email, "vipLevel=2");
    await alice.page.reload();
    await openChatWith(alice.page, BOB.name);
    // Bob's browser receives the message with his panel closed: delivered, not read.
    await panel(bob.page).getByRole("button", { name: "Close" }).click();
    await say(alice.page, "Did you see this?");
    const mine = bubbles(alice.page).locator(".message--own").filter({ hasText: "Did you see this?" });
    await expect.poll(() => mine.getByRole("img", { name: "Delivered" }).count(), { timeout: 15_000 }).toBe(1);

    await openChatWith(bob.page, ALICE.name);
    await expect.poll(() => mine.getByRole("img", { name: "Read" }).count(), { timeout: 15_000 }).toBe(1);

    await say(bob.page, "Yes!");
    const his = bubbles(bob.page).locator(".message--own").filter({ hasText: "Yes!" });
    expect(await his.getByRole("img").count()).toBe(0);
    expect(await his.getByRole("button", { name: "See when it's read with SVIP" }).count()).toBe(1);
  }, 90_000);
});
