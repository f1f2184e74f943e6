/**
 * History follows the conversation's own order (pair_seq), never a clock: messages stored in the
 * same millisecond keep their send order, in both directions and while pages are read.
 */
import type { HistoryPage, SendMessageReply } from "@chat/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../db/test-helpers.js";
import { addUser, makeFriends } from "../../testing/social.js";
import type { TestUser } from "../../testing/social.js";
import { createTestApp } from "../../testing/test-app.js";
import type { TestApp } from "../../testing/test-app.js";

describe.each(testDatabases)("the order of a conversation on %s", (dialect) => {
  let t: TestApp;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  // The test clock stands still: every message below is stored in the same millisecond.
  const send = (from: TestUser, to: TestUser) =>
    t.post<SendMessageReply>("/api/message/send", { toUserId: to.id, messageType: "txt", content: `m${++n}`, clientMsgId: `order-${n}-abcdef` }, { token: from.token });

  /** The whole history as `reader` pages through it, oldest first. */
  async function history(reader: TestUser, peer: TestUser, pageSize: number) {
    const seen: Array<{ id: string; seq?: number }> = [];
    let cursor: string | null = null;
    do {
      const page: HistoryPage = (await t.get<HistoryPage>(`/api/message/history?userId=${peer.id}&pageSize=${pageSize}${cursor ? `&cursor=${cursor}` : ""}`, { token: reader.token })).body.data;
      seen.push(...page.messages);
      cursor = page.nextCursor;
    } while (cursor);
    return seen.reverse();
  }

  it("keeps the send order of messages of the same millisecond, both ways, across pages", async () => {
    const [a, b] = [await addUser(t, "Ada"), await addUser(t, "Ben")];
    await makeFriends(t, a, b);
    const sent: string[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await send(i % 3 === 0 ? b : a, i % 3 === 0 ? a : b);
      expect(res.status).toBe(200);
      sent.push(res.body.data.messageId);
      expect(res.body.data.message.seq).toBe(i + 1);
    }
    expect(new Set((await history(a, b, 100)).map((m) => m.id)).size).toBe(12);
    for (const [reader, peer] of [[a, b], [b, a]] as const) {
      const list = await history(reader, peer, 5);
      expect(list.map((m) => m.id)).toEqual(sent);
      expect(list.map((m) => m.seq)).toEqual(sent.map((_, i) => i + 1));
    }
  });

  it("numbers concurrent sends of both sides 1, 2, 3… in the order each side's devices heard them", async () => {
    const [a, b] = [await addUser(t, "Cai"), await addUser(t, "Dev")];
    await makeFriends(t, a, b);
    const replies = await Promise.all(Array.from({ length: 16 }, (_, i) => (i % 2 ? send(a, b) : send(b, a))));
    expect(replies.map((r) => r.status)).toEqual(replies.map(() => 200));
    const list = await history(a, b, 7);
    expect(list.map((m) => m.seq)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    // Each user's real-time stream carried the messages in that same order.
    for (const user of [a, b]) {
      const events = await t.database.db.selectFrom("events").select(["ref_id", "seq"]).where("user_id", "=", user.id).where("type", "=", "message").orderBy("seq").execute();
      expect(events.map((e) => e.ref_id)).toEqual(list.map((m) => m.id));
    }
  });
});
