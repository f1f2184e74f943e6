import type { Page } from "playwright-core";

/** Demo users of a fresh server (DEMO=1): friends with a short conversation. */
export const ALICE = { email: "alice@demo.chat", password: "alice2024", name: "Alice" };
export const BOB = { email: "bob@demo.chat", password: "bob2024demo", name: "Bob" };

export async function logIn(page: Page, base: string, user: { email: string; password: string }): Promise<void> {
  await page.goto(`${base}/login`);
  await page.getByLabel("E-mail").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await page.waitForURL(/\/onlineDating$/);
}

/** A 2×2 PNG, made by hand so the test needs no image tool. */
export const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==",
  "base64",
);
