import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { openDatabase } from "@chat/server";
import type { SendMessageReply } from "@chat/protocol";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "./harness.js";
import { ALICE, BOB, logIn } from "./users.js";

/**
 * Opening a chat of 5,000 messages in Chromium: the time from the click on its Recent row to the
 * frame that paints the newest message, the rows the list keeps in the DOM and the heap it costs.
 * Times are printed, not asserted (this machine's noise would make a timed test flaky); the bounded
 * DOM is asserted. The figures go to docs/benchmarks.md by hand.
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ DEMO: "1" });
});
afterAll(async () => {
  await h?.close();
});

const HISTORY = 5_000;
const NEWEST = "The newest of five thousand";
const OPENS = 9;

async function apiLogin(user: { email: string; password: string }): Promise<{ token: string; id: number }> {
  const res = await fetch(`${h.url}/api/account/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ account: user.email, password: user.password }),
  });
  const body = (await res.json()) as { data: { token: string; userInfo: { id: number } } };
  return { token: body.data.token, id: body.data.userInfo.id };
}

/** Writes a long history straight into the server's SQLite file (the send path is measured by `npm run bench`). */
async function seedHistory(alice: number, bob: number): Promise<void> {
  const { db } = openDatabase({ sqliteFile: join(h.dataDir, "chat.db") });
  const start = Date.now() - HISTORY * 1000 - 60_000;
  const pair = `${Math.min(alice, bob)}:${Math.max(alice, bob)}`;
  // Numbered after the demo's messages of the pair, as the server would have stored them.
  const before = await db.selectFrom("messages").select((eb) => eb.fn.max("pair_seq").as("seq")).where("pair_key", "=", pair).executeTakeFirst();
  const rows = Array.from({ length: HISTORY }, (_, i) => {
    const fromBob = i % 2 === 0;
    return {
      id: randomBytes(16).toString("hex"),
      client_msg_id: `history-${i}-abcdef`,
      from_user_id: fromBob ? bob : alice,
      to_user_id: fromBob ? alice : bob,
      pair_key: pair,
      type: "txt" as const,
      content: `History message ${i + 1}: ${"some words of an ordinary chat line ".repeat((i % 4) + 1)}`,
      url: null,
      custom: null,
      ext: "{}",
      platform: "Web",
      created_at: start + i * 1000,
      recalled_at: null,
      pair_seq: Number(before?.seq ?? 0) + i + 1,
    };
  });
  for (let i = 0; i < rows.length; i += 500) await db.insertInto("messages").values(rows.slice(i, i + 500)).execute();
  await db.destroy();
}

interface OpenTiming {
  /** Click to the frame that painted the newest message, ms. */
  painted: number;
  /**
   * Click to the history request leaving and its answer arriving, ms (negative when asked on the
   * press, before the click; null when the open asked nothing).
   */
  request: { start: number; end: number } | null;
}

/**
 * Clicks Bob's Recent row with the mouse, as a user does (press, release: the panel may start on the
 * press), and measures from the click until the frame that paints the newest message has been painted.
 */
async function openBobsChat(page: Page): Promise<OpenTiming> {
  const row = page.locator("chat-panel").locator(".recent__row").filter({ hasText: BOB.name }).getByRole("button").first();
  await row.hover();
  // The listener is in place before the press (an evaluate still on its way could miss it).
  await page.evaluate(({ newest }) => {
    (window as unknown as { chatOpen: Promise<OpenTiming> }).chatOpen = new Promise<OpenTiming>((resolve, reject) => {
      const root = document.querySelector("chat-panel")?.shadowRoot;
      if (!root) return reject(new Error("no panel"));
      performance.clearResourceTimings();
      document.addEventListener(
        "click",
        (event) => {
          const started = event.timeStamp;
          const shown = () => [...root.querySelectorAll('[role="region"] .messages__row')].some((r) => r.textContent?.includes(newest));
          const done = () => {
            const painted = performance.now() - started;
            const entry = performance.getEntriesByType("resource").find((e) => e.name.includes("/message/history")) as PerformanceResourceTiming | undefined;
            resolve({ painted, request: entry ? { start: entry.startTime - started, end: entry.responseEnd - started } : null });
          };
          const frame = () => {
            // A task queued from a frame callback runs after that frame is painted.
            if (shown()) setTimeout(done, 0);
            else if (performance.now() - started > 20_000) reject(new Error("the newest message never showed"));
            else requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
        },
        { once: true, capture: true },
      );
    });
  }, { newest: NEWEST });
  await page.mouse.down();
  await page.mouse.up();
  return page.evaluate(() => (window as unknown as { chatOpen: Promise<OpenTiming> }).chatOpen);
}

async function heapUsed(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("HeapProfiler.collectGarbage");
  const { usedSize } = await cdp.send("Runtime.getHeapUsage");
  await cdp.detach();
  return usedSize;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

describe("opening a long chat, in Chromium", () => {
  it("paints the newest of 5,000 messages with a bounded list, and reports the time it took", async () => {
    const alice = await apiLogin(ALICE);
    const bob = await apiLogin(BOB);
    await seedHistory(alice.id, bob.id);
    const res = await fetch(`${h.url}/api/message/send`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${bob.token}` },
      body: JSON.stringify({ toUserId: alice.id, messageType: "txt", content: NEWEST, clientMsgId: "newest-of-history" }),
    });
    expect(((await res.json()) as { data: SendMessageReply }).data.messageId).toBeTruthy();

    const { page } = await h.newPage({ width: 390, height: 780 });
    page.on("console", (m) => m.text().startsWith("open ") && console.info(m.text()));
    await logIn(page, h.url, ALICE);
    await page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "Chat" }).click();
    await page.waitForURL(/\/chats$/);
    const panel = page.locator("chat-panel");
    await expect.poll(() => panel.locator(".recent__row").filter({ hasText: BOB.name }).count()).toBe(1);

    const heapBefore = await heapUsed(page);
    const opens: OpenTiming[] = [];
    for (let i = 0; i < OPENS; i++) {
      opens.push(await openBobsChat(page));
      const history = panel.getByRole("region", { name: "Messages" });
      // Only what is on screen is in the DOM, however long the chat.
      expect(await history.locator(".messages__row").count()).toBeLessThanOrEqual(40);
      await panel.getByRole("button", { name: "Back" }).click();
      await expect.poll(() => history.count()).toBe(0);
    }
    const heapAfter = await heapUsed(page);

    const painted = opens.map((o) => o.painted);
    const [first, ...again] = painted;
    const asked = opens[0]?.request;
    console.info(
      `[chat-open] ${HISTORY} messages: first open ${first?.toFixed(1)} ms (history request left at +${asked?.start.toFixed(1)} ms, answered at +${asked?.end.toFixed(1)} ms); ` +
        `median of all ${OPENS} opens ${median(painted).toFixed(1)} ms; reopen median ${median(again).toFixed(1)} ms ` +
        `(${again.map((t) => t.toFixed(0)).join(", ")}); heap +${((heapAfter - heapBefore) / 1024 / 1024).toFixed(2)} MiB after ${OPENS} opens`,
    );
  });
});
