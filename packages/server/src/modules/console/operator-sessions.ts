/**
 * Operator sessions: apart from member sessions (their own table, their own header), short (30 idle
 * minutes, 8 hours at most), only the token's SHA-256 stored.
 */
import { OPERATOR_SESSION } from "@chat/protocol";
import type { Operator } from "@chat/protocol";
import type { AppContext } from "../../context.js";
import { newToken, sha256 } from "../../security/token.js";

/** last_seen_at is refreshed at most this often (the idle limit is then exact to a minute). */
const TOUCH_EVERY_MS = 60_000;

export interface OperatorAuth extends Operator {
  tokenHash: string;
}

/** Starts a session and returns the token (given to the console once) and its latest end. */
export async function createOperatorSession(ctx: Pick<AppContext, "database" | "clock">, operatorId: number): Promise<{ token: string; expiresAt: number }> {
  const token = newToken();
  const now = ctx.clock.now();
  const db = ctx.database.db;
  // Ended sessions are dead weight; sweeping this operator's here keeps the table small.
  await db
    .deleteFrom("operator_sessions")
    .where("operator_id", "=", operatorId)
    .where((eb) => eb.or([eb("expires_at", "<=", now), eb("last_seen_at", "<=", now - OPERATOR_SESSION.idleMs)]))
    .execute();
  const expiresAt = now + OPERATOR_SESSION.maxMs;
  await db.insertInto("operator_sessions").values({ token_hash: sha256(token), operator_id: operatorId, created_at: now, expires_at: expiresAt, last_seen_at: now }).execute();
  return { token, expiresAt };
}

/** The live session of an operator token, or undefined (unknown, idle too long, or past its end). */
export async function findOperatorSession(ctx: Pick<AppContext, "database" | "clock">, token: string): Promise<OperatorAuth | undefined> {
  const tokenHash = sha256(token);
  const now = ctx.clock.now();
  const row = await ctx.database.db
    .selectFrom("operator_sessions")
    .innerJoin("operators", "operators.id", "operator_sessions.operator_id")
    .select(["operators.id", "operators.email", "operators.role", "operator_sessions.last_seen_at"])
    .where("operator_sessions.token_hash", "=", tokenHash)
    .where("operator_sessions.expires_at", ">", now)
    .where("operator_sessions.last_seen_at", ">", now - OPERATOR_SESSION.idleMs)
    .where("operators.disabled_at", "is", null)
    .executeTakeFirst();
  if (!row) return undefined;
  if (now - row.last_seen_at >= TOUCH_EVERY_MS) {
    await ctx.database.db.updateTable("operator_sessions").set({ last_seen_at: now }).where("token_hash", "=", tokenHash).execute();
  }
  return { id: row.id, email: row.email, role: row.role, tokenHash };
}

export async function endOperatorSession(ctx: Pick<AppContext, "database">, tokenHash: string): Promise<void> {
  await ctx.database.db.deleteFrom("operator_sessions").where("token_hash", "=", tokenHash).execute();
}
