/**
 * The album in Chromium against the real server: Alice uploads a photo made in the test, sees the
 * upload end and the thumbnail first, opens the full-size viewer and steps through it with the
 * keyboard, then deletes the photo after the confirmation. Bob, signed in elsewhere, sees her album
 * through the API and on her home page, and cannot delete from it.
 */
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "./harness.js";
import { ALICE, BOB, logIn } from "./users.js";
import { pageAxeViolations } from "./axe.js";


let h: Harness;
beforeAll(async () => {
  h = await startHarness({ DEMO: "1" });
});
afterAll(async () => {
  await h?.close();
});

interface Photo {
  id: number;
  userId: number;
  thumbUrl: string;
}

async function loginToken(user: { email: string; password: string }) {
  const res = await fetch(`${h.url}/api/account/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ account: user.email, password: user.password }) });
  return ((await res.json()) as { data: { token: string } }).data;
}

async function albumOf(userId: number, token: string): Promise<Photo[]> {
  const res = await fetch(`${h.url}/api/album/list?userId=${userId}`, { headers: { authorization: `Bearer ${token}` } });
  return ((await res.json()) as { data: { list: Photo[] } }).data.list;
}

describe("album, in Chromium against the real server", () => {
  it("uploads a photo, views it with the keyboard and deletes it after confirming; another user sees the album", async () => {
    const { page, context } = await h.newPage();
    await logIn(page, h.url, ALICE);
    await page.getByRole("complementary", { name: "My account" }).getByRole("link", { name: "Album", exact: true }).click();
    await page.waitForURL(/\/myAlbum$/);
    await expect.poll(() => page.getByRole("heading", { name: "My album" }).isVisible()).toBe(true);
    const thumbs = page.getByRole("button", { name: /^Open photo/ });
    await expect.poll(() => thumbs.count()).toBeGreaterThan(0);
    const before = await thumbs.count();
    expect(await page.getByText(`${before} / 30`).isVisible()).toBe(true);

    // A photo made here: a gradient 640×480 PNG.
    const file = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#3366cc" } }).png().toBuffer();
    await page.getByLabel("Upload photo").setInputFiles({ name: "holiday.png", mimeType: "image/png", buffer: file });
    await expect.poll(() => page.getByRole("status").filter({ hasText: "Photo added." }).isVisible()).toBe(true);
    expect(await page.getByRole("progressbar").count()).toBe(0);
    await expect.poll(() => thumbs.count()).toBe(before + 1);
    expect(await page.getByText(`${before + 1} / 30`).isVisible()).toBe(true);

    // Bob, signed in elsewhere, sees the new photo first in Alice's album.
    // Alice's id from her own album (a second login would end the browser's session).
    const token = (await context.cookies()).find((c) => c.name === "chat_access_token")?.value ?? "";
    const own = await fetch(`${h.url}/api/album/list`, { headers: { authorization: `Bearer ${token}` } });
    const aliceId = ((await own.json()) as { data: { list: Photo[] } }).data.list[0]!.userId;
    const bob = await loginToken(BOB);
    const seen = await albumOf(aliceId, bob.token);
    expect(seen).toHaveLength(before + 1);
    const newest = seen[0]!;
    expect(await thumbs.first().locator("img").getAttribute("src")).toBe(newest.thumbUrl);
    const thumb = await fetch(`${h.url}${newest.thumbUrl}`);
    expect(thumb.headers.get("content-type")).toBe("image/png");
    expect(await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).toMatchObject({ width: 240, height: 240 });
    // …and cannot delete it.
    const refused = await fetch(`${h.url}/api/album/delete-img?id=${newest.id}`, { headers: { authorization: `Bearer ${bob.token}` } });
    expect(refused.status).toBe(403);
    // …and sees it on her home page, in a browser of his own.
    const other = await h.newPage();
    await logIn(other.page, h.url, BOB);
    await other.page.goto(`${h.url}/userHomePage/${aliceId}`);
    const strip = other.page.locator("section.album-strip img");
    await expect.poll(() => strip.count()).toBe(before + 1);
    expect(await strip.first().getAttribute("src")).toBe(newest.thumbUrl);
    await other.context.close();

    expect(await pageAxeViolations(page)).toEqual([]);

    // The viewer: arrows step through, Escape closes back on the thumbnail of the photo shown.
    await thumbs.first().click();
    const total = before + 1;
    await expect.poll(() => page.getByRole("dialog", { name: `Photo 1 of ${total}` }).isVisible()).toBe(true);
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => page.getByRole("dialog", { name: `Photo 2 of ${total}` }).isVisible()).toBe(true);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => page.getByRole("dialog", { name: `Photo ${total} of ${total}` }).isVisible()).toBe(true);
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => page.getByRole("dialog", { name: `Photo 1 of ${total}` }).isVisible()).toBe(true);
    expect(await pageAxeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(`Open photo 1 of ${total}`);

    // Delete, after the confirmation.
    await page.getByRole("button", { name: "Delete photo" }).first().click();
    const confirm = page.getByRole("dialog", { name: "Delete photo" });
    await expect.poll(() => confirm.isVisible()).toBe(true);
    await confirm.getByRole("button", { name: "Delete", exact: true }).click();
    await expect.poll(() => thumbs.count()).toBe(before);
    expect(await page.getByText(`${before} / 30`).isVisible()).toBe(true);
    // Bob's browser login ended his earlier session (one device at a time): ask with a new one.
    expect((await albumOf(aliceId, (await loginToken(BOB)).token)).map((p) => p.id)).not.toContain(newest.id);
    expect((await fetch(`${h.url}${newest.thumbUrl}`)).status).toBe(404);
  });
});
