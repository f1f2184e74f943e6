/**
 * The answer of a burn-after-read link after its single use was recorded (modules/burn-after-read,
 * modules/moments): a redirect to a short-lived signed URL of the store when it offers them (S3 with
 * `signedUrls`), else the bytes relayed with headers that keep them out of caches and scripts.
 */
import type { FastifyReply } from "fastify";
import type { FileStore } from "../images/file-store.js";

/** The reply to return from the handler, or null when there is no file (the caller answers 410). */
export async function sendBurnFile(reply: FastifyReply, files: FileStore, key: string | undefined): Promise<FastifyReply | null> {
  if (!key) return null;
  if (files.signedUrl) {
    const url = await files.signedUrl(key);
    return reply.header("cache-control", "no-store").header("referrer-policy", "no-referrer").redirect(url, 302);
  }
  const file = await files.get(key);
  if (!file) return null;
  return reply
    .header("content-type", file.contentType)
    .header("x-content-type-options", "nosniff")
    .header("cache-control", "no-store")
    .header("content-security-policy", "default-src 'none'; sandbox")
    .send(file.data);
}
