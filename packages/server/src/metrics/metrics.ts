/**
 * The process's Prometheus metrics: one registry per app (never prom-client's global one), so two
 * apps in one test process, or two server processes, never count each other's work. Features reach
 * it through the AppContext; infrastructure that needs it takes the narrow interface it uses.
 * Labels are few and bounded (route patterns, status classes, kinds): never a user id or a raw URL.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { createDeliveryMetrics } from "./delivery.js";
import type { DeliveryOrigin } from "./delivery.js";
import { createMoneyMetrics } from "./money.js";
import { createStorageMetrics } from "./storage.js";

/** How a send ended when it was not stored. */
export type RefusalReason = "rate_limit" | "blocked" | "coins" | "other" | "error";
/** Where a send came in. */
export type SendPath = "http" | "socket";
/** Why a transaction ran again (db/retry.ts). */
export type RetryReason = "deadlock" | "serialization" | "busy" | "other";

/** Seconds: a send is a few milliseconds when healthy; the alert looks at 250 ms. */
const SEND_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds: a local engine answers in tens of milliseconds, a remote one in a few hundred; they time out at 10 s. */
const TRANSLATION_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface MetricsOptions {
  /**
   * prom-client's process metrics (event-loop lag, heap, RSS, GC, handles) on this registry. They
   * start a sampler and a GC observer that live as long as the process, so only an app whose
   * metrics are served turns them on.
   */
  processMetrics?: boolean;
}

export class Metrics {
  readonly registry = new Registry();
  private readonly registers = [this.registry];

  readonly httpRequests = new Counter({ name: "chat_http_requests_total", help: "HTTP requests answered, by method, route pattern and status class.", labelNames: ["method", "route", "status_class"], registers: this.registers });
  readonly httpDuration = new Histogram({ name: "chat_http_request_duration_seconds", help: "Time from a request's arrival to its answer, by method, route pattern and status class.", labelNames: ["method", "route", "status_class"], buckets: HTTP_BUCKETS, registers: this.registers });
  readonly messagesAccepted = new Counter({ name: "chat_messages_accepted_total", help: "Messages stored (or answered as an earlier retry), by path (http, socket) and type.", labelNames: ["path", "type"], registers: this.registers });
  readonly messagesRefused = new Counter({ name: "chat_messages_refused_total", help: "Sends refused, by path and reason (rate_limit, blocked, coins, other 4xx, error).", labelNames: ["path", "reason"], registers: this.registers });
  readonly sendDuration = new Histogram({ name: "chat_message_send_duration_seconds", help: "Time from a send's arrival to its message stored, by path.", labelNames: ["path"], buckets: SEND_BUCKETS, registers: this.registers });
  private readSockets: () => { open: number; authenticated: number } = () => ({ open: 0, authenticated: 0 });
  readonly socketsOpen = this.socketGauge("chat_sockets_open", "Gateway sockets open in this process.", "open");
  readonly socketsAuthenticated = this.socketGauge("chat_sockets_authenticated", "Gateway sockets of a signed-in user in this process.", "authenticated");
  readonly framesIn = new Counter({ name: "chat_ws_frames_in_total", help: "Frames received on gateway sockets, by frame type (invalid, flood for refused ones).", labelNames: ["type"], registers: this.registers });
  readonly framesOut = new Counter({ name: "chat_ws_frames_out_total", help: "Frames sent on gateway sockets, by frame type.", labelNames: ["type"], registers: this.registers });
  readonly translationCalls = new Counter({ name: "chat_translation_calls_total", help: "Calls of a translation route, by engine and outcome (ok, failed, unsupported).", labelNames: ["engine", "outcome"], registers: this.registers });
  readonly translationDuration = new Histogram({ name: "chat_translation_duration_seconds", help: "Time an engine took for a translation that came back, by engine.", labelNames: ["engine"], buckets: TRANSLATION_BUCKETS, registers: this.registers });
  readonly translationChars = new Counter({ name: "chat_translation_characters_total", help: "Characters (as charged) of the texts an engine translated, by engine; cache hits are not counted.", labelNames: ["engine"], registers: this.registers });
  readonly translationCache = new Counter({ name: "chat_translation_cache_lookups_total", help: "Translation cache lookups, by result (hit, miss).", labelNames: ["result"], registers: this.registers });
  readonly paymentWebhooks = new Counter({ name: "chat_payment_webhooks_total", help: "Payment provider webhooks, by provider and outcome (ok, refused, error).", labelNames: ["provider", "outcome"], registers: this.registers });
  readonly easemobRows = new Counter({ name: "chat_easemob_rows_total", help: "Easemob outbox rows handled, by kind (message, recall, user, delete, disconnect) and outcome (sent, retry, given_up): the Easemob delivery path.", labelNames: ["kind", "outcome"], registers: this.registers });
  readonly transactionRetries = new Counter({ name: "chat_db_transaction_retries_total", help: "Database transactions run again, by reason (deadlock, serialization, busy).", labelNames: ["reason"], registers: this.registers });
  private readReady: () => Promise<boolean> = () => Promise.resolve(true);
  readonly ready = this.readyGauge();
  private readDraining: () => boolean = () => false;
  readonly draining = this.flagGauge("chat_draining", "1 while this process drains before it exits (SIGTERM), else 0.", () => this.readDraining());
  readonly toldToReconnect = new Counter({ name: "chat_ws_told_to_reconnect_total", help: "Gateway sockets closed with 1012 (the process drains) so the client reconnects elsewhere at once.", registers: this.registers });
  private readonly delivery = createDeliveryMetrics(this.registers);
  /** The narrow interface a bus takes (realtime/bus.ts `measure`): fan-out, and the Redis bus's lag and reconnects. */
  readonly bus = this.delivery.bus;
  private readonly storage = createStorageMetrics(this.registers);
  /** PostgreSQL's pool or SQLite's WAL and checkpoints (db/database.ts `stats`), read at each scrape. */
  readonly observeDatabase = this.storage.observeDatabase;
  /** Each outbox's depth and oldest due row (its `backlog()`), read at each scrape, by outbox name. */
  readonly observeOutboxes = this.storage.observeOutboxes;
  /** Each query's kind and duration (db/database.ts `onQuery`). */
  readonly queryTook = this.storage.queryTook;
  /** Committed ledger entries (modules/wallet/ledger.ts `observeLedger`): gold coins credited and spent. */
  readonly ledgerEntries = createMoneyMetrics(this.registers);

  constructor(options: MetricsOptions = {}) {
    // Zero series from the start, so rate() and absent() work before the first event.
    for (const path of ["http", "socket"]) this.sendDuration.zero({ path });
    if (options.processMetrics) collectDefaultMetrics({ register: this.registry });
  }

  /** The text Prometheus scrapes. */
  text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  /** A send stored after `seconds`. */
  sendAccepted(path: SendPath, type: string, seconds: number): void {
    this.messagesAccepted.inc({ path, type });
    this.sendDuration.observe({ path }, seconds);
  }

  sendRefused(path: SendPath, reason: RefusalReason): void {
    this.messagesRefused.inc({ path, reason });
  }

  /** The gateway's sockets, read at each scrape (never counted up and down, so they cannot drift). */
  observeSockets(read: () => { open: number; authenticated: number }): void {
    this.readSockets = read;
  }

  /** Whether the process passes its readiness checks (modules/system/readiness.ts), asked at each scrape. */
  observeReadiness(read: () => Promise<boolean>): void {
    this.readReady = read;
  }

  /** Whether the process is draining (http/drain.ts), read at each scrape. */
  observeDraining(read: () => boolean): void {
    this.readDraining = read;
  }

  private readyGauge(): Gauge {
    const read = () => this.readReady();
    return new Gauge({
      name: "chat_ready",
      help: "1 when this process passes its readiness checks (GET /api/ready: the database, Redis and the bucket when configured, not draining), else 0.",
      registers: this.registers,
      async collect() {
        this.set((await read().catch(() => false)) ? 1 : 0);
      },
    });
  }

  private flagGauge(name: string, help: string, read: () => boolean): Gauge {
    return new Gauge({
      name,
      help,
      registers: this.registers,
      collect() {
        this.set(read() ? 1 : 0);
      },
    });
  }

  private socketGauge(name: string, help: string, field: "open" | "authenticated"): Gauge {
    const read = () => this.readSockets()[field];
    return new Gauge({
      name,
      help,
      registers: this.registers,
      collect() {
        this.set(read());
      },
    });
  }

  /** The narrow interface the gateway takes (realtime/gateway-deps.ts). */
  readonly gateway = {
    frameIn: (type: string) => this.framesIn.inc({ type }),
    frameOut: (type: string) => this.framesOut.inc({ type }),
    observeSockets: (read: () => { open: number; authenticated: number }) => this.observeSockets(read),
    toldToReconnect: () => this.toldToReconnect.inc(),
    messageDelivered: (where: DeliveryOrigin, seconds: number) => this.delivery.delivered(where, seconds),
  };
}

export function createMetrics(options: MetricsOptions = {}): Metrics {
  return new Metrics(options);
}

/** "2xx", "4xx"…: the status class label. */
export function statusClass(status: number): string {
  return `${Math.floor(status / 100)}xx`;
}
