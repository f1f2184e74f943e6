/**
 * Where Prometheus reads the metrics, never public by accident: a listener of its own on
 * METRICS_HOST:METRICS_PORT (127.0.0.1 unless told), or `GET /metrics` on the main port only when
 * METRICS_TOKEN is set and the scraper sends it as a bearer token. Anything else answers 404, as if
 * there were nothing there.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import type { Metrics } from "./metrics.js";

export interface MetricsConfig {
  /** METRICS_PORT: the separate listener's port; none when unset. */
  port: number | undefined;
  /** METRICS_HOST: the separate listener's address (127.0.0.1 by default). */
  host: string;
  /** METRICS_TOKEN: serve `/metrics` on the main port to this bearer token. */
  token: string | undefined;
}

/** Whether any way of reading the metrics is configured. */
export function metricsExposed(config: MetricsConfig): boolean {
  return config.port !== undefined || config.token !== undefined;
}

const digest = (value: string) => createHash("sha256").update(value).digest();

/** True when the Authorization header carries exactly `Bearer <token>`; the compare takes the same time either way. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(header ?? "")?.[1] ?? "";
  // Digests have one length, so timingSafeEqual never throws and the length of the token does not leak.
  return timingSafeEqual(digest(given), digest(token)) && given.length > 0;
}

/** `GET /metrics` on the main port: the metrics for the right bearer token, 404 for anyone else or without METRICS_TOKEN. */
export function registerMetricsRoute(app: FastifyInstance, metrics: Metrics, token: string | undefined): void {
  app.get("/metrics", async (request, reply) => {
    if (token === undefined || !bearerMatches(request.headers.authorization, token)) {
      return reply.code(404).header("content-type", "text/plain; charset=utf-8").send("Not Found");
    }
    return reply.header("content-type", metrics.contentType).header("cache-control", "no-store").send(await metrics.text());
  });
}

export interface MetricsListener {
  url: string;
  close(): Promise<void>;
}

/** The separate listener: `GET /metrics` and nothing else. */
export async function startMetricsListener(metrics: Metrics, port: number, host: string): Promise<MetricsListener> {
  const server = createServer((request, response) => {
    const path = (request.url ?? "").split("?")[0];
    if (request.method !== "GET" || path !== "/metrics") {
      response.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not Found");
      return;
    }
    metrics.text().then(
      (text) => response.writeHead(200, { "content-type": metrics.contentType, "cache-control": "no-store" }).end(text),
      () => response.writeHead(500, { "content-type": "text/plain; charset=utf-8" }).end("metrics failed"),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${host.includes(":") ? `[${host}]` : host}:${address.port}/metrics`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
