/**
 * CORS for `/api` from the partner origins of `ALLOWED_ORIGINS` (embedding): the embedded
 * `<chat-panel>` on a partner page calls our API from that page's origin. Credentials stay off —
 * the panel authenticates with a bearer token, never a cookie — so an allowed origin is echoed back
 * and nothing else is. Pages of our own origin need no CORS; other origins get no CORS headers,
 * so the browser keeps their scripts from reading our answers.
 */
import type { FastifyInstance } from "fastify";

/** Request headers the API client sends (packages/client/src/api/api-client.ts). */
const ALLOWED_HEADERS = "Authorization, Content-Type, Accept-Language, X-Platform, X-Brand";
const ALLOWED_METHODS = "GET, POST, PUT, PATCH, DELETE";
const PREFLIGHT_MAX_AGE_S = "600";

/** The origins of a list of URLs (`https://a.example/` → `https://a.example`); junk is dropped. */
export function originsOf(list: readonly string[]): Set<string> {
  const origins = new Set<string>();
  for (const entry of list) {
    try {
      const origin = new URL(entry).origin;
      if (origin !== "null") origins.add(origin);
    } catch {
      // config.ts already trims the list; a malformed entry simply allows nothing.
    }
  }
  return origins;
}

export function registerCors(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  const allowed = originsOf(allowedOrigins);
  // Callback style, as every hook of every request: an async hook costs a promise and a turn of the
  // microtask queue per request (docs/benchmarks.md).
  app.addHook("onRequest", (request, reply, done) => {
    const path = request.url.split("?")[0] ?? "";
    if (path !== "/api" && !path.startsWith("/api/")) return done();
    // Answers differ by Origin, so caches must keep them apart.
    reply.header("vary", "Origin");
    const origin = request.headers.origin;
    if (!origin || !allowed.has(origin)) return done();
    reply.header("access-control-allow-origin", origin);
    reply.header("access-control-expose-headers", "Retry-After");
    if (request.method === "OPTIONS" && request.headers["access-control-request-method"]) {
      reply.header("access-control-allow-methods", ALLOWED_METHODS);
      reply.header("access-control-allow-headers", ALLOWED_HEADERS);
      reply.header("access-control-max-age", PREFLIGHT_MAX_AGE_S);
      // Answered here: the request goes no further, so `done` is not called.
      reply.code(204).send();
      return undefined;
    }
    return done();
  });
}
