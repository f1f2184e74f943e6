/**
 * Servers or suites sharing one PostgreSQL database, each in its own schema: migrating one never
 * looks at the others, so another schema dropped meanwhile cannot fail it. Needs PostgreSQL
 * (TEST_DATABASE_URL); SQLite has no schemas.
 */
import { afterAll, describe, expect, it } from "vitest";
import { migrate } from "./migrations.js";
import { createTestDatabase } from "./test-helpers.js";
import type { TestDatabase } from "./test-helpers.js";
import { missing } from "../testing/services.js";

describe.skipIf(missing(import.meta, "postgres"))("migrating one schema of a shared PostgreSQL database", () => {
  const opened: TestDatabase[] = [];
  afterAll(async () => {
    for (const d of opened) await d.dispose();
  });

  it("sees only its own schema's tables", async () => {
    const a = await createTestDatabase("postgres");
    const b = await createTestDatabase("postgres");
    opened.push(a, b);
    const tables = await a.db.introspection.getTables({ withInternalKyselyTables: true });
    const schemas = new Set(tables.map((t) => t.schema));
    expect(schemas.size).toBe(1);
    expect(tables.map((t) => t.name)).toContain("kysely_migration");
    expect(tables.map((t) => t.name)).toContain("users");
  });

  it("migrates while other schemas come and go", async () => {
    const a = await createTestDatabase("postgres");
    opened.push(a);
    // Other suites creating and dropping their schemas at the same time as this one migrates again.
    const churn = (async () => {
      for (let i = 0; i < 6; i++) await (await createTestDatabase("postgres")).dispose();
    })();
    for (let i = 0; i < 6; i++) await migrate(a);
    await churn;
    const rows = await a.db.selectFrom("users").select((eb) => eb.fn.countAll().as("n")).execute();
    expect(Number(rows[0]?.n)).toBe(0);
  });
});
