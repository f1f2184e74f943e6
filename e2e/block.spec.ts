import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext } from "playwright-core";
import { ALICE, BOB } from "./users.js";
import { bubbles, conversationRow, openChatWith, openPanel, panel, startTwoUsers, textbox, type TwoUsers } from "./two-users.js";

/** Block in two browsers: Bob blocks Alice while she is writing to him; her send is refused, her draft stays, and Bob's Recent drops her until he unblocks. */
let users: TwoUsers;

beforeAll(async () => {
  users = await startTwoUsers();
}, 120_000);
afterAll(async () => {
  await users?.close();
});

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
