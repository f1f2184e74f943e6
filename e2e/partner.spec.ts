import { randomBytes, randomUUID } from "node:crypto";
import type { HistoryPage } from "@chat/protocol";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPartnerSite, type PartnerSite } from "../examples/partner-site/server.js";
import { startHarness, type Harness } from "./harness.js";
import { ALICE } from "./users.js";

/**
 * A partner site on its own origin hands its signed-in member to the chat: its backend
 * calls POST /api/partner/session with its key, the page sets `<chat-panel token>`, and the member
 * chats without ever seeing our login. Cross-origin for real: the element, its chunks, the API (CORS)
 * and the WebSocket (origin check) all come from the chat server's origin.
 */
let h: Harness;
let site: PartnerSite;
let page: Page;
let aliceToken = "";
const violations: string[] = [];

beforeAll(async () => {
  const key = randomBytes(32).toString("base64url");
  site = await startPartnerSite({ chatUrl: "", partnerKey: key, port: 0, host: "127.0.0.1" });
  h = await startHarness({ DEMO: "1", PARTNER_KEYS: `${site.url}=${key}` });
  site.chatUrl = h.url;
  aliceToken = (await api<{ token: string }>("/api/account/login", { account: ALICE.email, password: ALICE.password })).token;
  ({ page } = await h.newPage());
  page.on("console", (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });
});
afterAll(async () => {
  await h?.close();
  await site?.close();
});

/** A call to the chat API as Alice (or with another token), answering the envelope's data. */
async function api<T>(path: string, body?: unknown, token = aliceToken): Promise<T> {
  const response = await fetch(`${h.url}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const envelope = (await response.json()) as { code: number; msg: string; data: T };
  if (!response.ok) throw new Error(`${path}: ${response.status} ${envelope.msg}`);
  return envelope.data;
}

const panel = () => page.locator("chat-panel");
const handedToken = () => panel().evaluate((element) => (element as HTMLElement & { token: string | null }).token);

describe("a session handed over by a partner", () => {
  it("signs the partner's member into the panel without our login, and they chat across origins", async () => {
    expect(new URL(site.url).origin).not.toBe(new URL(h.url).origin);
    await page.goto(site.url);
    await page.getByLabel("Your name").fill("Lena");
    await page.getByRole("button", { name: "Sign in" }).click();
    await panel().getByRole("button", { name: "Chat", exact: true }).click();
    // The panel is live at once: Recent, never the e-mail and password form.
    await expect.poll(() => panel().getByRole("tab", { name: "Recent" }).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await panel().getByLabel("Password").count()).toBe(0);

    const lena = await api<{ id: number; nickname: string }>("/api/account/my-info", undefined, (await handedToken())!);
    expect(lena.nickname).toBe("Lena");
    await api("/api/friend/add-friend", { userId: lena.id, note: "Hi from Alice" });
    await panel().getByRole("button", { name: /Friend applications/ }).click();
    await panel().getByRole("button", { name: "Approve" }).click();
    await expect.poll(() => panel().getByText("Approved").isVisible()).toBe(true);

    await api("/api/message/send", { toUserId: lena.id, messageType: "txt", content: "Willkommen, Lena!", clientMsgId: randomUUID() });
    const row = panel().locator(".recent__row").filter({ has: page.getByText(ALICE.name, { exact: true }) });
    await row.getByRole("button").first().click();
    const messages = panel().getByRole("region", { name: "Messages" });
    await expect.poll(() => messages.getByText("Willkommen, Lena!").count(), { timeout: 10_000 }).toBe(1);
    const box = panel().getByRole("textbox", { name: "Message" });
    await box.fill("Danke, Alice!");
    await box.press("Enter");
    await expect
      .poll(async () => {
        const history = await api<HistoryPage>(`/api/message/history?userId=${lena.id}`);
        return history.messages.map((m) => m.msg);
      }, { timeout: 10_000 })
      .toContain("Danke, Alice!");
    // The partner page runs the strict policy of docs/embedding.md for the chat's origin.
    expect((await page.request.get(site.url)).headers()["content-security-policy"]).toContain(`script-src 'self' ${h.url}`);
    expect(violations).toEqual([]);
  });

  it("gets a fresh session from the partner when the handed-over one has expired", async () => {
    const before = await handedToken();
    // A day later the chat refuses the token the partner still holds; the page asks for a new one.
    h.advanceClock(25 * 60 * 60_000);
    await page.reload();
    await expect.poll(async () => (await handedToken()) !== before && (await handedToken()) !== null, { timeout: 15_000 }).toBe(true);
    await panel().getByRole("button", { name: "Chat", exact: true }).click();
    await expect.poll(() => panel().locator(".recent__row").filter({ has: page.getByText(ALICE.name, { exact: true }) }).count(), { timeout: 15_000 }).toBe(1);
    expect(await panel().getByLabel("Password").count()).toBe(0);
  });

  it("ends the chat session when the member signs out of the partner site", async () => {
    const token = (await handedToken())!;
    await api("/api/account/my-info", undefined, token);
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.getByLabel("Your name").waitFor();
    await expect(api("/api/account/my-info", undefined, token)).rejects.toThrow(/401/);
  });
});
