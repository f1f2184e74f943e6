import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALICE, BOB } from "./users.js";
import { bubbles, openChatWith, panel, startTwoUsers, textbox, type TwoUsers } from "./two-users.js";

/**
 * Translation in two browsers: Alice writes to Bob in Spanish; Bob receives the message with its
 * translation (real Apertium).
 */
let users: TwoUsers;

beforeAll(async () => {
  users = await startTwoUsers();
}, 120_000);
afterAll(async () => {
  await users?.close();
});

describe("translation in Chromium", () => {
  it("a translated send reaches the receiver with its translation", async () => {
    const { alice, bob } = users;
    await openChatWith(alice.page, BOB.name);
    await panel(alice.page).getByLabel("Translate to").selectOption("es");
    await textbox(alice.page).fill("Good morning");
    await textbox(alice.page).press("Enter");
    await expect.poll(() => bubbles(alice.page).getByText("Not sent").count(), { timeout: 15_000 }).toBe(0);

    await openChatWith(bob.page, ALICE.name);
    await expect.poll(() => bubbles(bob.page).getByText("Good morning", { exact: true }).count(), { timeout: 15_000 }).toBe(1);
    const translation = bubbles(bob.page).locator(".bubble__translation").last();
    await expect.poll(() => translation.textContent(), { timeout: 15_000 }).toMatch(/\S/);
    expect(await translation.textContent()).not.toBe("Good morning");
  }, 90_000);
});
