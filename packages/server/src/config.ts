/**
 * Configuration: environment variables with safe defaults. Everything the server reads from the
 * outside world passes through here, so tests build a Config by hand instead of touching `process.env`.
 * This file reads the infrastructure's settings; a feature with settings of its own (COST_*, EASEMOB_*,
 * VAPID_*, ENCOUNTER_*) adds them to `Config` from its index.ts, and `loadConfig` (app.ts) reads both
 * from the same environment, so the configuration names no feature here.
 */
import { resolve } from "node:path";
import { LIMITS } from "@chat/protocol";
import { fileURLToPath } from "node:url";
import { loadTranslatorConfig } from "./translation/config.js";
import type { TranslatorConfig } from "./translation/config.js";
import { parsePartnerKeys } from "./security/partner-keys.js";
import type { PartnerKey } from "./security/partner-keys.js";
import { loadPaymentsConfig } from "./payments/config.js";
import type { PaymentsConfig } from "./payments/config.js";
import { parseS3Url } from "./storage/s3-url.js";
import type { S3Settings } from "./storage/s3-url.js";
import { DEFAULT_SOCKET_CAPS } from "./realtime/socket-limits.js";
import type { SocketCaps } from "./realtime/socket-limits.js";
import type { MetricsConfig } from "./metrics/endpoint.js";

/**
 * The whole configuration: the infrastructure's settings and every feature's own, which each feature
 * declares in its index.ts (`declare module "../../config.js" { interface Config { … } }`, the way
 * Fastify's decorators are typed).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- its feature fields are merged in from the features' index.ts
export interface Config extends InfrastructureConfig {}

/** The settings of the infrastructure (db/, http/, realtime/, …) and of the process. */
export interface InfrastructureConfig {
  port: number;
  host: string;
  /** Absolute path of the data folder (SQLite file, outbox, later uploads). */
  dataDir: string;
  /** `postgres://…` selects PostgreSQL; otherwise SQLite at `${dataDir}/chat.db`. */
  databaseUrl: string | undefined;
  /** Redis for delivery across several server processes; in-process delivery without it. */
  redisUrl: string | undefined;
  /** Uploads in an S3-compatible bucket (S3_URL) instead of `${dataDir}/files`. */
  s3?: S3Settings | undefined;
  /** SMTP server for outgoing mail; without it mail goes to `${dataDir}/outbox/`. */
  smtpUrl: string | undefined;
  mailFrom: string;
  nodeEnv: string;
  production: boolean;
  publicOrigin: string | undefined;
  /** Seed demo users on an empty database. */
  demo: boolean;
  /**
   * Serve Storybook and the example pages (/storybook/, /examples/): always in development, in
   * production only with DEMO_PAGES=1.
   */
  demoPages: boolean;
  /** Partner origins allowed to embed the widget: ALLOWED_ORIGINS plus every PARTNER_KEYS origin. */
  allowedOrigins: string[];
  /** Partner backends that may hand their users a chat session (PARTNER_KEYS). */
  partners: PartnerKey[];
  /** log2 of the scrypt cost N. Only tests lower it; production keeps the strong default. */
  passwordHashLogN: number;
  /** Repository root, where `dist/` and `examples/` are served from. */
  staticRoot: string;
  /** Fastify's trustProxy: false, true, a hop count, or a comma list of proxy addresses/CIDRs. */
  trustProxy: boolean | number | string;
  /** Fastify request logging. */
  logRequests: boolean;
  /**
   * A connection that sends nothing for this long is closed (IDLE_TIMEOUT_MS): a request's headers
   * or body that stop coming, an idle keep-alive past its own timeout. WebSockets are not affected.
   */
  idleTimeoutMs: number;
  /** The log's level (LOG_LEVEL): info by default, so errors, warnings, start and stop are logged. */
  logLevel: string;
  /** MAINTENANCE=1: every `/api/*` call but `/api/health` answers 503 with the maintenance text. */
  maintenance: boolean;
  /** How long after sending a message its sender may recall it (RECALL_LIMIT_MS, default 2 minutes). */
  recallLimitMs: number;
  /** The translation engine (TRANSLATOR, APERTIUM_URL, LIBRETRANSLATE_URL, DEEPL_*). */
  translator: TranslatorConfig;
  /** PayPal and Airwallex keys and API bases (PAYPAL_*, AIRWALLEX_*, docs/payments.md). */
  payments: PaymentsConfig;
  /**
   * Gateway sockets this process keeps for one signed-in user (WS_SOCKETS_PER_USER, 20: a new one
   * closes the oldest) and for one client address (WS_SOCKETS_PER_ADDRESS, 200: more are refused).
   */
  sockets: SocketCaps;
  /**
   * Prometheus metrics (docs/operations.md): a listener of their own on METRICS_HOST (127.0.0.1):METRICS_PORT,
   * off unless METRICS_PORT is set; or `/metrics` on the main port for the bearer METRICS_TOKEN.
   */
  metrics: MetricsConfig;
  /**
   * On SIGTERM the process drains (http/drain.ts, docs/operations.md): it stops accepting, tells every
   * socket to reconnect elsewhere, finishes the sends and outbox work under way, and exits within
   * this many seconds (DRAIN_TIMEOUT_S, 20).
   */
  drainTimeoutS: number;
}

/** scrypt N = 2^15: ~32 MB of memory per hash, the OWASP-recommended minimum for scrypt. */
export const DEFAULT_PASSWORD_HASH_LOG_N = 15;

/** The repository root, found from this file's location (packages/server/src). */
export const REPO_ROOT = resolve(fileURLToPath(new URL(".", import.meta.url)), "../../..");

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Reads the infrastructure's settings from the environment and the command-line arguments. */
export function loadInfrastructureConfig(
  env: Record<string, string | undefined> = process.env,
  argv: readonly string[] = process.argv.slice(2),
): InfrastructureConfig {
  const nodeEnv = env.NODE_ENV?.trim() || "development";
  const production = nodeEnv === "production";
  const port = parsePort(env.PORT);
  const dataDir = resolve(env.DATA_DIR?.trim() || "./data");
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  if (production && !smtpUrl) {
    throw new ConfigError(
      "SMTP_URL is required when NODE_ENV=production: verification codes must reach real mailboxes " +
        "(the outbox folder is for development only). Set SMTP_URL=smtp://user:pass@host:587.",
    );
  }
  const partners = wrapConfigError(() => parsePartnerKeys(env.PARTNER_KEYS));
  const demoOff = env.DEMO?.trim() === "0" || env.DEMO?.trim() === "false" || argv.includes("--no-demo");
  return {
    port,
    host: env.HOST?.trim() || "localhost",
    dataDir,
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    redisUrl: env.REDIS_URL?.trim() || undefined,
    s3: env.S3_URL?.trim() ? wrapConfigError(() => parseS3Url(env.S3_URL!.trim())) : undefined,
    smtpUrl,
    mailFrom: env.MAIL_FROM?.trim() || "Chat <no-reply@localhost>",
    nodeEnv,
    production,
    publicOrigin: env.PUBLIC_ORIGIN?.trim() || undefined,
    demo: !production && !demoOff,
    demoPages: !production || env.DEMO_PAGES?.trim() === "1",
    allowedOrigins: [
      ...(env.ALLOWED_ORIGINS ?? "")
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
      ...partners.map((p) => p.origin),
    ],
    partners,
    passwordHashLogN: DEFAULT_PASSWORD_HASH_LOG_N,
    staticRoot: REPO_ROOT,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logRequests: env.LOG_REQUESTS === "1",
    logLevel: logLevelOf(env.LOG_LEVEL),
    idleTimeoutMs: positiveMs(env.IDLE_TIMEOUT_MS, 60_000, "IDLE_TIMEOUT_MS"),
    maintenance: env.MAINTENANCE?.trim() === "1" || env.MAINTENANCE?.trim() === "true",
    recallLimitMs: parseRecallLimit(env.RECALL_LIMIT_MS),
    translator: wrapConfigError(() => loadTranslatorConfig(env)),
    payments: wrapConfigError(() => loadPaymentsConfig(env)),
    sockets: {
      maxSocketsPerUser: parseWhole(env.WS_SOCKETS_PER_USER, "WS_SOCKETS_PER_USER", DEFAULT_SOCKET_CAPS.maxSocketsPerUser, 1, 10_000),
      maxSocketsPerAddress: parseWhole(env.WS_SOCKETS_PER_ADDRESS, "WS_SOCKETS_PER_ADDRESS", DEFAULT_SOCKET_CAPS.maxSocketsPerAddress, 1, 1_000_000),
    },
    metrics: loadMetricsConfig(env),
    drainTimeoutS: parseWhole(env.DRAIN_TIMEOUT_S, "DRAIN_TIMEOUT_S", 20, 1, 3600),
  };
}

/** A token shorter than this could be guessed by a scraper of the main port. */
const MIN_METRICS_TOKEN = 16;

function loadMetricsConfig(env: Record<string, string | undefined>): MetricsConfig {
  const rawPort = env.METRICS_PORT?.trim();
  const token = env.METRICS_TOKEN?.trim() || undefined;
  if (token !== undefined && (token.length < MIN_METRICS_TOKEN || /\s/.test(token))) {
    throw new ConfigError(`METRICS_TOKEN must be at least ${MIN_METRICS_TOKEN} characters without spaces (it guards /metrics on the public port).`);
  }
  return {
    port: rawPort ? parseWhole(rawPort, "METRICS_PORT", 0, 0, 65_535) : undefined,
    host: env.METRICS_HOST?.trim() || "127.0.0.1",
    token,
  };
}

/** Runs a settings reader, its error a ConfigError (the process start prints it without a stack). */
export function wrapConfigError<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    throw new ConfigError(error instanceof Error ? error.message : String(error));
  }
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value.trim() === "") return 8080;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new ConfigError(`PORT must be a number from 0 to 65535, got "${value}".`);
  }
  return port;
}

function parseRecallLimit(value: string | undefined): number {
  if (value === undefined || value.trim() === "") return LIMITS.recallMs;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0) throw new ConfigError(`RECALL_LIMIT_MS must be a whole number of milliseconds, got "${value}".`);
  return ms;
}

/** A whole number from `min` to `max` read from the variable `name`, `fallback` when unset. */
export function parseWhole(value: string | undefined, name: string, fallback: number, min: number, max: number): number {
  if (value === undefined || value.trim() === "") return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${value}".`);
  return n;
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  const v = value?.trim() ?? "";
  if (v === "" || v === "0" || v === "false") return false;
  if (v === "true") return true;
  if (/^\d+$/.test(v)) return Number(v);
  return v;
}

const LOG_LEVELS = new Set(["fatal", "error", "warn", "info", "debug", "trace", "silent"]);

function logLevelOf(raw: string | undefined): string {
  const level = raw?.trim().toLowerCase() || "info";
  if (!LOG_LEVELS.has(level)) throw new ConfigError(`LOG_LEVEL must be one of ${[...LOG_LEVELS].join(", ")}, got "${raw ?? ""}".`);
  return level;
}

function positiveMs(raw: string | undefined, fallback: number, name: string): number {
  if (!raw?.trim()) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new ConfigError(`${name} must be a whole number of milliseconds above 0, got "${raw}".`);
  return value;
}
