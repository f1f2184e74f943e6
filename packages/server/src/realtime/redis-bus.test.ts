import { randomUUID } from "node:crypto";
import type { SendMessageReply, ServerFrame, UserVoReply } from "@chat/protocol";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabases } from "../db/test-helpers.js";
import type { TestDatabase } from "../db/test-helpers.js";
import { addUser, makeFriends } from "../testing/social.js";
import type { TestUser } from "../testing/social.js";
import { createTestApp } from "../testing/test-app.js";
import type { TestApp } from "../testing/test-app.js";
import { connectWs } from "../testing/ws-client.js";
import { CLOSE } from "./connection.js";
import { RedisBus } from "./redis-bus.js";
import { missing } from "../testing/services.js";

const REDIS_URL = process.env.TEST_REDIS_URL;
type MessageFrame = Extract<ServerFrame, { type: "message" }>;
const isMessage = (f: ServerFrame): f is MessageFrame => f.type === "message";

// These need a Redis server: `.ci/run` sets TEST_REDIS_URL when one answers on 127.0.0.1:6379.
describe.skipIf(missing(import.meta, "redis")).each(testDatabases)("two server processes sharing delivery through Redis on %s", (dialect) => {
  const url = REDIS_URL ?? "";
  const nameA = `chat-test-a-${randomUUID()}`;
  let database: TestDatabase;
  let busA: RedisBus;
  let busB: RedisBus;
  let a: TestApp;
  let b: TestApp;
  let urlA: string;
  let alice: TestUser;
  let bob: TestUser;
  let n = 0;
  let sharedChannel = "";

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    // A channel of this suite's own, so parallel suites on the same Redis never see each other.
    const channel = `chat:test:${randomUUID()}`;
    // Process A reconnects slowly, so a test can publish while its subscription is down.
    busA = await RedisBus.connect(url, { channel, name: nameA, retryDelayMs: () => 500, rosterEveryMs: 1000, log: () => undefined });
    busB = await RedisBus.connect(url, { channel, rosterEveryMs: 1000, log: () => undefined });
    sharedChannel = channel;
    a = await createTestApp(dialect, { database, bus: busA });
    b = await createTestApp(dialect, { database, bus: busB });
    urlA = await a.app.listen({ port: 0, host: "127.0.0.1" });
    alice = await addUser(a, "Alice");
    bob = await addUser(b, "Bob");
    await makeFriends(a, alice, bob);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await busA?.close();
    await busB?.close();
    await database?.dispose();
  });

  const sendThroughB = (content: string) =>
    b.post<SendMessageReply>("/api/message/send", { toUserId: alice.id, messageType: "txt", content, clientMsgId: `cmid-${randomUUID()}-${++n}` }, { token: bob.token });

  it("delivers a message sent through one process to a socket held by the other", async () => {
    const socket = await connectWs(urlA);
    const ready = await socket.auth(alice.token);
    const sent = await sendThroughB("across processes");
    expect(sent.status).toBe(200);
    const got = await socket.next(isMessage);
    expect(got).toMatchObject({ seq: ready.seq + 1, data: { id: sent.body.data.messageId, msg: "across processes" } });
    socket.close();
  });

  it("catches a socket up from the database after its process lost Redis for a moment", async () => {
    const socket = await connectWs(urlA);
    await socket.auth(alice.token);
    const admin = new Redis(url);
    try {
      const clients = String(await admin.client("LIST")).split("\n");
      const id = clients.find((line) => line.includes(` name=${nameA}-sub `))?.match(/^id=(\d+)/)?.[1];
      expect(id).toBeDefined();
      await admin.client("KILL", "ID", id ?? "");
    } finally {
      admin.disconnect();
    }
    // Published while A's subscription is down: Redis drops it for A.
    const sent = await sendThroughB("while A was cut off");
    expect(sent.status).toBe(200);
    const got = (await socket.next(isMessage)) as MessageFrame;
    expect(got.data).toMatchObject({ id: sent.body.data.messageId, msg: "while A was cut off" });
    // Exactly once.
    await new Promise((r) => setTimeout(r, 200));
    expect(socket.frames.filter((f) => isMessage(f) && f.data.id === sent.body.data.messageId)).toHaveLength(1);
    socket.close();
  });

  const onlineSeenBy = async (t: TestApp) =>
    (await t.get<UserVoReply>(`/api/user/info?userId=${alice.id}`, { token: bob.token })).body.data.userVo.onlineState;

  it("shows a user online on every process while they have a socket on one", async () => {
    // The earlier tests' sockets have closed.
    await expect.poll(() => onlineSeenBy(b)).toBe(0);
    const socket = await connectWs(urlA);
    await socket.auth(alice.token);
    await expect.poll(() => onlineSeenBy(b)).toBe(1);
    // A process that starts later asks who is online and hears it at once.
    const busC = await RedisBus.connect(url, { channel: sharedChannel, rosterEveryMs: 60_000, log: () => undefined });
    const c = await createTestApp(dialect, { database, bus: busC });
    try {
      await expect.poll(() => onlineSeenBy(c)).toBe(1);
    } finally {
      await c.close();
      await busC.close();
    }
    socket.close();
    await expect.poll(() => onlineSeenBy(b)).toBe(0);
  });

  it("logs a device out on one process when the same user logs in on the other", async () => {
    const socket = await connectWs(urlA);
    await socket.auth(alice.token);
    await b.login(alice.email, alice.password);
    expect(await socket.next((f) => f.type === "conflict")).toEqual({ type: "conflict" });
    expect(await socket.closed).toBe(CLOSE.conflict);
  });
});

describe("RedisBus start-up", () => {
  it("gives up with a clear error when Redis does not answer", async () => {
    await expect(RedisBus.connect("redis://127.0.0.1:1", { connectTimeoutMs: 300, retryDelayMs: () => 100, log: () => undefined })).rejects.toThrow(
      /^Redis at REDIS_URL could not be reached/,
    );
  });
});

describe.skipIf(missing(import.meta, "redis"))("RedisBus frames between processes", () => {
  const typing = (userId: number): ServerFrame => ({ type: "typing", data: { userId } });

  it("hands each frame once to the process that holds the user, whatever the envelope's key order", async () => {
    const channel = `chat:test:${randomUUID()}`;
    const busA = await RedisBus.connect(REDIS_URL ?? "", { channel, log: () => undefined });
    const busB = await RedisBus.connect(REDIS_URL ?? "", { channel, log: () => undefined });
    const raw = new Redis(REDIS_URL ?? "");
    try {
      const atB: Array<[number, ServerFrame]> = [];
      const atA: ServerFrame[] = [];
      busB.subscribe(7, (frame) => atB.push([7, frame]));
      busB.subscribe(9, (frame) => atB.push([9, frame]));
      busA.subscribe(8, (frame) => atA.push(frame));
      busA.publish(7, typing(1));
      // For a user with no socket on B (8 is on A only): B drops it, A delivers its own once.
      busA.publish(8, typing(2));
      // B's own frame reaches its listener once, not again from the channel.
      busB.publish(9, typing(3));
      // Another writer's envelope, keys in another order: read in full, and delivered.
      await raw.publish(channel, JSON.stringify({ u: 7, f: typing(4), o: randomUUID() }));
      await expect.poll(() => atB.length).toBe(3);
      // A last frame through the channel: by the time it arrives, any duplicate would have too.
      busA.publish(7, typing(5));
      await expect.poll(() => atB.length).toBe(4);
      // B's own frame is handed on at once, the others as they come through Redis.
      expect(atB).toEqual([
        [9, typing(3)],
        [7, typing(1)],
        [7, typing(4)],
        [7, typing(5)],
      ]);
      expect(atA).toEqual([typing(2)]);
    } finally {
      raw.disconnect();
      await busA.close();
      await busB.close();
    }
  });
});
