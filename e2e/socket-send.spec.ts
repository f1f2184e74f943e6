import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bubbles, conversationRow, openChatWith, startTwoUsers, textbox, type TwoUsers } from "./two-users.js";
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
/** "pass": forward everything; "cut-before-ack": drop the next sendAck and close the socket; "down": refuse sockets. */
let mode: "pass" | "cut-before-ack" | "down" = "pass";
/** `ready` frames that reached Alice's page (one per socket that came up). */
let ready = 0;

function routeSocket(page: Page) {
  return page.routeWebSocket(/\/ws$/, (ws) => {
    if (mode === "down") return void ws.close({ code: 4000, reason: "cut" });
    const server = ws.connectToServer();
    ws.onMessage((message) => {
      if (typeof message === "string" && message.includes('"type":"send"')) socketSends += 1;
      server.send(message);
    });
    server.onMessage((message) => {
      const text = String(message);
      if (text.includes('"type":"ready"')) ready += 1;
      if (mode === "cut-before-ack" && text.includes('"type":"sendAck"')) {
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

beforeAll(async () => {
  users = await startTwoUsers();
  const { page } = users.alice;
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/message/send") httpSends += 1;
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
    expect(socketSends).toBe(1);
    expect(httpSends).toBe(0);
  });

  it("a socket cut after the server stored a message but before its ack: HTTP sends it again, and nobody sees it twice", async () => {
    const { alice, bob } = users;
    mode = "cut-before-ack";
    await send(alice.page, "cut mid-send");
    await expect.poll(() => httpSends, { timeout: 15_000 }).toBe(1);
    expect(socketSends).toBe(2);
    await expect.poll(() => times(bob.page, "cut mid-send"), { timeout: 10_000 }).toBe(1);
    // Sent, neither pending nor failed.
    await expect.poll(() => bubbles(alice.page).getByText("Sending…").count()).toBe(0);
    expect(await bubbles(alice.page).getByRole("button", { name: "Retry" }).count()).toBe(0);
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
});
