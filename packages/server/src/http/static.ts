/**
 * The built front ends, served from the same process when their folders exist: the host app at `/`
 * (with the SPA fallback), the widget bundle at `/widget/`, and (in development, or with DEMO_PAGES=1)
 * the examples and Storybook. Every HTML page carries a content security policy (content-policy.ts).
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { NO_SOURCES, pagePolicy } from "./content-policy.js";
import { pagePreloads } from "./page-preloads.js";
import type { PolicySources } from "./content-policy.js";

interface Mount {
  prefix: string;
  /** Folders searched in order (a built example in dist/examples shadows its source). */
  dirs: string[];
}

/** Paths that never fall back to the host app's index.html. */
const NOT_SPA = ["/api", "/ws", "/widget", "/files", "/examples", "/storybook"];

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Vite names what it builds in `assets/` and `chunks/` `name-<8-character hash>.ext`, so such a file never
 * changes and is cached for a year; entry files (index.html, the widget's `chat-panel.js` and
 * `chat-panel.mjs`) keep their names and are asked again each time.
 */
export function isContentHashed(path: string): boolean {
  return /[/\\](assets|chunks)[/\\][^/\\]*-[A-Za-z0-9_-]{8}\.[A-Za-z0-9.]+$/.test(path);
}

/** Answers from this file depend on Accept-Encoding when the build compressed it. */
function hasCompressedCopy(path: string): boolean {
  return existsSync(`${path}.br`) || existsSync(`${path}.gz`);
}

/** Registers the static folders; returns the SPA fallback for the not-found handler, if any. */
export async function registerStatic(
  app: FastifyInstance,
  root: string,
  options: { sources?: PolicySources; demoPages?: boolean; publicOrigin?: string | undefined } = {},
): Promise<((request: FastifyRequest, reply: FastifyReply) => FastifyReply | undefined) | undefined> {
  const demos: Mount[] = [
    { prefix: "/examples/", dirs: [join(root, "dist/examples"), join(root, "examples")] },
    { prefix: "/storybook/", dirs: [join(root, "dist/storybook")] },
  ];
  const mounts: Mount[] = [
    { prefix: "/widget/", dirs: [join(root, "dist/widget")] },
    ...(options.demoPages === false ? [] : demos),
    { prefix: "/", dirs: [join(root, "dist/host")] },
  ]
    .map((m) => ({ ...m, dirs: m.dirs.filter((dir) => existsSync(dir)) }))
    .filter((m) => m.dirs.length > 0);

  let decorated = false;
  for (const mount of mounts) {
    await app.register(fastifyStatic, {
      root: mount.dirs.length === 1 ? (mount.dirs[0] as string) : mount.dirs,
      prefix: mount.prefix,
      decorateReply: !decorated,
      index: ["index.html"],
      cacheControl: false,
      // The build writes `.br` and `.gz` beside each file (vite.precompress.ts); the best one the
      // browser accepts is sent with its Content-Encoding, else the file itself. Not for a mount of
      // several folders (the examples): @fastify/static then looks for a folder's index.html in the
      // first folder only.
      preCompressed: mount.dirs.length === 1,
      // The build's manifests (`.vite/`) are for this server (page-preloads.ts), not for browsers.
      allowedPath: (pathName) => !pathName.startsWith("/.vite/"),
      setHeaders(res, path) {
        const file = path.replace(/\.(br|gz)$/, "");
        res.setHeader("cache-control", isContentHashed(file) ? IMMUTABLE : "no-cache");
        if (file !== path || hasCompressedCopy(file)) res.setHeader("vary", "Accept-Encoding");
      },
    });
    decorated = true;
  }

  const sources = options.sources ?? NO_SOURCES;
  app.addHook("onSend", (request, reply, payload, done) => {
    reply.header("x-content-type-options", "nosniff");
    if (request.url.startsWith("/widget/")) {
      // Partner pages load the element from another origin, and its ES module and lazy chunks are
      // fetched in CORS mode: public files, no credentials, so any origin may read them.
      reply.header("access-control-allow-origin", "*");
      reply.header("cross-origin-resource-policy", "cross-origin");
    }
    const type = reply.getHeader("content-type");
    if (typeof type === "string" && type.startsWith("text/html")) {
      reply.header("referrer-policy", "strict-origin-when-cross-origin");
      const origin = options.publicOrigin ?? `${request.protocol}://${request.host}`;
      reply.header("content-security-policy", pagePolicy(request.url, origin, sources));
    }
    done(null, payload);
  });

  const hostDir = join(root, "dist/host");
  if (!existsSync(join(hostDir, "index.html"))) return undefined;
  const preloads = pagePreloads(hostDir);
  return (request, reply) => {
    const path = request.url.split("?")[0] ?? "/";
    if (request.method !== "GET" && request.method !== "HEAD") return undefined;
    if (NOT_SPA.some((p) => path === p || path.startsWith(`${p}/`))) return undefined;
    if (!(request.headers.accept ?? "").includes("text/html")) return undefined;
    // The operator console is a page of its own (host-app/admin/index.html) with its own routes.
    const page = (path === "/admin" || path.startsWith("/admin/")) && existsSync(join(hostDir, "admin/index.html")) ? "admin/index.html" : "index.html";
    const link = preloads(path);
    if (link) reply.header("link", link);
    return reply.header("cache-control", "no-cache").sendFile(page, hostDir);
  };
}
