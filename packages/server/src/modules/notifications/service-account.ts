/** The customer-service account: every user may message it, and it greets and answers them. */
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.js";
import type { UserRow } from "../account/index.js";

/** The customer-service account (the first one, if several), or undefined when none exists. */
export async function serviceUser(db: Kysely<DB>): Promise<UserRow | undefined> {
  return db
    .selectFrom("users")
    .selectAll()
    .where("is_service", "=", 1)
    .where("deleted_at", "is", null)
    .orderBy("id")
    .limit(1)
    .executeTakeFirst();
}
