import type { SendMessageReply } from "@chat/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../db/test-helpers.js";
import { addUser, makeFriends } from "../../testing/social.js";
import type { TestUser } from "../../testing/social.js";
import { createTestApp } from "../../testing/test-app.js";
import { pairKey } from "./wire.js";
import type { TestApp } from "../../testing/test-app.js";

/** Two people writing to each other at the same moment is the most ordinary thing in a chat. */
describe.each(testDatabases)("messages crossing between two users, on %s", (dialect) => {
  let t: TestApp;
  let a: TestUser;
  let b: TestUser;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    a = await addUser(t, "Ana");
    b = await addUser(t, "Bea");
    await makeFriends(t, a, b);
  });
  afterAll(() => t.close());

  it("all arrive when both send at once, many times over (no deadlock on PostgreSQL)", async () => {
    const send = (from: TestUser, to: TestUser, i: number) =>
      t.post<SendMessageReply>("/api/message/send", { toUserId: to.id, messageType: "txt", content: `m${i}`, clientMsgId: `crossing-${from.id}-${i}` }, { token: from.token, ip: t.nextIp() });
    const replies = await Promise.all(Array.from({ length: 30 }, (_, i) => [send(a, b, i), send(b, a, i)]).flat());
    expect(replies.map((r) => r.status)).toEqual(replies.map(() => 200));
    const stored = await t.database.db.selectFrom("messages").select("id").where("pair_key", "=", pairKey(a.id, b.id)).execute();
    expect(stored).toHaveLength(60);
  });
});
