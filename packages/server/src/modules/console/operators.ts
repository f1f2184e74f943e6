/** Operator accounts: created by `npm run admin -- operator add`, looked up at login. */
import type { OperatorRole } from "@chat/protocol";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.js";
import type { OperatorsTable } from "../../db/schema-console.js";
import { hashPassword } from "../../security/password.js";

export type OperatorRow = Omit<OperatorsTable, "id"> & { id: number };

export const isOperatorRole = (value: unknown): value is OperatorRole => value === "support" || value === "admin";

/** Adds an operator (the e-mail lowercased); throws on an address that is already an operator. */
export async function addOperator(
  db: Kysely<DB>,
  input: { email: string; role: OperatorRole; password: string; passwordHashLogN: number; now: number },
): Promise<OperatorRow> {
  const passwordHash = await hashPassword(input.password, input.passwordHashLogN);
  const email = input.email.trim().toLowerCase();
  const { id } = await db
    .insertInto("operators")
    .values({ email, role: input.role, password_hash: passwordHash, created_at: input.now })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id, email, role: input.role, password_hash: passwordHash, created_at: input.now, disabled_at: null };
}

export async function findOperatorByEmail(db: Kysely<DB>, email: string): Promise<OperatorRow | undefined> {
  return db.selectFrom("operators").selectAll().where("email", "=", email.trim().toLowerCase()).executeTakeFirst();
}

export async function listOperators(db: Kysely<DB>): Promise<Pick<OperatorRow, "id" | "email" | "role" | "created_at" | "disabled_at">[]> {
  return db.selectFrom("operators").select(["id", "email", "role", "created_at", "disabled_at"]).orderBy("id").execute();
}

/** Disables (now) or enables (null) an operator; disabling ends their sessions and codes. False for an unknown address. */
export async function setOperatorDisabled(db: Kysely<DB>, email: string, disabledAt: number | null): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.updateTable("operators").set({ disabled_at: disabledAt }).where("email", "=", email.trim().toLowerCase()).returning("id").executeTakeFirst();
    if (!row) return false;
    if (disabledAt !== null) {
      await trx.deleteFrom("operator_sessions").where("operator_id", "=", row.id).execute();
      await trx.deleteFrom("operator_login_codes").where("operator_id", "=", row.id).execute();
    }
    return true;
  });
}

/**
 * Removes an operator who never acted; one the audit log or a complaint names stays, disabled,
 * because those records are kept. Answers what happened.
 */
export async function removeOperator(db: Kysely<DB>, email: string, now: number): Promise<"removed" | "disabled" | "unknown"> {
  const found = await findOperatorByEmail(db, email);
  if (!found) return "unknown";
  const acted =
    (await db.selectFrom("audit_log").select("id").where("operator_id", "=", found.id).executeTakeFirst()) ??
    (await db.selectFrom("complaints").select("id").where("handled_by", "=", found.id).executeTakeFirst());
  if (acted) {
    await setOperatorDisabled(db, found.email, found.disabled_at ?? now);
    return "disabled";
  }
  await db.deleteFrom("operators").where("id", "=", found.id).execute();
  return "removed";
}
