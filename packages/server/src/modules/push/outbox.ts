/**
 * The Web Push outbox and its worker. `notifyOffline` writes one row per subscription of a user who
 * has no open socket (on any server process), in the caller's transaction, so a push is never lost
 * to a crash after the commit. The worker claims a row with one conditional update (so with several
 * processes exactly one sends it), sends it through `web-push` (VAPID, RFC 8292; aes128gcm, RFC 8291)
 * and deletes it once the push service took it. A failure comes back after a growing pause; 404 and
 * 410 mean the browser dropped the subscription, which is then deleted with its rows.
 *
 * A process that dies between the push service's answer and the delete leaves its row claimed for
 * CLAIM_MS, after which it is sent again: the push service keeps one pending push per `Topic`, and
 * the service worker shows one notification per `tag`, so the user still sees it once.
 */
import type { PushKind } from "@chat/protocol";
import type { Agent } from "node:https";
import type { Kysely, Selectable } from "kysely";
import webpush from "web-push";
import type { Clock } from "../../clock.js";
import type { Database } from "../../db/database.js";
import { hotQuery } from "../../db/hot-query.js";
import type { DB } from "../../db/schema.js";
import type { PushOutboxTable } from "../../db/schema-push.js";
import { loadPushConfig } from "./config.js";
import type { PushConfig } from "./config.js";
import { payloadOf } from "./payload.js";
import { vapidKeysOf } from "./vapid-keys.js";
import type { VapidKeys } from "./vapid-keys.js";
import { DrainLoop, outboxBacklog } from "../../db/drain-loop.js";
import type { OutboxBacklog } from "../../db/drain-loop.js";

type Row = Selectable<PushOutboxTable>;

export interface PushOptions {
  /** How often the worker looks for due rows besides `kick` (default 1 s). */
  pollMs?: number;
  /** How many pushes are sent at once (default 8). */
  concurrency?: number;
  /** The HTTPS agent for the push services (tests pass one that trusts the local fake). */
  agent?: Agent;
  /** The public origin, for absolute icon and page URLs in the payload. */
  publicOrigin?: string;
  log?: (line: string) => void;
}

/** Who a notification is from, and the message, application or match it is about. */
export interface PushNotice {
  peerId: number;
  ref: string;
}

/** How long a worker holds a row it is sending (the push call times out well before). */
const CLAIM_MS = 60_000;
const TIMEOUT_MS = 10_000;
/** A notice older than this is stale: it is given up rather than shown late. */
const TTL_MS = 24 * 60 * 60_000;
const BATCH = 50;
/** On the send path of every message to someone offline: compiled once (db/hot-query.ts). */
const subscriptionsOf = hotQuery((db, p: { userId: number }) => db.selectFrom("push_subscriptions").select("id").where("user_id", "=", p.userId));

/** Pause after the n-th failure: 5 s, 10 s, 20 s … at most 10 minutes. */
const backoffMs = (attempts: number) => Math.min(5000 * 2 ** Math.max(0, attempts - 1), 10 * 60_000);

export class PushOutbox {
  private keys: VapidKeys | undefined;
  private readonly loop: DrainLoop;

  constructor(
    private readonly config: { push?: PushConfig | undefined; dataDir: string },
    private readonly database: Database,
    private readonly clock: Clock,
    /** Whether the user has a gateway socket open on any server process. */
    private readonly isOnline: (userId: number) => boolean,
    private readonly options: PushOptions = {},
  ) {
    this.loop = new DrainLoop(
      () => this.drain(),
      options.pollMs ?? 1000,
      (error: unknown) => options.log?.(`push outbox: ${error instanceof Error ? error.message : String(error)}`),
    );
  }

  /** The VAPID keys (made and kept in DATA_DIR/vapid.json on first use when not configured). */
  get vapid(): VapidKeys {
    return (this.keys ??= vapidKeysOf(this.config.push ?? loadPushConfig({}), this.config.dataDir));
  }

  /**
   * Queues a push to each of the user's subscriptions unless the user has a socket open (the socket
   * delivers, and the open page notifies). Pass the transaction that stores what it announces; answers
   * whether it queued any (then `kick` after the commit).
   */
  async notifyOffline(db: Kysely<DB>, userId: number, kind: PushKind, notice: PushNotice): Promise<boolean> {
    if (!this.isOffline(userId)) return false;
    const subscriptions = (await subscriptionsOf(db, { userId })).rows;
    if (subscriptions.length === 0) return false;
    const now = this.clock.now();
    await db
      .insertInto("push_outbox")
      .values(subscriptions.map((s) => ({ user_id: userId, subscription_id: s.id, kind, peer_id: notice.peerId, ref: notice.ref, next_at: now, created_at: now })))
      .execute();
    return true;
  }

  /** Whether notices for the user go to their browsers: no socket of theirs is open (the socket delivers). */
  isOffline(userId: number): boolean {
    return !this.isOnline(userId);
  }

  /** Wakes the worker (after the caller's transaction committed). */
  kick(): void {
    this.loop.kick();
  }

  start(): void {
    this.loop.start();
  }

  /** Stops the timer and waits for the pushes in flight. */
  async stop(): Promise<void> {
    await this.loop.stop();
  }

  /** Rows waiting and the oldest due one's wait, for the metrics. */
  backlog(): Promise<OutboxBacklog> {
    return outboxBacklog(this.database.db, "push_outbox", this.clock.now());
  }

  /** Handles every due row once, oldest first; answers how many this worker claimed. */
  async drain(): Promise<number> {
    let claimed = 0;
    for (;;) {
      const now = this.clock.now();
      const rows = await this.database.db.selectFrom("push_outbox").selectAll().where("next_at", "<=", now).where("claimed_until", "<", now).orderBy("id").limit(BATCH).execute();
      const before = claimed;
      const lanes = Array.from({ length: Math.min(this.options.concurrency ?? 8, rows.length) }, async () => {
        for (let row = rows.shift(); row && !this.loop.stopped; row = rows.shift()) if (await this.handle(row)) claimed++;
      });
      await Promise.all(lanes);
      if (claimed === before || this.loop.stopped) return claimed;
    }
  }

  /** Claims a row and sends it (or drops it when there is nothing to send any more); false when another worker has it. */
  private async handle(row: Row): Promise<boolean> {
    const db = this.database.db;
    const now = this.clock.now();
    const claim = await db.updateTable("push_outbox").set({ claimed_until: now + CLAIM_MS }).where("id", "=", row.id).where("claimed_until", "<", now).executeTakeFirst();
    if (Number(claim.numUpdatedRows) !== 1) return false;
    const done = () => db.deleteFrom("push_outbox").where("id", "=", row.id).execute();
    try {
      // A subscription whose session ended (logout, login elsewhere) or expired gets nothing more.
      const subscription = await db
        .selectFrom("push_subscriptions as s")
        .innerJoin("sessions as x", "x.token_hash", "s.session_hash")
        .select(["s.user_id", "s.endpoint", "s.p256dh", "s.auth", "s.locale"])
        .where("s.id", "=", row.subscription_id)
        .where("x.expires_at", ">", now)
        .executeTakeFirst();
      const left = row.created_at + TTL_MS - now;
      const payload = subscription && subscription.user_id === row.user_id && left > 0 && !this.isOnline(row.user_id) ? await payloadOf(db, row, subscription.locale, this.options.publicOrigin) : undefined;
      if (!subscription || !payload) {
        await done();
        return true;
      }
      await webpush.sendNotification({ endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } }, JSON.stringify(payload), {
        vapidDetails: this.vapid,
        contentEncoding: "aes128gcm",
        TTL: Math.ceil(left / 1000),
        urgency: row.kind === "friend-request" ? "normal" : "high",
        topic: topicOf(row),
        timeout: TIMEOUT_MS,
        ...(this.options.agent ? { agent: this.options.agent } : {}),
      });
      await done();
    } catch (error) {
      await this.failed(row, error);
    }
    return true;
  }

  private async failed(row: Row, error: unknown): Promise<void> {
    const db = this.database.db;
    const status = error instanceof webpush.WebPushError ? error.statusCode : 0;
    // The browser unsubscribed, or the push service forgot it: the subscription is gone for good.
    if (status === 404 || status === 410) {
      await db.deleteFrom("push_subscriptions").where("id", "=", row.subscription_id).execute();
      return;
    }
    const detail = (error instanceof Error ? `${error.message}${status ? ` (${status})` : ""}` : String(error)).slice(0, 250);
    this.options.log?.(`push outbox row ${row.id} (${row.kind}) failed: ${detail}`);
    // Refused as it is (a bad request, a payload too large, keys that do not match): no retry helps.
    if (status >= 400 && status < 500 && status !== 408 && status !== 429) {
      await db.deleteFrom("push_outbox").where("id", "=", row.id).execute();
      return;
    }
    const attempts = row.attempts + 1;
    const retryAfterS = error instanceof webpush.WebPushError ? Number(error.headers["retry-after"]) : NaN;
    const pause = Math.max(backoffMs(attempts), Number.isFinite(retryAfterS) ? retryAfterS * 1000 : 0);
    await db.updateTable("push_outbox").set({ attempts, next_at: this.clock.now() + pause, claimed_until: 0, last_error: detail }).where("id", "=", row.id).execute();
  }
}

/** The push service keeps one undelivered push per topic and subscription (at most 32 base64url characters). */
function topicOf(row: Pick<Row, "kind" | "peer_id" | "ref">): string {
  if (row.kind === "message") return row.ref.replace(/[^A-Za-z0-9_-]/g, "").slice(0, 32);
  return row.kind === "match" ? `m${row.ref}` : `f${row.peer_id}`;
}
