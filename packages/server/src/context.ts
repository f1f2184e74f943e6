/**
 * What every feature module receives: the injected dependencies plus the per-app shared state.
 * Infrastructure (db/, http/, realtime/, …) never imports this; it takes narrow interfaces instead.
 * This file names no feature: a feature whose state or tunables other parts reach through the
 * context declares them itself, in its index.ts (`declare module "../../context.js"`), and app.ts
 * fills them in.
 */
import type { Clock } from "./clock.js";
import type { Config } from "./config.js";
import type { Database } from "./db/database.js";
import type { Drain } from "./http/drain.js";
import type { SessionLookup } from "./http/auth.js";
import type { Mailer } from "./mail/mailer.js";
import type { Metrics } from "./metrics/metrics.js";
import type { LoginGuard } from "./security/login-guard.js";
import type { FileStore } from "./images/file-store.js";
import type { Bus } from "./realtime/bus.js";
import type { GatewayOptions } from "./realtime/gateway.js";
import type { Presence } from "./realtime/presence.js";
import type { AccountLocks } from "./security/account-locks.js";
import type { KnownIps, Limiter } from "./security/limiter.js";
import type { PaymentProviders } from "./payments/provider.js";
import type { Translator } from "./translation/provider.js";
import type { TranslationEngines } from "./translation/engines.js";

/** The dependencies `createApp` takes; tests pass their own database, mailer and clock. */
export interface AppDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  clock: Clock;
  /**
   * Fastify's logger (pino, JSON lines): off unless set (tests leave it off, or pass a stream to read
   * it). The server sets it on: errors with their request id, warnings, start and stop.
   */
  logger?: boolean | { level?: string; stream?: { write(line: string): void } };
  /** Log a line for every request too (LOG_REQUESTS=1); otherwise only what goes wrong. */
  logRequests?: boolean;
  /** The delivery bus; in-process unless given (RedisBus with REDIS_URL). */
  bus?: Bus;
  /** Rate limits and known login IPs; in memory unless given (RedisLimiter with REDIS_URL). */
  limits?: { limiter: Limiter; knownIps: KnownIps; locks?: AccountLocks };
  /** Uploaded files; `DATA_DIR/files` on local disk unless given. */
  files?: FileStore;
  /** Gateway tunables (tests shorten the heartbeat and timeouts). */
  gateway?: Partial<GatewayOptions>;
  /** The translation engines, tried in order; from TRANSLATOR unless given (tests pass fakes). */
  translator?: Translator | readonly Translator[];
  /** Payment providers by payMethod; the `test` provider outside production unless given. */
  payments?: PaymentProviders;
  /** This process's metrics; a registry of the app's own unless given (server.ts serves it on METRICS_PORT). */
  metrics?: Metrics;
}

export interface AppContext extends AppDeps, SessionLookup {
  limiter: Limiter;
  loginGuard: LoginGuard;
  /** A hash to verify against when the account is unknown, so both failures cost the same time. */
  dummyHash(): Promise<string>;
  /** Process start, for /api/health uptime. */
  startedAt: number;
  bus: Bus;
  files: FileStore;
  presence: Presence;
  payments: PaymentProviders;
  /** The translation engines as one chain (TRANSLATOR, or the ones the deps gave); the translation feature charges for them. */
  translator: TranslationEngines;
  /** The Prometheus metrics of this app (metrics/metrics.ts): features count what they do there. */
  metrics: Metrics;
  /** Set while the process drains before it exits (SIGTERM, http/drain.ts): readiness answers 503. */
  drain: Drain;
}
