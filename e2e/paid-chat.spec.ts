import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "./harness.js";
import { ALICE, BOB, logIn, TINY_PNG } from "./users.js";

/**
 * Paid chat in two browsers (issue 5): Alice, whose messages cost a coin and who has none, meets the
 * out-of-coins modal with her draft kept, tops up on the account page (test payment provider), sends a
 * message Bob receives with its Spanish translation (real Apertium), gives a gift, and sends a
 * burn-after-read photo that Bob views once. The steps share one conversation, so they run in order.
 */
let h: Harness;
let dataDir: string;
let alice: { context: BrowserContext; page: Page };
let bob: { context: BrowserContext; page: Page };

/** The operator command line on the server's DATA_DIR (what support staff would run). */
function admin(...args: string[]) {
  const run = spawnSync("npx", ["tsx", "packages/server/src/admin/cli.ts", ...args], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" }, encoding: "utf8" });
  if (run.status !== 0) throw new Error(`admin ${args.join(" ")} failed: ${run.stdout}${run.stderr}`);
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "chat-e2e-paid-"));
  h = await startHarness({ DEMO: "1", DATA_DIR: dataDir });
  admin("coins", ALICE.email, "-120", "--reason", "e2e: start without coins");
  admin("set", ALICE.email, "isPayMsg=1");
  alice = await h.newPage();
  bob = await h.newPage();
  await logIn(alice.page, h.url, ALICE);
  await logIn(bob.page, h.url, BOB);
}, 120_000);
afterAll(async () => {
  await h?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const panel = (page: Page) => page.locator("chat-panel");
const conversationRow = (page: Page, name: string) => panel(page).locator(".recent__row").filter({ has: page.getByText(name, { exact: true }) });
const bubbles = (page: Page) => panel(page).getByRole("region", { name: "Messages" });
const textbox = (page: Page) => panel(page).getByRole("textbox", { name: "Message" });
const openPanel = (page: Page) => page.getByRole("complementary", { name: "My account" }).getByRole("link", { name: "Messages", exact: true }).click();

async function openChatWith(page: Page, name: string) {
  await openPanel(page);
  await conversationRow(page, name).getByRole("button").first().click();
  await expect.poll(() => textbox(page).isVisible()).toBe(true);
}

describe("paid chat in Chromium", () => {
  it("without coins the send opens the modal and keeps the draft; a top-up lets it through with its translation", async () => {
    await openChatWith(alice.page, BOB.name);
    await panel(alice.page).getByLabel("Translate to").selectOption("es");
    await textbox(alice.page).fill("Good morning");
    await textbox(alice.page).press("Enter");

    const modal = panel(alice.page).getByRole("dialog", { name: "Insufficient gold coins!" });
    await expect.poll(() => modal.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await modal.textContent()).toContain("Only one gold coin is needed to continue chatting with your friend");
    expect(await textbox(alice.page).inputValue()).toBe("Good morning");

    await modal.getByRole("button", { name: "Top up coins" }).click();
    await alice.page.waitForURL(/\/account\?index=2$/);
    await alice.page.getByRole("button", { name: /^Buy 10 gold coins/ }).click();
    await expect.poll(() => alice.page.locator(".account__balance dd").first().textContent(), { timeout: 10_000 }).toBe("10");

    await openPanel(alice.page);
    await expect.poll(() => textbox(alice.page).inputValue()).toBe("Good morning");
    await textbox(alice.page).press("Enter");
    await expect.poll(() => bubbles(alice.page).getByText("Not sent").count(), { timeout: 15_000 }).toBe(0);

    await openChatWith(bob.page, ALICE.name);
    await expect.poll(() => bubbles(bob.page).getByText("Good morning", { exact: true }).count(), { timeout: 15_000 }).toBe(1);
    const translation = bubbles(bob.page).locator(".bubble__translation").last();
    await expect.poll(() => translation.textContent(), { timeout: 15_000 }).toMatch(/\S/);
    expect(await translation.textContent()).not.toBe("Good morning");
  }, 90_000);

  it("a gift is sent and shown on both sides", async () => {
    await panel(alice.page).getByRole("button", { name: "Gift" }).click();
    const picker = panel(alice.page).getByRole("dialog", { name: "Send a gift" });
    await picker.getByRole("radio", { name: /Rose/ }).check();
    await picker.getByRole("button", { name: "Send gift" }).click();
    await expect.poll(() => bubbles(alice.page).getByText(/Gift: Rose ×1/).count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => bubbles(bob.page).getByText(/Gift: .+ ×1/).count(), { timeout: 10_000 }).toBe(1);
  }, 60_000);

  it("a burn-after-read photo is viewed once with a countdown and then burns", async () => {
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
