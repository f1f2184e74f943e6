/** Table types of migration 0018 (the operator console). */
import type { Generated } from "kysely";

export type OperatorRole = "support" | "admin";

export interface OperatorsTable {
  id: Generated<number>;
  email: string;
  role: OperatorRole;
  password_hash: string;
  created_at: number;
  /** Set by `operator disable`: no login, no session, until `operator enable`. */
  disabled_at: number | null;
}

export interface OperatorSessionsTable {
  token_hash: string;
  operator_id: number;
  created_at: number;
  /** The absolute end (8 h after login); the idle end is last_seen_at + 30 min. */
  expires_at: number;
  last_seen_at: number;
}

/** The mailed second factor: bound to the challenge the password step answered with. */
export interface OperatorLoginCodesTable {
  challenge_hash: string;
  operator_id: number;
  code_hash: string;
  expires_at: number;
  attempts: Generated<number>;
  used_at: number | null;
  created_at: number;
}

/** Append-only (database triggers refuse UPDATE and DELETE). `before` and `after` are JSON or null. */
export interface AuditLogTable {
  id: Generated<number>;
  operator_id: number;
  action: string;
  target_type: string;
  target_id: string;
  before: string | null;
  after: string | null;
  at: number;
}

export interface ConsoleTables {
  operators: OperatorsTable;
  operator_sessions: OperatorSessionsTable;
  operator_login_codes: OperatorLoginCodesTable;
  audit_log: AuditLogTable;
}
