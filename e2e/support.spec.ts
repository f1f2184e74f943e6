import { randomBytes } from "node:crypto";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPartnerSite, type PartnerSite } from "../examples/partner-site/server.js";
import { pageAxeViolations } from "./axe.js";
import { codeIn, startHarness, type Harness } from "./harness.js";
import { bubbles, conversationRow, openChatWith, panel, textbox } from "./two-users.js";
import { ALICE, logIn } from "./users.js";

/**
 * Customer service that answers, in Chromium against the real server: Alice writes to customer
 * service from her panel; the demo support operator logs in to /admin (password, then the mailed
 * code), finds her conversation unread in the Inbox, takes it, and answers; the answer shows in
 * Alice's open panel at once, her answer shows in the inbox without a reload, and the operator
 * resolves the conversation. Then the same for a member a partner site handed over.
 */
const OPERATOR = { email: "support@demo.chat", password: "support-2024-demo" };
const QUESTION = "I was charged twice for VIP [support e2e]";
const ANSWER = "Sorry about that, Alice: the second charge is refunded. [support e2e]";
/** The member's panel shows a reply live: well within this, not after a poll or a reload. */
const LIVE = { timeout: 2_000, interval: 50 };

let h: Harness;
let site: PartnerSite;
let alice: { context: BrowserContext; page: Page };
let op: { context: BrowserContext; page: Page };

beforeAll(async () => {
  const key = randomBytes(32).toString("base64url");
  site = await startPartnerSite({ chatUrl: "", partnerKey: key, port: 0, host: "127.0.0.1" });
  h = await startHarness({ DEMO: "1", PARTNER_KEYS: `${site.url}=${key}` });
  site.chatUrl = h.url;
  alice = await h.newPage();
  op = await h.newPage();
  await logIn(alice.page, h.url, ALICE);
});
afterAll(async () => {
  await h?.close();
  await site?.close();
});

const inbox = (page: Page) => page.getByRole("region", { name: "Conversations" });
const threadRow = (page: Page, name: string) => inbox(page).getByRole("listitem").filter({ has: page.getByRole("button", { name, exact: true }) });
const conversation = (page: Page) => page.locator(".inbox-conversation");

async function reply(page: Page, text: string) {
  await conversation(page).getByRole("textbox", { name: "Reply" }).fill(text);
  await conversation(page).getByRole("button", { name: "Send", exact: true }).click();
}

describe("customer service in the operator console", () => {
  it("takes a member's message from the panel", async () => {
    await openChatWith(alice.page, "Customer service");
    await textbox(alice.page).fill(QUESTION);
    await textbox(alice.page).press("Enter");
    await expect.poll(() => bubbles(alice.page).getByText(QUESTION).count()).toBe(1);
  });

  it("shows it unread in the Inbox of an operator who logged in with the mailed code", async () => {
    const page = op.page;
    await page.goto(`${h.url}/admin`);
    await page.getByLabel("E-mail").fill(OPERATOR.email);
    await page.getByLabel("Password").fill(OPERATOR.password);
    const mail = h.smtp.nextMail(OPERATOR.email);
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByLabel("Code from the e-mail").fill(codeIn((await mail).text));
    await page.getByRole("button", { name: "Log in" }).click();
    // The Inbox is the console's first section, where support staff start.
    await expect.poll(() => page.getByRole("heading", { level: 1, name: "Inbox" }).isVisible()).toBe(true);
    const row = threadRow(page, ALICE.name);
    await expect.poll(() => row.textContent()).toContain(QUESTION);
    expect(await row.textContent()).toContain("1 unread message");
    expect(await row.textContent()).toContain("Unassigned");
    expect(await row.textContent()).toContain("Web app");
    expect(await pageAxeViolations(page)).toEqual([]);
  });

  it("lets the operator take it and answer: the answer shows in Alice's open panel at once", async () => {
    const page = op.page;
    await threadRow(page, ALICE.name).getByRole("button", { name: ALICE.name, exact: true }).click();
    await expect.poll(() => conversation(page).getByText(QUESTION).isVisible()).toBe(true);
    // Opening it read it.
    await expect.poll(() => threadRow(page, ALICE.name).textContent()).not.toContain("unread message");
    await conversation(page).getByRole("button", { name: "Assign to me" }).click();
    await expect.poll(() => conversation(page).getByText("Assigned to you.").isVisible()).toBe(true);
    await reply(page, ANSWER);
    await expect.poll(() => bubbles(alice.page).getByText(ANSWER).count(), LIVE).toBe(1);
    // Rendered as "Customer service" wrote it, as text.
    expect(await conversation(page).getByText(ANSWER).count()).toBe(1);
    expect(await pageAxeViolations(page)).toEqual([]);
  });

  it("shows the member's answer in the inbox without a reload, and resolves the conversation", async () => {
    const page = op.page;
    await textbox(alice.page).fill("Thank you! [support e2e]");
    await textbox(alice.page).press("Enter");
    await expect.poll(() => conversation(page).getByText("Thank you! [support e2e]").isVisible(), LIVE).toBe(true);
    await conversation(page).getByRole("button", { name: "Resolve" }).click();
    await expect.poll(() => conversation(page).getByRole("button", { name: "Reopen" }).isVisible()).toBe(true);
    // Gone from the open ones, listed with the resolved ones.
    await expect.poll(() => threadRow(page, ALICE.name).count()).toBe(0);
    await inbox(page).getByRole("button", { name: "Resolved", exact: true }).click();
    await expect.poll(() => threadRow(page, ALICE.name).count()).toBe(1);
  });

  it("answers a member a partner site handed over, the same way", async () => {
    const { page: lena } = await h.newPage();
    await lena.goto(site.url);
    await lena.getByLabel("Your name").fill("Lena");
    await lena.getByRole("button", { name: "Sign in" }).click();
    await panel(lena).getByRole("button", { name: "Chat", exact: true }).click();
    await conversationRow(lena, "Customer service").getByRole("button").first().click();
    await expect.poll(() => textbox(lena).isVisible()).toBe(true);
    await textbox(lena).fill("Hallo, wo finde ich meine Bestellungen? [support e2e]");
    await textbox(lena).press("Enter");

    const page = op.page;
    await inbox(page).getByRole("button", { name: "Open", exact: true }).click();
    const row = threadRow(page, "Lena");
    // Live: the new conversation arrives in the open list by itself; it names the partner's site.
    await expect.poll(() => row.textContent(), { timeout: 5_000 }).toContain("wo finde ich");
    expect(await row.textContent()).toContain(new URL(site.url).host);
    await row.getByRole("button", { name: "Lena", exact: true }).click();
    await reply(page, "Unter Konto → Bestellungen. [support e2e]");
    await expect.poll(() => panel(lena).getByRole("region", { name: "Messages" }).getByText("Unter Konto → Bestellungen. [support e2e]").count(), LIVE).toBe(1);
    await conversation(page).getByRole("button", { name: "Resolve" }).click();
    await expect.poll(() => conversation(page).getByRole("button", { name: "Reopen" }).isVisible()).toBe(true);
  });

  it("has nothing axe finds in Arabic either", async () => {
    const page = op.page;
    await page.getByRole("combobox", { name: "Language" }).selectOption("ar");
    await page.waitForFunction(() => document.documentElement.dir === "rtl");
    await expect.poll(() => page.getByRole("heading", { level: 1, name: "صندوق الوارد" }).isVisible()).toBe(true);
    expect(await pageAxeViolations(page)).toEqual([]);
  });
});
