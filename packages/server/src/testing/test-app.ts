/**
 * An application on a fresh database with an in-memory mailer and a manual clock, driven through
 * `app.inject` (no port). Helpers speak the wire format so tests read like API calls.
 */
import type { Envelope } from "@chat/protocol";
import type { FastifyInstance } from "fastify";
import { createApp } from "../app.js";
import type { Bus } from "../realtime/bus.js";
import type { AppDeps } from "../context.js";
import { ManualClock } from "../clock.js";
import { loadConfig } from "../app.js";
import type { Config } from "../config.js";
import { createTestDatabase } from "../db/test-helpers.js";
import type { TestDatabase } from "../db/test-helpers.js";
import type { Dialect } from "../db/database.js";
import type { Mailer } from "../mail/mailer.js";
import type { GatewayOptions } from "../realtime/gateway.js";
import { MemoryMailer } from "./memory-mailer.js";
import type { PaymentProviders } from "../payments/provider.js";
import type { Translator } from "../translation/provider.js";

export interface TestResponse<T = unknown> {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: Envelope<T>;
}

export interface RequestOptions {
  token?: string;
  ip?: string;
  language?: string;
  headers?: Record<string, string>;
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  mailer: MemoryMailer;
  clock: ManualClock;
  config: Config;
  post<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<TestResponse<T>>;
  get<T = unknown>(path: string, options?: RequestOptions): Promise<TestResponse<T>>;
  /** Registers through the API (code from the mail) and returns the e-mail and password. */
  register(email?: string, password?: string): Promise<{ email: string; password: string }>;
  /** Logs in and returns the token. */
  login(email: string, password: string, ip?: string): Promise<string>;
  /** A fresh IP address, so rate limits of one test do not touch another. */
  nextIp(): string;
  /** A fresh e-mail address. */
  nextEmail(prefix?: string): string;
  close(): Promise<void>;
}

/** Low scrypt cost: a test hashes hundreds of passwords; the format and code path stay the same. */
export const TEST_PASSWORD_HASH_LOG_N = 10;

export async function createTestApp(
  dialect: Dialect,
  options: {
    config?: Partial<Config>;
    mailer?: Mailer;
    gateway?: Partial<GatewayOptions>;
    bus?: Bus;
    translator?: Translator | readonly Translator[];
    payments?: PaymentProviders;
    /** A database shared with another test app (a second server process); the caller disposes it. */
    database?: TestDatabase;
    /** A clock shared with another test app. */
    clock?: ManualClock;
    limits?: AppDeps["limits"];
    matchQueue?: AppDeps["matchQueue"];
    /** Easemob bridge tunables (poll interval, retry pauses). */
    easemob?: AppDeps["easemobOptions"];
    /** Web Push tunables (poll interval, the agent that trusts the local push service). */
    push?: AppDeps["pushOptions"];
    /** The server's log, to read (off unless given), and whether it has a line per request. */
    logger?: AppDeps["logger"];
    logRequests?: boolean;
  } = {},
): Promise<TestApp> {
  const shared = options.database;
  const database = shared ?? (await createTestDatabase(dialect));
  const mailer = new MemoryMailer();
  const clock = options.clock ?? new ManualClock();
  const config: Config = {
    ...loadConfig({ DATA_DIR: database.dataDir, NODE_ENV: "test" }, []),
    passwordHashLogN: TEST_PASSWORD_HASH_LOG_N,
    // No built front end in tests unless a test brings its own folder.
    staticRoot: database.dataDir,
    ...options.config,
  };
  const app = await createApp({
    config,
    database,
    mailer: options.mailer ?? mailer,
    clock,
    ...(options.gateway ? { gateway: options.gateway } : {}),
    ...(options.bus ? { bus: options.bus } : {}),
    ...(options.translator ? { translator: options.translator } : {}),
    ...(options.payments ? { payments: options.payments } : {}),
    ...(options.limits ? { limits: options.limits } : {}),
    ...(options.matchQueue ? { matchQueue: options.matchQueue } : {}),
    ...(options.easemob ? { easemobOptions: options.easemob } : {}),
    ...(options.push ? { pushOptions: options.push } : {}),
    ...(options.logger ? { logger: options.logger, logRequests: options.logRequests ?? false } : {}),
  });
  let ipCounter = 0;
  let emailCounter = 0;

  async function request<T>(method: "GET" | "POST", path: string, body: unknown, opts: RequestOptions = {}) {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.language) headers["accept-language"] = opts.language;
    const response = await app.inject({
      method,
      url: path,
      headers,
      remoteAddress: opts.ip ?? "127.0.0.1",
      ...(method === "POST" ? { payload: (body ?? {}) as Record<string, unknown> } : {}),
    });
    return { status: response.statusCode, headers: response.headers, body: response.json<Envelope<T>>() };
  }

  const testApp: TestApp = {
    app,
    database,
    mailer,
    clock,
    config,
    post: (path, body, opts) => request("POST", path, body, opts),
    get: (path, opts) => request("GET", path, undefined, opts),
    nextIp: () => `10.0.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`,
    nextEmail: (prefix = "user") => `${prefix}${++emailCounter}-${Date.now().toString(36)}@example.com`,
    async register(email = testApp.nextEmail(), password = "secret123") {
      const ip = testApp.nextIp();
      const sent = await testApp.post("/api/account/verification-code", { email, type: "register" }, { ip });
      if (sent.status !== 200) throw new Error(`verification-code failed: ${JSON.stringify(sent.body)}`);
      const code = mailer.lastCode(email);
      const done = await testApp.post("/api/account/register", { email, code, password }, { ip });
      if (done.status !== 200) throw new Error(`register failed: ${JSON.stringify(done.body)}`);
      return { email, password };
    },
    async login(email, password, ip = testApp.nextIp()) {
      const res = await testApp.post<{ token: string }>("/api/account/login", { account: email, password }, { ip });
      if (res.status !== 200) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
      return res.body.data.token;
    },
    async close() {
      await app.close();
      if (!shared) await database.dispose();
    },
  };
  return testApp;
}
