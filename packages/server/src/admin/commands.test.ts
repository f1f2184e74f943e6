import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabases } from "../db/test-helpers.js";
import type { TestDatabase } from "../db/test-helpers.js";
import { parsePartnerKeys } from "../security/partner-keys.js";
import { runAdmin } from "./commands.js";

describe.each(testDatabases)("admin commands on %s", (dialect) => {
  let database: TestDatabase;
  let userId = 0;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    userId = (await database.db.insertInto("users").values({ email: "op@example.com", nickname: "Op", password_hash: "x", created_at: 0 }).returning("id").executeTakeFirstOrThrow()).id;
  });
  afterAll(() => database.dispose());

  it("adds and removes coins as ledger entries, never below zero", async () => {
    expect(await runAdmin(["coins", "OP@example.com", "+50", "--reason", "Refund for ticket 12"], database)).toMatch(/balance 50/);
    expect(await runAdmin(["coins", "op@example.com", "--reason", "typo", "-20"], database)).toMatch(/balance 30/);
    await expect(runAdmin(["coins", "op@example.com", "-31", "--reason", "too much"], database)).rejects.toThrow(/nothing was changed/);
    await expect(runAdmin(["coins", "op@example.com", "+5"], database)).rejects.toThrow(/reason/);
    await expect(runAdmin(["coins", "nobody@example.com", "+5", "--reason", "x"], database)).rejects.toThrow(/No account/);
    const entries = await database.db.selectFrom("ledger_entries").select(["delta", "reason", "item"]).where("user_id", "=", userId).orderBy("id").execute();
    expect(entries.map((e) => [Number(e.delta), e.reason, e.item])).toEqual([[50, "admin", "Support: Refund for ticket 12"], [-20, "admin", "Support: typo"]]);
  });

  it("sets flags and levels, validating them", async () => {
    await runAdmin(["set", "op@example.com", "vipLevel=2", "isPayMsg=1", "isBurnPayMsg=1"], database);
    expect(await database.db.selectFrom("users").select(["vip_level", "is_pay_msg", "is_burn_pay_msg"]).where("id", "=", userId).executeTakeFirst()).toEqual({ vip_level: 2, is_pay_msg: 1, is_burn_pay_msg: 1 });
    await expect(runAdmin(["set", "op@example.com", "vipLevel=3"], database)).rejects.toThrow(/vipLevel must be/);
    await expect(runAdmin(["set", "op@example.com", "gold=3"], database)).rejects.toThrow(/Unknown field/);
  });

  it("stores an announcement and a notice event for every user", async () => {
    expect(await runAdmin(["announce", "Maintenance tonight at 22:00"], database)).toMatch(/1 users/);
    const event = await database.db.selectFrom("events").select(["type", "data"]).where("user_id", "=", userId).where("type", "=", "notice").executeTakeFirstOrThrow();
    expect(JSON.parse(event.data)).toMatchObject({ content: "Maintenance tonight at 22:00" });
  });

  it("makes a partner key that PARTNER_KEYS accepts, one fresh key per call", async () => {
    const printed = await runAdmin(["partner-key", "https://shop.example/any/page"], database);
    const entry = printed.split("\n").at(-1) ?? "";
    expect(entry).toMatch(/^https:\/\/shop\.example=[A-Za-z0-9_-]{43}$/);
    expect(parsePartnerKeys(entry).map((p) => p.origin)).toEqual(["https://shop.example"]);
    expect(await runAdmin(["partner-key", "https://shop.example"], database)).not.toContain(entry);
    await expect(runAdmin(["partner-key"], database)).rejects.toThrow(/origin is required/);
    await expect(runAdmin(["partner-key", "shop.example"], database)).rejects.toThrow(/origin is required/);
  });
});
