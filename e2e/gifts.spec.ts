import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALICE, BOB } from "./users.js";
import { bubbles, openChatWith, panel, startTwoUsers, type TwoUsers } from "./two-users.js";

/** Gifts in two browsers: Alice gives Bob a rose; both sides show it. */
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
    await expect.poll(() => bubbles(bob.page).getByText(/Gift: .+ ×1/).count(), { timeout: 10_000 }).toBe(1);
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
});
