import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabases } from "../db/test-helpers.js";
import type { TestDatabase } from "../db/test-helpers.js";
import { verifyPassword } from "../security/password.js";
import { runOperatorAdmin } from "./operator-commands.js";

describe.each(testDatabases)("npm run admin -- operator on %s", (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(() => database.dispose());

  const run = (args: string[], piped?: string) => runOperatorAdmin(args, database, { readPassword: () => Promise.resolve(piped), passwordHashLogN: 10, now: 5 });
  const stored = (email: string) => database.db.selectFrom("operators").selectAll().where("email", "=", email).executeTakeFirstOrThrow();

  it("adds an operator with the piped password, hashed", async () => {
    expect(await run(["add", "Anna@Ops.example.com", "admin"], "a long piped password\n")).toBe("Operator anna@ops.example.com (admin) added.");
    const row = await stored("anna@ops.example.com");
    expect(row.role).toBe("admin");
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(await verifyPassword("a long piped password", row.password_hash)).toBe(true);
  });

  it("generates and prints a password when none is piped", async () => {
    const printed = await run(["add", "ben@ops.example.com", "support"]);
    const password = /Password \(shown once\): (\S+)$/.exec(printed)?.[1] ?? "";
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(await verifyPassword(password, (await stored("ben@ops.example.com")).password_hash)).toBe(true);
  });

  it("refuses a bad role, a bad address, a short password and a second account for an address", async () => {
    await expect(run(["add", "carl@ops.example.com", "root"])).rejects.toThrow(/support or admin/);
    await expect(run(["add", "not-an-address", "admin"])).rejects.toThrow(/e-mail address is required/);
    await expect(run(["add", "carl@ops.example.com", "admin"], "short")).rejects.toThrow(/at least 12/);
    await expect(run(["add", "ANNA@ops.example.com", "support"])).rejects.toThrow(/already an operator/);
    await expect(run(["rename"])).rejects.toThrow(/Usage/);
    await expect(run(["remove"])).rejects.toThrow(/e-mail address is required/);
  });

  it("lists the operators", async () => {
    expect(await run(["list"])).toMatch(/anna@ops\.example\.com\tadmin\n\d+\tben@ops\.example\.com\tsupport$/);
  });

  it("disables and enables an operator, ending their sessions", async () => {
    const ben = await stored("ben@ops.example.com");
    await database.db.insertInto("operator_sessions").values({ token_hash: "h1", operator_id: ben.id, created_at: 1, expires_at: 9e12, last_seen_at: 1 }).execute();
    expect(await run(["disable", "Ben@ops.example.com"])).toBe("Operator ben@ops.example.com disabled; their sessions have ended.");
    expect((await stored("ben@ops.example.com")).disabled_at).toBe(5);
    expect(await database.db.selectFrom("operator_sessions").select("token_hash").where("operator_id", "=", ben.id).execute()).toEqual([]);
    expect(await run(["list"])).toMatch(/ben@ops\.example\.com\tsupport\tdisabled$/);
    expect(await run(["enable", "ben@ops.example.com"])).toBe("Operator ben@ops.example.com enabled.");
    expect((await stored("ben@ops.example.com")).disabled_at).toBeNull();
    await expect(run(["disable", "nobody@ops.example.com"])).rejects.toThrow(/not an operator/);
  });

  it("removes an operator who never acted, and keeps one the audit log names, disabled", async () => {
    expect(await run(["remove", "ben@ops.example.com"])).toBe("Operator ben@ops.example.com removed.");
    expect(await database.db.selectFrom("operators").select("id").where("email", "=", "ben@ops.example.com").execute()).toEqual([]);
    const anna = await stored("anna@ops.example.com");
    await database.db.insertInto("audit_log").values({ operator_id: anna.id, action: "operator.login", target_type: "operator", target_id: String(anna.id), before: null, after: null, at: 1 }).execute();
    expect(await run(["remove", "anna@ops.example.com"])).toMatch(/named in the audit log, so the account stays, disabled/);
    expect((await stored("anna@ops.example.com")).disabled_at).toBe(5);
    await expect(run(["remove", "ben@ops.example.com"])).rejects.toThrow(/not an operator/);
  });
});
