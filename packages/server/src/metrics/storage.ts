/**
 * The database and the outboxes, read at each scrape (never counted up and down, so they cannot
 * drift): PostgreSQL's pool, SQLite's WAL and checkpoints, and each outbox's depth and the wait of
 * its oldest due row. A series that does not apply (the pool on SQLite) has no sample.
 */
import { Counter, Gauge, Histogram } from "prom-client";
import type { Registry } from "prom-client";

/** What the database reports (db/database.ts `stats`). */
export interface DatabaseReading {
  pool?: { total: number; idle: number; waiting: number };
  wal?: { bytes: number; checkpoints: number };
}

/** What an outbox reports (db/drain-loop.ts `outboxBacklog`). */
export interface OutboxReading {
  depth: number;
  oldestDueMs: number;
}

export function createStorageMetrics(registers: Registry[]) {
  let readDatabase: () => DatabaseReading = () => ({});
  let outboxes: Record<string, () => Promise<OutboxReading>> = {};

  /** A gauge of one number of the database's reading, without a sample when the reading lacks it. */
  const databaseGauge = (name: string, help: string, pick: (r: DatabaseReading) => number | undefined) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        const value = pick(readDatabase());
        if (value === undefined) this.remove();
        else this.set(value);
      },
    });
  databaseGauge("chat_db_pool_connections", "PostgreSQL pool: connections open (idle or in use).", (r) => r.pool?.total);
  databaseGauge("chat_db_pool_idle_connections", "PostgreSQL pool: open connections no query is using.", (r) => r.pool?.idle);
  databaseGauge("chat_db_pool_waiting_queries", "PostgreSQL pool: queries waiting for a connection (all are in use).", (r) => r.pool?.waiting);
  databaseGauge("chat_sqlite_wal_bytes", "SQLite: size of the write-ahead log file.", (r) => r.wal?.bytes);
  let checkpointsSeen = 0;
  new Counter({
    name: "chat_sqlite_checkpoints_total",
    help: "SQLite: checkpoints the checkpoint thread ran that copied pages into the database file.",
    registers,
    collect() {
      const checkpoints = readDatabase().wal?.checkpoints;
      if (checkpoints === undefined) {
        this.remove();
        return;
      }
      if (checkpoints > checkpointsSeen) this.inc(checkpoints - checkpointsSeen);
      checkpointsSeen = checkpoints;
    },
  });

  // One query per outbox and scrape feeds both gauges: the registry reads them at the same time, and
  // the second one to ask shares the first one's reading.
  let reading: Promise<Map<string, OutboxReading>> | undefined;
  const readOutboxes = () =>
    (reading ??= Promise.all(
      Object.entries(outboxes).map(async ([outbox, read]) => {
        // A database that does not answer leaves the outbox without a sample rather than failing the scrape.
        const r = await read().catch(() => undefined);
        return [outbox, r] as const;
      }),
    )
      .then((all) => new Map(all.filter((e): e is [string, OutboxReading] => e[1] !== undefined)))
      .finally(() => (reading = undefined)));
  const outboxGauge = (name: string, help: string, pick: (r: OutboxReading) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ["outbox"],
      registers,
      async collect() {
        const all = await readOutboxes();
        this.reset();
        for (const [outbox, r] of all) this.set({ outbox }, pick(r));
      },
    });
  outboxGauge("chat_outbox_depth", "Rows waiting in an outbox (due, being sent, or backing off after a failure), by outbox (easemob, push).", (r) => r.depth);
  outboxGauge("chat_outbox_oldest_due_age_seconds", "How long the oldest due row of an outbox (not one backing off) has waited, by outbox (easemob, push).", (r) => r.oldestDueMs / 1000);

  /** Seconds: most queries take well under a millisecond on SQLite, a round trip or two on PostgreSQL. */
  const queryDuration = new Histogram({
    name: "chat_db_query_duration_seconds",
    help: "Time a database query took, by kind (select, insert, update, delete, other).",
    labelNames: ["kind"],
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
    registers,
  });

  const queryKinds = new Map<string, { observe(seconds: number): void }>();

  return {
    /** A query of `kind` took `seconds` (db/database.ts `onQuery`). */
    queryTook(kind: string, seconds: number): void {
      // Every query reports: the kind's series is looked up once, not hashed from its labels each time.
      let series = queryKinds.get(kind);
      if (!series) queryKinds.set(kind, (series = queryDuration.labels({ kind })));
      series.observe(seconds);
    },
    /** The database's reading at each scrape. */
    observeDatabase(read: () => DatabaseReading): void {
      readDatabase = read;
    },
    /** Each outbox's reading at each scrape, by name. */
    observeOutboxes(reads: Record<string, () => Promise<OutboxReading>>): void {
      outboxes = reads;
    },
  };
}
