/** Reading and writing user rows. A live user has `deleted_at` null; e-mails are stored lower-case. */
import type { Kysely } from "kysely";
import type { AppContext } from "../../context.js";
import type { DB } from "../../db/schema.js";
import { notFound } from "../../http/envelope.js";
import type { UserRow } from "./user-info.js";

export async function findLiveUserByEmail(ctx: AppContext, email: string): Promise<UserRow | undefined> {
  return ctx.database.db
    .selectFrom("users")
    .selectAll()
    .where("email", "=", email.toLowerCase())
    .where("deleted_at", "is", null)
    .executeTakeFirst();
}

export async function findLiveUser(db: Kysely<DB>, id: number): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("id", "=", id).where("deleted_at", "is", null).executeTakeFirst();
}

/** The live user or 404. */
export async function requireLiveUser(ctx: Pick<AppContext, "database">, id: number): Promise<UserRow> {
  const user = await findLiveUser(ctx.database.db, id);
  if (!user) throw notFound();
  return user;
}
