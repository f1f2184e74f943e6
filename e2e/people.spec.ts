/**
 * People in Chromium against the real server, two new users who never met, each in a browser: A finds
 * B by account ID in the header search and opens B's home page; B's visitors page shows A; A follows
 * B and B's panel shows "followed you"; A asks for friendship, B approves in the panel, and they chat;
 * then B blocks A from A's home page and A's next message is refused, A's draft kept. Then a block
 * between two demo friends: Bob blocks Alice while she is writing to him; her send is refused, her
 * draft stays, and Bob's Recent drops her until he unblocks.
 */
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codeIn, startHarness, type Harness } from "./harness.js";
import { bubbles, conversationRow, openChatWith, openPanel, panel, sidebar, startTwoUsers, textbox, type TwoUsers } from "./two-users.js";
import { ALICE, BOB } from "./users.js";

let h: Harness;

async function call<T>(path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${h.url}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const envelope = (await response.json()) as { code: number; msg: string; data: T };
  if (!response.ok) throw new Error(`${path}: ${response.status} ${envelope.msg}`);
  return envelope.data;
}

interface Person {
  id: number;
  nickname: string;
  page: Page;
  context: BrowserContext;
}

/** Registers through the API with the mailed code, names the account, and signs a browser in with it. */
async function newPerson(nickname: string): Promise<Person> {
  const email = `${nickname.toLowerCase()}-${Date.now()}@example.org`;
  const password = "correct horse 42";
  const mail = h.smtp.nextMail(email);
  await call("/api/account/verification-code", { email, type: "register" });
  await call("/api/account/register", { email, code: codeIn((await mail).text), password });
  const { token, userInfo } = await call<{ token: string; userInfo: { id: number } }>("/api/account/login", { account: email, password });
  await call("/api/user/info-edit", { nickname }, token);
  const { context, page } = await h.newPage();
  await context.addCookies([{ name: "chat_access_token", value: token, url: h.url }]);
  await page.goto(`${h.url}/onlineDating`);
  await expect.poll(() => sidebar(page).getByText(nickname, { exact: true }).isVisible(), { timeout: 15_000 }).toBe(true);
  return { id: userInfo.id, nickname, page, context };
}

describe("people, in two browsers against the real server", () => {
  // Each describe starts its own server when it begins, so only one runs at a time.
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it("search, visit, follow, friend request, a first message between strangers, then a block from the home page", async () => {
    const a = await newPerson("Anouk");
    const b = await newPerson("Bruno");

    // A finds B by account ID (id + 100000) in the header search.
    const search = a.page.getByRole("searchbox", { name: "Search ID" });
    await search.fill(String(b.id + 100000));
    await search.press("Enter");
    await a.page.waitForURL(new RegExp(`/userHomePage/${b.id}$`));
    const home = a.page.getByRole("region", { name: "Bruno" });
    await expect.poll(() => home.getByText(String(b.id + 100000), { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => home.getByText("Today's views").locator("xpath=..").locator("dd").textContent()).toBe("1");

    // B sees A among the visitors.
    await b.page.goto(`${h.url}/myVisitors`);
    const visitors = b.page.getByRole("list", { name: "Visitors" });
    await expect.poll(() => visitors.getByRole("link", { name: /Anouk/ }).isVisible(), { timeout: 15_000 }).toBe(true);

    // A follows B; B's panel shows the interaction.
    await home.getByRole("button", { name: "Follow", exact: true }).click();
    await expect.poll(() => home.getByRole("button", { name: "Unfollow" }).isVisible()).toBe(true);
    await openPanel(b.page);
    await panel(b.page).getByRole("button", { name: /Interaction notifications/ }).click();
    const notes = panel(b.page).getByRole("list", { name: "Interaction notifications" });
    await expect.poll(() => notes.getByText("Anouk followed you").isVisible(), { timeout: 15_000 }).toBe(true);

    // A asks for friendship; B (verification by default) approves in the panel.
    await home.getByRole("button", { name: "Add friend" }).click();
    await expect.poll(() => a.page.getByRole("status").filter({ hasText: "Friend request sent" }).isVisible()).toBe(true);
    await sidebar(b.page).getByRole("link", { name: "Friend applications" }).click();
    const applications = panel(b.page).getByRole("list", { name: "Friend applications" });
    await expect.poll(() => applications.getByText("Anouk", { exact: true }).isVisible(), { timeout: 15_000 }).toBe(true);
    await applications.getByRole("button", { name: "Approve" }).click();
    await expect.poll(() => applications.getByText("Approved").isVisible()).toBe(true);

    // A writes from B's home page; B reads it.
    await home.getByRole("button", { name: "Send message" }).click();
    await expect.poll(() => textbox(a.page).isVisible(), { timeout: 15_000 }).toBe(true);
    await textbox(a.page).fill("Hallo Bruno, nice to meet you!");
    await textbox(a.page).press("Enter");
    await b.page.goto(`${h.url}/onlineDating`);
    await openPanel(b.page);
    await conversationRow(b.page, "Anouk").getByRole("button").first().click();
    await expect.poll(() => bubbles(b.page).getByText("Hallo Bruno, nice to meet you!").isVisible(), { timeout: 15_000 }).toBe(true);

    // B blocks A from A's home page, after the dialog says what blocking does.
    await b.page.goto(`${h.url}/userHomePage/${a.id}`);
    const anouk = b.page.getByRole("region", { name: "Anouk" });
    await anouk.getByRole("button", { name: "Block", exact: true }).click();
    const dialog = b.page.getByRole("dialog", { name: "Block Anouk?" });
    await expect.poll(() => dialog.getByText(/Anouk will no longer be able to message you, add you as a friend, follow you or see your home page/).isVisible()).toBe(true);
    await dialog.getByRole("button", { name: "Block", exact: true }).click();
    await expect.poll(() => anouk.getByRole("button", { name: "Unblock" }).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await anouk.getByText("You blocked Anouk.").isVisible()).toBe(true);
    expect(await anouk.getByRole("button", { name: "Add friend" }).count()).toBe(0);

    // A's next message is refused with the reason, and A's draft stays in the box.
    await textbox(a.page).fill("Are you still there?");
    await textbox(a.page).press("Enter");
    await expect.poll(() => bubbles(a.page).getByText("You cannot message this user.").count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await expect.poll(() => textbox(a.page).inputValue()).toBe("Are you still there?");
    await a.context.close();
    await b.context.close();
  });
});

let users: TwoUsers;

/** Calls the API as the signed-in user of a browser (the session cookie's token), as another tool would. */
async function callAs<T>(context: BrowserContext, method: "GET" | "POST", path: string, body?: unknown): Promise<{ status: number; data: T }> {
  const token = (await context.cookies()).find((c) => c.name === "chat_access_token")?.value ?? "";
  const res = await fetch(`${users.h.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, data: ((await res.json()) as { data: T }).data };
}

describe("block in Chromium", () => {
  beforeAll(async () => {
    users = await startTwoUsers();
  }, 120_000);
  afterAll(async () => {
    await users?.close();
  });

  it("a blocked friend's send is refused with the reason and the draft kept; the blocker's Recent drops them; unblocking restores it", async () => {
    const { alice, bob } = users;
    await openChatWith(alice.page, BOB.name);
    await openPanel(bob.page);
    await expect.poll(() => conversationRow(bob.page, ALICE.name).count(), { timeout: 10_000 }).toBe(1);

    const friends = await callAs<{ friendUserId: number; friendUserNickName: string }[]>(bob.context, "GET", "/api/friend/friend-list");
    const aliceId = friends.data.find((f) => f.friendUserNickName === ALICE.name)?.friendUserId;
    expect(aliceId).toBeTypeOf("number");
    expect((await callAs(bob.context, "POST", "/api/user/block", { userId: aliceId })).status).toBe(200);

    // Bob's open panel follows the block event: Alice leaves his Recent without a reload.
    await expect.poll(() => conversationRow(bob.page, ALICE.name).count(), { timeout: 10_000 }).toBe(0);

    await textbox(alice.page).fill("Are we still on for Friday?");
    await textbox(alice.page).press("Enter");
    await expect.poll(() => bubbles(alice.page).getByText("You cannot message this user.").count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await expect.poll(() => textbox(alice.page).inputValue()).toBe("Are we still on for Friday?");

    expect((await callAs(bob.context, "POST", "/api/user/unblock", { userId: aliceId })).status).toBe(200);
    await expect.poll(() => conversationRow(bob.page, ALICE.name).count(), { timeout: 10_000 }).toBe(1);
    await textbox(alice.page).fill("Back again");
    await textbox(alice.page).press("Enter");
    await expect.poll(() => panel(bob.page).getByText("Back again").count(), { timeout: 10_000 }).toBeGreaterThan(0);
  }, 90_000);
});
