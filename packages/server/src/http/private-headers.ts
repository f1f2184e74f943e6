/**
 * Headers every answer gets: API answers are private to who asked (`Cache-Control: no-store` unless a
 * route says otherwise), so no shared or browser cache keeps one user's data for the next; in
 * production the browser is told to use HTTPS only from now on (`Strict-Transport-Security`; the
 * server runs behind a TLS proxy there, deploy/nginx-chat.conf sends the same).
 */
import type { FastifyInstance } from "fastify";
import { isApiPath } from "./errors.js";

/** A year, subdomains included: what the HSTS preload list asks for. */
export const HSTS = "max-age=31536000; includeSubDomains";

export function registerPrivateHeaders(app: FastifyInstance, production: boolean): void {
  app.addHook("onSend", (request, reply, payload, done) => {
    if (production) reply.header("strict-transport-security", HSTS);
    if (isApiPath(request.url.split("?")[0] ?? "") && !reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
    done(null, payload);
  });
}
