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
    await expect(run(["remove"])).rejects.toThrow(/Usage/);
  });

  it("lists the operators", async () => {
    expect(await run(["list"])).toMatch(/anna@ops\.example\.com\tadmin\n\d+\tben@ops\.example\.com\tsupport$/);
  });
});
