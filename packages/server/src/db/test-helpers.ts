/**
 * Fresh databases for test suites: SQLite in a temporary folder always, PostgreSQL too when
 * TEST_DATABASE_URL is set (each suite gets its own schema, dropped afterwards).
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { openDatabase, sqliteFileOf } from "./database.js";
import type { Database, DatabaseOptions, Dialect } from "./database.js";
import { migrate } from "./migrations.js";
import { missing } from "../testing/services.js";

/** The databases every integration suite runs on: `describe.each(testDatabases)` (PostgreSQL is required under CI). */
export const testDatabases: Dialect[] = missing(import.meta, "postgres") ? ["sqlite"] : ["sqlite", "postgres"];

export interface TestDatabase extends Database {
  /** Closes the connection and deletes the data (temp folder or schema). */
  dispose(): Promise<void>;
  /** Where a server started on this database keeps its files. */
  dataDir: string;
}

/** Creates and migrates an empty database of the given kind (SQLite with the given checkpoint settings). */
export async function createTestDatabase(dialect: Dialect, options: Pick<DatabaseOptions, "checkpoint"> = {}): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), "chat-test-"));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (dialect === "sqlite") {
    const database = openDatabase({ sqliteFile: sqliteFileOf(dataDir), ...options });
    await migrate(database);
    return {
      ...database,
      dataDir,
      async dispose() {
        await database.close();
        removeDir();
      },
    };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is not set");
  const schema = `test_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  await adminQuery(url, `create schema "${schema}"`);
  const database = openDatabase({ url, pgSchema: schema });
  await migrate(database);
  return {
    ...database,
    dataDir,
    async dispose() {
      await database.close();
      await adminQuery(url, `drop schema if exists "${schema}" cascade`);
      removeDir();
    },
  };
}

/** Runs one statement on its own connection (creating and dropping schemas and databases). */
export async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
