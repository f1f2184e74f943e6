/**
 * The query layer: one kysely instance over SQLite (better-sqlite3, a WAL-mode file under DATA_DIR)
 * or PostgreSQL (pg), chosen by DATABASE_URL.
 */
import { mkdirSync, statSync } from "node:fs";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { CompiledQuery, Kysely, type LogEvent } from "kysely";
import pg from "pg";
import type { DB } from "./schema.js";
import { OwnSchemaPostgresDialect } from "./pg-introspector.js";
import { retryTransactions } from "./retry.js";
import { startCheckpointer } from "./checkpointer.js";
import type { CheckpointerOptions } from "./checkpointer.js";
import { ImmediateSqliteDialect } from "./sqlite-dialect.js";

export type Dialect = "sqlite" | "postgres";

export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
  close(): Promise<void>;
  /** Calls `listener` each time a transaction of this database is run again (retry.ts); returns the stop function. */
  onRetry?(listener: (error: unknown) => void): () => void;
  /** What the metrics read at each scrape: PostgreSQL's pool, or SQLite's WAL and checkpoints. */
  stats?(): DatabaseStats;
  /** Calls `listener` with each query's kind and seconds taken; returns the stop function. */
  onQuery?(listener: (kind: QueryKind, seconds: number) => void): () => void;
}

/** A query's first keyword, the few the metrics tell apart. */
export type QueryKind = "select" | "insert" | "update" | "delete" | "other";

const KINDS = new Set<string>(["select", "insert", "update", "delete"]);

/** Most statements whose kind is remembered (the app runs a few hundred distinct ones). */
const KIND_CACHE = 2000;

/** The listeners of one database's query timings, and the kysely `log` that feeds them. */
function queryListeners() {
  const listeners = new Set<(kind: QueryKind, seconds: number) => void>();
  // Every query passes here: its kind is read once per statement text, not parsed each time.
  const kinds = new Map<string, QueryKind>();
  const kindOf = (text: string): QueryKind => {
    let kind = kinds.get(text);
    if (kind) return kind;
    const word = /^\s*(\w+)/.exec(text)?.[1]?.toLowerCase() ?? "";
    kind = (KINDS.has(word) ? word : "other") as QueryKind;
    if (kinds.size >= KIND_CACHE) kinds.clear();
    kinds.set(text, kind);
    return kind;
  };
  return {
    log: (event: LogEvent) => {
      if (listeners.size === 0) return;
      const kind = kindOf(event.query.sql);
      for (const listener of listeners) listener(kind, event.queryDurationMillis / 1000);
    },
    onQuery: (listener: (kind: QueryKind, seconds: number) => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export interface DatabaseStats {
  /** PostgreSQL: connections open, idle among them, and queries waiting for one. */
  pool?: { total: number; idle: number; waiting: number };
  /** SQLite: the WAL file's size in bytes, and checkpoints the checkpoint thread ran (checkpointer.ts). */
  wal?: { bytes: number; checkpoints: number };
}

/** The listeners of one database's retries, given to `retryTransactions`. */
function retryListeners() {
  const listeners = new Set<(error: unknown) => void>();
  return {
    notify: (error: unknown) => {
      for (const listener of listeners) listener(error);
    },
    onRetry: (listener: (error: unknown) => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export interface DatabaseOptions {
  /** `postgres://…`, or undefined for SQLite. */
  url?: string | undefined;
  /** SQLite file path (the folder is created). */
  sqliteFile?: string;
  /** PostgreSQL schema to use as the search path (test isolation). */
  pgSchema?: string;
  /** SQLite's checkpoint thread (tests make it restart the WAL often). */
  checkpoint?: Pick<CheckpointerOptions, "restartPages" | "everyMs">;
}

const INT8_OID = 20;
const NUMERIC_OID = 1700;

/**
 * Epoch milliseconds and coin counts are bigint in PostgreSQL; pg returns those as strings by
 * default. Every value we store fits in a double, so read them back as numbers.
 */
const pgTypes = {
  getTypeParser(oid: number, format?: "text" | "binary") {
    if (oid === INT8_OID || oid === NUMERIC_OID) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
};

/** True when the database URL points at PostgreSQL. */
export function isPostgresUrl(url: string | undefined): url is string {
  return !!url && /^postgres(ql)?:\/\//i.test(url);
}

/** Opens the database of the configuration. Call `migrate()` before use. */
export function openDatabase(options: DatabaseOptions): Database {
  if (isPostgresUrl(options.url)) return openPostgres(options.url, options.pgSchema);
  const file = options.sqliteFile;
  if (!file) throw new Error("openDatabase: a SQLite file path is required without a PostgreSQL URL");
  return openSqlite(file, options.checkpoint);
}

/** The SQLite file used for a data folder. */
export function sqliteFileOf(dataDir: string): string {
  return join(dataDir, "chat.db");
}

function openSqlite(file: string, checkpoint: DatabaseOptions["checkpoint"] = {}): Database {
  mkdirSync(join(file, ".."), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  // Checkpoints (and their fsyncs) run on a thread of their own, not in a commit on the event loop.
  sqlite.pragma("wal_autocheckpoint = 0");
  const checkpointer = startCheckpointer(file, { ...checkpoint, onFailure: () => sqlite.open && sqlite.pragma("wal_autocheckpoint = 1000") });
  const retries = retryListeners();
  const queries = queryListeners();
  const db = retryTransactions(new Kysely<DB>({ dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }), log: queries.log }), undefined, retries.notify);
  return {
    db,
    dialect: "sqlite",
    onRetry: retries.onRetry,
    onQuery: queries.onQuery,
    stats: () => ({ wal: { bytes: statSync(`${file}-wal`, { throwIfNoEntry: false })?.size ?? 0, checkpoints: checkpointer.checkpoints } }),
    async close() {
      // The app's connection closes last, so SQLite checkpoints what is left and removes the WAL.
      await checkpointer.stop();
      await db.destroy();
    },
  };
}

/** Distinct SQL texts kept prepared; the app has a few hundred queries, all parameterized. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * kysely prepares every query anew; compiling the same SQL again and again was the largest single
 * cost of a send on SQLite (`npm run bench`). Prepared statements are reused here, the least
 * recently used dropped beyond the cache size.
 */
function withStatementCache(sqlite: SQLite.Database) {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string): SQLite.Statement {
      let statement = cache.get(sql);
      if (statement) cache.delete(sql);
      else statement = sqlite.prepare(sql);
      cache.set(sql, statement);
      if (cache.size > STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
      return statement;
    },
  };
}

function openPostgres(url: string, schema: string | undefined): Database {
  if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Bad schema name: ${schema}`);
  const pool = new pg.Pool({ connectionString: url, types: pgTypes, max: 10 });
  const queries = queryListeners();
  const db = new Kysely<DB>({
    log: queries.log,
    dialect: new OwnSchemaPostgresDialect({
      pool,
      onCreateConnection: schema
        ? async (connection) => {
            await connection.executeQuery(CompiledQuery.raw(`set search_path to "${schema}"`));
          }
        : undefined,
    }),
  });
  // Deadlocks and serialisation failures roll back and run again (retry.ts).
  const retries = retryListeners();
  const stats = () => ({ pool: { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount } });
  return { db: retryTransactions(db, undefined, retries.notify), dialect: "postgres", close: () => db.destroy(), onRetry: retries.onRetry, onQuery: queries.onQuery, stats };
}
