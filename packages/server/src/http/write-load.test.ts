/**
 * A bounded load test over real HTTP on loopback, on SQLite with its checkpoint thread restarting the
 * WAL every few milliseconds: thousands of concurrent partner hand-overs, friend requests, sends and
 * purchases, and not one answer is a 5xx (nor anything but 200: every write succeeds).
 */
import type { PartnerSession, SendMessageReply } from "@chat/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../db/test-helpers.js";
import { parsePartnerKeys } from "../security/partner-keys.js";
import { credit } from "../testing/wallet.js";
import { createTestApp } from "../testing/test-app.js";
import type { TestApp } from "../testing/test-app.js";

const KEY = "load-key-0123456789abcdefghijklmnop";
const PAIRS = 150;
const LONE_HAND_OVERS = 700;
const IN_FLIGHT = 24;

interface Answer<T> {
  status: number;
  body: { code: number; msg: string; data: T };
}

describe("writes under load on SQLite with checkpoints running", () => {
  let t: TestApp;
  let base: string;
  const statuses = new Map<string, number[]>();

  beforeAll(async () => {
    // A RESTART once the WAL passes 32 pages, checked every 2 ms: checkpoints all through the run.
    const database = await createTestDatabase("sqlite", { checkpoint: { restartPages: 32, everyMs: 2 } });
    t = await createTestApp("sqlite", { database, config: { partners: parsePartnerKeys(`https://load.example=${KEY}`) } });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const address = t.app.server.address();
    if (!address || typeof address === "string") throw new Error("no port");
    base = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    await t.close();
    await t.database.dispose();
  });

  async function call<T>(kind: string, path: string, body: unknown, token: string): Promise<Answer<T>> {
    const res = await fetch(`${base}${path}`, { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
    const list = statuses.get(kind) ?? [];
    list.push(res.status);
    statuses.set(kind, list);
    return { status: res.status, body: (await res.json()) as Answer<T>["body"] };
  }
  const handOver = (externalId: string) => call<PartnerSession>("hand-over", "/api/partner/session", { externalId, nickname: externalId }, KEY);

  /** Two people meet: hand-overs, a request each way (the second befriends), messages, purchases, a new session. */
  async function pair(i: number): Promise<void> {
    const [a, b] = await Promise.all([handOver(`a-${i}`), handOver(`b-${i}`)]);
    const me = a.body.data;
    const you = b.body.data;
    await credit(t, me.userId, { gold_coin: 1_000 });
    await call("friend", "/api/friend/add-friend", { userId: you.userId }, me.token);
    await call("friend", "/api/friend/add-friend", { userId: me.userId }, you.token);
    const send = (from: PartnerSession, to: PartnerSession, n: number) =>
      call<SendMessageReply>("send", "/api/message/send", { toUserId: to.userId, messageType: "txt", content: `hello ${n}`, clientMsgId: `load-${i}-${from.userId}-${n}` }, from.token);
    await Promise.all([send(me, you, 1), send(you, me, 2), send(me, you, 3)]);
    await Promise.all([
      call("purchase", "/api/translate/recharge", { packageId: "chars-5000", requestId: `load-t-${i}` }, me.token),
      call("purchase", "/api/vip/recharge", { packageId: "vip-30", requestId: `load-v-${i}` }, me.token),
      send(you, me, 4),
    ]);
    await handOver(`a-${i}`);
  }

  /** Runs the jobs with at most IN_FLIGHT at a time. */
  async function lanes(jobs: (() => Promise<unknown>)[]): Promise<void> {
    let next = 0;
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (next < jobs.length) await jobs[next++]?.();
      }),
    );
  }

  it("answers every hand-over, friend request, send and purchase with 200", async () => {
    const jobs: (() => Promise<unknown>)[] = [];
    for (let i = 0; i < Math.max(PAIRS, LONE_HAND_OVERS); i++) {
      if (i < PAIRS) jobs.push(() => pair(i));
      if (i < LONE_HAND_OVERS) jobs.push(() => handOver(`lone-${i % 400}`));
    }
    await lanes(jobs);
    const summary = Object.fromEntries([...statuses].map(([kind, list]) => [kind, { total: list.length, notOk: list.filter((s) => s !== 200) }]));
    expect(summary).toEqual({
      "hand-over": { total: PAIRS * 3 + LONE_HAND_OVERS, notOk: [] },
      friend: { total: PAIRS * 2, notOk: [] },
      send: { total: PAIRS * 4, notOk: [] },
      purchase: { total: PAIRS * 2, notOk: [] },
    });
    const friends = await t.database.db.selectFrom("friends").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    expect(Number(friends.n)).toBe(PAIRS * 2);
    const messages = await t.database.db.selectFrom("messages").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    expect(Number(messages.n)).toBe(PAIRS * 4);
  });
});
