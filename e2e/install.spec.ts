/**
 * The installable web app in Chromium: the page links a manifest, the server sends it as
 * application/manifest+json, its icons load, and /appInstall (linked from the footer) explains how
 * to add the app to the home screen, or offers the browser's own install when it has one.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "./harness.js";
import { ALICE, logIn } from "./users.js";

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ DEMO: "1" });
});
afterAll(async () => {
  await h?.close();
});

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

/** Fires what Chromium fires when the app may be installed; the fake prompt records its use. */
async function offerInstall(page: Page, outcome: "accepted" | "dismissed") {
  await page.evaluate((answer) => {
    const event = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
      prompt: async () => {
        (window as unknown as { prompted: number }).prompted = 1;
      },
      userChoice: Promise.resolve({ outcome: answer }),
    });
    window.dispatchEvent(event);
  }, outcome);
}

describe("installing the web app", () => {
  it("links a manifest the server sends as application/manifest+json, with icons that load", async () => {
    const { page, context } = await h.newPage();
    await page.goto(`${h.url}/login`);
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(href).toBe("/manifest.webmanifest");
    expect(await page.locator('meta[name="theme-color"]').getAttribute("content")).toMatch(/^#[0-9a-f]{6}$/i);

    const response = await page.request.get(`${h.url}${href}`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
    const manifest = JSON.parse(await response.text()) as Manifest;
    expect(manifest).toMatchObject({ short_name: "Chat", start_url: "/onlineDating", display: "standalone" });
    expect(manifest.name.length).toBeGreaterThan(0);
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    expect(manifest.icons.some((i) => i.purpose === "maskable")).toBe(true);
    for (const icon of manifest.icons) {
      const image = await page.request.get(new URL(icon.src, `${h.url}${href}`).href);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()["content-type"], icon.src).toBe("image/png");
    }
    await context.close();
  });

  it("explains the steps on /appInstall, reached from the footer, and offers Install when the browser can", async () => {
    const { page, context } = await h.newPage();
    await logIn(page, h.url, ALICE);
    await page.locator("footer").getByRole("link", { name: "Install the app" }).click();
    await page.waitForURL(/\/appInstall$/);
    await expect.poll(() => page.getByRole("heading", { name: "Install the app", level: 1 }).isVisible()).toBe(true);

    // Headless Chromium does not offer the install by itself: the page shows the steps.
    for (const platform of ["iPhone and iPad (Safari)", "Android (Chrome)", "Computer (Chrome or Edge)"]) {
      expect(await page.getByRole("heading", { name: platform }).isVisible(), platform).toBe(true);
    }
    expect(await page.getByText("Tap the Share button, then “Add to Home Screen”.").isVisible()).toBe(true);

    await offerInstall(page, "accepted");
    const install = page.getByRole("button", { name: "Install", exact: true });
    await expect.poll(() => install.isVisible()).toBe(true);
    await install.click();
    await expect.poll(() => page.getByText("The app is installed.").isVisible()).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(1);
    await context.close();
  });
});
