/** `Authorization: Bearer <token>` → the session's user, or HTTP 401 with body code 401. */
import type { FastifyRequest } from "fastify";
import { unauthorized } from "./envelope.js";
import type { RequestAuth } from "./request.js";

/**
 * How a bearer token becomes a signed-in session: the live session of the token whose user still
 * exists, or undefined. The account feature provides it (app.ts wires it into the context).
 */
export interface SessionLookup {
  findSession(token: string): Promise<RequestAuth | undefined>;
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+([A-Za-z0-9_-]{16,128})\s*$/i.exec(header);
  return match?.[1];
}

/** The authenticated caller's user id (routes use `requireAuth` as preHandler). */
export function callerId(request: FastifyRequest): number {
  if (!request.auth) throw unauthorized();
  return request.auth.userId;
}

/** A preHandler that requires a live session and sets `request.auth`. */
export function requireAuth(sessions: SessionLookup) {
  return async (request: FastifyRequest): Promise<void> => {
    request.auth = await authenticate(sessions, request);
  };
}

/** The session of the request, throwing 401 when missing or dead. */
export async function authenticate(sessions: SessionLookup, request: FastifyRequest): Promise<RequestAuth> {
  const token = bearerToken(request);
  const session = token ? await sessions.findSession(token) : undefined;
  if (!session) throw unauthorized();
  return session;
}
