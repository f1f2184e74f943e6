/** `startServer`: open the database, migrate, seed the demo, listen. Used by main.ts and e2e tests. */
import type { FastifyInstance } from "fastify";
import { createApp } from "./app.js";
import { systemClock } from "./clock.js";
import type { Clock } from "./clock.js";
import { loadConfig } from "./app.js";
import type { Config } from "./config.js";
import { openDatabase, sqliteFileOf } from "./db/database.js";
import { migrate } from "./db/migrations.js";
import { fileStoreOf } from "./storage/file-stores.js";
import { demoLoginLines, seedDemo } from "./demo/seed.js";
import { createMailer } from "./mail/create-mailer.js";
import type { Mailer } from "./mail/mailer.js";
import { paymentsWarning } from "./payments/config.js";
import { RedisMatchQueue } from "./modules/encounter/index.js";
import { RedisBus } from "./realtime/redis-bus.js";
import { RedisAccountLocks } from "./security/account-locks.js";
import { FallbackLimiter } from "./security/fallback-limiter.js";
import { RedisLimiter } from "./security/redis-limiter.js";
import { metricsExposed, startMetricsListener } from "./metrics/endpoint.js";
import type { MetricsListener } from "./metrics/endpoint.js";
import { createMetrics } from "./metrics/metrics.js";

export interface StartOptions {
  /** Environment variables laid over `process.env` before `loadConfig` (e.g. `{ PORT: "0", DATA_DIR }`). */
  env?: Record<string, string>;
  /** Command-line arguments for `loadConfig` (default: none, or the process's own for main.ts). */
  argv?: readonly string[];
  /** Final overrides on top of the loaded configuration. */
  config?: Partial<Config>;
  mailer?: Mailer;
  clock?: Clock;
  /** Print the ready line, data location and demo logins (main.ts). */
  announce?: boolean;
}

export interface RunningServer {
  url: string;
  /** The separate metrics listener's `/metrics` URL, when METRICS_PORT is set. */
  metricsUrl?: string;
  app: FastifyInstance;
  config: Config;
  /** Stops listening, then closes the database and the mailer. */
  close(): Promise<void>;
}

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const config: Config = { ...loadConfig({ ...process.env, ...options.env }, options.argv ?? []), ...options.config };
  const database = openDatabase({ url: config.databaseUrl, sqliteFile: sqliteFileOf(config.dataDir) });
  const mailer = options.mailer ?? createMailer(config);
  const files = fileStoreOf(config);
  let bus: RedisBus | undefined;
  let metricsListener: MetricsListener | undefined;
  try {
    await migrate(database);
    const seeded = config.demo ? await seedDemo(database, config, files) : false;
    bus = config.redisUrl ? await RedisBus.connect(config.redisUrl) : undefined;
    const clock = options.clock ?? systemClock;
    // The bus's publishing connection also runs the limit scripts (it never enters subscriber mode).
    // While Redis is away, each process counts its own limits instead of failing requests.
    const commands = bus?.commands;
    const limits = commands ? new FallbackLimiter(new RedisLimiter(commands, clock), () => commands.status === "ready", clock) : undefined;
    const metrics = createMetrics({ processMetrics: metricsExposed(config.metrics) });
    const app = await createApp({ config, database, mailer, clock, files, metrics, logger: { level: config.logLevel }, logRequests: config.logRequests, ...(bus ? { bus } : {}), ...(limits && commands ? { limits: { limiter: limits, knownIps: limits, locks: new RedisAccountLocks(commands, () => commands.status === "ready") } } : {}), ...(bus ? { matchQueue: new RedisMatchQueue(bus.commands) } : {}) });
    const noPayments = paymentsWarning(config);
    if (noPayments) console.warn(noPayments);
    if (config.production && config.easemob && !config.easemob.callbackSecret) console.warn("EASEMOB_CALLBACK_SECRET is not set: anyone can call the pre-send callback (docs/configuration.md).");
    await app.listen({ port: config.port, host: config.host });
    if (config.metrics.port !== undefined) metricsListener = await startMetricsListener(metrics, config.metrics.port, config.metrics.host);
    const address = app.server.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    const url = `http://${config.host.includes(":") ? `[${config.host}]` : config.host}:${port}`;
    if (options.announce) {
      console.info(`Chat server ready at ${url}`);
      console.info(`Data: ${database.dialect === "postgres" ? "PostgreSQL (DATABASE_URL)" : sqliteFileOf(config.dataDir)}`);
      console.info(config.smtpUrl ? "Mail: SMTP (SMTP_URL)" : `Mail: written to ${config.dataDir}/outbox/ and this console`);
      console.info(config.s3 ? `Uploads: S3 bucket ${config.s3.bucket} at ${config.s3.endpoint} (S3_URL)` : `Uploads: ${config.dataDir}/files/`);
      console.info(bus ? "Delivery: shared with other processes through Redis (REDIS_URL)" : "Delivery: this process only (set REDIS_URL to run several)");
      if (config.easemob) console.info(`Easemob: users, messages, recalls and logouts mirrored to ${config.easemob.apiBase} (${config.easemob.org}#${config.easemob.app})`);
      if (metricsListener) console.info(`Metrics: ${metricsListener.url} (METRICS_PORT)`);
      if (seeded) console.info(demoLoginLines().join("\n"));
    }
    let closing: Promise<void> | undefined;
    return {
      url,
      ...(metricsListener ? { metricsUrl: metricsListener.url } : {}),
      app,
      config,
      close: () =>
        (closing ??= (async () => {
          await metricsListener?.close();
          await app.close();
          await bus?.close();
          await database.close();
          files.close?.();
          mailer.close?.();
        })()),
    };
  } catch (error) {
    await metricsListener?.close();
    await bus?.close();
    await database.close();
    files.close?.();
    mailer.close?.();
    throw error;
  }
}
