import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALICE, BOB } from "./users.js";
import { bubbles, conversationRow, openChatWith, panel, startTwoUsers, type TwoUsers } from "./two-users.js";

/**
 * Voice messages in two browsers with Chromium's fake microphone (harness.ts: a tone, permission
 * granted without a prompt): Alice records two seconds and sends; Bob gets the bubble with its
 * length, plays it to the end, and his Recent row says "Voice message".
 */
let users: TwoUsers;

beforeAll(async () => {
  users = await startTwoUsers();
}, 120_000);
afterAll(async () => {
  await users?.close();
});

describe("voice messages in Chromium", () => {
  it("a 2-second voice message is recorded, sent, received and played", async () => {
    const { alice, bob } = users;
    await openChatWith(alice.page, BOB.name);
    await openChatWith(bob.page, ALICE.name);

    await panel(alice.page).getByRole("button", { name: "Record voice message" }).click();
    const recorder = panel(alice.page).getByRole("group", { name: "Record voice message" });
    await expect.poll(() => recorder.getByRole("timer").textContent(), { timeout: 10_000 }).toBe("0:02");
    const uploaded = alice.page.waitForResponse((r) => r.url().endsWith("/api/file/voice"));
    await recorder.getByRole("button", { name: "Send" }).click();
    expect((await uploaded).status()).toBe(200);
    await expect.poll(() => panel(alice.page).getByRole("textbox", { name: "Message" }).isVisible()).toBe(true);
    await expect.poll(() => bubbles(alice.page).getByRole("group", { name: "Voice message" }).count(), { timeout: 10_000 }).toBe(1);

    const received = bubbles(bob.page).getByRole("group", { name: "Voice message" });
    await expect.poll(() => received.count(), { timeout: 10_000 }).toBe(1);
    // The length the server read from the recording (rounded), not the recorder's clock.
    expect(await received.textContent()).toMatch(/0:0[23]/);
    const file = bob.page.waitForResponse((r) => /\/files\/[0-9a-f]{32}\.(webm|ogg)$/.test(r.url()));
    await received.getByRole("button", { name: "Play" }).click();
    expect((await file).headers()["content-type"]).toMatch(/^audio\/(webm|ogg)/);
    await expect.poll(() => received.getByRole("button", { name: "Pause" }).count(), { timeout: 10_000 }).toBe(1);
    // Played to the end: the control turns back to Play, the player went past the first second.
    await expect.poll(() => received.getByRole("button", { name: "Play" }).count(), { timeout: 15_000 }).toBe(1);
    const played = await received.locator("audio").evaluate((audio: HTMLAudioElement) => (audio.played.length ? audio.played.end(audio.played.length - 1) : 0));
    expect(played).toBeGreaterThan(1);

    await expect.poll(() => conversationRow(bob.page, ALICE.name).getByText("Voice message").count(), { timeout: 10_000 }).toBe(1);
  }, 90_000);
});
