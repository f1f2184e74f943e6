/**
 * The mailed second factor: after the right password, a 6-digit code bound to a random challenge
 * (which only the browser that typed the password holds), valid 10 minutes, single use, burnt after
 * five wrong guesses. Only hashes are stored; a new code replaces the operator's older ones.
 */
import { LIMITS } from "@chat/protocol";
import type { AppContext } from "../../context.js";
import { newNumericCode, newToken, sha256 } from "../../security/token.js";

const codeHashOf = (challengeHash: string, code: string) => sha256(`operator\n${challengeHash}\n${code}`);

/** A challenge that leads nowhere: the answer for an unknown address or a wrong password. */
export const decoyChallenge = (): string => newToken();

/** A new code for the operator; returns the challenge (for the console) and the code (for the mail). */
export async function issueOperatorCode(ctx: Pick<AppContext, "database" | "clock">, operatorId: number): Promise<{ challenge: string; code: string }> {
  const challenge = newToken();
  const challengeHash = sha256(challenge);
  const code = newNumericCode(LIMITS.codeDigits);
  const now = ctx.clock.now();
  await ctx.database.db.transaction().execute(async (trx) => {
    await trx.deleteFrom("operator_login_codes").where("operator_id", "=", operatorId).execute();
    await trx
      .insertInto("operator_login_codes")
      .values({ challenge_hash: challengeHash, operator_id: operatorId, code_hash: codeHashOf(challengeHash, code), expires_at: now + LIMITS.codeTtlMs, created_at: now })
      .execute();
  });
  return { challenge, code };
}

export async function dropOperatorCode(ctx: Pick<AppContext, "database">, challenge: string): Promise<void> {
  await ctx.database.db.deleteFrom("operator_login_codes").where("challenge_hash", "=", sha256(challenge)).execute();
}

/**
 * Spends the challenge's code: the operator's id when it is right and live, else undefined. Every
 * guess takes one of the five turns in one conditional statement before it is compared, so parallel
 * guesses cannot get past the limit.
 */
export async function spendOperatorCode(ctx: Pick<AppContext, "database" | "clock">, challenge: string, code: string): Promise<number | undefined> {
  const challengeHash = sha256(challenge);
  const now = ctx.clock.now();
  const db = ctx.database.db;
  const turn = await db
    .updateTable("operator_login_codes")
    .set((eb) => ({ attempts: eb("attempts", "+", 1) }))
    .where("challenge_hash", "=", challengeHash)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .where("attempts", "<", LIMITS.codeMaxGuesses)
    .returning(["code_hash", "operator_id"])
    .executeTakeFirst();
  if (!turn || turn.code_hash !== codeHashOf(challengeHash, code)) return undefined;
  const used = await db
    .updateTable("operator_login_codes")
    .set({ used_at: now })
    .where("challenge_hash", "=", challengeHash)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1 ? turn.operator_id : undefined;
}
