import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALICE, BOB, TINY_PNG } from "./users.js";
import { bubbles, openChatWith, panel, startTwoUsers, type TwoUsers } from "./two-users.js";

/** Burn-after-read in two browsers: Alice sends a photo that Bob views once, with a countdown. */
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
});
