/**
 * The audit log: one row per operator action, written in the action's own transaction (so an action
 * and its record commit or roll back together). The table refuses UPDATE and DELETE (migration 0018).
 */
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.js";

export interface AuditEntry {
  operatorId: number;
  /** What was done, e.g. "complaint.dismiss", "user.coins", "user.set". */
  action: string;
  /** What it was done to, e.g. "user", "complaint", "good". */
  targetType: string;
  targetId: string | number;
  /** The target's state before and after (stored as JSON; null when there is none). */
  before: unknown;
  after: unknown;
  /** When (epoch ms); pass `ctx.clock.now()`. Now by the system clock if left out. */
  at?: number;
}

const json = (value: unknown): string | null => (value === undefined || value === null ? null : JSON.stringify(value));

export async function recordAudit(trx: Kysely<DB>, entry: AuditEntry): Promise<void> {
  await trx
    .insertInto("audit_log")
    .values({
      operator_id: entry.operatorId,
      action: entry.action,
      target_type: entry.targetType,
      target_id: String(entry.targetId),
      before: json(entry.before),
      after: json(entry.after),
      at: entry.at ?? Date.now(),
    })
    .execute();
}
