import type { HistoryPage, SendMessageReply } from "@chat/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../db/test-helpers.js";
import { addUser, makeFriends } from "../../testing/social.js";
import type { TestUser } from "../../testing/social.js";
import { createTestApp } from "../../testing/test-app.js";
import type { TestApp } from "../../testing/test-app.js";
import { PgSendPath } from "./send-pg.js";
import type { PlainMessage } from "./send-pg.js";

// The batched store is PostgreSQL's alone (SQLite runs send.ts's statements, which messages.test.ts
// and the others cover on both databases); CI always has PostgreSQL.
describe.skipIf(!testDatabases.includes("postgres"))("the send path's batches on PostgreSQL", () => {
  let t: TestApp;
  let users: TestUser[];
  beforeAll(async () => {
    t = await createTestApp("postgres");
    users = [];
    for (const name of ["Ann", "Ben", "Cat", "Dan"]) users.push(await addUser(t, name));
    for (let i = 0; i < users.length; i++) for (let j = i + 1; j < users.length; j++) await makeFriends(t, users[i]!, users[j]!);
  });
  afterAll(() => t.close());

  const send = (from: TestUser, to: TestUser, clientMsgId: string, content: string) =>
    t.post<SendMessageReply>("/api/message/send", { toUserId: to.id, messageType: "txt", clientMsgId, content }, { token: from.token });

  it("stores sends arriving together with gapless numbers per pair and per user, each retry answered with its first message", async () => {
    const sends: Array<Promise<Awaited<ReturnType<typeof send>>>> = [];
    for (let k = 0; k < 60; k++) {
      const from = users[k % 4]!;
      const to = users[(k + 1 + (k % 3)) % 4]!;
      if (from === to) continue;
      sends.push(send(from, to, `batch-${k}-abcdefgh`, `message ${k}`));
    }
    // The same message twice at once under one clientMsgId: stored once, both answered with it.
    sends.push(send(users[0]!, users[1]!, "twice-abcdefgh", "only once"), send(users[0]!, users[1]!, "twice-abcdefgh", "only once"));
    const replies = await Promise.all(sends);
    expect(replies.map((r) => r.status)).toEqual(replies.map(() => 200));
    const twice = replies.slice(-2).map((r) => r.body.data.messageId);
    expect(twice[0]).toBe(twice[1]);

    const db = t.database.db;
    const messages = await db.selectFrom("messages").select(["pair_key", "pair_seq", "client_msg_id"]).orderBy("pair_key").orderBy("pair_seq").execute();
    expect(messages.filter((m) => m.client_msg_id === "twice-abcdefgh")).toHaveLength(1);
    for (const pair of new Set(messages.map((m) => m.pair_key))) {
      const rows = messages.filter((m) => m.pair_key === pair);
      expect(rows.map((m) => Number(m.pair_seq))).toEqual(rows.map((_, i) => i + 1));
    }
    for (const user of users) {
      const events = await db.selectFrom("events").select(["seq", "data"]).where("user_id", "=", user.id).where("type", "=", "message").orderBy("seq").execute();
      const seqs = events.map((e) => Number(e.seq));
      expect(seqs).toEqual(seqs.map((_, i) => (seqs[0] ?? 1) + i));
      // The stored event is the wire message the history answers, its seq included.
      const history = (await t.get<HistoryPage>(`/api/message/history?userId=${users.find((u) => u !== user)!.id}&pageSize=100`, { token: user.token })).body.data.messages;
      const stored = events.map((e) => JSON.parse(e.data) as { id: string });
      for (const message of history) expect(stored.find((s) => s.id === message.id)).toEqual(message);
    }
  });

  it("fails only the message that cannot be stored, and queues pushes for an offline receiver's browsers", async () => {
    const db = t.database.db;
    const [ann, ben] = [users[0]!, users[1]!];
    const now = t.clock.now();
    await db.insertInto("push_subscriptions").values({ user_id: ben.id, session_hash: (await db.selectFrom("sessions").select("token_hash").where("user_id", "=", ben.id).executeTakeFirstOrThrow()).token_hash, endpoint: "https://push.example/ben", p256dh: "k", auth: "a", created_at: now }).execute();
    const message = (to: number, id: string, push: boolean): PlainMessage => ({
      row: { id, client_msg_id: `store-${id}`, from_user_id: ann.id, to_user_id: to, pair_key: `${Math.min(ann.id, to)}:${Math.max(ann.id, to)}`, type: "txt", content: id, url: null, custom: null, ext: "{}", platform: "web", created_at: now, recalled_at: null },
      push,
    });
    const store = new PgSendPath(db);
    // Asked for in one turn, so they form one batch; the second names nobody.
    const outcomes = await Promise.allSettled([store.store(message(ben.id, "a".repeat(32), true)), store.store(message(999_999, "b".repeat(32), false)), store.store(message(ben.id, "c".repeat(32), false))]);
    expect(outcomes.map((o) => o.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    const stored = outcomes[0]?.status === "fulfilled" ? outcomes[0].value : undefined;
    expect(stored?.events.map((e) => e.userId).sort()).toEqual([ann.id, ben.id].sort());
    const pushes = await db.selectFrom("push_outbox").select(["user_id", "peer_id", "ref", "kind"]).execute();
    expect(pushes).toEqual([{ user_id: ben.id, peer_id: ann.id, ref: "a".repeat(32), kind: "message" }]);
  });
});
