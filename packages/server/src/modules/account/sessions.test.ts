/** Requests arriving together each get their own session's answer (on PostgreSQL they share one read). */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../db/test-helpers.js";
import { addUser } from "../../testing/social.js";
import { createTestApp } from "../../testing/test-app.js";
import type { TestApp } from "../../testing/test-app.js";
import { newToken, sha256 } from "../../security/token.js";

describe.each(testDatabases)("sessions of requests arriving together (%s)", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it("answers each request by its own token: live, expired, banned, unknown", async () => {
    const [live, other, banned, expired] = [await addUser(t, "Live"), await addUser(t, "Other"), await addUser(t, "Banned"), await addUser(t, "Expired")];
    const now = t.clock.now();
    await t.database.db.updateTable("users").set({ banned_at: now }).where("id", "=", banned.id).execute();
    const old = newToken();
    await t.database.db.insertInto("sessions").values({ token_hash: sha256(old), user_id: expired.id, created_at: now - 10_000, expires_at: now - 1, last_seen_at: now - 10_000 }).execute();

    const tokens = [live.token, newToken(), banned.token, other.token, old, live.token];
    const answers = await Promise.all(tokens.map((token) => t.get<{ userId: number }>("/api/account/my-info", { token })));
    expect(answers.map((a) => a.status)).toEqual([200, 401, 401, 200, 401, 200]);
    expect([answers[0], answers[3], answers[5]].map((a) => a?.body.data.userId)).toEqual([live.id, other.id, live.id]);
  });
});
