import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageAxeViolations } from "./axe.js";
import { ALICE, BOB, TINY_PNG } from "./users.js";
import { bubbles, openChatWith, panel, startTwoUsers, type TwoUsers } from "./two-users.js";
import { shownNumber } from "./shown-number.js";

/**
 * Burn-after-read in two browsers: Alice sends a photo that Bob views once, with a countdown; then
 * Bob's photos cost three coins (isBurnPayMsg 1) and he is asked first, until "Don't show again".
 */
let users: TwoUsers;

beforeAll(async () => {
  users = await startTwoUsers();
}, 120_000);
afterAll(async () => {
  await users?.close();
});

describe("burn-after-read in Chromium", () => {
  it("a burn-after-read photo is viewed once with a countdown and then burns", async () => {
    const { alice, bob } = users;
    await openChatWith(alice.page, BOB.name);
    await openChatWith(bob.page, ALICE.name);
    await panel(alice.page).getByLabel("Image", { exact: true }).setInputFiles({ name: "secret.png", mimeType: "image/png", buffer: TINY_PNG });
    await panel(alice.page).getByLabel("Burn after reading").check();
    await panel(alice.page).getByRole("button", { name: "Send" }).click();
    await expect.poll(() => bubbles(alice.page).getByText("Not opened yet").count(), { timeout: 10_000 }).toBe(1);

    const open = bubbles(bob.page).getByRole("button", { name: "View burn-after-read photo" });
    await expect.poll(() => open.count(), { timeout: 10_000 }).toBe(1);
    await open.click();
    const viewer = panel(bob.page).getByRole("dialog", { name: "Burn-after-read photo" });
    await expect.poll(() => viewer.textContent(), { timeout: 10_000 }).toMatch(/Burns in \d s/);
    await expect.poll(() => viewer.locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await viewer.getByRole("button", { name: "Close" }).click();
    await expect.poll(() => bubbles(bob.page).getByText("This photo has been burned").count()).toBe(1);
    // The sender sees that it was opened (the server's burn-read event).
    await expect.poll(() => bubbles(alice.page).getByText("Opened", { exact: true }).count(), { timeout: 10_000 }).toBe(1);
  }, 60_000);

  it("a paid photo asks first: Cancel charges nothing, Confirm charges 3, \"Don't show again\" holds after a reload", async () => {
    const { alice, bob, admin } = users;
    admin("set", BOB.email, "isBurnPayMsg=1");
    await bob.page.reload();
    await openChatWith(bob.page, ALICE.name);
    const open = bubbles(bob.page).getByRole("button", { name: "View burn-after-read photo" });
    const prompt = panel(bob.page).getByRole("dialog", { name: "View burn-after-read photo" });
    const viewer = panel(bob.page).getByRole("dialog", { name: "Burn-after-read photo", exact: true });
    const coins = async () => shownNumber(await panel(bob.page).locator(".wallet-balance__coins").textContent({ timeout: 10_000 }));
    /** Alice sends a burn photo; Bob sees it unopened. */
    const sendBurn = async () => {
      await panel(alice.page).getByLabel("Image", { exact: true }).setInputFiles({ name: "secret.png", mimeType: "image/png", buffer: TINY_PNG });
      await panel(alice.page).getByLabel("Burn after reading").check();
      await panel(alice.page).getByRole("button", { name: "Send" }).click();
      await expect.poll(() => open.count(), { timeout: 10_000 }).toBe(1);
    };
    /** The photo shows (the one read was made); closing burns it. */
    const viewAndClose = async () => {
      await expect.poll(() => viewer.isVisible(), { timeout: 10_000 }).toBe(true);
      await viewer.getByRole("button", { name: "Close" }).click();
      await expect.poll(() => open.count()).toBe(0);
    };

    await sendBurn();
    await expect.poll(coins, { timeout: 10_000 }).toBeGreaterThan(0);
    const before = await coins();
    await open.click();
    await expect.poll(() => prompt.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await prompt.textContent()).toContain("Three gold coins give permission to view new friends' photos");
    expect(await prompt.locator("dl").innerText()).toMatch(new RegExp(`Price\\s+3 gold coins\\s+Balance after\\s+${before - 3} gold coins`));
    expect(await pageAxeViolations(bob.page)).toEqual([]);
    await prompt.getByRole("button", { name: "Cancel" }).click();
    await expect.poll(() => prompt.count()).toBe(0);
    expect(await viewer.count()).toBe(0);
    expect(await open.count()).toBe(1);
    expect(await coins()).toBe(before);

    await open.click();
    await prompt.getByRole("button", { name: "Confirm" }).click();
    await viewAndClose();
    await expect.poll(coins, { timeout: 10_000 }).toBe(before - 3);

    // Asked again until "Don't show again".
    await sendBurn();
    await open.click();
    await prompt.getByRole("checkbox", { name: "Don't show again" }).check();
    await prompt.getByRole("button", { name: "Confirm" }).click();
    await viewAndClose();
    await expect.poll(coins, { timeout: 10_000 }).toBe(before - 6);

    await sendBurn();
    await open.click();
    await viewAndClose();
    expect(await prompt.count()).toBe(0);

    // The choice is kept by the server: a reload (as another browser) does not ask either.
    await bob.page.reload();
    await openChatWith(bob.page, ALICE.name);
    await sendBurn();
    await open.click();
    await viewAndClose();
    expect(await prompt.count()).toBe(0);
    await expect.poll(coins, { timeout: 10_000 }).toBe(before - 12);
  }, 120_000);
});
