/**
 * Gold coins credited and spent, as the ledger commits them: a credit by support and a paid message
 * move the counters by exactly the coins, by reason; a transaction that ran again after a deadlock
 * counts once, and one that rolled back not at all.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../db/test-helpers.js";
import { ledgerTransaction, post } from "./ledger.js";
import { parsePrometheusText } from "../../testing/prometheus-text.js";
import { addUser, makeFriends } from "../../testing/social.js";
import type { TestUser } from "../../testing/social.js";
import { createTestApp } from "../../testing/test-app.js";
import type { TestApp } from "../../testing/test-app.js";
import { balanceOf, credit, setUser } from "../../testing/wallet.js";

const TOKEN = "metrics-token-0123456789abcdef";

describe.each(testDatabases)("coin metrics on %s", (dialect) => {
  let t: TestApp;
  let ana: TestUser;
  let ben: TestUser;
  beforeAll(async () => {
    t = await createTestApp(dialect, { config: { metrics: { port: undefined, host: "127.0.0.1", token: TOKEN } } });
    ana = await addUser(t, "Ana");
    ben = await addUser(t, "Ben");
    await makeFriends(t, ana, ben);
  });
  afterAll(() => t?.close());

  const scrape = async () => {
    const res = await t.app.inject({ method: "GET", url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    return parsePrometheusText(res.body);
  };

  it("counts coins credited and spent by reason", async () => {
    const before = await scrape();
    await credit(t, ana.id, { gold_coin: 10, translate_chars: 500 });
    await setUser(t, ana.id, { is_pay_msg: 1 });
    for (let i = 0; i < 2; i++) expect((await t.post("/api/message/send", { toUserId: ben.id, messageType: "txt", content: `paid ${i}`, clientMsgId: randomUUID() }, { token: ana.token })).status).toBe(200);
    const spent = 10 - (await balanceOf(t, ana.id)).coins;
    expect(spent).toBeGreaterThan(0);
    const after = await scrape();
    const delta = (name: string, labels: Record<string, string> = {}) => after.sum(name, labels) - before.sum(name, labels);
    expect(delta("chat_coins_credited_total", { reason: "admin" })).toBe(10); // characters are not coins
    expect(delta("chat_coins_spent_total", { reason: "message" })).toBe(spent);
    expect(delta("chat_coins_spent_total")).toBe(spent);
  });

  it("counts a transaction that ran again once, and one that rolled back not at all", async () => {
    const before = (await scrape()).sum("chat_coins_credited_total", { reason: "admin" });
    let attempts = 0;
    await t.database.db.transaction().execute(async (trx) => {
      await post(trx, ben.id, `retried-${randomUUID()}`, [{ asset: "gold_coin", delta: 7, reason: "admin" }], t.clock.now());
      // A deadlock after the posting: retry.ts runs the whole transaction again.
      if (++attempts === 1) throw Object.assign(new Error("deadlock detected"), { code: "40P01" });
    });
    expect(attempts).toBe(2);
    await expect(
      ledgerTransaction(t.database, async (trx) => {
        await post(trx, ben.id, `rolled-back-${randomUUID()}`, [{ asset: "gold_coin", delta: 5, reason: "admin" }], t.clock.now());
        throw new Error("refused after the posting");
      }),
    ).rejects.toThrow("refused after the posting");
    expect((await balanceOf(t, ben.id)).coins).toBe(7);
    expect((await scrape()).sum("chat_coins_credited_total", { reason: "admin" }) - before).toBe(7);
  });
});
