/**
 * The account settings page in Chromium against the real server: a password change keeps this
 * browser signed in and logs another one out, privacy choices survive a reload, and a deleted
 * account lands on /login and cannot log in again.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createHash, randomBytes } from "node:crypto";
import Database from "better-sqlite3";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codeIn, startHarness, type Harness } from "./harness.js";
import { logIn } from "./users.js";
import { pageAxeViolations } from "./axe.js";

const dataDir = mkdtempSync(join(tmpdir(), "chat-e2e-settings-"));
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await h?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function post<T>(path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${h.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { msg: string; data: T };
  if (!response.ok) throw new Error(`${path}: ${response.status} ${envelope.msg}`);
  return envelope.data;
}

let users = 0;
/** A fresh account, registered through the API with the mailed code. */
async function newUser() {
  const email = `settings-${Date.now()}-${++users}@example.org`;
  const password = "correct horse 42";
  const mail = h.smtp.nextMail(email);
  await post("/api/account/verification-code", { email, type: "register" });
  await post("/api/account/register", { email, code: codeIn((await mail).text), password });
  return { email, password };
}

/**
 * A second signed-in browser of the user. Logging in keeps one session per user (one device at a
 * time), so this session is written into the server's database the way sessions are stored, and the
 * browser gets its token as the login would have given it.
 */
async function secondSession(email: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const db = new Database(join(dataDir, "chat.db"));
  try {
    const { id } = db.prepare("select id from users where email = ?").get(email) as { id: number };
    const now = Date.now();
    db.prepare("insert into sessions (token_hash, user_id, created_at, expires_at, last_seen_at) values (?, ?, ?, ?, ?)").run(
      createHash("sha256").update(token).digest("hex"),
      id,
      now,
      now + 60 * 60_000,
      now,
    );
  } finally {
    db.close();
  }
  return token;
}

async function openSettings(page: Page) {
  await page.getByRole("button", { name: /User menu/ }).click();
  await page.getByRole("link", { name: "Settings" }).click();
  await page.waitForURL(/\/settings$/);
  await expect.poll(() => page.getByRole("heading", { level: 1, name: "Settings" }).isVisible()).toBe(true);
}

describe("account settings, in Chromium against the real server", () => {
  it("changes the password: this browser stays signed in, the other one is logged out, the new password logs in", async () => {
    const me = await newUser();
    const a = await h.newPage();
    await logIn(a.page, h.url, me);
    const b = await h.newPage();
    await b.context.addCookies([{ name: "chat_access_token", value: await secondSession(me.email), url: h.url }]);
    await b.page.goto(`${h.url}/onlineDating`);
    await expect.poll(() => b.page.getByRole("button", { name: /User menu/ }).isVisible()).toBe(true);
    // The other browser's panel is open, so its live connection is there to be closed.
    await b.page.getByRole("complementary", { name: "My account" }).getByRole("link", { name: "Messages", exact: true }).click();
    await expect.poll(() => b.page.locator("chat-panel").getByRole("dialog", { name: "Chat" }).isVisible()).toBe(true);

    await openSettings(a.page);
    const section = a.page.getByRole("region", { name: "Change password" });
    await section.getByLabel("Current password").fill("not my password 1");
    await section.getByLabel("New password", { exact: true }).fill("a new secret 7");
    await section.getByLabel("Confirm new password").fill("a new secret 7");
    await section.getByRole("button", { name: "Change password" }).click();
    await expect.poll(() => section.getByText("The current password is wrong.").isVisible()).toBe(true);
    expect(await section.getByLabel("Current password").getAttribute("aria-invalid")).toBe("true");

    await section.getByLabel("Current password").fill(me.password);
    await section.getByRole("button", { name: "Change password" }).click();
    await expect.poll(() => section.getByRole("status").textContent()).toBe("Password changed. Your other devices have been logged out.");

    // The other browser, doing nothing, is sent to /login.
    await b.page.waitForURL(/\/login$/, { timeout: 15_000 });
    // This one stays signed in, also after a reload.
    await a.page.reload();
    await expect.poll(() => a.page.getByRole("heading", { level: 1, name: "Settings" }).isVisible()).toBe(true);
    expect(new URL(a.page.url()).pathname).toBe("/settings");

    await b.page.getByLabel("E-mail").fill(me.email);
    await b.page.getByLabel("Password").fill(me.password);
    await b.page.getByRole("button", { name: "Log in" }).click();
    await expect.poll(() => b.page.getByText("Wrong account or password.").isVisible()).toBe(true);
    await b.page.getByLabel("Password").fill("a new secret 7");
    await b.page.getByRole("button", { name: "Log in" }).click();
    await b.page.waitForURL(/\/onlineDating$/);
    await a.context.close();
    await b.context.close();
  });

  it("saves the privacy choices and shows them after a reload", async () => {
    const me = await newUser();
    const { page, context } = await h.newPage();
    await logIn(page, h.url, me);
    await openSettings(page);
    const section = page.getByRole("region", { name: "Privacy" });
    const adding = section.getByRole("group", { name: "Who may add me as a friend" });
    const moments = section.getByRole("group", { name: "Who sees likes and comments on my moments" });
    await adding.getByRole("radio", { name: "Anyone" }).check();
    await moments.getByRole("radio", { name: "Only me" }).check();
    await section.getByRole("button", { name: "Save privacy settings" }).click();
    await expect.poll(() => section.getByRole("status").textContent()).toBe("Privacy settings saved.");
    await page.reload();
    await expect.poll(() => adding.getByRole("radio", { name: "Anyone" }).isChecked()).toBe(true);
    expect(await moments.getByRole("radio", { name: "Only me" }).isChecked()).toBe(true);

    await adding.getByRole("radio", { name: "Only people I accept (verification needed)" }).check();
    await section.getByRole("button", { name: "Save privacy settings" }).click();
    await expect.poll(() => section.getByRole("status").textContent()).toBe("Privacy settings saved.");
    await page.reload();
    await expect.poll(() => adding.getByRole("radio", { name: "Only people I accept (verification needed)" }).isChecked()).toBe(true);
    expect(await moments.getByRole("radio", { name: "Only me" }).isChecked()).toBe(true);
    await context.close();
  });

  it("deletes the account after a confirmation naming what is lost; the credentials stop working", async () => {
    const me = await newUser();
    const { page, context } = await h.newPage();
    await logIn(page, h.url, me);
    await openSettings(page);
    const opener = page.getByRole("region", { name: "Delete account" }).getByRole("button", { name: "Delete account" });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByRole("listitem").allTextContents()).toEqual(["your gold coins", "your messages", "your moments", "your friends"]);
    expect(await pageAxeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.count()).toBe(0);

    await opener.click();
    await dialog.getByLabel("Password").fill(me.password);
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await page.waitForURL(/\/login$/);
    await expect.poll(() => page.getByText("Your account was deleted.").isVisible()).toBe(true);

    await page.getByLabel("E-mail").fill(me.email);
    await page.getByLabel("Password").fill(me.password);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect.poll(() => page.getByText("Wrong account or password.").isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe("/login");
    await context.close();
  });
});
