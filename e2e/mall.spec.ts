/**
 * The mall in Chromium against the real server with the demo catalogue: Alice browses a category,
 * opens a good and buys two as a gift for her friend Bob with his address; her coins go down and her
 * order shows purchased. Bob sees the interaction "sent you a gift" in his panel and the shop gift on
 * his orders page, marks it received, and Alice's order shows received.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPanel, panel, sidebar, startTwoUsers, type TwoUsers } from "./two-users.js";
import { pageAxeViolations } from "./axe.js";
import { shownNumber } from "./shown-number.js";


let u: TwoUsers;
beforeAll(async () => {
  u = await startTwoUsers();
});
afterAll(async () => {
  await u?.close();
});

const coins = async (page: Page) => shownNumber(await sidebar(page).locator(".sidebar__fact").filter({ hasText: "Gold coins" }).locator("dd").textContent());

describe("mall, in Chromium against the real server", () => {
  it("buys a good as a gift for a friend, who sees it and marks it received", async () => {
    const { page } = u.alice;
    await expect.poll(() => coins(page), { timeout: 15_000 }).toBeGreaterThan(0);
    const before = await coins(page);

    // Browse: the Shopping tab, a category, a good.
    await page.getByRole("navigation").getByRole("link", { name: "Shopping" }).first().click();
    await page.waitForURL(/\/shopping$/);
    await expect.poll(() => page.getByRole("heading", { name: "Shopping", level: 1 }).isVisible(), { timeout: 15_000 }).toBe(true);
    await page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: "Keepsakes" }).click();
    await page.waitForURL(/\/shopping\?category=\d+$/);
    await expect.poll(() => page.getByRole("heading", { name: "Teddy bear" }).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.getByText("Sold out").isVisible()).toBe(true);
    expect(await pageAxeViolations(page)).toEqual([]);
    await page.getByRole("link", { name: "Teddy bear", exact: true }).click();
    await page.waitForURL(/\/goods\/\d+$/);
    await expect.poll(() => page.getByRole("img", { name: "Teddy bear" }).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.getByText("A soft 30 cm bear").isVisible()).toBe(true);
    await page.getByRole("link", { name: "Buy", exact: true }).click();
    await page.waitForURL(/\/order\?goodId=\d+$/);

    // The form: a gift for Bob with his address; the first try misses the recipient.
    const quantity = page.getByLabel("Quantity", { exact: true });
    await expect.poll(() => quantity.isVisible(), { timeout: 15_000 }).toBe(true);
    await quantity.fill("2");
    await page.getByLabel("Send as a gift").check();
    await page.getByLabel("Address", { exact: true }).fill("9 Calle Mayor, Madrid");
    await page.getByLabel("Message", { exact: true }).fill("Happy birthday, Bob!");
    await page.getByRole("button", { name: "Place order" }).click();
    await expect.poll(() => page.getByText("Please choose who receives the gift.").isVisible()).toBe(true);
    expect(await coins(page)).toBe(before);
    await page.getByLabel("Recipient").selectOption({ label: "Bob" });
    expect(await page.getByText("60 gold coins").isVisible()).toBe(true);
    expect(await pageAxeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Place order" }).click();
    // Confirmed first: the good, the total and the coins after.
    const confirm = page.getByRole("dialog", { name: "Confirm purchase" });
    await expect.poll(() => confirm.textContent(), { timeout: 10_000 }).toContain("Teddy bear × 2");
    expect(await confirm.textContent()).toContain(`Balance after${before - 60} gold coins`);
    expect(await pageAxeViolations(page)).toEqual([]);
    await confirm.getByRole("button", { name: "Confirm" }).click();

    // Coins down by 2 × 30; the order is purchased.
    await page.waitForURL(/\/myOrder$/, { timeout: 15_000 });
    await expect.poll(() => coins(page), { timeout: 15_000 }).toBe(before - 60);
    const mine = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Teddy bear" }) });
    await expect.poll(() => mine.getByText("purchased", { exact: true }).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await mine.getByText("Bob", { exact: true }).isVisible()).toBe(true);
    expect(await mine.getByText("9 Calle Mayor, Madrid").isVisible()).toBe(true);
    expect(await mine.getByRole("button", { name: "Received" }).count()).toBe(0);
    // The toast names the order; its receipt names the order's number.
    await page.locator(".toast").filter({ hasText: "Order placed: Teddy bear × 2" }).getByRole("button", { name: "Receipt" }).click();
    const receipt = page.getByRole("dialog", { name: "Receipt" });
    await expect.poll(() => receipt.textContent(), { timeout: 10_000 }).toContain("Order number");
    await receipt.getByRole("button", { name: "Close" }).click();

    // Bob: the interaction in his panel, the gift on his orders page, Received.
    const bob = u.bob.page;
    await openPanel(bob);
    await panel(bob).getByRole("button", { name: /Interaction notifications/ }).click();
    const notes = panel(bob).getByRole("list", { name: "Interaction notifications" });
    await expect.poll(() => notes.getByText("Alice sent you a gift").isVisible(), { timeout: 15_000 }).toBe(true);
    await bob.goto(`${u.h.url}/myOrder?role=received`);
    const gift = bob.getByRole("listitem").filter({ has: bob.getByRole("heading", { name: "Teddy bear" }) });
    await expect.poll(() => gift.getByText("Happy birthday, Bob!").isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await gift.getByText("Alice", { exact: true }).isVisible()).toBe(true);
    await gift.getByRole("button", { name: "Received" }).click();
    await expect.poll(() => gift.getByText("received", { exact: true }).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await pageAxeViolations(bob)).toEqual([]);

    // Alice's order shows received.
    await page.reload();
    await expect.poll(() => mine.getByText("received", { exact: true }).isVisible(), { timeout: 15_000 }).toBe(true);
  });
});
