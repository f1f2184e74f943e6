import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../db/test-helpers.js";
import { addUser, makeFriends } from "../testing/social.js";
import type { TestUser } from "../testing/social.js";
import { createTestApp } from "../testing/test-app.js";
import type { TestApp } from "../testing/test-app.js";

/** PostgreSQL cannot store NUL in text: every request with one is a 400 with a reason, on both databases. */
describe.each(testDatabases)("requests holding a NUL character, on %s", (dialect) => {
  let t: TestApp;
  let a: TestUser;
  let b: TestUser;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    a = await addUser(t, "Ann");
    b = await addUser(t, "Ben");
    await makeFriends(t, a, b);
  });
  afterAll(() => t.close());

  it("are refused with 400 in a JSON body, a key or the query, and nothing is stored", async () => {
    const sends = [
      { toUserId: b.id, messageType: "txt", content: "hi\u0000there", clientMsgId: "nul-test-1" },
      { toUserId: b.id, messageType: "txt", content: "hi", clientMsgId: "nul-test\u0000-2" },
      { toUserId: b.id, messageType: "txt", content: "hi", clientMsgId: "nul-test-3", "\u0000": 1 },
    ];
    for (const body of sends) {
      const res = await t.post("/api/message/send", body, { token: a.token });
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe("The request is not valid.");
    }
    expect((await t.post("/api/message/recall", { messageId: "1\u0000" }, { token: a.token })).status).toBe(400);
    expect((await t.get(`/api/user/info?userId=1%00`, { token: a.token })).status).toBe(400);
    const stored = await t.database.db.selectFrom("messages").select("id").where("from_user_id", "=", a.id).execute();
    expect(stored).toHaveLength(0);
    // The same requests without it go through.
    const clean = await t.post("/api/message/send", { ...sends[0], content: "hi there" }, { token: a.token });
    expect(clean.status, JSON.stringify(clean.body)).toBe(200);
  });
});
