/**
 * Live notices in Chromium against the real server: what happens elsewhere shows without a reload. Anouk has the chat
 * page open: Bruno follows her, likes and comments on her moment, and each shows as a toast of the web
 * app while the interaction row's count climbs. She asks Bruno to be friends from his card in the
 * panel; his acceptance shows there at once ("Send message", a notice). Then, on Carla's home page with
 * the panel closed, Carla's acceptance turns the page into a friend's and the web app says so.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codeIn, startHarness, type Harness } from "./harness.js";
import { openPanel, panel, sidebar } from "./two-users.js";
import { TINY_PNG } from "./users.js";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

async function call<T>(path: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(`${h.url}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { authorization: `Bearer ${token}`, ...(body instanceof FormData ? {} : { "content-type": "application/json" }) },
    ...(body === undefined ? {} : { body: body instanceof FormData ? body : JSON.stringify(body) }),
  });
  const envelope = (await response.json()) as { code: number; msg: string; data: T };
  if (!response.ok) throw new Error(`${path}: ${response.status} ${envelope.msg}`);
  return envelope.data;
}

const LIVE = { timeout: 15_000 };

interface Account {
  id: number;
  token: string;
}

/** Registers through the API with the mailed code and names the account. */
async function newAccount(nickname: string): Promise<Account> {
  const email = `${nickname.toLowerCase()}-${Date.now()}@example.org`;
  const password = "correct horse 42";
  const mail = h.smtp.nextMail(email);
  const post = (path: string, body: unknown) => fetch(`${h.url}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  await post("/api/account/verification-code", { email, type: "register" });
  await post("/api/account/register", { email, code: codeIn((await mail).text), password });
  const login = (await (await post("/api/account/login", { account: email, password })).json()) as { data: { token: string; userInfo: { id: number } } };
  await call("/api/user/info-edit", login.data.token, { nickname });
  return { id: login.data.userInfo.id, token: login.data.token };
}

/**
 * Signs a browser in with the account's token and waits for its first socket to be ready: a browser's
 * very first connection starts "from now", and every later one (the open panel's) resumes from there.
 */
async function signIn(account: Account, nickname: string): Promise<Page> {
  const { context, page } = await h.newPage();
  let ready = false;
  page.on("websocket", (socket) => socket.on("framereceived", ({ payload }) => void (ready ||= String(payload).includes('"type":"ready"'))));
  await context.addCookies([{ name: "chat_access_token", value: account.token, url: h.url }]);
  await page.goto(`${h.url}/onlineDating`);
  await expect.poll(() => sidebar(page).getByText(nickname, { exact: true }).isVisible(), LIVE).toBe(true);
  await expect.poll(() => ready, LIVE).toBe(true);
  return page;
}

/** Approves the one pending friend request `account` has. */
async function approveRequest(account: Account): Promise<void> {
  const [apply] = await call<{ applyId: number }[]>("/api/friend/applys", account.token);
  await call(`/api/friend/apply-deal?applyId=${apply?.applyId}&status=1`, account.token);
}

describe("live notices, in Chromium against the real server", () => {
  it("a follower, a like and a comment toast in the web app; an accepted friend request updates the card and the home page", async () => {
    const anouk = await newAccount("Anouk");
    const bruno = await newAccount("Bruno");
    const carla = await newAccount("Carla");
    const form = new FormData();
    form.append("text", "Sunset at the lake");
    form.append("type", "0");
    form.append("file", new Blob([TINY_PNG], { type: "image/png" }), "sunset.png");
    const moment = await call<{ id: number }>("/api/dynamic/release", anouk.token, form);

    const page = await signIn(anouk, "Anouk");
    await openPanel(page);
    const interactions = panel(page).getByRole("button", { name: /Interaction notifications/ });
    await expect.poll(() => interactions.isVisible(), LIVE).toBe(true);
    const toast = (text: string) => page.locator(".toasts").getByRole("status").filter({ hasText: text });

    // Bruno follows, likes and comments: each is a toast, and the row's count follows without a reload.
    await call("/api/user/follow", bruno.token, { userId: anouk.id });
    await expect.poll(() => toast("Bruno followed you").isVisible(), LIVE).toBe(true);
    await expect.poll(() => interactions.getByLabel("1 unread").isVisible(), LIVE).toBe(true);
    await call("/api/dynamic/support", bruno.token, { dynamicId: moment.id, like: true });
    await expect.poll(() => toast("Bruno liked your moment").isVisible(), LIVE).toBe(true);
    await call("/api/dynamic/comment", bruno.token, { dynamicId: moment.id, text: "Beautiful!" });
    await expect.poll(() => toast("Bruno commented on your moment").isVisible(), LIVE).toBe(true);
    await expect.poll(() => interactions.getByLabel("3 unread").isVisible(), LIVE).toBe(true);

    // From the notifications, Bruno's card: Anouk asks him to be friends; he accepts elsewhere.
    await interactions.click();
    await panel(page).getByRole("button", { name: "Profile of Bruno" }).first().click();
    const card = panel(page).locator(".profile__actions");
    await card.getByRole("button", { name: "Add friend" }).click();
    await expect.poll(() => card.getByRole("button", { name: "Request sent" }).isVisible(), LIVE).toBe(true);
    await approveRequest(bruno);
    const notice = panel(page).locator(".live-notices").getByRole("status").filter({ hasText: "Bruno accepted your friend request" });
    await expect.poll(() => notice.isVisible(), LIVE).toBe(true);
    expect(await card.getByRole("button", { name: "Send message" }).isVisible()).toBe(true);
    expect(await card.getByRole("button", { name: /Add friend|Request sent/ }).count()).toBe(0);
    // The open panel said it: the web app does not say it twice.
    expect(await toast("Bruno accepted your friend request").count()).toBe(0);

    // Carla's home page, the panel closed: her acceptance makes it a friend's page, and a toast says so.
    await page.goto(`${h.url}/userHomePage/${carla.id}`);
    const home = page.getByRole("region", { name: "Carla" });
    await home.getByRole("button", { name: "Add friend" }).click();
    await expect.poll(() => home.getByRole("button", { name: "Friend request sent" }).isVisible(), LIVE).toBe(true);
    await approveRequest(carla);
    await expect.poll(() => toast("Carla accepted your friend request").isVisible(), LIVE).toBe(true);
    await expect.poll(() => home.getByRole("button", { name: "Gift" }).isVisible(), LIVE).toBe(true);
    expect(await home.getByRole("button", { name: /Add friend|Friend request sent/ }).count()).toBe(0);
    await page.context().close();
  });
});
