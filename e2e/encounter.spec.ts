/**
 * Encounter in Chromium against the real server (demo data): two SVIP members, Sofia and Alice (made
 * SVIP with the operator command line), press Match in two browsers; Sofia sees the countdown, Alice's
 * press pairs them, both see the other's card, press Continue and exchange a message the match
 * allows before friendship. Bob (not SVIP) gets the membership offer; with the day's last attempt
 * spent, Match gives the spec's message. The page is axe clean.
 *
 * The card stack as Alice sees it: the top card's large photo and the next one; a drag to the left
 * passes; "Say hi" says what it did; a block and a friendship made elsewhere (the API as another
 * tool would call it, another tab) take the person's card off without a reload.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "./harness.js";
import { bubbles, textbox } from "./two-users.js";
import { ALICE, BOB, logIn, logInInEnglish } from "./users.js";
import { pageAxeViolations } from "./axe.js";

const SOFIA = { email: "sofia@demo.chat", password: "sofia2024", name: "Sofia" };

let h: Harness;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "chat-e2e-encounter-"));
  // One attempt a day: the match below is each one's last of the day.
  h = await startHarness({ DEMO: "1", DATA_DIR: dataDir, ENCOUNTER_DAILY_ATTEMPTS: "1", ENCOUNTER_COUNTDOWN_S: "30" });
  const run = spawnSync("npx", ["tsx", "packages/server/src/admin/cli.ts", "set", ALICE.email, "vipLevel=2"], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" }, encoding: "utf8" });
  if (run.status !== 0) throw new Error(`admin failed: ${run.stdout}${run.stderr}`);
});
afterAll(async () => {
  await h?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Calls the API as the signed-in user of a browser (the session cookie's token), as another tool would. */
async function callAs(context: BrowserContext, path: string, body: unknown): Promise<number> {
  const token = (await context.cookies()).find((c) => c.name === "chat_access_token")?.value ?? "";
  const res = await fetch(`${h.url}${path}`, { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: JSON.stringify(body) });
  return res.status;
}

const topCard = (page: Page) => page.locator(".encounter-stack").getByRole("article");
const nameOf = async (card: Locator) => (await card.getAttribute("aria-label")) ?? "";
const idOf = async (card: Locator) => Number((await card.getByRole("link").first().getAttribute("href"))?.split("/").pop());

/** Alice on Encounter in English, her top card shown. */
async function aliceOnEncounter(size?: { width: number; height: number }) {
  const alice = await h.newPage(size);
  await logIn(alice.page, h.url, ALICE);
  await alice.page.locator("select.language-select").first().selectOption("en");
  await alice.page.waitForFunction(() => document.documentElement.lang === "en");
  await expect.poll(() => topCard(alice.page).count(), { timeout: 15_000 }).toBe(1);
  return alice;
}

const matchButton = (page: Page) => page.getByRole("button", { name: "Match", exact: true });
const matchCard = (page: Page, name: string) => page.locator(".encounter-match").getByRole("article", { name });

describe("Encounter, in Chromium against the real server", () => {
  it("two SVIP members are matched with a visible countdown, Continue and exchange a message; the day's last attempt gives the spec's message", async () => {
    const sofia = await h.newPage();
    const alice = await h.newPage();
    await logIn(sofia.page, h.url, SOFIA);
    await logIn(alice.page, h.url, ALICE);
    // The landing page: people to meet, with their cards.
    await expect.poll(() => sofia.page.getByRole("heading", { name: "Encounter", level: 1 }).isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => sofia.page.locator(".encounter-stack").getByRole("article").count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => sofia.page.getByText("Matching attempts left today: 1 of 1").isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await pageAxeViolations(sofia.page)).toEqual([]);

    await matchButton(sofia.page).click();
    const timer = sofia.page.getByRole("timer", { name: "Seconds left" });
    await expect.poll(() => timer.isVisible()).toBe(true);
    const startedAt = Number(await timer.textContent());
    expect(startedAt).toBeGreaterThan(20);
    await expect.poll(async () => Number(await timer.textContent()), { timeout: 5_000 }).toBeLessThan(startedAt);
    expect(await pageAxeViolations(sofia.page)).toEqual([]);

    await expect.poll(() => matchButton(alice.page).isVisible(), { timeout: 15_000 }).toBe(true);
    await matchButton(alice.page).click();
    await expect.poll(() => matchCard(alice.page, "Sofia").isVisible(), { timeout: 15_000 }).toBe(true);
    // Sofia's countdown ends in the match before it runs out.
    await expect.poll(() => matchCard(sofia.page, "Alice").isVisible(), { timeout: 15_000 }).toBe(true);

    await matchCard(alice.page, "Sofia").getByRole("button", { name: "Continue" }).click();
    await expect.poll(() => textbox(alice.page).isVisible(), { timeout: 15_000 }).toBe(true);
    await textbox(alice.page).fill("Ciao Sofia, nice to meet you!");
    await textbox(alice.page).press("Enter");
    await matchCard(sofia.page, "Alice").getByRole("button", { name: "Continue" }).click();
    await expect.poll(() => textbox(sofia.page).isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => bubbles(sofia.page).getByText("Ciao Sofia, nice to meet you!").isVisible(), { timeout: 15_000 }).toBe(true);
    await textbox(sofia.page).fill("Hi Alice! Happy to chat.");
    await textbox(sofia.page).press("Enter");
    await expect.poll(() => bubbles(alice.page).getByText("Hi Alice! Happy to chat.").isVisible(), { timeout: 15_000 }).toBe(true);

    // That was the day's last attempt.
    await expect.poll(() => sofia.page.getByText("Matching attempts left today: 0 of 1").isVisible(), { timeout: 15_000 }).toBe(true);
    await matchButton(sofia.page).click();
    await expect.poll(() => sofia.page.locator(".encounter-match").getByRole("alert").textContent(), { timeout: 15_000 }).toBe("No more matching attempts, try again tomorrow");
    await sofia.context.close();
    await alice.context.close();
  });

  it("offers the membership with its privilege table to a member who is not SVIP", async () => {
    const bob = await h.newPage();
    await logInInEnglish(bob.page, h.url, BOB, BOB.language);
    await expect.poll(() => matchButton(bob.page).isVisible(), { timeout: 15_000 }).toBe(true);
    await matchButton(bob.page).click();
    const offer = bob.page.getByRole("dialog", { name: "Matching is for SVIP members" });
    await expect.poll(() => offer.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await offer.getByRole("table", { name: "Membership privileges" }).isVisible()).toBe(true);
    expect(await pageAxeViolations(bob.page)).toEqual([]);
    await offer.getByRole("link", { name: "Become SVIP" }).click();
    await bob.page.waitForURL(/\/account\?index=1$/);
    await bob.context.close();
  });

  it("the top card shows a large photo and steps to the next; a drag to the left passes; Say hi says what it did", async () => {
    const alice = await aliceOnEncounter({ width: 390, height: 844 });
    const card = topCard(alice.page);
    const first = await nameOf(card);
    const photo = card.getByRole("img", { name: new RegExp(`^${first}, photo 1 of \\d+$`) });
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)), { timeout: 15_000 }).toBeGreaterThan(300);
    expect((await photo.boundingBox())?.width).toBeGreaterThan(250);
    const count = Number((await photo.getAttribute("alt"))?.split(" ").pop());
    expect(count).toBeGreaterThan(1);
    await card.getByRole("button", { name: "Next photo", exact: true }).click();
    await expect.poll(() => card.getByRole("img", { name: `${first}, photo 2 of ${count}` }).isVisible()).toBe(true);
    expect(await pageAxeViolations(alice.page, ".encounter")).toEqual([]);

    // A drag to the left (a finger's swipe; the mouse drives the same pointer events) passes the card.
    const box = (await card.boundingBox())!;
    await alice.page.mouse.move(box.x + box.width / 2, box.y + box.height / 3);
    await alice.page.mouse.down();
    for (let step = 1; step <= 8; step++) await alice.page.mouse.move(box.x + box.width / 2 - step * 30, box.y + box.height / 3 + step);
    await alice.page.mouse.up();
    await expect.poll(() => nameOf(topCard(alice.page)), { timeout: 15_000 }).not.toBe(first);
    // Passed for a day: a reload does not bring the card back.
    await alice.page.reload();
    await expect.poll(() => topCard(alice.page).count(), { timeout: 15_000 }).toBe(1);
    expect(await alice.page.getByRole("article", { name: first }).count()).toBe(0);

    // Their profile is open to anyone: Say hi makes them friends and sends the greeting as a message.
    const second = await nameOf(topCard(alice.page));
    await topCard(alice.page).getByRole("button", { name: "Say hi", exact: true }).click();
    await expect.poll(() => alice.page.getByText(`You and ${second} are now friends. Greeting sent.`).isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => nameOf(topCard(alice.page))).not.toBe(second);
    await alice.context.close();
  });

  it("a block made elsewhere and a friendship made in another tab take their cards off the stack live", async () => {
    const alice = await aliceOnEncounter();
    // The panel's connection is up before anything happens elsewhere.
    await alice.page.waitForTimeout(1_500);
    const blocked = topCard(alice.page);
    const blockedName = await nameOf(blocked);
    expect(await callAs(alice.context, "/api/user/block", { userId: await idOf(blocked) })).toBe(200);
    await expect.poll(() => nameOf(topCard(alice.page)), { timeout: 15_000 }).not.toBe(blockedName);

    const friendName = await nameOf(topCard(alice.page));
    const friendId = await idOf(topCard(alice.page));
    const other = await alice.context.newPage();
    await other.goto(`${h.url}/userHomePage/${friendId}`);
    await other.getByRole("button", { name: "Add friend", exact: true }).click();
    await expect.poll(() => nameOf(topCard(alice.page)), { timeout: 15_000 }).not.toBe(friendName);
    expect(await alice.page.getByRole("article", { name: blockedName }).count()).toBe(0);
    await alice.context.close();
  });
});
