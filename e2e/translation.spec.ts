import { FakeLibreTranslate, PHRASEBOOK } from "@chat/server";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALICE, BOB } from "./users.js";
import { bubbles, openChatWith, panel, startTwoUsers, textbox, type TwoUsers } from "./two-users.js";

/**
 * Translation in two browsers: Bob's profile says he speaks only Spanish, so Alice's picker offers
 * Spanish first and sets it in one click; Alice writes to Bob in Spanish; Bob receives the message
 * with its translation (real Apertium). The source is what the text is written in, not the profile;
 * languages the server's engines cannot reach are marked before anyone pays; with LibreTranslate (a
 * fake speaking its wire format) Japanese and German translate both ways; auto-translate.
 */
let users: TwoUsers;

beforeAll(async () => {
  users = await startTwoUsers();
}, 120_000);
afterAll(async () => {
  await users?.close();
});

/** A profile edit with the token of the page's own session (a second login would end it). */
async function editProfile(page: Page, body: Record<string, unknown>, path = "info-edit") {
  const token = (await page.context().cookies()).find((c) => c.name === "chat_access_token")?.value ?? "";
  const response = await fetch(`${users.h.url}/api/user/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
}

describe("translation in Chromium", () => {
  it("offers the language the peer speaks and selects it in one click", async () => {
    const { alice, bob } = users;
    await editProfile(bob.page, { languages: "es" });
    await editProfile(alice.page, { languages: "en" });
    // The panel reads my languages when it starts.
    await alice.page.reload();
    await openChatWith(alice.page, BOB.name);
    const picker = panel(alice.page).getByLabel("Translate to");
    expect(await picker.inputValue()).toBe("");
    const suggestion = panel(alice.page).getByRole("button", { name: "Translate to Español" });
    await expect.poll(() => suggestion.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await panel(alice.page).locator('optgroup[label="Languages they speak"] option').allTextContents()).toEqual(["Español"]);
    await suggestion.click();
    await expect.poll(() => picker.inputValue()).toBe("es");
    expect(await suggestion.count()).toBe(0);
  }, 90_000);

  it("a translated send reaches the receiver with its translation", async () => {
    const { alice, bob } = users;
    await openChatWith(alice.page, BOB.name);
    await panel(alice.page).getByLabel("Translate to").selectOption("es");
    await textbox(alice.page).fill("Good morning");
    await textbox(alice.page).press("Enter");
    await expect.poll(() => bubbles(alice.page).getByText("Not sent").count(), { timeout: 15_000 }).toBe(0);

    await openChatWith(bob.page, ALICE.name);
    await expect.poll(() => bubbles(bob.page).getByText("Good morning", { exact: true }).count(), { timeout: 15_000 }).toBe(1);
    const translation = bubbles(bob.page).locator(".bubble__translation").last();
    await expect.poll(() => translation.textContent(), { timeout: 15_000 }).toMatch(/\S/);
    expect(await translation.textContent()).not.toBe("Good morning");
  }, 90_000);
});

describe("what the text is written in, and what the server can translate", () => {
  it("a Spanish text from an English-profile user is translated into English by Translate, naming its language", async () => {
    const { alice, bob } = users;
    await editProfile(bob.page, { language: "en" }, "language-edit");
    await openChatWith(bob.page, ALICE.name);
    await panel(bob.page).getByLabel("Translate to").selectOption("");
    await textbox(bob.page).fill("Buenos días, ¿quieres tomar un café mañana?");
    await textbox(bob.page).press("Enter");
    await expect.poll(() => bubbles(bob.page).getByText("Not sent").count(), { timeout: 15_000 }).toBe(0);

    await openChatWith(alice.page, BOB.name);
    const received = bubbles(alice.page).locator(".message").filter({ hasText: "Buenos días, ¿quieres tomar un café mañana?" });
    await expect.poll(() => received.count(), { timeout: 15_000 }).toBe(1);
    await received.getByRole("button", { name: "Translate" }).click();
    const translation = received.locator(".bubble__translation");
    await expect.poll(() => translation.textContent(), { timeout: 30_000 }).toMatch(/Translated from Spanish.*(coffee|morning)/i);
    await received.getByRole("button", { name: "Show original" }).click();
    expect(await translation.count()).toBe(0);
  }, 90_000);

  it("on the Apertium-only default, Japanese is marked unavailable in the picker and cannot be chosen", async () => {
    const { alice } = users;
    await openChatWith(alice.page, BOB.name);
    const japanese = panel(alice.page).getByLabel("Translate to").locator('option[value="ja"]');
    await expect.poll(() => japanese.textContent(), { timeout: 10_000 }).toBe("日本語 — Not available with this server's translator");
    expect(await japanese.isDisabled()).toBe(true);
    expect(await panel(alice.page).getByLabel("Translate to").locator('option[value="es"]').isDisabled()).toBe(false);
  }, 60_000);
});

describe("with LibreTranslate configured", () => {
  let libre: FakeLibreTranslate;
  let both: TwoUsers;
  const [morning] = PHRASEBOOK;

  beforeAll(async () => {
    libre = await new FakeLibreTranslate().start();
    both = await startTwoUsers(() => {}, { TRANSLATOR: "apertium,libretranslate", LIBRETRANSLATE_URL: libre.url });
  }, 120_000);
  afterAll(async () => {
    await both?.close();
    await libre?.close();
  });

  it("Japanese ↔ German works in both directions, and the bubble names the detected source", async () => {
    const { alice, bob } = both;
    await openChatWith(alice.page, BOB.name);
    const picker = panel(alice.page).getByLabel("Translate to");
    await expect.poll(() => picker.locator('option[value="de"]').isDisabled(), { timeout: 10_000 }).toBe(false);
    await picker.selectOption("de");
    await textbox(alice.page).fill(morning?.ja ?? "");
    await textbox(alice.page).press("Enter");
    const sent = bubbles(alice.page).locator(".message--own").filter({ hasText: morning?.ja ?? "" });
    await expect.poll(() => sent.locator(".bubble__translation").textContent(), { timeout: 15_000 }).toBe(`Translated from Japanese${morning?.de ?? ""}`);

    await openChatWith(bob.page, ALICE.name);
    await panel(bob.page).getByLabel("Translate to").selectOption("ja");
    await textbox(bob.page).fill(morning?.de ?? "");
    await textbox(bob.page).press("Enter");
    const reply = bubbles(alice.page).locator(".message").filter({ hasText: morning?.de ?? "" }).last();
    await expect.poll(() => reply.locator(".bubble__translation").textContent(), { timeout: 15_000 }).toBe(`Translated from German${morning?.ja ?? ""}`);
  }, 90_000);

  it("auto-translate: every message Bob receives from Alice arrives with its translation, until he turns it off", async () => {
    const { alice, bob } = both;
    await openChatWith(bob.page, ALICE.name);
    // Bob writes untranslated now: the switch itself shows what receiving translated costs.
    await panel(bob.page).getByLabel("Translate to").selectOption("");
    const auto = panel(bob.page).getByRole("checkbox", { name: "Auto-translate" });
    await auto.check();
    await expect.poll(() => panel(bob.page).locator(".auto-translate").getByText(/1 gold coin per started 100 characters/).count()).toBe(1);
    const [, station] = PHRASEBOOK;
    await openChatWith(alice.page, BOB.name);
    await panel(alice.page).getByLabel("Translate to").selectOption("");
    await textbox(alice.page).fill(station?.de ?? "");
    await textbox(alice.page).press("Enter");
    // Bob's language is Spanish: the message arrives with its Spanish translation, without a click.
    const arrived = bubbles(bob.page).locator(".message").filter({ hasText: station?.de ?? "" });
    await expect.poll(() => arrived.locator(".bubble__translation").textContent(), { timeout: 20_000 }).toBe(`Translated from German${station?.es ?? ""}`);
    // The switch is kept on the server: a reload finds it on.
    await bob.page.reload();
    await openChatWith(bob.page, ALICE.name);
    await expect.poll(() => panel(bob.page).getByRole("checkbox", { name: "Auto-translate" }).isChecked(), { timeout: 10_000 }).toBe(true);
    await panel(bob.page).getByRole("checkbox", { name: "Auto-translate" }).uncheck();
    await expect.poll(() => panel(bob.page).getByRole("checkbox", { name: "Auto-translate" }).isChecked()).toBe(false);
  }, 120_000);
});
