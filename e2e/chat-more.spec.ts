import type { SendMessageReply } from "@chat/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "./harness.js";
import { ALICE, BOB, logIn } from "./users.js";

/** The narrow /chats page: a long history paged in as the user scrolls up, and controls big enough to touch. */
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ DEMO: "1" });
});
afterAll(async () => {
  await h?.close();
});

async function apiLogin(user: { email: string; password: string }): Promise<{ token: string; id: number }> {
  const res = await fetch(`${h.url}/api/account/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ account: user.email, password: user.password }),
  });
  const body = (await res.json()) as { data: { token: string; userInfo: { id: number } } };
  return { token: body.data.token, id: body.data.userInfo.id };
}

describe("the chat panel beyond the basics, in Chromium", () => {
  it("pages in older history as Alice scrolls up, keeping her place, on the narrow /chats page", async () => {
    // Bob writes 45 numbered messages through the API before Alice opens the chat.
    const bob = await apiLogin(BOB);
    const alice = await apiLogin(ALICE);
    for (let i = 1; i <= 45; i++) {
      const res = await fetch(`${h.url}/api/message/send`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${bob.token}` },
        body: JSON.stringify({ toUserId: alice.id, messageType: "txt", content: `Numbered ${i}`, clientMsgId: `numbered-${i}-abcdef` }),
      });
      expect(((await res.json()) as { data: SendMessageReply }).data.messageId).toBeTruthy();
    }

    const { page } = await h.newPage({ width: 390, height: 780 });
    await logIn(page, h.url, ALICE);
    await page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "Chat" }).click();
    await page.waitForURL(/\/chats$/);
    const panel = page.locator("chat-panel");
    // The page shows the panel itself: there is nothing to close.
    expect(await panel.getByRole("button", { name: "Close" }).count()).toBe(0);

    await panel.locator(".recent__row").filter({ has: page.getByText(BOB.name, { exact: true }) }).getByRole("button").first().click();
    const history = panel.getByRole("region", { name: "Messages" });
    await expect.poll(() => history.getByText("Numbered 45", { exact: true }).isVisible()).toBe(true);
    // The first page is the newest 20: message 20 is not loaded yet.
    expect(await history.getByText("Numbered 20", { exact: true }).count()).toBe(0);

    const top = history.getByText("Numbered 26", { exact: true });
    await history.evaluate((el) => (el.scrollTop = 0));
    await expect.poll(() => history.getByText("Numbered 25", { exact: true }).count(), { timeout: 10_000 }).toBe(1);
    // The reader's place is kept: the message that was at the top is still on screen, not jumped away.
    await expect.poll(() => top.isVisible()).toBe(true);
    expect(await history.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);

    // Scrolling up again reaches the beginning.
    for (let i = 0; i < 5 && (await history.getByText("Numbered 1", { exact: true }).count()) === 0; i++) {
      await history.evaluate((el) => (el.scrollTop = 0));
      await page.waitForTimeout(400);
    }
    expect(await history.getByText("Numbered 1", { exact: true }).count()).toBe(1);
  });

  it("gives the header's and the composer's controls 44 × 44 px to touch at 390 px, and keeps them compact on a desktop", async () => {
    const sizes = async (width: number) => {
      const { page, context } = await h.newPage({ width, height: 800 });
      await logIn(page, h.url, ALICE);
      await page.goto(`${h.url}/chats`);
      const panel = page.locator("chat-panel");
      await panel.locator(".recent__row").filter({ has: page.getByText(BOB.name, { exact: true }) }).getByRole("button").first().click();
      await panel.getByRole("textbox", { name: "Message" }).waitFor();
      const boxes = await panel
        .locator(".panel__header .icon-button, .view-header button, .composer :is(.icon-button, button, select)")
        .evaluateAll((els) => els.filter((e) => e.getClientRects().length > 0).map((e) => [e.getAttribute("aria-label") ?? e.textContent, e.getBoundingClientRect().width, e.getBoundingClientRect().height] as const));
      await context.close();
      return boxes;
    };
    const narrow = await sizes(390);
    expect(narrow.length).toBeGreaterThanOrEqual(7);
    expect(narrow.filter(([, w, tall]) => w < 44 || tall < 44)).toEqual([]);
    const wide = await sizes(1280);
    expect(wide.some(([, w, tall]) => w < 44 && tall < 44)).toBe(true);
  });
});
