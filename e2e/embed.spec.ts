import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "./harness.js";
import { decodePng, pixelDifference } from "./png-diff.js";
import { ALICE, BOB } from "./users.js";

/**
 * The embeddable `<chat-panel>` on the partner examples under /examples/: in-panel login,
 * a message each way, events on the page, zero CSP violations under the strict policy, the same
 * look under hostile page CSS and one WebSocket for two tabs. What it downloads: e2e/wire-size.spec.ts.
 */
let h: Harness;
let bob: { context: BrowserContext; page: Page };
const opened: BrowserContext[] = [];

beforeAll(async () => {
  h = await startHarness({ DEMO: "1" });
  bob = await h.newPage();
  await bob.page.goto(`${h.url}/examples/script-tag/`);
  await logInInPanel(bob.page, BOB);
});
afterAll(async () => {
  await h?.close();
});

const panel = (page: Page) => page.locator("chat-panel");

async function openExample(path: string): Promise<Page> {
  const { context, page } = await h.newPage();
  opened.push(context);
  await page.goto(`${h.url}/examples/${path}`);
  return page;
}

/** Opens the panel with its launcher and logs in with the form inside it. */
async function logInInPanel(page: Page, user: { email: string; password: string }) {
  await panel(page).getByRole("button", { name: "Chat", exact: true }).click();
  await panel(page).getByLabel("E-mail").fill(user.email);
  await panel(page).getByLabel("Password").fill(user.password);
  await panel(page).getByRole("button", { name: "Log in", exact: true }).click();
  // Playwright's own wait: this also runs in beforeAll, where expect.poll is not available.
  await panel(page).locator(".recent__row").first().waitFor({ timeout: 15_000 });
}

async function openChatWith(page: Page, name: string) {
  const row = panel(page).locator(".recent__row").filter({ has: page.getByText(name, { exact: true }) });
  await row.getByRole("button").first().click();
  await expect.poll(() => panel(page).getByRole("textbox", { name: "Message" }).isVisible()).toBe(true);
}

async function send(page: Page, text: string) {
  const box = panel(page).getByRole("textbox", { name: "Message" });
  await box.fill(text);
  await box.press("Enter");
}

const messages = (page: Page) => panel(page).getByRole("region", { name: "Messages" });

async function chatBothWays(page: Page, label: string) {
  await openChatWith(page, BOB.name);
  await send(page, `hello from ${label}`);
  await expect.poll(() => messages(page).getByText(`hello from ${label}`).count()).toBe(1);
  if ((await messages(bob.page).count()) === 0) await openChatWith(bob.page, ALICE.name);
  await expect.poll(() => messages(bob.page).getByText(`hello from ${label}`).count(), { timeout: 10_000 }).toBe(1);
  await send(bob.page, `reply to ${label}`);
  await expect.poll(() => messages(page).getByText(`reply to ${label}`).count(), { timeout: 10_000 }).toBe(1);
}

const events = (page: Page) => page.locator("#events li").evaluateAll((items) => items.map((item) => item.getAttribute("data-event")));

describe("<chat-panel> on partner pages", () => {
  it("logs in inside the panel, chats both ways and tells the page (script tag)", async () => {
    const page = await openExample("script-tag/");
    await logInInPanel(page, ALICE);
    await chatBothWays(page, "script-tag");
    const seen = await events(page);
    expect(seen).toContain("chat-open");
    expect(seen).toContain("chat-ready");
    expect(seen).toContain("chat-unread");
  });

  it("works under the strict policy with zero violations", async () => {
    const page = await openExample("strict-csp/");
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
    });
    const response = await page.reload();
    expect(response?.headers()["content-security-policy"]).toMatch(/^default-src 'none'; script-src http/);
    await logInInPanel(page, ALICE);
    await chatBothWays(page, "strict-csp");
    // The emoji picker (images) and a modal-free round trip are part of the panel too.
    await panel(page).getByRole("button", { name: "Emoji", exact: true }).click();
    await expect.poll(() => panel(page).locator(".emoji-picker img").first().isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    expect(await page.locator("#violation-count").textContent()).toBe("0");
    expect(violations).toEqual([]);
  });

  it("drags by the header (react-draggable on preact) and remembers the place for the site", async () => {
    const page = await openExample("strict-csp/");
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
    });
    const frame = panel(page).locator("section.panel");
    const openFrame = async () => {
      await panel(page).getByRole("button", { name: "Chat", exact: true }).click();
      await frame.waitFor();
      return (await frame.boundingBox())!;
    };
    const before = await openFrame();
    const header = (await panel(page).locator(".panel__header").boundingBox())!;
    await page.mouse.move(header.x + 40, header.y + header.height / 2);
    await page.mouse.down();
    await page.mouse.move(header.x - 160, header.y + header.height / 2 - 100, { steps: 8 });
    await page.mouse.up();
    const moved = (await frame.boundingBox())!;
    expect({ dx: Math.round(moved.x - before.x), dy: Math.round(moved.y - before.y) }).toEqual({ dx: -200, dy: -100 });
    expect(await page.evaluate(() => localStorage.getItem(`chat-panel:frame:${location.origin}`))).toBeTruthy();

    await page.reload();
    const again = await openFrame();
    expect({ x: Math.round(again.x), y: Math.round(again.y) }).toEqual({ x: Math.round(moved.x), y: Math.round(moved.y) });
    expect(violations).toEqual([]);
  });

  it("looks the same under hostile page CSS", async () => {
    const shot = async (path: string) => {
      const page = await openExample(path);
      await panel(page).getByRole("button", { name: "Chat", exact: true }).click();
      const frame = panel(page).locator("section.panel");
      await expect.poll(() => panel(page).getByLabel("Password").isVisible()).toBe(true);
      return decodePng(await frame.screenshot({ animations: "disabled", caret: "hide" }));
    };
    const plain = await shot("script-tag/");
    const hostile = await shot("hostile-css/");
    expect({ width: hostile.width, height: hostile.height }).toEqual({ width: plain.width, height: plain.height });
    expect(pixelDifference(plain, hostile)).toBeLessThan(0.005);

    const page = await openExample("hostile-css/");
    await logInInPanel(page, ALICE);
    await chatBothWays(page, "hostile-css");
  });

  it("works in a React app that imports the ES module build", async () => {
    const page = await openExample("react-app/");
    await logInInPanel(page, ALICE);
    await chatBothWays(page, "react-app");
    await expect.poll(() => events(page)).toContain("chat-ready");
    // The app's own button drives the panel through the public methods.
    await panel(page).getByRole("button", { name: "Close", exact: true }).click();
    await page.getByRole("button", { name: /^Messages/ }).click();
    await expect.poll(() => panel(page).getByRole("dialog", { name: "Chat" }).isVisible()).toBe(true);
  });

  it("shares one connection between two tabs of the site", async () => {
    const { context, page: first } = await h.newPage();
    opened.push(context);
    let sockets = 0;
    context.on("page", (page) => page.on("websocket", () => sockets++));
    first.on("websocket", () => sockets++);
    await first.goto(`${h.url}/examples/script-tag/`);
    await logInInPanel(first, ALICE);
    const second = await context.newPage();
    await second.goto(`${h.url}/examples/script-tag/`);
    // The second tab finds the session the first one stored and joins its connection.
    await panel(second).getByRole("button", { name: "Chat", exact: true }).click();
    await expect.poll(() => panel(second).locator(".recent__row").count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await openChatWith(second, BOB.name);
    await send(bob.page, "to both tabs");
    await expect.poll(() => messages(second).getByText("to both tabs").count(), { timeout: 10_000 }).toBe(1);
    expect(sockets).toBe(1);
  });

  it("adds no global names to the page but nanostores' shared counter", async () => {
    const { context, page } = await h.newPage();
    opened.push(context);
    await page.goto(`${h.url}/examples/`);
    const added = await page.evaluate(async () => {
      const before = new Set(Object.getOwnPropertyNames(window));
      const script = document.createElement("script");
      script.src = "/widget/chat-panel.js";
      document.head.append(script);
      await customElements.whenDefined("chat-panel");
      return Object.getOwnPropertyNames(window).filter((name) => !before.has(name));
    });
    // nanostores keeps one epoch counter for every copy on the page on purpose (nanostores/atom), so
    // a partner's own nanostores and ours keep working side by side; nothing else may appear.
    expect(added).toEqual(["nanostoresGlobal"]);
  });
});
