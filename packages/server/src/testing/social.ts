/** Test users made straight in the database (fast), logged in through the API. */
import { hashPassword } from "../security/password.js";
import type { TestApp } from "./test-app.js";
import { TEST_PASSWORD_HASH_LOG_N } from "./test-app.js";

export interface TestUser {
  id: number;
  email: string;
  password: string;
  token: string;
  nickname: string;
}

let hash: Promise<string> | undefined;
const PASSWORD = "secret123";

/** Creates a user (optionally customer service) and logs them in. */
export async function addUser(t: TestApp, nickname = "user", extra: { is_service?: number; add_friend?: "anyone" | "verification" } = {}): Promise<TestUser> {
  const email = t.nextEmail(nickname.replace(/[^a-z0-9]/gi, "").toLowerCase() || "user");
  hash ??= hashPassword(PASSWORD, TEST_PASSWORD_HASH_LOG_N);
  const row = await t.database.db
    .insertInto("users")
    .values({ email, nickname, password_hash: await hash, created_at: t.clock.now(), ...extra })
    .returning("id")
    .executeTakeFirstOrThrow();
  const token = await t.login(email, PASSWORD);
  return { id: row.id, email, password: PASSWORD, token, nickname };
}

/** Makes two users friends directly. */
export async function makeFriends(t: TestApp, a: { id: number }, b: { id: number }): Promise<void> {
  const now = t.clock.now();
  await t.database.db
    .insertInto("friends")
    .values([
      { user_id: a.id, friend_user_id: b.id, created_at: now },
      { user_id: b.id, friend_user_id: a.id, created_at: now },
    ])
    .execute();
}
