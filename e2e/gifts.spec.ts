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
});
