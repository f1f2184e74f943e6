import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageAxeViolations } from "./axe.js";
import { ALICE, BOB } from "./users.js";
import { bubbles, openChatWith, panel, startTwoUsers, type TwoUsers } from "./two-users.js";
import { shownNumber } from "./shown-number.js";

/** Gifts in two browsers: Alice gives Bob a rose; both sides name it, the receiver after a reload too. */
let users: TwoUsers;

beforeAll(async () => {
  users = await startTwoUsers();
}, 120_000);
afterAll(async () => {
  await users?.close();
});

describe("gifts in Chromium", () => {
  it("a gift is sent and shown on both sides", async () => {
    const { alice, bob } = users;
    await openChatWith(alice.page, BOB.name);
    await openChatWith(bob.page, ALICE.name);
    await panel(alice.page).getByRole("button", { name: "Gift" }).click();
    const picker = panel(alice.page).getByRole("dialog", { name: "Send a gift" });
    await picker.getByRole("radio", { name: /Rose/ }).check();
    await picker.getByRole("button", { name: "Send gift" }).click();
    await expect.poll(() => bubbles(alice.page).getByText(/Gift: Rose ×1/).count(), { timeout: 10_000 }).toBe(1);
    // The receiver never opened the picker: the gift is named all the same, and again after a reload.
    await expect.poll(() => bubbles(bob.page).getByText(/Gift: Rose ×1/).count(), { timeout: 10_000 }).toBe(1);
    await bob.page.reload();
    await openChatWith(bob.page, ALICE.name);
    await expect.poll(() => bubbles(bob.page).getByText(/Gift: Rose ×1/).count(), { timeout: 10_000 }).toBe(1);
    expect(await bubbles(bob.page).getByText(/rose/).count()).toBe(0);
  }, 60_000);

  it("Gift on a friend's home page opens the panel on their conversation with the gift picker", async () => {
    const { h, alice, bob } = users;
    // Bob's account ID is his user id + 100000; his own page shows it.
    await bob.page.goto(`${h.url}/myspace`);
    const own = bob.page.getByRole("region", { name: BOB.name });
    const accountId = Number(await own.getByText("Account ID").locator("xpath=..").locator("dd").textContent({ timeout: 15_000 }));
    await alice.page.goto(`${h.url}/userHomePage/${accountId - 100000}`);
    await alice.page.getByRole("region", { name: BOB.name }).getByRole("button", { name: "Gift" }).click();
    const picker = panel(alice.page).getByRole("dialog", { name: "Send a gift" });
    await expect.poll(() => picker.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await panel(alice.page).getByRole("region", { name: BOB.name }).count()).toBe(1);
    await expect.poll(() => picker.getByRole("radio", { name: /Rose/ }).isVisible()).toBe(true);
  }, 60_000);

  it("a gift that costs coins asks first, naming it, its price and the balance after; Cancel sends nothing", async () => {
    const { bob } = users;
    // Bob is an ordinary member: no free gifts, every gift costs its price.
    await openChatWith(bob.page, ALICE.name);
    const coins = async () => shownNumber(await panel(bob.page).locator(".wallet-balance__coins").textContent({ timeout: 10_000 }));
    await expect.poll(coins, { timeout: 10_000 }).toBeGreaterThan(10);
    const before = await coins();
    await panel(bob.page).getByRole("button", { name: "Gift", exact: true }).click();
    const picker = panel(bob.page).getByRole("dialog", { name: "Send a gift" });
    await picker.getByRole("radio", { name: /Cake/ }).check();
    await picker.getByRole("button", { name: "Send gift" }).click();
    const confirm = panel(bob.page).getByRole("dialog", { name: "Gift: Cake ×1" });
    await expect.poll(() => confirm.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await confirm.locator("dl").innerText()).toMatch(new RegExp(`Price\\s+10 gold coins\\s+Balance after\\s+${before - 10} gold coins`));
    expect(await pageAxeViolations(bob.page)).toEqual([]);
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect.poll(() => picker.getByRole("radio", { name: /Cake/ }).isChecked()).toBe(true);
    expect(await bubbles(bob.page).getByText(/Gift: Cake ×1/).count()).toBe(0);
    expect(await coins()).toBe(before);

    await picker.getByRole("button", { name: "Send gift" }).click();
    await confirm.getByRole("button", { name: "Send gift" }).click();
    await expect.poll(() => bubbles(bob.page).getByText(/Gift: Cake ×1/).count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(coins, { timeout: 10_000 }).toBe(before - 10);
    expect(await confirm.count()).toBe(0);
    expect(await picker.count()).toBe(0);
  }, 60_000);
});
