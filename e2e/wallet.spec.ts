import { readFileSync } from "node:fs";
import { parsePo } from "@chat/i18n/po";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALICE, BOB } from "./users.js";
import { bubbles, openChatWith, openPanel, panel, sidebar, startTwoUsers, textbox, type TwoUsers } from "./two-users.js";
import { shownNumber } from "./shown-number.js";

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
const shown = async (locator: ReturnType<Page["locator"]>) => shownNumber(await locator.textContent({ timeout: 10_000 }));
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

let japanese: Map<string, string> | undefined;
/**
 * The web app's Japanese for an English message, its plural (Japanese has only `other`) filled in
 * with `n` as Japanese writes numbers: read from the catalog, so a better translation does not break the test.
 */
function ja(source: string, n?: number): string {
  japanese ??= new Map(parsePo(readFileSync(new URL("../packages/i18n/app-locales/ja.po", import.meta.url), "utf8")).entries.map((e) => [e.msgid, e.msgstr]));
  const text = japanese.get(source);
  if (!text) throw new Error(`ja catalog lacks ${JSON.stringify(source)}`);
  return text.replace(/\{\w+, plural, other \{([^{}]*)\}\}/, (_, other: string) => other.replace("#", new Intl.NumberFormat("ja").format(n ?? 0)));
}

/** "Buy" on the 10-coin package, then Confirm in the dialog that asks first. */
async function buyTenCoins(page: Page): Promise<void> {
  await page.getByRole("button", { name: /^Buy 10 gold coins/ }).click();
  await page.getByRole("dialog", { name: "Confirm payment" }).getByRole("button", { name: "Confirm" }).click();
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
    await buyTenCoins(alice.page);
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
    await buyTenCoins(page);
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

  it("asks before a purchase: Cancel (or Escape) changes nothing, Confirm buys and names it", async () => {
    const { alice, h } = users;
    const page = alice.page;
    await page.goto(`${h.url}/account?index=2`);
    let start = Number.NaN;
    await expect.poll(async () => (start = await shown(walletPageCoins(page))), { timeout: 15_000 }).not.toBeNaN();

    // A coin package: the dialog names it, its price and the coins after; Cancel and Escape send nothing.
    const buy = page.getByRole("button", { name: /^Buy 30 gold coins/ });
    await buy.click();
    const payment = page.getByRole("dialog", { name: "Confirm payment" });
    await expect.poll(() => payment.textContent(), { timeout: 10_000 }).toContain(`Balance after${start + 30} gold coins`);
    await payment.getByRole("button", { name: "Cancel" }).click();
    expect(await payment.count()).toBe(0);
    await buy.click();
    await payment.waitFor();
    await page.keyboard.press("Escape");
    expect(await payment.count()).toBe(0);
    await page.waitForTimeout(500);
    await page.reload();
    await expect.poll(() => shown(walletPageCoins(page)), { timeout: 15_000 }).toBe(start);
    await page.getByRole("button", { name: /^Buy 30 gold coins/ }).click();
    await payment.getByRole("button", { name: "Confirm" }).click();
    await expect.poll(() => shown(walletPageCoins(page)), { timeout: 15_000 }).toBe(start + 30);
    await expect.poll(() => page.getByText("Bought: 30 gold coins").isVisible(), { timeout: 10_000 }).toBe(true);

    // A membership with coins: Cancel keeps the coins; Confirm spends exactly the price shown.
    await page.goto(`${h.url}/account?index=1`);
    await expect.poll(() => shown(walletPageCoins(page)), { timeout: 15_000 }).toBe(start + 30);
    const vip = page.getByRole("button", { name: "Buy VIP for 30 days for 30 gold coins" });
    await vip.click();
    const purchase = page.getByRole("dialog", { name: "Confirm purchase" });
    await expect.poll(() => purchase.textContent(), { timeout: 10_000 }).toContain("VIP for 30 days");
    expect(await purchase.textContent()).toContain(`Balance after${start} gold coins`);
    await purchase.getByRole("button", { name: "Cancel" }).click();
    await page.waitForTimeout(500);
    expect(await shown(walletPageCoins(page))).toBe(start + 30);
    await vip.click();
    await purchase.getByRole("button", { name: "Confirm" }).click();
    await expect.poll(() => shown(walletPageCoins(page)), { timeout: 15_000 }).toBe(start);
    const toast = page.locator(".toast").filter({ hasText: "Bought: VIP for 30 days" });
    await toast.getByRole("button", { name: "Receipt" }).click();
    const receipt = page.getByRole("dialog", { name: "Receipt" });
    await expect.poll(() => receipt.textContent(), { timeout: 10_000 }).toContain("Record number");
    expect(await receipt.textContent()).toContain("Price30 gold coins");
  }, 90_000);

  it("names every bill with its unit and what it was about, and opens a purchase's receipt from its row", async () => {
    const { alice, h } = users;
    const page = alice.page;
    await page.goto(`${h.url}/account?index=1`);
    const bills = page.locator("table.wallet-page__bills");
    const vipCoins = bills.locator("tr").filter({ hasText: "VIP for 30 days" }).filter({ hasText: "−30 gold coins" });
    await expect.poll(() => vipCoins.count(), { timeout: 15_000 }).toBe(1);
    expect(await vipCoins.textContent()).toContain("Membership");
    // The membership's characters and blurred-photo views are records of their own, each in its unit.
    expect(await bills.locator("tr").filter({ hasText: "VIP for 30 days" }).filter({ hasText: /\+[\d,]+ translation characters/ }).count()).toBe(1);
    expect(await bills.locator("tr").filter({ hasText: /\+\d+ blurred-photo views?/ }).count()).toBe(1);
    const topUp = bills.locator("tr").filter({ hasText: "Gold coin top-up" }).filter({ hasText: "+30 gold coins" });
    expect(await topUp.count()).toBe(1);
    // Alice's rose came out of her membership's free gifts, or cost a coin: either way in its unit.
    expect(await bills.locator("tr").filter({ hasText: "Gift" }).filter({ hasText: "Rose" }).filter({ hasText: /−1 (gold coin|free gift)(?!s)/ }).count()).toBe(1);

    await vipCoins.getByRole("button", { name: "Receipt" }).click();
    const receipt = page.getByRole("dialog", { name: "Receipt" });
    await expect.poll(() => receipt.textContent(), { timeout: 10_000 }).toContain("WhatVIP for 30 days");
    expect(await receipt.textContent()).toContain("Price30 gold coins");
    await receipt.getByRole("button", { name: "Close" }).first().click();
  }, 60_000);

  it("in Japanese, the bills' units, items and types and the gifts' names are Japanese", async () => {
    const { alice, h } = users;
    const page = alice.page;
    await page.goto(`${h.url}/account?index=1`);
    await page.locator("select.language-select").first().selectOption("ja");
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("ja");
    try {
      const bills = page.locator("table.wallet-page__bills");
      const coins = (n: number) => ja("{0, plural, one {# gold coin} other {# gold coins}}", n);
      const vip = bills.locator("tr").filter({ hasText: ja("VIP for {days, plural, one {# day} other {# days}}", 30) }).filter({ hasText: `−${coins(30)}` });
      await expect.poll(() => vip.count(), { timeout: 15_000 }).toBe(1);
      expect(await vip.textContent()).toContain(ja("Membership"));
      expect(await bills.locator("tr").filter({ hasText: ja("Gold coin top-up") }).filter({ hasText: `+${coins(30)}` }).count()).toBe(1);
      // The membership's characters: "+翻訳文字 2,000字" or however the catalog words it, with any number.
      const characters = ja("{count, plural, one {# translation character} other {# translation characters}}", 0)
        .split("0")
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
        .join("[\\d,]+");
      expect(await bills.textContent()).toMatch(new RegExp(`\\+${characters}`));
      expect(await bills.locator("tr").filter({ hasText: ja("Rose") }).filter({ hasText: ja("Gift") }).count()).toBe(1);
      // Nothing of the English items is left.
      expect(await bills.textContent()).not.toMatch(/VIP 30 days|gold coins|Gift: /);
      const gifts = page.locator("table.wallet-page__gifts");
      await page.getByRole("button", { name: ja("Given") }).click();
      await expect.poll(() => gifts.textContent(), { timeout: 10_000 }).toContain(ja("Rose"));
      const given = gifts.locator("tbody tr").filter({ hasText: ja("Rose") });
      expect(await given.textContent()).toContain(ja("{count, plural, one {# gift} other {# gifts}}", 1));
      expect(await given.textContent()).toMatch(new RegExp(`${ja("Free")}|${coins(1)}`));
    } finally {
      await page.locator("select.language-select").first().selectOption("en");
    }
  }, 60_000);
});
