/**
 * GET /api/ready: whether this process can serve now, for the load balancer and the orchestrator.
 * 200 `{ready: true}` when the database answers `select 1`, the Redis bus is connected (REDIS_URL)
 * and the upload bucket answers (S3_URL); otherwise 503 naming what fails. Each check gives up after
 * a second, so a probe never hangs. While the process drains before it exits (SIGTERM, http/drain.ts)
 * it is 503 naming `draining` alone, without checking anything. `/api/health` stays the liveness
 * answer (the process is up).
 */
import { CODE } from "@chat/protocol";
import type { Readiness, ReadinessPart } from "@chat/protocol";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { envelope } from "../../http/envelope.js";
import { ping } from "../../db/migrations.js";

/** How long one check may take before it counts as failed. */
export const READY_TIMEOUT_MS = 1_000;

type Check = (signal: AbortSignal) => Promise<void> | void;

function checksOf(ctx: AppContext): Array<[ReadinessPart, Check]> {
  const checks: Array<[ReadinessPart, Check]> = [["database", () => ping(ctx.database)]];
  const bus = ctx.bus;
  if (bus.connected) {
    checks.push([
      "redis",
      () => {
        if (!bus.connected?.()) throw new Error("the Redis bus is disconnected");
      },
    ]);
  }
  const files = ctx.files;
  if (files.check) checks.push(["storage", (signal) => files.check?.(signal)]);
  return checks;
}

/** Runs one check within the timeout; resolves to the failure's text, or undefined when it passed. */
async function failureOf(check: Check): Promise<string | undefined> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(`no answer within ${READY_TIMEOUT_MS} ms`));
    }, READY_TIMEOUT_MS);
  });
  try {
    await Promise.race([Promise.resolve().then(() => check(controller.signal)), timeout]);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * What is not ready, in check order. The answer names the parts only; why each failed (host names,
 * driver errors) goes to `log`, not to whoever asks.
 */
export async function readiness(ctx: AppContext, log?: (part: ReadinessPart, reason: string) => void): Promise<Readiness> {
  if (ctx.drain.draining) return { ready: false, failing: ["draining"] };
  const checks = checksOf(ctx);
  const failures = await Promise.all(checks.map(([, check]) => failureOf(check)));
  const failing: ReadinessPart[] = [];
  checks.forEach(([part], i) => {
    const reason = failures[i];
    if (reason === undefined) return;
    failing.push(part);
    log?.(part, reason);
  });
  return failing.length === 0 ? { ready: true } : { ready: false, failing };
}

export function registerReadiness(app: FastifyInstance, ctx: AppContext): void {
  // The same checks at each scrape, so an alert sees a process that is up but cannot serve.
  ctx.metrics.observeReadiness(async () => (await readiness(ctx)).ready);
  app.get("/api/ready", async (request, reply) => {
    const state = await readiness(ctx, (part, reason) => request.log.warn(`not ready: ${part}: ${reason}`));
    if (state.ready) return envelope(200, "ok", state);
    const failing = state.failing ?? [];
    reply.code(503).header("cache-control", "no-store").header("retry-after", "1");
    return envelope(CODE.unavailable, `not ready: ${failing.join(", ")}`, state);
  });
}
