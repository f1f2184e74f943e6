import type { ConsoleUserDetail, ConsoleUserRow } from "@chat/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../db/test-helpers.js";
import { asOperator, createOperator, loginOperator } from "../../testing/console.js";
import { addUser } from "../../testing/social.js";
import type { TestUser } from "../../testing/social.js";
import { createTestApp } from "../../testing/test-app.js";
import type { TestApp } from "../../testing/test-app.js";
import { balanceOf } from "../../testing/wallet.js";

describe.each(testDatabases)("users in the console on %s", (dialect) => {
  let t: TestApp;
  let admin: string;
  let support: string;
  let zoe: TestUser;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await loginOperator(t, await createOperator(t, { role: "admin" }));
    support = await loginOperator(t, await createOperator(t, { role: "support" }));
    zoe = await addUser(t, "Zoë Example");
    await addUser(t, "Someone Else");
  });
  afterAll(() => t.close());

  const search = (q: string) => t.get<ConsoleUserRow[]>(`/api/admin/users/search?q=${encodeURIComponent(q)}`, asOperator(support));
  const detail = (userId: number) => t.get<ConsoleUserDetail>(`/api/admin/users/detail?userId=${userId}`, asOperator(support));
  const audit = (action: string) => t.database.db.selectFrom("audit_log").selectAll().where("action", "=", action).where("target_id", "=", String(zoe.id)).orderBy("id").execute();

  it("finds a user by e-mail, account ID or part of the nickname", async () => {
    for (const q of [zoe.email.toUpperCase(), String(zoe.id + 100_000), "zoë ex", "%", "_"]) {
      const found = await search(q);
      expect(found.status, q).toBe(200);
      if (q === "%" || q === "_") expect(found.body.data, q).toEqual([]);
      else expect(found.body.data.map((u) => u.id), q).toEqual([zoe.id]);
    }
    expect((await search("")).status).toBe(400);
  });

  it("shows the profile, membership, balances, flags and bills", async () => {
    const res = await detail(zoe.id);
    expect(res.body.data).toMatchObject({ user: { id: zoe.id, email: zoe.email, nickname: "Zoë Example" }, membership: { vipLevel: 0 }, balances: { goldCoin: 0 }, flags: { isPayMsg: false }, bills: [] });
    expect((await detail(999_999)).status).toBe(404);
  });

  it("adjusts coins through the ledger with a reason, admins only, never below zero", async () => {
    const add = await t.post("/api/admin/users/coins", { userId: zoe.id, delta: 50, reason: "Refund for ticket 12" }, asOperator(admin));
    expect(add.body.data).toEqual({ goldCoin: 50 });
    expect((await t.post("/api/admin/users/coins", { userId: zoe.id, delta: 50, reason: "x" }, asOperator(support))).status).toBe(403);
    expect((await t.post("/api/admin/users/coins", { userId: zoe.id, delta: -51, reason: "too much" }, asOperator(admin))).body).toMatchObject({ code: 400, msg: "The user does not have that many gold coins; nothing was changed." });
    expect((await t.post("/api/admin/users/coins", { userId: zoe.id, delta: 5, reason: " " }, asOperator(admin))).body.msg).toBe("Please give a reason.");
    expect((await balanceOf(t, zoe.id)).coins).toBe(50);
    const bills = (await detail(zoe.id)).body.data.bills;
    expect(bills).toMatchObject([{ asset: "gold_coin", delta: 50, balanceAfter: 50, reason: "admin", item: "Support: Refund for ticket 12" }]);
    const [entry, ...rest] = await audit("user.coins");
    expect(rest).toEqual([]);
    expect(JSON.parse(entry?.before ?? "")).toEqual({ goldCoin: 0 });
    expect(JSON.parse(entry?.after ?? "")).toEqual({ goldCoin: 50, delta: 50, reason: "Refund for ticket 12" });
  });

  it("sets VIP/SVIP and the paid-message flags, with before and after in the audit log", async () => {
    const res = await t.post("/api/admin/users/set", { userId: zoe.id, vipLevel: 2, isPayMsg: true }, asOperator(support));
    expect(res.status).toBe(200);
    expect((await detail(zoe.id)).body.data).toMatchObject({ membership: { vipLevel: 2, vipExpiresAt: null }, flags: { isPayMsg: true, isBurnPayMsg: false } });
    const [entry] = await audit("user.set");
    expect(JSON.parse(entry?.before ?? "")).toMatchObject({ vipLevel: 0, isPayMsg: false });
    expect(JSON.parse(entry?.after ?? "")).toMatchObject({ vipLevel: 2, isPayMsg: true, isBurnPayMsg: false });
    expect((await t.post("/api/admin/users/set", { userId: zoe.id }, asOperator(support))).status).toBe(400);
    expect((await t.post("/api/admin/users/set", { userId: zoe.id, vipLevel: 3 }, asOperator(support))).status).toBe(400);
  });
});
