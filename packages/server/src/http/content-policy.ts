/**
 * The content security policies of the HTML pages this server sends. No scheme wildcards: each
 * source is an origin the configuration names.
 * - Our own pages (the web app, the console): same-origin scripts and styles, WebSockets to our own
 *   origin (PUBLIC_ORIGIN, or the origin the page was asked from), images from us, `data:` and
 *   `blob:`; a payment provider's SDK, the object store's signed picture URLs and Easemob's hosts
 *   only when those are configured.
 * - The strict-CSP example: the policy a strict partner page sets (docs/embedding.md).
 * - The other example pages and Storybook (development, or DEMO_PAGES=1): the same sources, with
 *   inline scripts allowed (Storybook writes its configuration inline).
 */
import type { Config } from "../config.js";
import { paymentScriptOrigins } from "../payments/config.js";

/** Origins beyond our own that our pages may use, derived from the configuration. */
export interface PolicySources {
  scripts: readonly string[];
  connect: readonly string[];
  images: readonly string[];
}

export const NO_SOURCES: PolicySources = { scripts: [], connect: [], images: [] };

/** Easemob's IM and file hosts, which the browser reaches when the Easemob bridge is on. */
const EASEMOB_CONNECT = ["https://*.easemob.com", "wss://*.easemob.com", "https://*.easecdn.com", "wss://*.easecdn.com"];
const EASEMOB_IMAGES = ["https://*.easemob.com", "https://*.easecdn.com"];

/** What the configuration adds to our pages' policy (`easemob`: the Easemob bridge's API base, when it is on). */
export function policySourcesOf(config: Pick<Config, "payments" | "s3"> & { easemob?: { apiBase: string } | null | undefined }): PolicySources {
  const images: string[] = [];
  const connect: string[] = [];
  // Burn-after-read pictures are answered with a redirect to the store when signed URLs are on.
  if (config.s3?.signedUrlSeconds !== undefined) {
    const endpoint = new URL(config.s3.endpoint);
    images.push(config.s3.forcePathStyle ? endpoint.origin : `${endpoint.protocol}//${config.s3.bucket}.${endpoint.host}`);
  }
  if (config.easemob) {
    connect.push(new URL(config.easemob.apiBase).origin, ...EASEMOB_CONNECT);
    images.push(...EASEMOB_IMAGES);
  }
  return { scripts: paymentScriptOrigins(config.payments), connect, images };
}

/** The WebSocket origin that goes with an http(s) origin: CSP matches schemes exactly. */
const socketOf = (origin: string) => origin.replace(/^http/, "ws");

const join = (...parts: (string | readonly string[])[]) => parts.flat().join(" ");

/** Our own pages' policy; `origin` is PUBLIC_ORIGIN or the origin the page was asked from. */
export function hostPolicy(origin: string, sources: PolicySources = NO_SOURCES, inlineScripts = false): string {
  return [
    "default-src 'self'",
    join("script-src 'self'", inlineScripts ? ["'unsafe-inline'"] : [], sources.scripts),
    // React and the widget set style attributes; no inline <style> is needed by our builds otherwise.
    "style-src 'self' 'unsafe-inline'",
    join("img-src 'self' data: blob:", sources.images),
    "font-src 'self' data:",
    join("connect-src 'self'", socketOf(origin), sources.connect),
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join("; ");
}

/**
 * The policy a strict partner page sets (docs/embedding.md), served with `/examples/strict-csp/` so the
 * example proves the panel needs nothing more: our own origin for scripts, styles and connections,
 * images also from `data:` and `blob:` (picked images before upload). `connect-src` names the
 * WebSocket origin too: CSP matches schemes strictly, so `https://chat.example.com` does not allow
 * `wss://chat.example.com/ws` (Chromium blocks it), and docs/embedding.md tells partners the same.
 */
export function strictExamplePolicy(origin: string): string {
  return [
    "default-src 'none'",
    `script-src ${origin}`,
    `style-src ${origin}`,
    `connect-src ${origin} ${socketOf(origin)}`,
    `img-src ${origin} data: blob:`,
  ].join("; ");
}

/** The policy for an HTML page at `path`. */
export function pagePolicy(path: string, origin: string, sources: PolicySources): string {
  if (/^\/examples\/strict-csp(\/|$)/.test(path)) return strictExamplePolicy(origin);
  return hostPolicy(origin, sources, /^\/(examples|storybook)(\/|$)/.test(path));
}
