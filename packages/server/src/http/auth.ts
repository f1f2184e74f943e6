/** `Authorization: Bearer <token>` → the session's user, or HTTP 401 with body code 401. */
import type { FastifyRequest } from "fastify";
import type { AppContext } from "../context.js";
import { findSession } from "../modules/account/sessions.js";
import { unauthorized } from "./envelope.js";
import type { RequestAuth } from "./request.js";

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+([A-Za-z0-9_-]{16,128})\s*$/i.exec(header);
  return match?.[1];
}

/** A preHandler that requires a live session and sets `request.auth`. */
export function requireAuth(ctx: AppContext) {
  return async (request: FastifyRequest): Promise<void> => {
    request.auth = await authenticate(ctx, request);
  };
}

/** The session of the request, throwing 401 when missing or dead. */
export async function authenticate(ctx: AppContext, request: FastifyRequest): Promise<RequestAuth> {
  const token = bearerToken(request);
  const session = token ? await findSession(ctx, token) : undefined;
  if (!session) throw unauthorized();
  return session;
}
