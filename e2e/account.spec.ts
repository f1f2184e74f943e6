import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codeIn, startHarness, type Harness } from "./harness.js";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

describe("a newcomer's account, in Chromium against the real server", () => {
  it("registers with the mailed code, logs in, switches language, survives a reload and logs out", async () => {
    const { page, context } = await h.newPage();
    const email = `newcomer-${Date.now()}@example.org`;

    await page.goto(`${h.url}/onlineDating`);
    await page.waitForURL(/\/login$/);

    await page.goto(`${h.url}/register`);
    await page.getByLabel("E-mail").fill(email);
    const mail = h.smtp.nextMail(email);
    await page.getByRole("button", { name: "Send code" }).click();
    const code = codeIn((await mail).text);
    await expect.poll(() => page.getByRole("button", { name: /Send code|\d+/ }).isDisabled()).toBe(true);

    await page.getByLabel("Verification code").fill(code);
    await page.getByLabel("Password", { exact: true }).fill("correct horse 42");
    await page.getByLabel("Confirm password").fill("correct horse 42");
    await page.getByRole("button", { name: "Register" }).click();

    // The profile setup comes first; Skip leaves the account usable.
    await page.waitForURL(/\/profile-setup$/);
    await page.getByRole("button", { name: "Skip" }).click();
    await page.waitForURL(/\/onlineDating$/);
    // The first user of a fresh database has id 1: the account ID people see is id + 100000.
    await expect.poll(() => page.getByText("100001").first().isVisible()).toBe(true);

    await page.getByLabel("Language").selectOption("de");
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("de");
    // The UI now speaks German: the selector's own name is translated.
    await expect.poll(() => page.getByRole("combobox", { name: "Sprache" }).isVisible()).toBe(true);

    await page.reload();
    await expect.poll(() => page.getByText("100001").first().isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe("/onlineDating");
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("de");
    await expect.poll(() => page.getByRole("combobox", { name: "Sprache" }).isVisible()).toBe(true);

    // Nothing in the browser holds the password.
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie);
    expect(stored).not.toContain("correct horse 42");

    await page.getByRole("combobox", { name: "Sprache" }).selectOption("en");
    await page.getByRole("button", { name: "User menu" }).click();
    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL(/\/login$/);

    await page.goto(`${h.url}/myInfo`);
    await page.waitForURL(/\/login$/);
    await context.close();
  });

  it("resets a forgotten password with a mailed code", async () => {
    const { page, context } = await h.newPage();
    // Reuse the account from the first test: log in fails with a new password until it is reset.
    const email = (h.smtp.mails.at(0)?.to ?? "").toString();
    expect(email).toContain("@");

    // One mail per address a minute: the registration mail of the first test was just sent.
    h.advanceClock(61_000);
    await page.goto(`${h.url}/resetPassword`);
    await page.getByLabel("E-mail").fill(email);
    const mail = h.smtp.nextMail(email);
    await page.getByRole("button", { name: "Send code" }).click();
    const code = codeIn((await mail).text);
    await page.getByLabel("Verification code").fill(code);
    await page.getByLabel("Password", { exact: true }).fill("a new secret 7");
    await page.getByLabel("Confirm password").fill("a new secret 7");
    await page.getByRole("button", { name: "Change password" }).click();
    await page.waitForURL(/\/login$/);

    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Password").fill("a new secret 7");
    await page.getByRole("button", { name: "Log in" }).click();
    await page.waitForURL(/\/onlineDating$/);
    await context.close();
  });
});
