/**
 * The worker loop of an outbox table (the Easemob bridge, Web Push): `kick` after a commit drains
 * at once, a timer drains every `pollMs` for what other processes wrote or what waits for a retry;
 * one drain at a time, and a kick during a drain runs one more after it. `stop` waits for the drain
 * in flight. `outboxBacklog` is what the metrics read of such a table.
 */
import { sql } from "kysely";
import type { Kysely } from "kysely";
import type { DB } from "./schema.js";

/** How far behind an outbox is: its rows, and how long the oldest due one has waited (0 when none is due). */
export interface OutboxBacklog {
  depth: number;
  oldestDueMs: number;
}

/**
 * One query over the `(next_at, id)` index each outbox table has, cheap enough for every scrape. A row
 * backing off after a failure is not due, so a provider that keeps failing shows in the depth and a
 * worker that stopped draining in the age.
 */
export async function outboxBacklog(db: Kysely<DB>, table: "push_outbox" | "easemob_outbox", now: number): Promise<OutboxBacklog> {
  const { rows } = await sql<{ depth: number | string; oldest: number | string | null }>`select count(*) as depth, min(next_at) as oldest from ${sql.table(table)}`.execute(db);
  const oldest = rows[0]?.oldest;
  return { depth: Number(rows[0]?.depth ?? 0), oldestDueMs: oldest === null || oldest === undefined ? 0 : Math.max(0, now - Number(oldest)) };
}

export class DrainLoop {
  private timer: ReturnType<typeof setInterval> | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  /** True once stopped: a drain in progress checks it between rows. */
  stopped = false;

  constructor(
    private readonly drain: () => Promise<unknown>,
    private readonly pollMs: number,
    private readonly onError: (error: unknown) => void,
  ) {}

  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .then(() => undefined)
      .catch(this.onError)
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  start(): void {
    this.stopped = false;
    this.timer ??= setInterval(() => this.kick(), this.pollMs);
    this.timer.unref();
    this.kick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.timer = undefined;
    this.again = false;
    await this.running;
  }
}
