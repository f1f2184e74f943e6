/**
 * Compression of the API's JSON answers: an answer of at least {@link MIN_BYTES} goes out in brotli
 * or gzip when the request accepts it (brotli first), with `Vary: Accept-Encoding`. Small answers
 * (a send's acknowledgement, an error) stay as they are: their headers outweigh what compression
 * would save, and the hot paths pay nothing. Static files are the build's precompressed copies
 * (static.ts), never compressed here.
 */
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { FastifyInstance, FastifyReply } from "fastify";
import { isApiPath } from "./errors.js";

/** Below this many bytes an answer is sent as it is. */
export const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Brotli at quality 5: made on every answer, so fast (about gzip's speed) rather than the build's
 * quality 11, and still smaller than gzip on JSON.
 */
const BROTLI_OPTIONS = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
};

/** The encoding to use for an Accept-Encoding header: `br`, `gzip`, or none (`q=0` refuses one). */
export function chooseEncoding(acceptEncoding: string | undefined): "br" | "gzip" | undefined {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? "").toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name.trim());
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return undefined;
}

function addVary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader("vary");
  const fields = typeof current === "string" ? current.split(",").map((f) => f.trim()).filter(Boolean) : [];
  if (!fields.some((f) => f.toLowerCase() === field.toLowerCase())) fields.push(field);
  reply.header("vary", fields.join(", "));
}

export function registerCompression(app: FastifyInstance): void {
  // Callback style: most answers are small and pass straight through, with no promise per request.
  app.addHook("onSend", (request, reply, payload, done) => {
    if (!isApiPath(request.url.split("?")[0] ?? "")) return done(null, payload);
    if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return done(null, payload);
    const type = reply.getHeader("content-type");
    if (typeof type !== "string" || !type.startsWith("application/json")) return done(null, payload);
    // Whether or not this answer is compressed, the same URL may be compressed for another request.
    addVary(reply, "Accept-Encoding");
    if (reply.getHeader("content-encoding") || request.method === "HEAD") return done(null, payload);
    const body = typeof payload === "string" ? Buffer.from(payload) : payload;
    if (body.length < MIN_BYTES) return done(null, payload);
    const encoding = chooseEncoding(request.headers["accept-encoding"]);
    if (!encoding) return done(null, payload);
    (encoding === "br" ? brotli(body, BROTLI_OPTIONS) : gzipped(body)).then(
      (compressed) => {
        reply.header("content-encoding", encoding);
        reply.removeHeader("content-length");
        done(null, compressed);
      },
      (error: Error) => done(error),
    );
    return undefined;
  });
}
