/**
 * Moments in two browsers against the real server (demo data): Alice posts a moment with two
 * pictures; Bob (his page in Spanish, his account's language) sees it on the moment square, likes and
 * comments; Alice sees both in the panel's interaction notifications and replies ("Alice → Bob", the
 * box closing once sent); Bob translates Alice's text into Spanish (real Apertium); Alice posts a
 * burn-after-reading moment and Bob sees it once, with the countdown, then burned, also after a
 * reload. The square is kept alive (scroll position and loaded moments survive a visit to a home
 * page) and axe-clean in Spanish.
 */
import type { Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "./harness.js";
import { openPanel, panel } from "./two-users.js";
import { ALICE, BOB, logIn } from "./users.js";
import { pageAxeViolations } from "./axe.js";

let h: Harness;
let alice: Page;
let bob: Page;

beforeAll(async () => {
  h = await startHarness({ DEMO: "1" });
  alice = (await h.newPage()).page;
  bob = (await h.newPage()).page;
  await logIn(alice, h.url, ALICE);
  await logIn(bob, h.url, BOB);
  await bob.waitForFunction((lang) => document.documentElement.lang === lang, BOB.language);
}, 120_000);
afterAll(async () => {
  await h?.close();
});


const picture = (background: string) => sharp({ create: { width: 640, height: 480, channels: 3, background } }).png().toBuffer();
const card = (page: Page, text: string) => page.getByRole("article").filter({ hasText: text });

async function post(page: Page, text: string, files: { name: string; mimeType: string; buffer: Buffer }[], burn = false) {
  await page.getByLabel("What do you want to share?").fill(text);
  await page.getByLabel("Add photos").setInputFiles(files);
  await expect.poll(() => page.getByRole("list", { name: "Photos to post" }).getByRole("img").count()).toBe(files.length);
  if (burn) await page.getByLabel("Burn after reading").check();
  await page.getByRole("button", { name: "Post", exact: true }).click();
  await expect.poll(() => page.getByRole("status").filter({ hasText: "Published" }).isVisible(), { timeout: 15_000 }).toBe(true);
}

describe("moments in Chromium", () => {
  it("a moment with two pictures: liked and commented by Bob, the author notified, a reply, and a translation into Spanish", async () => {
    const text = "Good morning, friends";
    await alice.goto(`${h.url}/dynamicSquare`);
    await post(alice, text, [
      { name: "one.png", mimeType: "image/png", buffer: await picture("#3366cc") },
      { name: "two.png", mimeType: "image/png", buffer: await picture("#cc6633") },
    ]);
    const mine = card(alice, text).first();
    expect(await mine.getByRole("list", { name: "Photos" }).locator("img").count()).toBe(2);
    // Thumbnails load lazily at the size shown.
    expect(await mine.getByRole("list", { name: "Photos" }).locator("img").first().getAttribute("loading")).toBe("lazy");

    // Bob, in Spanish, sees it on the moment square with its two pictures.
    await bob.goto(`${h.url}/dynamicSquare`);
    await expect.poll(() => bob.getByRole("tab", { name: "Plaza de momentos" }).getAttribute("aria-selected")).toBe("true");
    const seen = card(bob, text).first();
    await expect.poll(() => seen.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await seen.getByRole("list", { name: "Fotos" }).locator("img").count()).toBe(2);
    await seen.getByRole("button", { name: "Me gusta", exact: true }).click();
    await expect.poll(() => seen.getByRole("button", { name: "Ya no me gusta" }).isVisible()).toBe(true);
    await seen.getByRole("button", { name: "Comentar", exact: true }).click();
    const bobComments = seen.getByRole("region", { name: "Comentarios" });
    await bobComments.getByRole("textbox", { name: "Escribe un comentario" }).fill("¡Qué bonito!");
    await bobComments.getByRole("button", { name: "Comentar", exact: true }).click();
    await expect.poll(() => bobComments.getByText("¡Qué bonito!").isVisible()).toBe(true);
    expect(await pageAxeViolations(bob)).toEqual([]);

    // The square is kept alive: to a home page and back, the loaded moments and the scroll position stay.
    const content = bob.locator("#content");
    const scrolled = await content.evaluate((el) => {
      el.scrollTop = Math.min(300, el.scrollHeight - el.clientHeight);
      return el.scrollTop;
    });
    const loads = () => bob.evaluate(() => performance.getEntriesByType("resource").filter((e) => e.name.includes("/api/dynamic/dynamic-list?view=square")).length);
    const before = await loads();
    expect(scrolled).toBeGreaterThan(0);
    expect(before).toBeGreaterThan(0);
    await seen.locator("a.moment-card__author").click();
    await bob.waitForURL(/\/userHomePage\//);
    await bob.goBack();
    await expect.poll(() => seen.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(Math.abs((await content.evaluate((el) => el.scrollTop)) - scrolled)).toBeLessThan(2);
    // The square asked for nothing again.
    expect(await loads()).toBe(before);

    // Alice sees both in the panel's interaction notifications.
    await openPanel(alice);
    await panel(alice).getByRole("button", { name: /Interaction notifications/ }).click();
    const notes = panel(alice).getByRole("list", { name: "Interaction notifications" });
    await expect.poll(() => notes.getByText("Bob liked your moment").first().isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => notes.getByText("Bob commented on your moment").first().isVisible(), { timeout: 15_000 }).toBe(true);

    // Alice replies under Bob's comment.
    await alice.goto(`${h.url}/dynamicSquare`);
    const own = card(alice, text).first();
    await expect.poll(() => own.getByLabel("Likes: 1").isVisible(), { timeout: 15_000 }).toBe(true);
    await own.getByRole("button", { name: "Comment", exact: true }).click();
    const aliceComments = own.getByRole("region", { name: "Comments" });
    await aliceComments.getByRole("button", { name: "Reply", exact: true }).first().click();
    const replyBox = aliceComments.getByRole("form", { name: "Reply to Bob" });
    await replyBox.getByRole("textbox", { name: "Reply to Bob" }).fill("Thank you!");
    await replyBox.getByRole("button", { name: "Reply", exact: true }).click();
    await expect.poll(() => aliceComments.getByText("Thank you!").isVisible()).toBe(true);
    // The reply says whom it answers, "Alice → Bob", indented under Bob's comment; the box has closed.
    const reply = aliceComments.locator(".moment-comments__replies li").filter({ hasText: "Thank you!" });
    expect(await reply.locator(".moment-comment__who").innerText()).toMatch(/^Alice → Bob\b/);
    expect(await replyBox.count()).toBe(0);
    expect(await aliceComments.getByRole("form").count()).toBe(1);
    const indent = await reply.evaluate((li) => li.getBoundingClientRect().left - (li.closest(".moment-comments")?.getBoundingClientRect().left ?? 0));
    expect(indent).toBeGreaterThan(8);
    expect(await own.getByLabel("Comments: 2").isVisible()).toBe(true);

    // Bob translates Alice's text into his language (Spanish, Apertium), and goes back to the original.
    await bob.reload();
    const found = card(bob, text).first();
    await expect.poll(() => found.isVisible(), { timeout: 15_000 }).toBe(true);
    // The text changes: the card is held by its link instead.
    const link = (await found.locator('a[href^="/moment/"]').getAttribute("href")) ?? "";
    const again = bob.getByRole("article").filter({ has: bob.locator(`a[href="${link}"]`) });
    const body = again.locator(".moment-card__text");
    await again.getByRole("button", { name: "Traducir" }).first().click();
    await expect.poll(() => again.getByRole("button", { name: "Ver original" }).first().isVisible(), { timeout: 20_000 }).toBe(true);
    const translated = (await body.textContent()) ?? "";
    expect(translated).toMatch(/\S/);
    expect(translated).not.toBe(text);
    expect(translated.toLowerCase()).toContain("buen");
    await again.getByRole("button", { name: "Ver original" }).first().click();
    expect(await body.textContent()).toBe(text);
  }, 120_000);

  it("a burn-after-reading moment: blurred for Bob, shown once with a countdown, then burned for good", async () => {
    const text = "Only once for you";
    await alice.goto(`${h.url}/dynamicSquare`);
    await post(alice, text, [{ name: "secret.png", mimeType: "image/png", buffer: await picture("#22aa66") }], true);
    // The author sees her own pictures.
    expect(await card(alice, text).first().getByRole("list", { name: "Photos" }).locator("img").count()).toBe(1);

    await bob.goto(`${h.url}/dynamicSquare`);
    const seen = card(bob, text).first();
    await expect.poll(() => seen.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await seen.getByRole("list", { name: "Fotos" }).count()).toBe(0);
    await seen.getByRole("button", { name: "Ver fotos que se destruyen tras verlas" }).click();
    const timer = seen.getByRole("timer");
    await expect.poll(() => timer.isVisible(), { timeout: 10_000 }).toBe(true);
    const image = seen.locator("img.moment-burn__image");
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 5_000 }).toBe(true);
    await expect.poll(() => seen.getByText("Destruido tras verlo").isVisible(), { timeout: 12_000 }).toBe(true);
    expect(await image.count()).toBe(0);

    // The server remembers: after a reload it is still burned, with Recover.
    await bob.reload();
    const after = card(bob, text).first();
    await expect.poll(() => after.getByText("Destruido tras verlo").isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await after.getByRole("button", { name: "Recuperar" }).isVisible()).toBe(true);
  }, 90_000);
});
