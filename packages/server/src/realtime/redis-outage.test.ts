/**
 * Redis killed and started again under two server processes (a redis-server child of this test):
 * the product degrades instead of stopping. Sends and reads keep answering 200, rate limits still
 * apply (each process counting its own), and a socket on the other process gets what was sent while
 * Redis was away by replay from the database once it is back, exactly once and in seq order; who came
 * online meanwhile is known everywhere as soon as Redis is back.
 */
import { randomUUID } from "node:crypto";
import type { SendMessageReply, ServerFrame, UserVoReply } from "@chat/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ManualClock } from "../clock.js";
import { createTestDatabase, testDatabases } from "../db/test-helpers.js";
import type { TestDatabase } from "../db/test-helpers.js";
import { FallbackLimiter } from "../security/fallback-limiter.js";
import { RedisLimiter } from "../security/redis-limiter.js";
import { startRedisServer } from "../testing/redis-server.js";
import type { TestRedisServer } from "../testing/redis-server.js";
import { addUser, makeFriends } from "../testing/social.js";
import type { TestUser } from "../testing/social.js";
import { createTestApp } from "../testing/test-app.js";
import type { TestApp } from "../testing/test-app.js";
import { connectWs } from "../testing/ws-client.js";
import { RedisBus } from "./redis-bus.js";

type MessageFrame = Extract<ServerFrame, { type: "message" }>;
const isMessage = (f: ServerFrame): f is MessageFrame => f.type === "message";

describe.each(testDatabases)("two processes while Redis goes away and comes back, on %s", (dialect) => {
  let redis: TestRedisServer;
  let database: TestDatabase;
  const buses: RedisBus[] = [];
  const limiters: FallbackLimiter[] = [];
  const logged: string[] = [];
  let a: TestApp;
  let b: TestApp;
  let urlA: string;
  let alice: TestUser;
  let bob: TestUser;
  let carol: TestUser;
  let n = 0;

  beforeAll(async () => {
    redis = await startRedisServer();
    database = await createTestDatabase(dialect);
    const clock = new ManualClock(Date.now());
    const channel = `chat:test:${randomUUID()}`;
    const processOf = async () => {
      const bus = await RedisBus.connect(redis.url, { channel, retryDelayMs: () => 100, rosterEveryMs: 60_000, log: () => undefined });
      const commands = bus.commands;
      const limiter = new FallbackLimiter(new RedisLimiter(commands, clock), () => commands.status === "ready", clock, (line) => logged.push(line));
      buses.push(bus);
      limiters.push(limiter);
      return createTestApp(dialect, { database, clock, bus, limits: { limiter, knownIps: limiter } });
    };
    a = await processOf();
    b = await processOf();
    urlA = await a.app.listen({ port: 0, host: "127.0.0.1" });
    alice = await addUser(a, "Alice");
    bob = await addUser(b, "Bob");
    carol = await addUser(a, "Carol");
    await makeFriends(a, alice, bob);
    await makeFriends(a, carol, bob);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    for (const bus of buses) await bus.close();
    await database?.dispose();
    await redis?.close();
  });

  const sendThroughB = (content: string) =>
    b.post<SendMessageReply>("/api/message/send", { toUserId: alice.id, messageType: "txt", content, clientMsgId: `outage-${randomUUID()}-${++n}` }, { token: bob.token });

  it("keeps answering, limits, and replays what was sent once Redis is back", async () => {
    const socket = await connectWs(urlA);
    const ready = await socket.auth(alice.token);
    expect((await sendThroughB("before")).status).toBe(200);
    await socket.next(isMessage);

    await redis.kill();
    // Chat paths keep answering while Redis is away: sends, history, the conversation list.
    const sentWhileAway: string[] = [];
    for (const text of ["away 1", "away 2", "away 3"]) {
      const sent = await sendThroughB(text);
      expect(sent.status).toBe(200);
      sentWhileAway.push(sent.body.data.messageId);
    }
    expect((await b.get(`/api/message/history?userId=${alice.id}`, { token: bob.token })).status).toBe(200);
    expect((await b.post("/api/message/user-session-list", {}, { token: bob.token })).status).toBe(200);
    expect(limiters[1]?.localOnly).toBe(true);
    expect(logged.some((line) => line.includes("counting in this process"))).toBe(true);

    // Rate limits still apply, counted by the process that sees the attempts.
    const ip = "203.0.113.9";
    const wrong = () => b.post("/api/account/login", { account: alice.email, password: "wrong-pass1" }, { ip });
    for (let i = 0; i < 5; i++) expect((await wrong()).status).toBe(400);
    expect((await wrong()).status).toBe(429);

    // Carol comes online on A while Redis is away: B cannot hear of it yet.
    const carolSocket = await connectWs(urlA);
    await carolSocket.auth(carol.token);
    const carolSeenByB = async () => (await b.get<UserVoReply>(`/api/user/info?userId=${carol.id}`, { token: bob.token })).body.data.userVo.onlineState;
    expect(await carolSeenByB()).toBe(0);

    await redis.start();
    // Back: A's subscription returns and its sockets read what they missed from the database.
    const replayed: MessageFrame[] = [];
    for (let i = 0; i < sentWhileAway.length; i++) replayed.push((await socket.next(isMessage, 15_000)) as MessageFrame);
    expect(replayed.map((f) => f.data.id)).toEqual(sentWhileAway);
    expect(replayed.map((f) => f.seq)).toEqual([ready.seq + 2, ready.seq + 3, ready.seq + 4]);

    // Live delivery across processes again; nothing arrived twice before it.
    await expect
      .poll(async () => {
        await b.get(`/api/message/history?userId=${alice.id}`, { token: bob.token });
        return buses[1]?.commands.status;
      })
      .toBe("ready");
    const after = await sendThroughB("after");
    expect(after.status).toBe(200);
    const live = (await socket.next(isMessage, 15_000)) as MessageFrame;
    expect(live.data.id).toBe(after.body.data.messageId);
    const ids = socket.frames.filter(isMessage).map((f) => f.data.id);
    expect(new Set(ids).size).toBe(ids.length);
    // And limits are shared again.
    expect((await sendThroughB("shared again")).status).toBe(200);
    expect(limiters[1]?.localOnly).toBe(false);
    // Presence is traded again at once on reconnection, not at the next roster a minute later.
    await expect.poll(carolSeenByB, { timeout: 15_000 }).toBe(1);
    carolSocket.close();
    socket.close();
  });
});
