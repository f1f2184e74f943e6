import { z } from "zod";
import type { MessageKey } from "./server-messages.js";

/**
 * The operator console (`/api/admin/*`): operators log in with their password and then a mailed code;
 * the console's token travels as `X-Operator-Token`, never as a member's bearer token.
 */
const key = (k: MessageKey) => ({ error: k });

/** Operator sessions end after 30 idle minutes, and 8 hours after login at the latest. */
export const OPERATOR_SESSION = { idleMs: 30 * 60_000, maxMs: 8 * 60 * 60_000 } as const;

export type OperatorRole = "support" | "admin";
export const OPERATOR_ROLES: readonly OperatorRole[] = ["support", "admin"];

/** The signed-in operator. */
export interface Operator {
  id: number;
  email: string;
  role: OperatorRole;
}

/** The answer of the password step: the challenge to send back with the mailed code. */
export interface OperatorChallenge {
  challenge: string;
}

/** The answer of the code step. */
export interface OperatorLoginResult {
  token: string;
  operator: Operator;
  /** When the session ends at the latest (epoch ms); it also ends after 30 idle minutes. */
  expiresAt: number;
}

export const operatorLoginRequest = z.object({
  email: z.string(key("accountRequired")).trim().min(1, key("accountRequired")).max(320, key("loginFailed")).transform((s) => s.toLowerCase()),
  password: z.string(key("accountRequired")).min(1, key("accountRequired")).max(256, key("loginFailed")),
});
export const operatorVerifyRequest = z.object({
  challenge: z.string(key("codeWrong")).regex(/^[A-Za-z0-9_-]{16,128}$/, key("codeWrong")),
  code: z.string(key("codeFormat")).trim().regex(/^\d{6}$/, key("codeFormat")),
});

export type OperatorLoginRequest = z.input<typeof operatorLoginRequest>;
export type OperatorVerifyRequest = z.input<typeof operatorVerifyRequest>;
