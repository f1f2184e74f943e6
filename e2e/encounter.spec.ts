/**
 * Encounter in Chromium against the real server (demo data): two SVIP members, Sofia and Alice (made
 * SVIP with the operator command line), press Match in two browsers; Sofia sees the countdown, Alice's
 * press pairs them, both see the other's card, press Continue and exchange a message the match
 * allows before friendship. Bob (not SVIP) gets the membership offer; with the day's last attempt
 * spent, Match gives the spec's message. The page is axe clean.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
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
});
