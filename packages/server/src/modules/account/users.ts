/** Reading and writing user rows. A live user has `deleted_at` null; e-mails are stored lower-case. */
import type { AppContext } from "../../context.js";
import type { UserRow } from "./user-info.js";

export async function findLiveUserByEmail(ctx: AppContext, email: string): Promise<UserRow | undefined> {
  return ctx.database.db
    .selectFrom("users")
    .selectAll()
    .where("email", "=", email.toLowerCase())
    .where("deleted_at", "is", null)
    .executeTakeFirst();
}

export async function findLiveUserById(ctx: AppContext, id: number): Promise<UserRow | undefined> {
  return ctx.database.db
    .selectFrom("users")
    .selectAll()
    .where("id", "=", id)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
}

/** True for a unique-constraint violation in SQLite or PostgreSQL. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY";
}
