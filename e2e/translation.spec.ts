import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALICE, BOB } from "./users.js";
import { bubbles, openChatWith, panel, startTwoUsers, textbox, type TwoUsers } from "./two-users.js";

/**
 * Translation in two browsers: Bob's profile says he speaks only Spanish, so Alice's picker offers
 * Spanish first and sets it in one click; Alice writes to Bob in Spanish; Bob receives the message
 * with its translation (real Apertium).
 */
let users: TwoUsers;

beforeAll(async () => {
  users = await startTwoUsers();
}, 120_000);
afterAll(async () => {
  await users?.close();
});

/** A profile edit with the token of the page's own session (a second login would end it). */
async function editProfile(page: Page, body: Record<string, unknown>) {
  const token = (await page.context().cookies()).find((c) => c.name === "chat_access_token")?.value ?? "";
  const response = await fetch(`${users.h.url}/api/user/info-edit`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
}

describe("translation in Chromium", () => {
  it("offers the language the peer speaks and selects it in one click", async () => {
    const { alice, bob } = users;
    await editProfile(bob.page, { languages: "es" });
    await editProfile(alice.page, { languages: "en" });
    // The panel reads my languages when it starts.
    await alice.page.reload();
    await openChatWith(alice.page, BOB.name);
    const picker = panel(alice.page).getByLabel("Translate to");
    expect(await picker.inputValue()).toBe("");
    const suggestion = panel(alice.page).getByRole("button", { name: "Translate to Español" });
    await expect.poll(() => suggestion.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await panel(alice.page).locator('optgroup[label="Languages they speak"] option').allTextContents()).toEqual(["Español"]);
    await suggestion.click();
    await expect.poll(() => picker.inputValue()).toBe("es");
    expect(await suggestion.count()).toBe(0);
  }, 90_000);

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
