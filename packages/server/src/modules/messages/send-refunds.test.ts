import { sendMessageRequest } from "@chat/protocol";
import type { SendMessageReply } from "@chat/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../db/test-helpers.js";
import { InProcessBus } from "../../realtime/bus.js";
import { addUser, makeFriends } from "../../testing/social.js";
import type { TestUser } from "../../testing/social.js";
import { createTestApp } from "../../testing/test-app.js";
import type { TestApp } from "../../testing/test-app.js";
import { balanceOf, credit, setUser } from "../../testing/wallet.js";
import { ledgerTransaction, post } from "../wallet/index.js";
import { releaseSend, sendFingerprint, settleReservation } from "./send-charges.js";
import { ORPHAN_AFTER_MS, refundOrphanedSends } from "./send-refunds.js";

describe.each(testDatabases)("refunds of sends charged but never stored on %s", (dialect) => {
  let t: TestApp;
  let n = 0;
  const bus = new InProcessBus();
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());
  const sweep = () => refundOrphanedSends({ database: t.database, clock: t.clock, bus });

  async function payingPair(): Promise<[TestUser, TestUser]> {
    const a = await addUser(t, "Payer");
    const b = await addUser(t, "Friend");
    await makeFriends(t, a, b);
    await setUser(t, a.id, { is_pay_msg: 1 });
    await credit(t, a.id, { gold_coin: 5 });
    return [a, b];
  }
  const send = (from: TestUser, to: TestUser, clientMsgId: string) =>
    t.post<SendMessageReply>("/api/message/send", { toUserId: to.id, messageType: "txt", content: "hello", clientMsgId }, { token: from.token });

  /** What a paid send leaves behind when the server dies between charging and storing (reserveSend's transaction). */
  async function crashedSend(user: TestUser, clientMsgId: string) {
    const now = t.clock.now();
    await ledgerTransaction(t.database, async (trx) => {
      await post(trx, user.id, `send:${clientMsgId}`, [{ asset: "gold_coin", delta: -1, reason: "message", reference: clientMsgId, item: "Chat message" }], now);
      await trx.insertInto("send_reservations").values({ user_id: user.id, reservation: `send:${clientMsgId}`, client_msg_id: clientMsgId, request_hash: "a crashed send", state: "held", created_at: now }).execute();
    });
  }

  it("gives the coin back once the send is clearly orphaned, and only once", async () => {
    const [a] = await payingPair();
    const id = `crash-${++n}-abcdef`;
    await crashedSend(a, id);
    expect((await balanceOf(t, a.id)).coins).toBe(4);
    t.clock.advance(ORPHAN_AFTER_MS - 1_000);
    await sweep();
    expect((await balanceOf(t, a.id)).coins).toBe(4);
    t.clock.advance(2_000);
    await Promise.all([sweep(), sweep()]);
    await sweep();
    expect((await balanceOf(t, a.id)).coins).toBe(5);
    // The crashed attempt can no longer store its message with that (refunded) charge.
    expect(await settleReservation(t.database.db, a.id, `send:${id}`, "stored")).toBe(false);
  });

  it("charges a retry after the refund again, once, and stores the message", async () => {
    const [a, b] = await payingPair();
    const id = `crash-${++n}-abcdef`;
    await crashedSend(a, id);
    t.clock.advance(ORPHAN_AFTER_MS + 1_000);
    await sweep();
    expect((await balanceOf(t, a.id)).coins).toBe(5);
    const first = await send(a, b, id);
    expect(first.status).toBe(200);
    expect((await send(a, b, id)).body.data.messageId).toBe(first.body.data.messageId);
    expect((await balanceOf(t, a.id)).coins).toBe(4);
    // The stored message is never refunded later.
    t.clock.advance(ORPHAN_AFTER_MS + 1_000);
    await sweep();
    expect((await balanceOf(t, a.id)).coins).toBe(4);
  });

  it("never gives a failed translation back twice, and a fully given-back send can be retried", async () => {
    const [a, b] = await payingPair();
    const id = `tr-${++n}-abcdef`;
    const key = `send:${id}`;
    const now = t.clock.now();
    // A message coin and a two-coin translation, held; the translation given back on its own, as the
    // server did before translations were charged only once done (a reservation from then).
    const entries = await ledgerTransaction(t.database, async (trx) => {
      const { entries: posted } = await post(trx, a.id, key, [
        { asset: "gold_coin", delta: -1, reason: "message", reference: id, item: "Chat message" },
        { asset: "gold_coin", delta: -2, reason: "translate", reference: id, item: "Translation", chars: 150 },
      ], now);
      await trx.insertInto("send_reservations").values({ user_id: a.id, reservation: key, client_msg_id: id, request_hash: "a failed translation", state: "held", created_at: now }).execute();
      return posted;
    });
    expect((await balanceOf(t, a.id)).coins).toBe(2);
    await ledgerTransaction(t.database, (trx) => post(trx, a.id, `release:translate:${key}`, [{ asset: "gold_coin", delta: 2, reason: "translate_release", reference: key, item: "Refund: Translation", chars: 150 }], now));
    expect((await balanceOf(t, a.id)).coins).toBe(4);
    // The message was never stored: the full refund gives back the coin, not the translation again.
    await releaseSend({ database: t.database, clock: t.clock }, a.id, key, entries);
    expect((await balanceOf(t, a.id)).coins).toBe(5);
    t.clock.advance(ORPHAN_AFTER_MS + 1_000);
    await sweep();
    expect((await balanceOf(t, a.id)).coins).toBe(5);
    // A retry of that clientMsgId pays anew, once, and is stored.
    const retry = await send(a, b, id);
    expect(retry.status).toBe(200);
    expect((await balanceOf(t, a.id)).coins).toBe(4);
  });

  it("finishes a held send on retry without charging again, even at zero coins, and refuses another message under its id", async () => {
    const [a, b] = await payingPair();
    const id = `held-${++n}-abcdef`;
    const body = { toUserId: b.id, messageType: "txt", content: "hello", clientMsgId: id };
    const now = t.clock.now();
    // The first attempt reserved (all five coins here) and is still on its way.
    await ledgerTransaction(t.database, async (trx) => {
      await post(trx, a.id, `send:${id}`, [{ asset: "gold_coin", delta: -5, reason: "message", reference: id, item: "Chat message" }], now);
      await trx.insertInto("send_reservations").values({ user_id: a.id, reservation: `send:${id}`, client_msg_id: id, request_hash: sendFingerprint(b.id, sendMessageRequest.parse(body)), state: "held", created_at: now }).execute();
    });
    const other = await t.post("/api/message/send", { ...body, content: "another message" }, { token: a.token });
    expect(other.status).toBe(409);
    expect(other.body.msg).toBe("This request id was already used for a different request. Nothing was done.");
    const retry = await t.post<SendMessageReply>("/api/message/send", body, { token: a.token });
    expect(retry.status).toBe(200);
    expect(retry.body.data.message.msg).toBe("hello");
    expect((await balanceOf(t, a.id)).coins).toBe(0);
    const row = await t.database.db.selectFrom("send_reservations").select("state").where("user_id", "=", a.id).where("client_msg_id", "=", id).executeTakeFirstOrThrow();
    expect(row.state).toBe("stored");
  });

  it("holds a paid send's charge until its message is stored, then never refunds it", async () => {
    const [a, b] = await payingPair();
    const id = `ok-${++n}-abcdef`;
    expect((await send(a, b, id)).status).toBe(200);
    const row = await t.database.db.selectFrom("send_reservations").select("state").where("user_id", "=", a.id).where("client_msg_id", "=", id).executeTakeFirstOrThrow();
    expect(row.state).toBe("stored");
    t.clock.advance(ORPHAN_AFTER_MS + 1_000);
    expect(await sweep()).toBe(0);
    expect((await balanceOf(t, a.id)).coins).toBe(4);
  });
});
