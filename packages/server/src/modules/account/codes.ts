/**
 * Verification codes: 6 digits, one live code per (e-mail, purpose), valid 10 minutes, single use,
 * burnt after five wrong guesses. Only a hash is stored.
 */
import { LIMITS } from "@chat/protocol";
import type { CodeType } from "@chat/protocol";
import type { Kysely } from "kysely";
import type { AppContext } from "../../context.js";
import type { DB } from "../../db/schema.js";
import { newNumericCode, sha256 } from "../../security/token.js";

/** What a code confirms: registering, a password reset, or deleting an account that has no password. */
export type CodePurpose = CodeType | "cancel";

// Binding the hash to address and purpose keeps a code from verifying anything else.
const hashOf = (email: string, purpose: CodePurpose, code: string) => sha256(`${purpose}\n${email}\n${code}`);

/** Creates a new code for the pair, replacing any older one, and returns it for the mail. */
export async function issueCode(ctx: AppContext, email: string, purpose: CodePurpose): Promise<string> {
  const code = newNumericCode(LIMITS.codeDigits);
  const now = ctx.clock.now();
  await ctx.database.db.transaction().execute(async (trx) => {
    await trx.deleteFrom("verification_codes").where("email", "=", email).where("purpose", "=", purpose).execute();
    await trx
      .insertInto("verification_codes")
      .values({ email, purpose, code_hash: hashOf(email, purpose, code), expires_at: now + LIMITS.codeTtlMs, created_at: now })
      .execute();
  });
  return code;
}

/** Forgets the pair's code (its mail could not be sent). */
export async function dropCode(ctx: AppContext, email: string, purpose: CodePurpose): Promise<void> {
  await ctx.database.db.deleteFrom("verification_codes").where("email", "=", email).where("purpose", "=", purpose).execute();
}

/**
 * Checks a code without using it up. Every guess first takes one of the five a code allows, in one
 * conditional statement, so parallel guesses cannot all read "fewer than five" and be counted after
 * the fact; a right guess gives its turn back. After five wrong guesses even the right code fails.
 */
export async function checkCode(ctx: AppContext, email: string, purpose: CodePurpose, code: string): Promise<boolean> {
  const db = ctx.database.db;
  const turn = await db
    .updateTable("verification_codes")
    .set((eb) => ({ attempts: eb("attempts", "+", 1) }))
    .where("email", "=", email)
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .where("expires_at", ">", ctx.clock.now())
    .where("attempts", "<", LIMITS.codeMaxGuesses)
    .returning("code_hash")
    .executeTakeFirst();
  const hash = hashOf(email, purpose, code);
  if (turn?.code_hash !== hash) return false;
  await db
    .updateTable("verification_codes")
    .set((eb) => ({ attempts: eb("attempts", "-", 1) }))
    .where("email", "=", email)
    .where("purpose", "=", purpose)
    .where("code_hash", "=", hash)
    .execute();
  return true;
}

/**
 * Marks a checked code used, inside the caller's transaction. False when another request used it
 * first, so a code can never be spent twice.
 */
export async function consumeCode(
  trx: Kysely<DB>,
  now: number,
  email: string,
  purpose: CodePurpose,
  code: string,
): Promise<boolean> {
  const result = await trx
    .updateTable("verification_codes")
    .set({ used_at: now })
    .where("email", "=", email)
    .where("purpose", "=", purpose)
    .where("code_hash", "=", hashOf(email, purpose, code))
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .where("attempts", "<", LIMITS.codeMaxGuesses)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
