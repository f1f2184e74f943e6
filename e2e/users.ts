import type { Page } from "playwright-core";

/** Demo users of a fresh server (DEMO=1): friends with a short conversation. */
export const ALICE = { email: "alice@demo.chat", password: "alice2024", name: "Alice" };
/** Bob's account language (the UI he sees after login) is Spanish. */
export const BOB = { email: "bob@demo.chat", password: "bob2024demo", name: "Bob", language: "es" };

export async function logIn(page: Page, base: string, user: { email: string; password: string }): Promise<void> {
  await page.goto(`${base}/login`);
  await page.getByLabel("E-mail").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await page.waitForURL(/\/onlineDating$/);
}

/**
 * Bob's account language is Spanish, so his page turns Spanish right after login (the UI follows the
 * account). Specs that drive his page by its English names switch it back with the header's selector,
 * as he could: this saves English to his account too.
 */
export async function logInInEnglish(page: Page, base: string, user: { email: string; password: string }, accountLanguage: string): Promise<void> {
  await logIn(page, base, user);
  await page.waitForFunction((lang) => document.documentElement.lang === lang, accountLanguage);
  await page.locator("select.language-select").first().selectOption("en");
  await page.waitForFunction(() => document.documentElement.lang === "en");
}

/** A 2×2 PNG, made by hand so the test needs no image tool. */
export const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==",
  "base64",
);
