/**
 * Who calls the console: the `X-Operator-Token` header → the live operator session. Member bearer
 * tokens are never read here, and operator tokens are never member sessions (their own table).
 */
import type { Operator, OperatorRole } from "@chat/protocol";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppContext } from "../../context.js";
import { forbidden, unauthorized } from "../../http/envelope.js";
import { findOperatorSession } from "./operator-sessions.js";

export const OPERATOR_HEADER = "x-operator-token";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in operator, after `requireOperator`. */
    operator: Operator | null;
    /** The operator session's token hash (logout). */
    operatorTokenHash: string | null;
  }
}

export function decorateOperatorRequests(app: FastifyInstance): void {
  app.decorateRequest("operator", null);
  app.decorateRequest("operatorTokenHash", null);
}

export function operatorToken(request: FastifyRequest): string | undefined {
  const header = request.headers[OPERATOR_HEADER];
  const value = Array.isArray(header) ? header[0] : header;
  return value && /^[A-Za-z0-9_-]{16,128}$/.test(value.trim()) ? value.trim() : undefined;
}

/**
 * A preHandler for console routes: 401 without a live operator session (anonymous callers and
 * members alike), 403 when the operator's role is not among `roles` (every role when left out).
 * Sets `request.operator`.
 */
export function requireOperator(ctx: Pick<AppContext, "database" | "clock">, roles?: readonly OperatorRole[]) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = operatorToken(request);
    const session = token ? await findOperatorSession(ctx, token) : undefined;
    if (!session) throw unauthorized();
    if (roles && !roles.includes(session.role)) throw forbidden();
    request.operator = { id: session.id, email: session.email, role: session.role };
    request.operatorTokenHash = session.tokenHash;
  };
}

/** The operator of a request that passed `requireOperator`. */
export function callerOperator(request: FastifyRequest): Operator {
  if (!request.operator) throw unauthorized();
  return request.operator;
}
