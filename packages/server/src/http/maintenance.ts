/**
 * Maintenance mode (MAINTENANCE=1): every `/api/*` call except `GET /api/health` answers HTTP 503
 * with the envelope `{code: 503, msg}`, the maintenance text in the caller's language. Health still
 * answers (with `maintenance: true`), so the web app's "Try again" can tell when the server is back.
 * The web app itself, the widget bundle and other static files are still served.
 */
import { CODE } from "@chat/protocol";
import type { FastifyInstance } from "fastify";
import { AppError } from "./envelope.js";
import { isApiPath } from "./errors.js";

/** Registered after the request state, so the refusal is worded in the request's locale. */
export function registerMaintenance(app: FastifyInstance, maintenance: boolean): void {
  if (!maintenance) return;
  app.addHook("onRequest", (request, _reply, done) => {
    const path = request.url.split("?")[0] ?? "";
    done(isApiPath(path) && path !== "/api/health" ? new AppError(CODE.unavailable, "maintenance", CODE.unavailable) : undefined);
  });
}
