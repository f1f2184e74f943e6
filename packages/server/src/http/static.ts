/**
 * The built front ends, served from the same process when their folders exist: the host app at `/`
 * (with the SPA fallback), the widget bundle at `/widget/`, examples and Storybook.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

interface Mount {
  prefix: string;
  dir: string;
}

/** Paths that never fall back to the host app's index.html. */
const NOT_SPA = ["/api", "/ws", "/widget", "/files", "/examples", "/storybook"];

/** A strict policy for our own HTML: same-origin scripts and styles only, WebSockets to us. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // React and the widget set style attributes; no inline <style> is needed by our builds otherwise.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss:",
  "media-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join("; ");

/** Registers the static folders; returns the SPA fallback for the not-found handler, if any. */
export async function registerStatic(
  app: FastifyInstance,
  root: string,
): Promise<((request: FastifyRequest, reply: FastifyReply) => FastifyReply | undefined) | undefined> {
  const mounts: Mount[] = [
    { prefix: "/widget/", dir: join(root, "dist/widget") },
    { prefix: "/examples/", dir: join(root, "examples") },
    { prefix: "/storybook/", dir: join(root, "dist/storybook") },
    { prefix: "/", dir: join(root, "dist/host") },
  ].filter((m) => existsSync(m.dir));

  let decorated = false;
  for (const mount of mounts) {
    await app.register(fastifyStatic, {
      root: mount.dir,
      prefix: mount.prefix,
      decorateReply: !decorated,
      index: ["index.html"],
      cacheControl: false,
      setHeaders(res, path) {
        // Vite puts content hashes in asset names, so those never change.
        if (/[/\\]assets[/\\]/.test(path)) res.setHeader("cache-control", "public, max-age=31536000, immutable");
        else res.setHeader("cache-control", "no-cache");
      },
    });
    decorated = true;
  }

  app.addHook("onSend", async (request, reply) => {
    reply.header("x-content-type-options", "nosniff");
    const type = reply.getHeader("content-type");
    if (typeof type === "string" && type.startsWith("text/html")) {
      reply.header("referrer-policy", "strict-origin-when-cross-origin");
      // Examples and Storybook are demos with their own needs (the strict-CSP example sets its own).
      if (!/^\/(examples|storybook)(\/|$)/.test(request.url)) reply.header("content-security-policy", CONTENT_SECURITY_POLICY);
    }
  });

  const hostDir = join(root, "dist/host");
  if (!existsSync(join(hostDir, "index.html"))) return undefined;
  return (request, reply) => {
    const path = request.url.split("?")[0] ?? "/";
    if (request.method !== "GET" && request.method !== "HEAD") return undefined;
    if (NOT_SPA.some((p) => path === p || path.startsWith(`${p}/`))) return undefined;
    if (!(request.headers.accept ?? "").includes("text/html")) return undefined;
    return reply.header("cache-control", "no-cache").sendFile("index.html", hostDir);
  };
}
