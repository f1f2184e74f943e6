/**
 * `createApp(deps)`: the whole HTTP application as a Fastify instance, with nothing global, so tests
 * drive it through `app.inject` with their own database, mailer and clock.
 */
import Fastify from "fastify";
import type { FastifyInstance, FastifyServerOptions } from "fastify";
import type { AppContext, AppDeps } from "./context.js";
import { registerCors } from "./http/cors.js";
import { registerErrorHandling } from "./http/errors.js";
import { registerRequestState } from "./http/request.js";
import { registerStatic } from "./http/static.js";
import { registerAccountModule } from "./modules/account/index.js";
import { LoginGuard } from "./modules/account/login-guard.js";
import { registerSystemModule } from "./modules/system/index.js";
import { join } from "node:path";
import { localFileStore } from "./images/file-store.js";
import { registerMessagingModules } from "./modules/index.js";
import { InProcessBus } from "./realtime/bus.js";
import { registerGateway } from "./realtime/gateway.js";
import { Presence } from "./realtime/presence.js";
import { dummyHash } from "./security/password.js";
import { MemoryKnownIps, MemoryLimiter } from "./security/limiter.js";
import { RateLimiter } from "./security/rate-limiter.js";
import { registerWalletModules } from "./modules/wallet-index.js";
import { refundOrphanedSends, SWEEP_EVERY_MS } from "./modules/send-refunds.js";
import { paymentProviders } from "./payments/test-provider.js";
import { createTranslator } from "./translation/engines.js";
import { TranslationService } from "./translation/service.js";

/** Request bodies are small JSON; uploads get their own limits in the files module. */
const BODY_LIMIT_BYTES = 64 * 1024;

export async function createApp(deps: AppDeps): Promise<FastifyInstance> {
  const options: FastifyServerOptions = {
    logger: deps.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    // Behind a reverse proxy the client IP (rate limits) comes from X-Forwarded-For.
    trustProxy: trustProxyOf(deps.config.trustProxy),
  };
  const app = Fastify(options);
  const limiter = deps.limits?.limiter ?? new MemoryLimiter(new RateLimiter(deps.clock));
  let dummy: Promise<string> | undefined;
  const ctx: AppContext = {
    ...deps,
    limiter,
    loginGuard: new LoginGuard(limiter, deps.limits?.knownIps ?? new MemoryKnownIps()),
    dummyHash: () => (dummy ??= dummyHash(deps.config.passwordHashLogN)),
    startedAt: deps.clock.now(),
    bus: deps.bus ?? new InProcessBus(),
    files: deps.files ?? localFileStore(join(deps.config.dataDir, "files")),
    presence: new Presence(),
    payments: deps.payments ?? paymentProviders({ production: deps.config.production }),
    translation: new TranslationService(deps.database, deps.translator ?? createTranslator(deps.config.translator, (line) => app.log.warn(line)), deps.config.costs),
  };
  const stopSharingPresence = ctx.bus.sharePresence?.(ctx.presence);
  // Sends charged but never stored (a crash in between) are refunded once they are clearly orphaned.
  const sweep = () => void refundOrphanedSends(ctx).catch((error: unknown) => app.log.error({ err: error }, "refund sweep failed"));
  const sweeper = setInterval(sweep, SWEEP_EVERY_MS);
  sweeper.unref();
  app.addHook("onClose", async () => {
    clearInterval(sweeper);
    stopSharingPresence?.();
    await ctx.translation.translator.close?.();
  });
  // Computed ahead so the first unknown-account login is not slower than the rest.
  void ctx.dummyHash();

  registerRequestState(app);
  registerCors(app, deps.config.allowedOrigins);
  const spaFallback = await registerStatic(app, deps.config.staticRoot);
  registerErrorHandling(app, spaFallback);
  registerSystemModule(app, ctx);
  registerAccountModule(app, ctx);
  await registerGateway(app, ctx, deps.gateway);
  await registerMessagingModules(app, ctx);
  registerWalletModules(app, ctx);
  return app;
}

/** A hop count becomes "trust the nearest n proxies", which is what proxy-addr does with numbers. */
function trustProxyOf(value: boolean | number | string): FastifyServerOptions["trustProxy"] {
  return typeof value === "number" ? (_address: string, hop: number) => hop < value : value;
}
