/**
 * SQLite transactions that take the write lock when they begin (`BEGIN IMMEDIATE`). kysely's driver
 * begins DEFERRED: a transaction reads first, then asks for the write lock at its first write. If the
 * checkpoint thread (checkpointer.ts) holds that lock for a RESTART at that moment, SQLite refuses at
 * once with SQLITE_BUSY instead of waiting in the busy handler, since a reader waiting for the writer's
 * lock could deadlock with a checkpoint waiting for that reader; the request answered 500. Beginning
 * IMMEDIATE waits for the lock in the busy handler before any read, holding nothing the checkpoint
 * waits for. In one process the app's transactions already take turns on its one connection, so
 * nothing is lost by taking the lock early.
 */
import { CompiledQuery, SqliteDialect, SqliteDriver } from "kysely";
import type { DatabaseConnection, Driver, SqliteDialectConfig } from "kysely";

class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

export class ImmediateSqliteDialect extends SqliteDialect {
  constructor(private readonly settings: SqliteDialectConfig) {
    super(settings);
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.settings);
  }
}
