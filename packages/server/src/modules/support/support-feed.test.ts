import { randomUUID } from "node:crypto";
import type { ServerFrame } from "@chat/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabases } from "../../db/test-helpers.js";
import type { TestDatabase } from "../../db/test-helpers.js";
import { RedisBus } from "../../realtime/redis-bus.js";
import { asOperator, createOperator, loginOperator } from "../../testing/console.js";
import { addUser, makeFriends } from "../../testing/social.js";
import type { TestUser } from "../../testing/social.js";
import { openFeed, openStream, replyAs, writeToService } from "../../testing/support.js";
import { createTestApp } from "../../testing/test-app.js";
import type { TestApp } from "../../testing/test-app.js";
import { connectWs } from "../../testing/ws-client.js";
import { missing } from "../../testing/services.js";

type MessageFrame = Extract<ServerFrame, { type: "message" }>;
const isMessage = (f: ServerFrame): f is MessageFrame => f.type === "message";

describe.each(testDatabases)("the inbox's live feed on %s", (dialect) => {
  let t: TestApp;
  let url: string;
  let service: TestUser;
  let support: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    url = await t.app.listen({ port: 0, host: "127.0.0.1" });
    service = await addUser(t, "Customer service", { is_service: 1 });
    support = await loginOperator(t, await createOperator(t, { role: "support" }));
  });
  afterAll(() => t.close());

  it("names the member whenever their thread changes: messages either way, read, assignment, note, resolution", async () => {
    const feed = await openFeed(url, support);
    expect(feed.status).toBe(200);
    expect(feed.contentType).toBe("text/event-stream; charset=utf-8");
    const member = await addUser(t, "Live");
    await writeToService(t, member, service, "hello");
    await feed.next(member.id);
    await replyAs(t, support, member.id, "hi");
    await feed.next(member.id);
    for (const path of ["read", "assign", "resolve", "reopen"]) {
      expect((await t.post(`/api/admin/support/${path}`, { memberId: member.id }, asOperator(support))).status).toBe(200);
      await feed.next(member.id);
    }
    await t.post("/api/admin/support/notes/add", { memberId: member.id, text: "a note" }, asOperator(support));
    await feed.next(member.id);
    feed.close();
  });

  it("says nothing of members' conversations with anyone else", async () => {
    const feed = await openFeed(url, support);
    const [a, b] = [await addUser(t, "Friend A"), await addUser(t, "Friend B")];
    await makeFriends(t, a, b);
    await t.post("/api/message/send", { toUserId: b.id, messageType: "txt", content: "private", clientMsgId: `p-${randomUUID()}` }, { token: a.token });
    const member = await addUser(t, "Then");
    await writeToService(t, member, service);
    await feed.next(member.id);
    expect(feed.seen).toEqual([member.id]);
    feed.close();
  });

  it("refuses members and made-up tokens", async () => {
    const member = await addUser(t, "Curious");
    const callers: Record<string, string>[] = [{ authorization: `Bearer ${member.token}` }, { "x-operator-token": member.token }, { "x-operator-token": "A".repeat(43) }];
    for (const headers of callers) {
      const stream = await openStream(`${url}/api/admin/support/feed`, headers);
      stream.close();
      expect(stream.status).toBe(401);
    }
  });

  it("ends its streams when the server stops, so stopping never waits for them", async () => {
    const other = await createTestApp(dialect);
    const otherUrl = await other.app.listen({ port: 0, host: "127.0.0.1" });
    await addUser(other, "Customer service", { is_service: 1 });
    const feed = await openFeed(otherUrl, await loginOperator(other, await createOperator(other)));
    expect(feed.status).toBe(200);
    await other.close();
    await feed.ended;
  });
});

// These need a Redis server: `.ci/run` sets TEST_REDIS_URL when one answers on 127.0.0.1:6379.
const REDIS_URL = process.env.TEST_REDIS_URL;
describe.skipIf(missing(import.meta, "redis")).each(testDatabases)("the inbox across two server processes on %s", (dialect) => {
  let database: TestDatabase;
  let busA: RedisBus;
  let busB: RedisBus;
  let a: TestApp;
  let b: TestApp;
  let urlA: string;
  let urlB: string;
  let service: TestUser;
  let member: TestUser;
  let operator: string;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    // A channel of this suite's own, so parallel suites on the same Redis never see each other.
    const channel = `chat:test:${randomUUID()}`;
    busA = await RedisBus.connect(REDIS_URL ?? "", { channel, log: () => undefined });
    busB = await RedisBus.connect(REDIS_URL ?? "", { channel, log: () => undefined });
    a = await createTestApp(dialect, { database, bus: busA });
    b = await createTestApp(dialect, { database, bus: busB, clock: a.clock });
    urlA = await a.app.listen({ port: 0, host: "127.0.0.1" });
    urlB = await b.app.listen({ port: 0, host: "127.0.0.1" });
    service = await addUser(a, "Customer service", { is_service: 1 });
    member = await addUser(b, "Far away");
    operator = await loginOperator(a, await createOperator(a, { role: "support" }));
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await busA?.close();
    await busB?.close();
    await database?.dispose();
  });

  it("brings a member's message sent on B to the feed on A", async () => {
    const feed = await openFeed(urlA, operator);
    await writeToService(b, member, service, "written on B");
    await feed.next(member.id);
    feed.close();
  });

  it("brings a reply made on A to the member's socket on B, and the member's answer back to the feed", async () => {
    const socket = await connectWs(urlB);
    await socket.auth(member.token);
    const feed = await openFeed(urlA, operator);
    const reply = await replyAs(a, operator, member.id, "answered on A");
    expect(reply.status).toBe(200);
    expect(((await socket.next(isMessage)) as MessageFrame).data).toMatchObject({ id: reply.body.data.message.id, msg: "answered on A", fromUserId: service.id });
    await feed.next(member.id);
    await writeToService(b, member, service, "thanks");
    await feed.next(member.id);
    // A change made on B (a note) reaches the feed on A too.
    const other = await loginOperator(b, await createOperator(b, { role: "admin" }));
    await b.post("/api/admin/support/notes/add", { memberId: member.id, text: "seen on B" }, asOperator(other));
    await feed.next(member.id);
    socket.close();
    feed.close();
  });
});
