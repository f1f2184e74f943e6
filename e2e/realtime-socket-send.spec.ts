import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bubbles, conversationRow, openChatWith, panel, startTwoUsers, textbox, type TwoUsers } from "./two-users.js";
import { ALICE, BOB } from "./users.js";

/**
 * Alice's panel sends over its open gateway socket; the socket runs through a Playwright route, so
 * the spec can cut it — even between the server storing a message and its `sendAck` reaching the
 * page — and keep it down. The steps share one conversation, so they run in order.
 */
let users: TwoUsers;
/** The POST /api/message/send requests Alice's page made. */
let httpSends = 0;
/** The `send` frames Alice's page wrote on its socket. */
let socketSends = 0;
/** "pass": forward everything; "cut-before-ack": drop the ack of CUT_TEXT and close the socket; "down": refuse sockets. */
let mode: "pass" | "cut-before-ack" | "down" = "pass";
/** The message whose ack never reaches the page, and its send frame's id. */
const CUT_TEXT = "cut mid-send";
let cutId: string | undefined;
/** `ready` frames that reached Alice's page (one per socket that came up). */
let ready = 0;

function routeSocket(page: Page) {
  return page.routeWebSocket(/\/ws$/, (ws) => {
    if (mode === "down") return void ws.close({ code: 4000, reason: "cut" });
    const server = ws.connectToServer();
    ws.onMessage((message) => {
      if (typeof message === "string" && message.includes('"type":"send"')) {
        socketSends += 1;
        if (message.includes(CUT_TEXT)) cutId = (JSON.parse(message) as { id: string }).id;
      }
      server.send(message);
    });
    server.onMessage((message) => {
      const text = String(message);
      if (text.includes('"type":"ready"')) ready += 1;
      if (mode === "cut-before-ack" && cutId && text.includes('"type":"sendAck"') && (JSON.parse(text) as { id: string }).id === cutId) {
        // Stored on the server; the page never hears the ack, and its socket is gone.
        mode = "down";
        server.close();
        ws.close({ code: 4000, reason: "cut" });
        return;
      }
      ws.send(message);
    });
  });
}

async function send(page: Page, text: string) {
  await textbox(page).fill(text);
  await textbox(page).press("Enter");
}

const times = (page: Page, text: string) => bubbles(page).getByText(text, { exact: true }).count();
/** Alice's messages are all answered: none pending, none failed. */
async function settled(page: Page) {
  await expect.poll(() => bubbles(page).getByText("Sending…").count(), { timeout: 15_000 }).toBe(0);
  expect(await bubbles(page).getByRole("button", { name: "Retry" }).count()).toBe(0);
}

beforeAll(async () => {
  users = await startTwoUsers();
  const { page } = users.alice;
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/message/send") {
      httpSends += 1;
    }
  });
  await routeSocket(page);
  // The socket opened at login was not routed: a reload opens it through the route.
  await page.reload();
});
afterAll(async () => {
  await users?.close();
});

describe("the panel sends over its open socket", () => {
  it("sends over the socket while it is up: no HTTP send, the friend gets it once", async () => {
    const { alice, bob } = users;
    await expect.poll(() => ready, { timeout: 20_000 }).toBeGreaterThan(0);
    await openChatWith(alice.page, BOB.name);
    await openChatWith(bob.page, ALICE.name);
    await send(alice.page, "over the socket");
    await expect.poll(() => times(bob.page, "over the socket"), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => times(alice.page, "over the socket")).toBe(1);
    await settled(alice.page);
    expect(socketSends).toBe(1);
    expect(httpSends).toBe(0);
  });

  it("a socket cut after the server stored a message but before its ack: HTTP sends it again, and nobody sees it twice", async () => {
    const { alice, bob } = users;
    mode = "cut-before-ack";
    await send(alice.page, CUT_TEXT);
    await expect.poll(() => httpSends, { timeout: 15_000 }).toBe(1);

    expect(socketSends).toBe(2);
    await expect.poll(() => times(bob.page, "cut mid-send"), { timeout: 10_000 }).toBe(1);
    await settled(alice.page);
    expect(await times(alice.page, "cut mid-send")).toBe(1);
  });

  it("while the socket stays down, the next message goes over HTTP and arrives once", async () => {
    const { alice, bob } = users;
    expect(mode).toBe("down");
    await send(alice.page, "while the socket is down");
    await expect.poll(() => times(bob.page, "while the socket is down"), { timeout: 10_000 }).toBe(1);
    expect(httpSends).toBe(2);
    expect(socketSends).toBe(2);
    expect(await times(alice.page, "while the socket is down")).toBe(1);
    await settled(alice.page);
  });

  it("once the socket is back, sends go over it again; the stored history holds each message once", async () => {
    const { alice, bob } = users;
    const before = ready;
    mode = "pass";
    // The browser says it is back online: the panel reconnects without waiting for its backoff.
    await alice.page.evaluate(() => window.dispatchEvent(new Event("online")));
    await expect.poll(() => ready, { timeout: 30_000 }).toBeGreaterThan(before);
    await send(alice.page, "back on the socket");
    await expect.poll(() => times(bob.page, "back on the socket"), { timeout: 10_000 }).toBe(1);
    await settled(alice.page);
    expect(socketSends).toBe(3);
    expect(httpSends).toBe(2);
    // After a reload (the history from the server, not this page's memory): each message once.
    await bob.page.reload();
    await openChatWith(bob.page, ALICE.name);
    for (const text of ["over the socket", "cut mid-send", "while the socket is down", "back on the socket"]) {
      await expect.poll(() => times(bob.page, text), { timeout: 10_000 }).toBe(1);
    }
    expect(await conversationRow(bob.page, ALICE.name).count()).toBe(1);
  });

  it("a refusal over the socket reads in the UI's language, word for word as HTTP gives it", async () => {
    const { alice, bob } = users;
    const tokenOf = async (context: typeof alice.context) => (await context.cookies()).find((c) => c.name === "chat_access_token")?.value ?? "";
    const api = async (token: string, path: string, body: unknown, language = "en") => {
      const res = await fetch(`${users.h.url}${path}`, { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json", "accept-language": language }, body: JSON.stringify(body) });
      return (await res.json()) as { code: number; msg: string };
    };
    const idOf = async (token: string) =>
      ((await (await fetch(`${users.h.url}/api/account/my-info`, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: { id: number } }).data.id;
    const [aliceToken, bobToken] = await Promise.all([tokenOf(alice.context), tokenOf(bob.context)]);
    expect((await api(bobToken, "/api/user/block", { userId: await idOf(aliceToken) })).code).toBe(200);

    await alice.page.locator("select.language-select").first().selectOption("de");
    await expect.poll(() => alice.page.evaluate(() => document.documentElement.lang)).toBe("de");
    const box = panel(alice.page).locator("textarea");
    await box.fill("Bist du noch da?");
    await box.press("Enter");
    // What HTTP answers a German browser for the same refusal (a send of Node's, not the page's).
    const http = await api(aliceToken, "/api/message/send", { toUserId: await idOf(bobToken), messageType: "txt", content: "?", clientMsgId: "e2e-socket-send-http-de" }, "de");
    expect(http.msg).not.toBe("You cannot message this user.");
    // The failed bubble (the messages' region has a German name now) shows the server's text.
    await expect.poll(() => panel(alice.page).getByText(http.msg, { exact: true }).count(), { timeout: 10_000 }).toBe(1);
    expect(socketSends).toBe(4);
    expect(httpSends).toBe(2);
    await expect.poll(() => box.inputValue()).toBe("Bist du noch da?");
  });
});
