import type { PartnerSession, ServerFrame } from "@chat/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../db/test-helpers.js";
import { parsePartnerKeys } from "../security/partner-keys.js";
import { newToken, sha256 } from "../security/token.js";
import { addUser } from "../testing/social.js";
import { createTestApp } from "../testing/test-app.js";
import type { TestApp } from "../testing/test-app.js";
import { connectWs } from "../testing/ws-client.js";
import { CLOSE } from "./connection.js";

const SHOP_KEY = "shop-key-0123456789abcdefghijklmnop";
const isUnauthorized = (f: ServerFrame) => f.type === "error" && f.code === 401;

/** A socket never outlives its session: logout, account deletion and expiry close it at once. */
describe.each(testDatabases)("a connected socket whose session ends, on %s", (dialect) => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp(dialect, { config: { partners: parsePartnerKeys(`https://shop.example=${SHOP_KEY}`) } });
    url = await t.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(() => t.close());

  it("closes as unauthorized when the user logs out", async () => {
    const user = await addUser(t, "Lou");
    const socket = await connectWs(url);
    await socket.auth(user.token);
    expect((await t.post("/api/account/logout", {}, { token: user.token })).status).toBe(200);
    expect(isUnauthorized(await socket.next(isUnauthorized))).toBe(true);
    expect(await socket.closed).toBe(CLOSE.authFailed);
  });

  it("a password change closes the other sessions' sockets and keeps the changing one's", async () => {
    const user = await addUser(t, "Pat");
    const mine = await connectWs(url);
    await mine.auth(user.token);
    // A second signed-in browser of the same user (logging in would end the first: one device at a time).
    const otherToken = newToken();
    const now = t.clock.now();
    await t.database.db
      .insertInto("sessions")
      .values({ token_hash: sha256(otherToken), user_id: user.id, created_at: now, expires_at: now + 60 * 60_000, last_seen_at: now })
      .execute();
    const other = await connectWs(url);
    await other.auth(otherToken);
    const changed = await t.post("/api/account/update-pass", { oldPassword: user.password, password: "newpass456" }, { token: user.token });
    expect(changed.status).toBe(200);
    expect(await other.closed).toBe(CLOSE.conflict);
    // The changing browser's socket still answers: a ping gets its pong.
    mine.send({ type: "ping" });
    expect((await mine.next((f) => f.type === "pong")).type).toBe("pong");
    expect(mine.ws.readyState).toBe(mine.ws.OPEN);
    mine.close();
  });

  it("closes when the partner deletes its member", async () => {
    const handedOver = await t.post<PartnerSession>("/api/partner/session", { externalId: "gone-1", nickname: "Gone" }, { token: SHOP_KEY, ip: t.nextIp() });
    const socket = await connectWs(url);
    await socket.auth(handedOver.body.data.token);
    expect((await t.post("/api/partner/delete-user", { externalId: "gone-1" }, { token: SHOP_KEY, ip: t.nextIp() })).status).toBe(200);
    expect(await socket.closed).toBe(CLOSE.authFailed);
  });

  it("closes when the session's time is up, and not before", async () => {
    const user = await addUser(t, "Eve");
    await t.database.db.updateTable("sessions").set({ expires_at: t.clock.now() + 300 }).where("token_hash", "=", sha256(user.token)).execute();
    const socket = await connectWs(url);
    await socket.auth(user.token);
    // The timer fires after 300 ms but the (manual) clock has not moved: the session is still live.
    await new Promise((r) => setTimeout(r, 500));
    expect(socket.frames.some(isUnauthorized)).toBe(false);
    t.clock.advance(301);
    expect(await socket.closed).toBe(CLOSE.authFailed);
  });
});
