/**
 * Every failure leaves as an envelope with a matching HTTP status: our AppErrors, Fastify's own
 * errors (bad JSON, too large, wrong content type) and unknown /api paths. Stacks stay in the log.
 */
import { CODE } from "@chat/protocol";
import type { MessageKey } from "@chat/protocol";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { t } from "../i18n.js";
import { AppError, envelope } from "./envelope.js";

const KEY_OF_STATUS: Record<number, MessageKey> = {
  401: "unauthorized",
  403: "forbidden",
  404: "notFound",
  429: "tooMany",
};

export function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError): FastifyReply {
  return reply
    .status(error.httpStatus)
    .headers(error.headers)
    .send(envelope(error.code, t(request.locale, error.messageKey, error.vars), error.data));
}

/** Installs the error handler; `fallback` answers unknown non-/api paths (the SPA), if given. */
export function registerErrorHandling(
  app: FastifyInstance,
  fallback?: (request: FastifyRequest, reply: FastifyReply) => FastifyReply | undefined,
): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) return sendError(request, reply, error);
    const status = typeof error.statusCode === "number" ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      return sendError(request, reply, new AppError(status, KEY_OF_STATUS[status] ?? "badRequest", status));
    }
    request.log.error({ err: error }, "request failed");
    return sendError(request, reply, new AppError(CODE.server, "maintenance", 500));
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0] ?? "";
    if (!isApiPath(path) && fallback) {
      const handled = fallback(request, reply);
      if (handled) return handled;
    }
    return sendError(request, reply, new AppError(CODE.notFound, "notFound"));
  });
}

export function isApiPath(path: string): boolean {
  return path === "/api" || path.startsWith("/api/");
}
