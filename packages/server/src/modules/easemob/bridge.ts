/**
 * The Easemob bridge: the outbox (rows written by the features in their own transactions) and the
 * worker that drains it, each user's rows in order. A row is deleted only after Easemob accepted the call; a failure
 * comes back after a growing pause (by the injected clock). A process that dies mid-call leaves its
 * row claimed for CLAIM_MS, after which any process sends it again: a message may then reach Easemob
 * twice with the same `ext.pre_id`, and the panel shows it once (easemob-transport.ts).
 */
import type { Kysely, Selectable } from "kysely";
import type { Clock } from "../../clock.js";
import type { Database } from "../../db/database.js";
import type { DB } from "../../db/schema.js";
import type { EasemobOutboxKind, EasemobOutboxTable } from "../../db/schema-easemob.js";
import type { EasemobConfig } from "./config.js";
import { deliver } from "./deliver.js";
import { EasemobError, EasemobRest } from "./rest.js";
import type { EasemobRestOptions } from "./rest.js";
import { DrainLoop, outboxBacklog } from "../../db/drain-loop.js";
import type { OutboxBacklog } from "../../db/drain-loop.js";

type Row = Selectable<EasemobOutboxTable>;

export interface OutboxItem {
  kind: EasemobOutboxKind;
  userId: number;
  messageId?: string;
}

export interface EasemobBridgeOptions extends EasemobRestOptions {
  /** How often the worker looks for due rows besides `kick` (default 2 s). */
  pollMs?: number;
  /** How many users' rows are sent at once (default 8; Easemob takes 100 calls a second per app). */
  concurrency?: number;
  /** The public origin, for absolute image URLs in pushed messages. */
  publicOrigin?: string;
  log?: (line: string) => void;
  /** Each row's end for the metrics: sent, to be tried again, or given up (Easemob refused it for good). */
  onRow?: (kind: string, outcome: "sent" | "retry" | "given_up") => void;
}

/** How long a worker holds a row it is sending. */
const CLAIM_MS = 60_000;
const BATCH = 20;
/** Answers no retry can change (403 is Easemob's per-minute message limit: retried). */
const PERMANENT: readonly number[] = [400, 404, 413];
/** Pause after the n-th failure: 5 s, 10 s, 20 s … at most 10 minutes. */
export const backoffMs = (attempts: number) => Math.min(5000 * 2 ** Math.max(0, attempts - 1), 10 * 60_000);

export class EasemobBridge {
  readonly rest: EasemobRest;
  private readonly loop: DrainLoop;

  constructor(
    readonly config: EasemobConfig,
    private readonly database: Database,
    private readonly clock: Clock,
    private readonly options: EasemobBridgeOptions = {},
  ) {
    this.rest = new EasemobRest(config, clock, options);
    this.loop = new DrainLoop(
      () => this.drain(),
      options.pollMs ?? 2000,
      (error: unknown) => options.log?.(`easemob outbox: ${error instanceof Error ? error.message : String(error)}`),
    );
  }

  /** Writes a call for the worker: pass the transaction that stores what it reports. */
  async enqueue(db: Kysely<DB>, item: OutboxItem): Promise<void> {
    const now = this.clock.now();
    await db.insertInto("easemob_outbox").values({ kind: item.kind, user_id: item.userId, message_id: item.messageId ?? "", next_at: now, created_at: now }).execute();
  }

  /** Wakes the worker (after the caller's transaction committed). */
  kick(): void {
    this.loop.kick();
  }

  start(): void {
    this.loop.start();
  }

  /** Stops the timer and waits for the call in flight. */
  async stop(): Promise<void> {
    await this.loop.stop();
  }

  /** Rows waiting and the oldest due one's wait, for the metrics. */
  backlog(): Promise<OutboxBacklog> {
    return outboxBacklog(this.database.db, "easemob_outbox", this.clock.now());
  }

  /**
   * Sends every due row once, oldest first: one user's rows in order (a message before its recall,
   * A's messages in the order A sent them), several users' at once. Answers how many were sent.
   */
  async drain(filter?: { userId: number; kind: EasemobOutboxKind }): Promise<number> {
    const db = this.database.db;
    let sent = 0;
    for (;;) {
      const now = this.clock.now();
      let query = db.selectFrom("easemob_outbox").selectAll().where("next_at", "<=", now).where("claimed_until", "<", now).orderBy("id").limit(BATCH);
      if (filter) query = query.where("user_id", "=", filter.userId).where("kind", "=", filter.kind);
      const rows = await query.execute();
      const byUser = new Map<number, Row[]>();
      for (const row of rows) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row]);
      const queues = [...byUser.values()];
      const lanes = Array.from({ length: Math.min(this.options.concurrency ?? 8, queues.length) }, async () => {
        for (let queue = queues.shift(); queue; queue = queues.shift()) {
          for (const row of queue) {
            if (this.loop.stopped && !filter) return;
            if (await this.sendRow(db, row)) sent++;
          }
        }
      });
      const before = sent;
      await Promise.all(lanes);
      if (rows.length < BATCH || sent === before || (this.loop.stopped && !filter)) return sent;
    }
  }

  /** Claims and sends one row; true when Easemob took it. */
  private async sendRow(db: Kysely<DB>, row: Row): Promise<boolean> {
    const now = this.clock.now();
    const claimed = await db.updateTable("easemob_outbox").set({ claimed_until: now + CLAIM_MS }).where("id", "=", row.id).where("claimed_until", "<", now).executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return false;
    try {
      await deliver(this, db, row);
      await db.deleteFrom("easemob_outbox").where("id", "=", row.id).execute();
      this.options.onRow?.(row.kind, "sent");
      return true;
    } catch (error) {
      const attempts = row.attempts + 1;
      const detail = (error instanceof Error ? error.message : String(error)).slice(0, 250);
      this.options.log?.(`easemob outbox row ${row.id} (${row.kind}) failed: ${detail}`);
      // Easemob refused the call itself (400, 404, 413): it would refuse every retry too. The
      // message stays ours (history over HTTP); only its copy in Easemob is given up.
      if (error instanceof EasemobError && PERMANENT.includes(error.status)) {
        await db.deleteFrom("easemob_outbox").where("id", "=", row.id).execute();
        this.options.onRow?.(row.kind, "given_up");
        return false;
      }
      await db.updateTable("easemob_outbox").set({ attempts, next_at: this.clock.now() + backoffMs(attempts), claimed_until: 0, last_error: detail }).where("id", "=", row.id).execute();
      this.options.onRow?.(row.kind, "retry");
      return false;
    }
  }

  /**
   * Sends the user's pending other-device logouts now, and waits (briefly) for one another worker is
   * sending: a user token minted meanwhile would open a connection that logout then ends.
   */
  async settleLogouts(userId: number): Promise<void> {
    await this.drain({ userId, kind: "disconnect" });
    for (let i = 0; i < 40; i++) {
      const busy = await this.database.db.selectFrom("easemob_outbox").select("id").where("user_id", "=", userId).where("kind", "=", "disconnect").where("claimed_until", ">", this.clock.now()).executeTakeFirst();
      if (!busy) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** `publicOrigin` for deliver.ts. */
  get publicOrigin(): string {
    return this.options.publicOrigin ?? "";
  }
}
