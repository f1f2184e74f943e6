import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BrowserContext, Page, Response } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codeIn, startHarness, type Harness } from "./harness.js";
import { bubbles, openChatWith, panel, textbox } from "./two-users.js";
import { ALICE, BOB, logIn, logInInEnglish } from "./users.js";
import { pageAxeViolations } from "./axe.js";

/**
 * The operator console in Chromium against the real server: Bob files a complaint about what Alice
 * wrote him; an operator added with the command line logs in to /admin with the password and the
 * mailed code, finds the complaint with Alice's message as she sent it, and suspends her for a day.
 * Alice's open panel is logged out at once, her login says until when, and works again once the
 * server's clock has passed the day.
 */
const OPERATOR = { email: "moderator@example.com", password: "a long moderator secret" };
const INSULT = "You are a complete fool [console e2e]";
const DAY = 24 * 60 * 60_000;

let h: Harness;
let dataDir: string;
let alice: { context: BrowserContext; page: Page };
let bob: { context: BrowserContext; page: Page };
let op: { context: BrowserContext; page: Page };

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "chat-e2e-console-"));
  h = await startHarness({ DEMO: "1", DATA_DIR: dataDir });
  // As support staff would: `npm run admin -- operator add <email> <role>`, the password piped in.
  const added = spawnSync("npx", ["tsx", "packages/server/src/admin/cli.ts", "operator", "add", OPERATOR.email, "support"], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
    input: `${OPERATOR.password}\n`,
    encoding: "utf8",
  });
  if (added.status !== 0) throw new Error(`operator add failed: ${added.stdout}${added.stderr}`);
  alice = await h.newPage();
  bob = await h.newPage();
  op = await h.newPage();
  await logIn(alice.page, h.url, ALICE);
  await logInInEnglish(bob.page, h.url, BOB, BOB.language);
});
afterAll(async () => {
  await h?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe("the operator console in Chromium", () => {
  it("lets a member complain about a message", async () => {
    await openChatWith(alice.page, BOB.name);
    await textbox(alice.page).fill(INSULT);
    await textbox(alice.page).press("Enter");
    await openChatWith(bob.page, ALICE.name);
    await expect.poll(() => bubbles(bob.page).getByText(INSULT).count()).toBe(1);
    await panel(bob.page).getByRole("button", { name: "Complaint" }).click();
    const dialog = panel(bob.page).getByRole("dialog", { name: "Complaint" });
    await dialog.getByRole("radio", { name: "Harassment or bullying" }).check();
    await dialog.getByLabel("Notes").fill("Insults in our chat");
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect.poll(() => panel(bob.page).getByText("Thank you. Your complaint was sent.").isVisible()).toBe(true);
  });

  it("lets an operator in with the password and then the mailed code, and shows the complaint as filed", async () => {
    const page = op.page;
    await page.goto(`${h.url}/admin`);
    await page.getByLabel("E-mail").fill(OPERATOR.email);
    await page.getByLabel("Password").fill(OPERATOR.password);
    const mail = h.smtp.nextMail(OPERATOR.email);
    await page.getByRole("button", { name: "Continue" }).click();
    const code = codeIn((await mail).text);
    await page.getByLabel("Code from the e-mail").fill(code);
    await page.getByRole("button", { name: "Log in" }).click();
    // Support staff start in the Inbox, the first section.
    await expect.poll(() => page.getByRole("heading", { level: 1, name: "Inbox" }).isVisible()).toBe(true);
    expect(await page.getByText("Support", { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole("navigation", { name: "Sections" }).getByRole("link").allTextContents()).toEqual(["Inbox", "Complaints", "Users", "Announcements", "Mall", "Payments", "Numbers"]);
    await page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "Complaints", exact: true }).click();
    await expect.poll(() => page.getByRole("heading", { level: 1, name: "Complaints" }).isVisible()).toBe(true);

    const card = page.getByRole("article").filter({ hasText: "Insults in our chat" });
    await expect.poll(() => card.count()).toBe(1);
    expect(await card.textContent()).toContain("Bob");
    // A complaint about the user, filed from the conversation: its copy shows the conversation.
    await expect.poll(() => card.getByText(INSULT).isVisible()).toBe(true);
    expect(await pageAxeViolations(page)).toEqual([]);
  });

  it("hides the message for both: it leaves Bob's open conversation at once", async () => {
    const card = op.page.getByRole("article").filter({ hasText: "Insults in our chat" });
    await card.getByRole("listitem").filter({ hasText: INSULT }).getByRole("button", { name: "Hide this message" }).click();
    await expect.poll(() => card.getByText("Content hidden", { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => bubbles(bob.page).getByText(INSULT).count()).toBe(0);
    // The complaint's copy keeps it as it was sent.
    expect(await card.getByText(INSULT).isVisible()).toBe(true);
  });

  it("suspends the member: the open panel is logged out at once and login says until when", async () => {
    const card = op.page.getByRole("article").filter({ hasText: "Insults in our chat" });
    await card.getByLabel("Suspension length").selectOption({ label: "1 day" });
    await card.getByRole("button", { name: "Suspend" }).click();
    await expect.poll(() => card.getByText("Suspended", { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => card.getByText(/^Suspended until /).isVisible()).toBe(true);

    // Alice's page, with her panel open, is sent to the login page without doing anything.
    await alice.page.waitForURL(/\/login$/, { timeout: 15_000 });
    await alice.page.getByLabel("E-mail").fill(ALICE.email);
    await alice.page.getByLabel("Password").fill(ALICE.password);
    await alice.page.getByRole("button", { name: "Log in" }).click();
    await expect.poll(() => alice.page.getByRole("alert").textContent()).toMatch(/Your account is suspended until .*UTC/);
    expect(new URL(alice.page.url()).pathname).toBe("/login");

    // A day later (the server's clock), the same login works.
    h.advanceClock(DAY + 60_000);
    await alice.page.getByRole("button", { name: "Log in" }).click();
    await alice.page.waitForURL(/\/onlineDating$/);
  });

  it("ends the operator's short session by itself", async () => {
    // The server's clock moved a day, past the session's 8 hours: the console asks for a login again.
    await op.page.reload();
    await expect.poll(() => op.page.getByRole("heading", { level: 1, name: "Operator console" }).isVisible()).toBe(true);
  });

  it("is not in the web app's pages or the chat panel: none of their scripts names it", async () => {
    // Last: logging Bob in here ends his other session (one device at a time).
    const { context, page } = await h.newPage();
    const scripts: Promise<string>[] = [];
    const collect = (response: Response) => {
      if (response.request().resourceType() === "script") scripts.push(response.text().then((text) => `${response.url()}\n${text}`));
    };
    page.on("response", collect);
    await logIn(page, h.url, BOB);
    await page.getByRole("complementary", { name: "My account" }).getByRole("link", { name: "Messages", exact: true }).click();
    await expect.poll(() => panel(page).getByRole("dialog", { name: "Chat" }).isVisible()).toBe(true);
    // Every script the page asked for has arrived; none read after this point outlives the context.
    await page.waitForLoadState("networkidle");
    page.off("response", collect);
    const texts = await Promise.all(scripts);
    expect(texts.length).toBeGreaterThan(3);
    for (const text of texts) {
      for (const mark of ["X-Operator-Token", "admin/login", "chatConsoleToken", "console-locales"]) expect(text.includes(mark), `${text.slice(0, text.indexOf("\n"))} names ${mark}`).toBe(false);
    }
    await context.close();
  });
});
