/**
 * Profiles in Chromium against the real server: a newcomer registers, sets up the profile with an
 * avatar, and the side bar and a friend's open panel show the new nickname and picture without a
 * reload; a newcomer who skips the setup has a usable account that invites them to finish it; the
 * panel's profile card deletes a friend and sends a friend request the other user sees.
 */
import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codeIn, startHarness, type Harness } from "./harness.js";
import { openChatWith, panel } from "./two-users.js";
import { ALICE, BOB, logIn, logInInEnglish, TINY_PNG } from "./users.js";

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ DEMO: "1" });
});
afterAll(async () => {
  await h?.close();
});

async function api<T>(path: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(`${h.url}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const envelope = (await response.json()) as { code: number; msg: string; data: T };
  if (!response.ok) throw new Error(`${path}: ${response.status} ${envelope.msg}`);
  return envelope.data;
}

/** Registers a new account with the mailed code; the browser lands on the profile setup. */
async function register(page: Page, email: string) {
  await page.goto(`${h.url}/register`);
  await page.getByLabel("E-mail").fill(email);
  const mail = h.smtp.nextMail(email);
  await page.getByRole("button", { name: "Send code" }).click();
  await page.getByLabel("Verification code").fill(codeIn((await mail).text));
  await page.getByLabel("Password", { exact: true }).fill("correct horse 42");
  await page.getByLabel("Confirm password").fill("correct horse 42");
  await page.getByRole("button", { name: "Register" }).click();
  await page.waitForURL(/\/profile-setup$/);
}

const sidebar = (page: Page) => page.getByRole("complementary", { name: "My account" });

describe("profiles, in Chromium against the real server", () => {
  it("sets up the profile with an avatar after registration; the side bar and a friend's panel show it", async () => {
    const { page, context } = await h.newPage();
    const email = `nova-${Date.now()}@example.org`;
    await register(page, email);

    // Alice becomes the newcomer's friend and has a conversation with them, so her panel lists them.
    const token = (await context.cookies()).find((c) => c.name === "chat_access_token")?.value ?? "";
    expect(token).not.toBe("");
    const aliceLogin = await fetch(`${h.url}/api/account/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ account: ALICE.email, password: ALICE.password }),
    });
    const alice = ((await aliceLogin.json()) as { data: { token: string; userInfo: { id: number } } }).data;
    const added = await api<{ status: string; applyId: number }>("/api/friend/add-friend", token, { userId: alice.userInfo.id });
    if (added.status === "applied") await api(`/api/friend/apply-deal?applyId=${added.applyId}&status=1`, alice.token);
    // The generated nickname is "user" and the account ID, never part of the address.
    const generated = `user${(await api<{ account: string }>("/api/account/my-info", token)).account}`;
    await api("/api/message/send", token, { toUserId: alice.userInfo.id, messageType: "txt", content: "Hello Alice", clientMsgId: randomUUID() });

    const friend = await h.newPage();
    await logIn(friend.page, h.url, ALICE);
    await sidebar(friend.page).getByRole("link", { name: "Messages", exact: true }).click();
    const panel = friend.page.locator("chat-panel");
    await expect.poll(() => panel.getByText(generated, { exact: true }).count(), { timeout: 15_000 }).toBeGreaterThan(0);

    // The setup: every field by its name, an avatar made in the test.
    await page.getByLabel("Avatar", { exact: true }).setInputFiles({ name: "me.png", mimeType: "image/png", buffer: TINY_PNG });
    await expect.poll(() => page.getByRole("img", { name: "Avatar preview" }).isVisible()).toBe(true);
    await page.getByLabel("Nickname").fill("Nova");
    await page.getByLabel("Height").selectOption("170");
    await page.getByLabel("Weight").selectOption("60");
    await page.getByLabel("Occupation").fill("Teacher");
    await page.getByLabel("Personal message").fill("Hello from the tests");
    await page.getByRole("group", { name: "Suggested hashtags" }).getByRole("button", { name: "#Music" }).click();
    await page.getByLabel("Hashtags", { exact: true }).fill("Music, tea");
    const birthday = page.getByRole("group", { name: "Birthday" });
    await birthday.getByLabel("Year").selectOption("1990");
    await birthday.getByLabel("Month").selectOption("6");
    await birthday.getByLabel("Day").selectOption("15");
    await page.getByRole("group", { name: "Gender" }).getByLabel("Other").check();
    await page.getByLabel("Region").selectOption("DE");
    await page.getByRole("group", { name: "Languages I speak" }).getByLabel("Deutsch").check();
    await page.getByRole("button", { name: "Save" }).click();
    await page.waitForURL(/\/onlineDating$/);

    await expect.poll(() => sidebar(page).getByText("Nova", { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => sidebar(page).locator("img.avatar__image").getAttribute("src")).toMatch(/^\/files\//);
    expect(await sidebar(page).getByText("Your profile is not complete yet.").count()).toBe(0);
    // The friend's open panel renames the row live.
    await expect.poll(() => panel.getByText("Nova", { exact: true }).count(), { timeout: 15_000 }).toBeGreaterThan(0);

    // My info shows what was saved, with the age from the birthday.
    await page.goto(`${h.url}/myInfo`);
    await expect.poll(() => page.getByRole("heading", { name: "My info" }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText("#Music #tea").isVisible()).toBe(true);
    const today = new Date();
    const age = today.getUTCFullYear() - 1990 - (today.getUTCMonth() + 1 < 6 || (today.getUTCMonth() + 1 === 6 && today.getUTCDate() < 15) ? 1 : 0);
    expect(await page.getByText(String(age), { exact: true }).count()).toBeGreaterThan(0);
    await friend.context.close();
    await context.close();
  });

  it("Skip leads to a usable account that invites the user to finish the profile", async () => {
    const { page, context } = await h.newPage();
    const email = `skipper-${Date.now()}@example.org`;
    await register(page, email);
    await page.getByRole("button", { name: "Skip" }).click();
    await page.waitForURL(/\/onlineDating$/);
    await expect.poll(() => sidebar(page).getByText(/^user1\d{5,}$/).isVisible()).toBe(true);
    await sidebar(page).getByRole("link", { name: "Finish your profile" }).click();
    await page.waitForURL(/\/person$/);
    await expect.poll(() => page.getByRole("heading", { name: "Edit profile" }).isVisible()).toBe(true);
    await page.getByLabel("Nickname").fill("Skipper");
    await page.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => page.getByText("Saved", { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => sidebar(page).getByText("Skipper", { exact: true }).isVisible()).toBe(true);
    await context.close();
  });

  it("the panel's profile card deletes a friend after a confirmation and sends a request the other user sees", async () => {
    const alice = await h.newPage();
    const bob = await h.newPage();
    await logIn(alice.page, h.url, ALICE);
    await logInInEnglish(bob.page, h.url, BOB, BOB.language);
    await openChatWith(alice.page, BOB.name);
    await panel(alice.page).locator(".conversation__peer").click();
    const card = panel(alice.page).getByRole("region", { name: "Profile" });
    await card.getByRole("button", { name: "Delete friend" }).click();
    const dialog = panel(alice.page).getByRole("dialog", { name: "Delete friend" });
    await dialog.getByRole("button", { name: "Delete" }).click();

    // Bob approves requests himself (the default), so "Add friend" sends one.
    await card.getByRole("button", { name: "Add friend" }).click();
    await expect.poll(() => card.getByRole("button", { name: "Request sent" }).isDisabled(), { timeout: 10_000 }).toBe(true);
    expect(await card.getByRole("status").textContent()).toBe("Friend request sent");

    await bob.page.getByRole("complementary", { name: "My account" }).getByRole("link", { name: "Messages", exact: true }).click();
    await panel(bob.page).getByRole("button", { name: /Friend applications/ }).click();
    const applications = panel(bob.page).getByRole("list", { name: "Friend applications" });
    await expect.poll(() => applications.getByText("Alice", { exact: true }).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await applications.getByRole("button", { name: "Approve" }).count()).toBe(1);
    await alice.context.close();
    await bob.context.close();
  }, 90_000);
});
