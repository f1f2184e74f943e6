/**
 * `createApp(deps)`: the whole HTTP application as a Fastify instance, with nothing global, so tests
 * drive it through `app.inject` with their own database, mailer and clock. Here the infrastructure
 * (http/, realtime/, security/, …) is wired to the features (modules/<feature>/), which register
 * their routes in one list.
 */
import Fastify, { LogController } from "fastify";
import type { FastifyInstance, FastifyServerOptions } from "fastify";
import type { AppContext, AppDeps } from "./context.js";
import { loadInfrastructureConfig, wrapConfigError } from "./config.js";
import type { Config } from "./config.js";
import { registerCors } from "./http/cors.js";
import { registerCompression } from "./http/compress.js";
import { registerPrivateHeaders } from "./http/private-headers.js";
import { registerErrorHandling } from "./http/errors.js";
import { registerMaintenance } from "./http/maintenance.js";
import { registerDrain } from "./http/drain.js";
import { registerRequestState } from "./http/request.js";
import { policySourcesOf } from "./http/content-policy.js";
import { registerStatic } from "./http/static.js";
import { fileStoreOf } from "./storage/file-stores.js";
import { metricsExposed, registerMetricsRoute } from "./metrics/endpoint.js";
import { registerHttpMetrics } from "./metrics/http-metrics.js";
import { createMetrics } from "./metrics/metrics.js";
import { retryReasonOf } from "./db/retry.js";
import { registerAccountModule } from "./modules/account/index.js";
import { registerAlbumModule } from "./modules/album/index.js";
import { LoginGuard } from "./security/login-guard.js";
import { checkSession, findSession } from "./modules/account/sessions.js";
import { registerBurnAfterReadModule } from "./modules/burn-after-read/index.js";
import { registerComplaintsModule } from "./modules/complaints/index.js";
import { registerConsoleModule } from "./modules/console/index.js";
import { loadEncounterConfig, registerEncounterModule } from "./modules/encounter/index.js";
import { EasemobBridge, loadEasemobConfig, registerEasemobModule } from "./modules/easemob/index.js";
import { registerConversationsModule } from "./modules/conversations/index.js";
import { registerFriendsModule } from "./modules/friends/index.js";
import { registerGiftsModule } from "./modules/gifts/index.js";
import { registerMallModule } from "./modules/mall/index.js";
import { createDeliveryMarks, createTypingRelay, registerMessagesModule, sendOverSocket } from "./modules/messages/index.js";
import { registerMomentsModule } from "./modules/moments/index.js";
import { registerNotificationsModule } from "./modules/notifications/index.js";
import { registerPeopleModule } from "./modules/people/index.js";
import { registerProfilesModule } from "./modules/profiles/index.js";
import { PushOutbox, loadPushConfig, registerPushModule } from "./modules/push/index.js";
import { registerSupportModule, supportInbox } from "./modules/support/index.js";
import { registerSystemModule } from "./modules/system/index.js";
import { registerTranslationModule } from "./modules/translation/index.js";
import { registerUploadsModule } from "./modules/uploads/index.js";
import { loadCosts, registerWalletModule } from "./modules/wallet/index.js";
import { paymentProviders } from "./payments/test-provider.js";
import { InProcessBus } from "./realtime/bus.js";
import { eventReader } from "./realtime/events.js";
import { registerGateway } from "./realtime/gateway.js";
import { Presence } from "./realtime/presence.js";
import { MemoryKnownIps, MemoryLimiter } from "./security/limiter.js";
import { dummyHash } from "./security/password.js";
import { RateLimiter } from "./security/rate-limiter.js";
import { TranslationEngines, createTranslator } from "./translation/engines.js";
import type { Translator } from "./translation/provider.js";

/** Request bodies are small JSON; uploads get their own limits in the uploads feature. */
const BODY_LIMIT_BYTES = 64 * 1024;

/** A feature's entry point: registers its routes (and any timers it owns) on the app. */
type FeatureModule = (app: FastifyInstance, ctx: AppContext) => void | Promise<void>;

/** Every feature of the API, in registration order. */
const FEATURES: readonly FeatureModule[] = [
  registerSystemModule,
  registerAccountModule,
  registerProfilesModule,
  registerFriendsModule,
  registerNotificationsModule,
  registerComplaintsModule,
  registerMessagesModule,
  registerConversationsModule,
  registerUploadsModule,
  registerWalletModule,
  registerTranslationModule,
  registerGiftsModule,
  registerBurnAfterReadModule,
  registerPeopleModule,
  registerAlbumModule,
  registerMomentsModule,
  registerMallModule,
  registerEncounterModule,
  registerEasemobModule,
  registerPushModule,
  // The operator console (its sections register in its own module), and its support inbox.
  registerConsoleModule,
  registerSupportModule,
];

/**
 * Reads the whole configuration from the environment and the command-line arguments: the
 * infrastructure's settings (config.ts) and those of the features that have their own.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env, argv: readonly string[] = process.argv.slice(2)): Config {
  return {
    ...loadInfrastructureConfig(env, argv),
    costs: wrapConfigError(() => loadCosts(env)),
    easemob: wrapConfigError(() => loadEasemobConfig(env)),
    push: wrapConfigError(() => loadPushConfig(env)),
    encounter: loadEncounterConfig(env),
  };
}

export async function createApp(deps: AppDeps): Promise<FastifyInstance> {
  const options: FastifyServerOptions = {
    logger: deps.logger ?? false,
    // A line per request only when asked (LOG_REQUESTS=1); errors are logged by the error handler.
    logController: new LogController({ disableRequestLogging: !deps.logRequests }),
    bodyLimit: BODY_LIMIT_BYTES,
    // A connection that stops sending (headers or a body that never come) is closed when idle this
    // long; a slow upload that keeps sending is not. A whole request may take 5 minutes at most, its
    // headers 20 s. Keep-alive outlives Nginx's upstream keepalive (60 s) so it never reuses a closing one.
    connectionTimeout: deps.config.idleTimeoutMs,
    requestTimeout: 300_000,
    keepAliveTimeout: 72_000,
    // Behind a reverse proxy the client IP (rate limits) comes from X-Forwarded-For.
    trustProxy: trustProxyOf(deps.config.trustProxy),
  };
  const app = Fastify(options);
  app.server.headersTimeout = 20_000;
  const limiter = deps.limits?.limiter ?? new MemoryLimiter(new RateLimiter(deps.clock));
  let dummy: Promise<string> | undefined;
  // A store made here (S3_URL or DATA_DIR/files) is closed with the app; one passed in belongs to the caller.
  const files = deps.files ?? fileStoreOf(deps.config);
  const ownFiles = deps.files ? undefined : files;
  const metrics = deps.metrics ?? createMetrics({ processMetrics: metricsExposed(deps.config.metrics) });
  const drain = registerDrain(app, metrics);
  const ctx: AppContext = {
    ...deps,
    drain,
    limiter,
    loginGuard: new LoginGuard(limiter, deps.limits?.knownIps ?? new MemoryKnownIps(), deps.limits?.locks),
    dummyHash: () => (dummy ??= dummyHash(deps.config.passwordHashLogN)),
    findSession: (token) => findSession(deps, token),
    startedAt: deps.clock.now(),
    bus: deps.bus ?? new InProcessBus(),
    files,
    presence: new Presence(),
    payments: deps.payments ?? paymentProviders(deps.config, deps.clock),
    translator: deps.translator ? new TranslationEngines(Array.isArray(deps.translator) ? deps.translator : [deps.translator as Translator], () => deps.clock.now()) : createTranslator(deps.config.translator, (line) => app.log.warn(line)),
    supportInbox,
    metrics,
    push: new PushOutbox(deps.config, deps.database, deps.clock, (userId) => ctx.presence.isOnline(userId), { publicOrigin: deps.config.publicOrigin ?? "", log: (line) => app.log.warn(line), ...deps.pushOptions }),
    ...(deps.config.easemob ? { easemob: new EasemobBridge(deps.config.easemob, deps.database, deps.clock, { publicOrigin: deps.config.publicOrigin, log: (line) => app.log.warn(line), onRow: (kind, outcome) => metrics.easemobRows.inc({ kind, outcome }), ...deps.easemobOptions }) } : {}),
  };
  const stopSharingPresence = ctx.bus.sharePresence?.(ctx.presence);
  const stopCountingRetries = deps.database.onRetry?.((error) => metrics.transactionRetries.inc({ reason: retryReasonOf(error) }));
  const stopTimingQueries = deps.database.onQuery?.(metrics.queryTook);
  ctx.bus.measure?.(metrics.bus);
  metrics.observeDatabase(() => deps.database.stats?.() ?? {});
  const { push, easemob } = ctx;
  metrics.observeOutboxes({ push: () => push.backlog(), ...(easemob ? { easemob: () => easemob.backlog() } : {}) });
  app.addHook("onClose", async () => {
    app.log.info("server stopping");
    stopSharingPresence?.();
    stopCountingRetries?.();
    stopTimingQueries?.();
    await ctx.translator.close?.();
    ownFiles?.close?.();
  });
  // Computed ahead so the first unknown-account login is not slower than the rest.
  void ctx.dummyHash();

  registerHttpMetrics(app, metrics, { providers: () => ctx.payments.keys() });
  registerRequestState(app);
  registerCors(app, deps.config.allowedOrigins);
  registerCompression(app);
  registerPrivateHeaders(app, deps.config.production);
  registerMaintenance(app, deps.config.maintenance);
  const spaFallback = await registerStatic(app, deps.config.staticRoot, {
    sources: policySourcesOf(deps.config),
    demoPages: deps.config.demoPages,
    publicOrigin: deps.config.publicOrigin,
  });
  registerErrorHandling(app, spaFallback);
  registerMetricsRoute(app, metrics, deps.config.metrics.token);
  // The gateway knows sessions only through these two functions of the account feature.
  const gateway = await registerGateway(
    app,
    {
      bus: ctx.bus,
      presence: ctx.presence,
      clock: deps.clock,
      events: eventReader(deps.database.db),
      authenticate: ctx.findSession,
      checkSession: (userId, tokenHash) => checkSession(deps, userId, tokenHash),
      sendMessage: (userId, data, locale) => sendOverSocket(ctx, userId, data, locale),
      typing: createTypingRelay(ctx),
      delivered: createDeliveryMarks(ctx, { error: (error: unknown) => app.log.error({ err: error }, "delivery mark failed") }),
      allowedOrigins: deps.config.allowedOrigins,
      publicOrigin: deps.config.publicOrigin,
      metrics: metrics.gateway,
    },
    { ...deps.config.sockets, ...deps.gateway },
  );
  // On SIGTERM (http/drain.ts): the sockets first, then the outbox rows their last sends wrote.
  drain.add("connections", () => gateway.drain());
  drain.add("outboxes", () => Promise.all([ctx.push.drain(), ctx.easemob?.drain()]));
  for (const register of FEATURES) await register(app, ctx);
  return app;
}

/** A hop count becomes "trust the nearest n proxies", which is what proxy-addr does with numbers. */
function trustProxyOf(value: boolean | number | string): FastifyServerOptions["trustProxy"] {
  return typeof value === "number" ? (_address: string, hop: number) => hop < value : value;
}
