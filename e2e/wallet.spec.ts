import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALICE, BOB } from "./users.js";
import { bubbles, openChatWith, openPanel, panel, sidebar, startTwoUsers, textbox, type TwoUsers } from "./two-users.js";

/**
 * The wallet in Chromium: Alice, whose messages cost a coin and who has none, meets the out-of-coins
 * modal with her draft kept and tops up on the wallet page (test payment provider); her balances then
 * follow every top-up and charge live in the side bar, the wallet page and the panel, without a
 * reload. The steps share one conversation, so they run in order.
 */
let users: TwoUsers;

beforeAll(async () => {
  users = await startTwoUsers((admin) => {
    admin("coins", ALICE.email, "-120", "--reason", "e2e: start without coins");
    admin("set", ALICE.email, "isPayMsg=1");
  });
}, 120_000);
afterAll(async () => {
  await users?.close();
});

/** The gold coins a place on the page shows, as a number (NaN while it shows none). */
const shown = async (locator: ReturnType<Page["locator"]>) => Number((await locator.textContent({ timeout: 10_000 }))?.trim());
const sidebarCoins = (page: Page) => sidebar(page).locator(".sidebar__fact").filter({ hasText: "Gold coins" }).locator("dd");
const sidebarCharacters = (page: Page) => sidebar(page).locator(".sidebar__fact").filter({ hasText: "Translation characters" }).locator("dd");
const panelCoins = (page: Page) => panel(page).locator(".wallet-balance__coins");
const panelCharacters = (page: Page) => panel(page).locator(".wallet-balance__characters");
const walletPageCoins = (page: Page) => page.locator(".wallet-page__balance dd").first();

/** Waits until the panel, the side bar and the wallet page show the same gold coins, and returns them. */
async function agreedCoins(page: Page): Promise<number> {
  let agreed = Number.NaN;
  await expect
    .poll(
      async () => {
        const values = await Promise.all([shown(panelCoins(page)), shown(sidebarCoins(page)), shown(walletPageCoins(page))]);
        agreed = values[0] ?? Number.NaN;
        return !Number.isNaN(agreed) && values.every((v) => v === agreed);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return agreed;
}

describe("the wallet in Chromium", () => {
  it("without coins the send opens the modal and keeps the draft; a top-up lets it through", async () => {
    const { alice } = users;
    await openChatWith(alice.page, BOB.name);
    await panel(alice.page).getByLabel("Translate to").selectOption("es");
    await textbox(alice.page).fill("Good morning");
    await textbox(alice.page).press("Enter");

    const modal = panel(alice.page).getByRole("dialog", { name: "Insufficient gold coins!" });
    await expect.poll(() => modal.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await modal.textContent()).toContain("Only one gold coin is needed to continue chatting with your friend");
    expect(await textbox(alice.page).inputValue()).toBe("Good morning");

    await modal.getByRole("button", { name: "Top up coins" }).click();
    await alice.page.waitForURL(/\/account\?index=2$/);
    await alice.page.getByRole("button", { name: /^Buy 10 gold coins/ }).click();
    await expect.poll(() => walletPageCoins(alice.page).textContent(), { timeout: 10_000 }).toBe("10");

    await openPanel(alice.page);
    await expect.poll(() => textbox(alice.page).inputValue()).toBe("Good morning");
    await textbox(alice.page).press("Enter");
    await expect.poll(() => bubbles(alice.page).getByText("Not sent").count(), { timeout: 15_000 }).toBe(0);
  }, 90_000);

  it("a top-up on the wallet page and a charge in the chat update the side bar, the wallet page and the panel live", async () => {
    const { alice } = users;
    const page = alice.page;
    // The send above cost its coin (and perhaps translation coins); the send itself may still be on its
    // way (the test above stops once nothing shows "Not sent"), and so may its wallet event, so this
    // waits until the three places agree on a balance below the 10 bought.
    let start = Number.NaN;
    await expect.poll(async () => (start = await agreedCoins(page)), { timeout: 30_000 }).toBeLessThan(10);

    // A top-up: the wallet page's answer reaches the side bar, the server's wallet event the panel.
    await panel(page).getByRole("button", { name: "Close", exact: true }).first().click();
    await page.getByRole("button", { name: /^Buy 10 gold coins/ }).click();
    await expect.poll(() => shown(walletPageCoins(page)), { timeout: 10_000 }).toBe(start + 10);
    await expect.poll(() => shown(sidebarCoins(page)), { timeout: 10_000 }).toBe(start + 10);
    await openPanel(page);
    expect(await agreedCoins(page)).toBe(start + 10);

    // A charge: a translated send costs the message's coin and translation characters or coins.
    const charactersBefore = await shown(sidebarCharacters(page));
    expect(await shown(panelCharacters(page))).toBe(charactersBefore);
    await panel(page).getByLabel("Translate to").selectOption("es");
    await textbox(page).fill("See you at the station");
    await textbox(page).press("Enter");
    await expect.poll(() => bubbles(page).getByText("Not sent").count(), { timeout: 15_000 }).toBe(0);
    // The message's coin at least.
    await expect.poll(() => shown(panelCoins(page)), { timeout: 15_000 }).toBeLessThan(start + 10);
    const coins = await agreedCoins(page);
    expect(coins).toBeLessThan(start + 10);
    await expect.poll(async () => (await shown(sidebarCharacters(page))) === (await shown(panelCharacters(page))), { timeout: 10_000 }).toBe(true);

    // A gift costs coins too, and every place follows again.
    await panel(page).getByRole("button", { name: "Gift" }).click();
    const picker = panel(page).getByRole("dialog", { name: "Send a gift" });
    await picker.getByRole("radio", { name: /Rose/ }).check();
    await picker.getByRole("button", { name: "Send gift" }).click();
    await expect.poll(() => shown(panelCoins(page)), { timeout: 15_000 }).toBeLessThan(coins);
    expect(await agreedCoins(page)).toBeLessThan(coins);
  }, 90_000);
});
