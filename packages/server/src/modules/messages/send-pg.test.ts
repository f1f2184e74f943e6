import type { HistoryPage, SendMessageReply } from "@chat/protocol";
import { sql } from "kysely";
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

  it("looks messages up by key on a connection that planned its sends while the table was empty", async () => {
    // A fresh schema: the functions' plans are made on this connection while messages is empty, and
    // kept (force_generic_plan). 0027's plans then read the whole table for every batch (migration 0028).
    const fresh = await createTestApp("postgres");
    try {
      const [eve, fay] = [await addUser(fresh, "Eve"), await addUser(fresh, "Fay")];
      await makeFriends(fresh, eve, fay);
      const now = fresh.clock.now();
      await fresh.database.db.connection().execute(async (conn) => {
        const sendOne = async (n: number) => {
          const id = `plan${n}`.padEnd(32, "0");
          const ask = [[eve.id], [fay.id], [`plan-${n}-abcdefgh`]];
          await sql`select * from chat_send_facts(${ask[0]}::integer[], ${ask[1]}::integer[], ${ask[2]}::text[])`.execute(conn);
          const stored = await sql<{ o_status: string }>`select * from chat_store_messages(${[id]}::text[], ${[`plan-${n}-abcdefgh`]}::text[],
            ${[eve.id]}::integer[], ${[fay.id]}::integer[], ${["txt"]}::text[], ${[`hello ${n}`]}::text[], ${[null]}::text[], ${[null]}::text[],
            ${["{}"]}::text[], ${["web"]}::text[], ${[now]}::bigint[], ${['{"id":"x"}']}::text[], ${[false]}::boolean[])`.execute(conn);
          expect(stored.rows.map((r) => r.o_status)).toEqual(["stored"]);
        };
        const rowsReadByScans = async () => {
          await sql`select pg_stat_force_next_flush()`.execute(conn);
          const stat = await sql<{ read: string }>`select coalesce(seq_tup_read, 0) as read from pg_stat_user_tables where schemaname = current_schema() and relname = 'messages'`.execute(conn);
          return Number(stat.rows[0]?.read);
        };
        await sendOne(1);
        await sql`insert into messages (id, client_msg_id, from_user_id, to_user_id, pair_key, type, content, created_at, pair_seq)
          select 'bulk' || lpad(i::text, 28, '0'), 'bulk-' || i, ${eve.id}, ${fay.id}, 'bulk', 'txt', 'old', ${now}, i from generate_series(1, 5000) i`.execute(conn);
        const before = await rowsReadByScans();
        for (let n = 2; n <= 4; n++) await sendOne(n);
        expect(await rowsReadByScans()).toBe(before);
      });
    } finally {
      await fresh.close();
    }
  });
});
