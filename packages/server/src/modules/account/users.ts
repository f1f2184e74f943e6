/** Reading and writing user rows. A live user has `deleted_at` null; e-mails are stored lower-case. */
import type { Kysely } from "kysely";
import type { AppContext } from "../../context.js";
import { hotQuery } from "../../db/hot-query.js";
import type { DB } from "../../db/schema.js";
import { notFound } from "../../http/envelope.js";
import type { UserRow } from "./user-info.js";

/**
 * The nickname an erased account keeps (erase-account.ts): neutral words for any reader that shows the
 * stored name as it is; the panel shows its own translation wherever it knows the user was deleted.
 */
export const DELETED_NICKNAME = "Deleted user";

export async function findLiveUserByEmail(ctx: AppContext, email: string): Promise<UserRow | undefined> {
  return ctx.database.db
    .selectFrom("users")
    .selectAll()
    .where("email", "=", email.toLowerCase())
    .where("deleted_at", "is", null)
    .executeTakeFirst();
}

// Compiled once (db/hot-query.ts); the send reads its two users with its own rules (send-parties.ts).
const selectLiveUser = hotQuery((db, p: { id: number }) => db.selectFrom("users").selectAll().where("id", "=", p.id).where("deleted_at", "is", null));

export async function findLiveUser(db: Kysely<DB>, id: number): Promise<UserRow | undefined> {
  return (await selectLiveUser(db, { id })).rows[0];
}

/** The live user or 404. */
export async function requireLiveUser(ctx: Pick<AppContext, "database">, id: number): Promise<UserRow> {
  const user = await findLiveUser(ctx.database.db, id);
  if (!user) throw notFound();
  return user;
}
