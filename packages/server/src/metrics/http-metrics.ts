/**
 * Every answer counted by its route pattern (Fastify's `routeOptions.url`, so `/api/pay/webhook/:provider`,
 * never the URL with its ids) and status class, timed from arrival to answer. Payment webhooks are
 * counted here too, by provider and outcome, so the payments feature needs no metrics code of its own.
 */
import type { FastifyInstance } from "fastify";
import type { Metrics } from "./metrics.js";
import { statusClass } from "./metrics.js";

const WEBHOOK_ROUTE = "/api/pay/webhook/:provider";

export interface HttpMetricsOptions {
  /** The payment providers' names; any other name in a webhook URL is counted as "unknown". */
  providers: () => Iterable<string>;
}

export function registerHttpMetrics(app: FastifyInstance, metrics: Metrics, options: HttpMetricsOptions): void {
  app.addHook("onResponse", (request, reply, done) => {
    // Unmatched URLs (404s, scanners) share one label instead of growing a series per URL.
    const route = request.routeOptions.url ?? "unmatched";
    const labels = { method: request.method, route, status_class: statusClass(reply.statusCode) };
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
    if (route === WEBHOOK_ROUTE) {
      const name = (request.params as { provider?: unknown }).provider;
      const provider = typeof name === "string" && [...options.providers()].includes(name) ? name : "unknown";
      const outcome = reply.statusCode < 400 ? "ok" : reply.statusCode < 500 ? "refused" : "error";
      metrics.paymentWebhooks.inc({ provider, outcome });
    }
    done();
  });
}
