/**
 * A recalled message the receiver had not read no longer counts in their unread number: in the
 * conversation list and in the receiver's `recall` event. One already read changes nothing.
 */
import type { Conversation, SendMessageReply } from "@chat/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../db/test-helpers.js";
import { addUser, makeFriends } from "../../testing/social.js";
import type { TestUser } from "../../testing/social.js";
import { createTestApp } from "../../testing/test-app.js";
import type { TestApp } from "../../testing/test-app.js";

describe.each(testDatabases)("recalling an unread message on %s", (dialect) => {
  let t: TestApp;
  let a: TestUser;
  let b: TestUser;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    a = await addUser(t, "Ann");
    b = await addUser(t, "Bo");
    await makeFriends(t, a, b);
  });
  afterAll(() => t.close());

  const send = async (content: string) => {
    t.clock.advance(1);
    return (await t.post<SendMessageReply>("/api/message/send", { toUserId: b.id, messageType: "txt", content, clientMsgId: `recall-${++n}-abcdef` }, { token: a.token })).body.data.messageId;
  };
  const unread = async () => (await t.post<Conversation[]>("/api/message/user-session-list", {}, { token: b.token })).body.data.find((c) => c.userId === a.id)?.unread_num;
  const recall = (messageId: string) => t.post("/api/message/recall", { messageId }, { token: a.token });
  const lastRecallEvent = async (userId: number) =>
    JSON.parse((await t.database.db.selectFrom("events").select("data").where("user_id", "=", userId).where("type", "=", "recall").orderBy("seq", "desc").executeTakeFirstOrThrow()).data) as { unread?: number };

  it("takes an unread one off the count, tells the receiver the new count, and leaves a read one alone", async () => {
    const first = await send("one");
    const second = await send("two");
    expect(await unread()).toBe(2);
    expect((await recall(second)).status).toBe(200);
    expect(await unread()).toBe(1);
    expect(await lastRecallEvent(b.id)).toMatchObject({ unread: 1 });
    // The sender's own event carries no count of theirs.
    expect((await lastRecallEvent(a.id)).unread).toBeUndefined();
    // Recalling again changes nothing.
    await recall(second);
    expect(await unread()).toBe(1);

    t.clock.advance(1);
    await t.post("/api/message/read", { userId: a.id }, { token: b.token });
    expect(await unread()).toBe(0);
    expect((await recall(first)).status).toBe(200);
    expect(await unread()).toBe(0);
    const third = await send("three");
    expect(await unread()).toBe(1);
    await recall(third);
    expect(await unread()).toBe(0);
  });
});
