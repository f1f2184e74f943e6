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
  return { id, email, role: input.role, password_hash: passwordHash, created_at: input.now };
}

export async function findOperatorByEmail(db: Kysely<DB>, email: string): Promise<OperatorRow | undefined> {
  return db.selectFrom("operators").selectAll().where("email", "=", email.trim().toLowerCase()).executeTakeFirst();
}

export async function listOperators(db: Kysely<DB>): Promise<Pick<OperatorRow, "id" | "email" | "role" | "created_at">[]> {
  return db.selectFrom("operators").select(["id", "email", "role", "created_at"]).orderBy("id").execute();
}
