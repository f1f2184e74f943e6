/**
 * Real payments in Chromium against local PayPal and Airwallex fakes that speak the providers' wire
 * formats: Alice tops up with PayPal (approve link → the fake's approve page → back to the top-up
 * page, which captures) and with a card (Airwallex's SDK, served by the fake, takes her to its
 * hosted page; its signed webhook credits), sees the coins and both bill records.
 */
import { FakeAirwallex, FakePayPal } from "@chat/server";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "./harness.js";
import { ALICE, logIn } from "./users.js";
import { shownNumber } from "./shown-number.js";

let h: Harness;
let paypal: FakePayPal;
let airwallex: FakeAirwallex;

beforeAll(async () => {
  paypal = await new FakePayPal().start();
  airwallex = await new FakeAirwallex().start();
  h = await startHarness({
    DEMO: "1",
    PAYPAL_CLIENT_ID: paypal.clientId,
    PAYPAL_CLIENT_SECRET: paypal.clientSecret,
    PAYPAL_WEBHOOK_ID: paypal.webhookId,
    PAYPAL_API_BASE: paypal.url,
    AIRWALLEX_CLIENT_ID: airwallex.clientId,
    AIRWALLEX_API_KEY: airwallex.apiKey,
    AIRWALLEX_WEBHOOK_SECRET: airwallex.webhookSecret,
    AIRWALLEX_API_BASE: airwallex.url,
    AIRWALLEX_SDK_URL: `${airwallex.url}/components/sdk/v1/index.js`,
  });
  for (const [fake, name] of [[paypal, "paypal"], [airwallex, "airwallex"]] as const) {
    fake.webhookUrl = `${h.url}/api/pay/webhook/${name}`;
    fake.autoDeliver = true;
  }
}, 120_000);
afterAll(async () => {
  await h?.close();
  await paypal?.close();
  await airwallex?.close();
});

const coins = async (page: Page) => shownNumber(await page.locator(".wallet-page__balance dd").first().textContent());

describe("payments in Chromium against local PayPal and Airwallex", () => {
  it("tops up with PayPal and with a card, then shows the coins and the bill records", async () => {
    const { page } = await h.newPage();
    const blocked: string[] = [];
    page.on("console", (m) => {
      if (/Content Security Policy/i.test(m.text())) blocked.push(m.text());
    });
    await logIn(page, h.url, ALICE);
    await page.goto(`${h.url}/account?index=2`);
    await expect.poll(() => page.getByRole("radio", { name: "PayPal" }).isChecked(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => coins(page)).not.toBeNaN();
    const start = await coins(page);

    // PayPal: the approve link, the fake's approve page, back with the token; the page captures.
    // Every payment is confirmed first: the price, the method, the coins after.
    await page.getByRole("button", { name: /^Buy 10 gold coins/ }).click();
    const confirm = page.getByRole("dialog", { name: "Confirm payment" });
    await expect.poll(() => confirm.textContent(), { timeout: 10_000 }).toContain("PayPal");
    await confirm.getByRole("button", { name: "Confirm" }).click();
    await page.waitForURL(/payOrder=.*token=/, { timeout: 15_000 });
    await expect.poll(() => page.getByText("Bought: 10 gold coins").isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => coins(page), { timeout: 10_000 }).toBe(start + 10);

    // Card: Airwallex's SDK (from the fake) sends her to the hosted page; she pays; the webhook credits.
    await page.getByRole("radio", { name: "Card" }).check();
    await page.getByRole("button", { name: /^Buy 30 gold coins/ }).click();
    await page.getByRole("dialog", { name: "Confirm payment" }).getByRole("button", { name: "Confirm" }).click();
    await page.waitForURL(new RegExp(`^${airwallex.url}/checkout`), { timeout: 15_000 });
    await page.getByRole("button", { name: "Pay" }).click();
    await page.waitForURL(/\/account\?index=2&payOrder=/, { timeout: 15_000 });
    await expect.poll(() => page.getByText("Bought: 30 gold coins").isVisible(), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => coins(page), { timeout: 10_000 }).toBe(start + 40);

    // Both bill records.
    await page.goto(`${h.url}/account?index=1`);
    const table = page.locator("table.wallet-page__bills");
    await expect.poll(() => table.getByText("10 gold coins").count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await expect.poll(() => table.getByText("30 gold coins").count()).toBeGreaterThan(0);
    expect(blocked).toEqual([]);
    // Each payment was credited once, whatever the browser and the webhooks did.
    expect(await coins(page)).toBe(start + 40);
  }, 120_000);
});
