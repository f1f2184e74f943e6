/**
 * Alice and Bob, demo friends, each in a Chromium page of one fresh server with its own DATA_DIR, so
 * a spec can change their wallets with the operator command line. Shared by the wallet, translation,
 * gifts and burn-after-read specs.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { expect } from "vitest";
import { startHarness, type Harness } from "./harness.js";
import { ALICE, BOB, logIn, logInInEnglish } from "./users.js";

export interface TwoUsers {
  h: Harness;
  alice: { context: BrowserContext; page: Page };
  bob: { context: BrowserContext; page: Page };
  /** The operator command line on the server's DATA_DIR (what support staff would run); answers what it printed. */
  admin(...args: string[]): string;
  close(): Promise<void>;
}

/** Starts the server (with `env` on top of the harness's), lets `prepare` change the demo data, then logs both users in. */
export async function startTwoUsers(prepare: (admin: TwoUsers["admin"]) => void = () => {}, env: Record<string, string> = {}): Promise<TwoUsers> {
  const dataDir = mkdtempSync(join(tmpdir(), "chat-e2e-paid-"));
  const admin = (...args: string[]) => {
    const run = spawnSync("npx", ["tsx", "packages/server/src/admin/cli.ts", ...args], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" }, encoding: "utf8" });
    if (run.status !== 0) throw new Error(`admin ${args.join(" ")} failed: ${run.stdout}${run.stderr}`);
    return run.stdout;
  };
  const h = await startHarness({ DEMO: "1", DATA_DIR: dataDir, ...env });
  prepare(admin);
  const alice = await h.newPage();
  const bob = await h.newPage();
  await logIn(alice.page, h.url, ALICE);
  await logInInEnglish(bob.page, h.url, BOB, BOB.language);
  return {
    h,
    alice,
    bob,
    admin,
    async close() {
      await h.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const panel = (page: Page) => page.locator("chat-panel");
export const conversationRow = (page: Page, name: string) => panel(page).locator(".recent__row").filter({ has: page.getByText(name, { exact: true }) });
export const bubbles = (page: Page) => panel(page).getByRole("region", { name: "Messages" });
export const textbox = (page: Page) => panel(page).getByRole("textbox", { name: "Message" });
export const sidebar = (page: Page) => page.getByRole("complementary", { name: "My account" });
export const openPanel = (page: Page) => sidebar(page).getByRole("link", { name: "Messages", exact: true }).click();

export async function openChatWith(page: Page, name: string) {
  await openPanel(page);
  await conversationRow(page, name).getByRole("button").first().click();
  await expect.poll(() => textbox(page).isVisible()).toBe(true);
}
