/**
 * Delivery metrics of real apps, read as Prometheus reads them: a message sent over HTTP and written
 * on its receiver's sockets is timed from stored to written, once per receiving socket, as published
 * in this process; the event's fan-out counts the sockets it went to. With two processes sharing a
 * Redis bus, the receiving process times it as published elsewhere, measures the bus's lag, and
 * counts the reconnect after its subscription was cut.
 */
import { randomUUID } from "node:crypto";
import type { ServerFrame } from "@chat/protocol";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabases } from "../db/test-helpers.js";
import type { TestDatabase } from "../db/test-helpers.js";
import { RedisBus } from "../realtime/redis-bus.js";
import { parsePrometheusText } from "../testing/prometheus-text.js";
import { missing } from "../testing/services.js";
import { addUser, makeFriends } from "../testing/social.js";
import type { TestUser } from "../testing/social.js";
import { createTestApp } from "../testing/test-app.js";
import type { TestApp } from "../testing/test-app.js";
import { connectWs } from "../testing/ws-client.js";

const TOKEN = "metrics-token-0123456789abcdef";
const metricsConfig = { metrics: { port: undefined, host: "127.0.0.1", token: TOKEN } };
type MessageFrame = Extract<ServerFrame, { type: "message" }>;
const isMessage = (id: string) => (f: ServerFrame) => f.type === "message" && (f as MessageFrame).data.id === id;

const scrape = async (t: TestApp) => {
  const res = await t.app.inject({ method: "GET", url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  return parsePrometheusText(res.body);
};
const send = async (t: TestApp, from: TestUser, to: TestUser, content: string) => {
  const res = await t.post<{ messageId: string }>("/api/message/send", { toUserId: to.id, messageType: "txt", content, clientMsgId: randomUUID() }, { token: from.token });
  expect(res.status).toBe(200);
  return res.body.data.messageId;
};

describe.each(testDatabases)("delivery metrics of one process on %s", (dialect) => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp(dialect, { config: metricsConfig });
    alice = await addUser(t, "Alice");
    bob = await addUser(t, "Bob");
    await makeFriends(t, alice, bob);
    url = await t.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(() => t?.close());

  it("times a message from stored to written on each of the receiver's sockets, and counts the event's fan-out", async () => {
    const phone = await connectWs(url);
    const laptop = await connectWs(url);
    await phone.auth(bob.token);
    await laptop.auth(bob.token);
    const before = await scrape(t);
    const id = await send(t, alice, bob, "to both of Bob's devices");
    await phone.next(isMessage(id));
    await laptop.next(isMessage(id));
    const after = await scrape(t);
    const delta = (name: string, labels: Record<string, string> = {}) => after.sum(name, labels) - before.sum(name, labels);
    expect(after.types.get("chat_message_delivery_seconds")).toBe("histogram");
    expect(delta("chat_message_delivery_seconds_count", { where: "same" })).toBe(2);
    expect(delta("chat_message_delivery_seconds_bucket", { where: "same", le: "+Inf" })).toBe(2);
    expect(delta("chat_message_delivery_seconds_count", { where: "other" })).toBe(0);
    // Bob's event went to his two sockets; Alice's copy found no socket of hers and is not counted.
    expect(delta("chat_event_fanout_sockets_count")).toBe(1);
    expect(delta("chat_event_fanout_sockets_sum")).toBe(2);
    expect(delta("chat_event_fanout_sockets_bucket", { le: "1" })).toBe(0);
    expect(delta("chat_event_fanout_sockets_bucket", { le: "2" })).toBe(1);
    // A replay after a reconnect is not a delivery the server was slow with: not timed.
    phone.close();
    await phone.closed;
    const again = await connectWs(url);
    await again.auth(bob.token, 0);
    expect(again.frames.some(isMessage(id))).toBe(true);
    expect((await scrape(t)).sum("chat_message_delivery_seconds_count")).toBe(after.sum("chat_message_delivery_seconds_count"));
    again.close();
    laptop.close();
  });
});

// These need a Redis server: `.ci/run` sets TEST_REDIS_URL when one answers on 127.0.0.1:6379.
describe.skipIf(missing(import.meta, "redis")).each(testDatabases)("delivery metrics of two processes sharing a Redis bus on %s", (dialect) => {
  const url = process.env.TEST_REDIS_URL ?? "";
  const nameA = `chat-test-metrics-a-${randomUUID()}`;
  let database: TestDatabase;
  let busA: RedisBus;
  let busB: RedisBus;
  let a: TestApp;
  let b: TestApp;
  let urlA: string;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    // A channel of this suite's own, so parallel suites on the same Redis never see each other.
    const channel = `chat:test:${randomUUID()}`;
    busA = await RedisBus.connect(url, { channel, name: nameA, retryDelayMs: () => 100, log: () => undefined });
    busB = await RedisBus.connect(url, { channel, log: () => undefined });
    a = await createTestApp(dialect, { database, bus: busA, config: metricsConfig });
    b = await createTestApp(dialect, { database, bus: busB, config: metricsConfig });
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

  it("times a message stored by the other process as delivered from there, with the bus's lag", async () => {
    const socket = await connectWs(urlA);
    await socket.auth(alice.token);
    const [beforeA, beforeB] = [await scrape(a), await scrape(b)];
    const id = await send(b, bob, alice, "across processes");
    await socket.next(isMessage(id));
    // Both of the send's events (Alice's and Bob's copy, which may still be on its way) cross the bus to A; each is timed once.
    const lagCount = async () => (await scrape(a)).sum("chat_bus_lag_seconds_count") - beforeA.sum("chat_bus_lag_seconds_count");
    await expect.poll(lagCount).toBe(2);
    const [afterA, afterB] = [await scrape(a), await scrape(b)];
    const deltaA = (name: string, labels: Record<string, string> = {}) => afterA.sum(name, labels) - beforeA.sum(name, labels);
    expect(deltaA("chat_message_delivery_seconds_count", { where: "other" })).toBe(1);
    expect(deltaA("chat_message_delivery_seconds_count", { where: "same" })).toBe(0);
    expect(deltaA("chat_event_fanout_sockets_count")).toBe(1);
    // B holds no socket: it delivered nothing and heard nothing back over the bus (its own frames are skipped).
    expect(afterB.sum("chat_message_delivery_seconds_count") - beforeB.sum("chat_message_delivery_seconds_count")).toBe(0);
    expect(afterB.sum("chat_bus_lag_seconds_count") - beforeB.sum("chat_bus_lag_seconds_count")).toBe(0);
    socket.close();
  });

  it("counts the bus subscription's reconnect after Redis cut it", async () => {
    const reconnects = async () => (await scrape(a)).sum("chat_bus_reconnects_total", { connection: "subscriber" });
    const before = await reconnects();
    const admin = new Redis(url);
    try {
      const clients = String(await admin.client("LIST")).split("\n");
      const id = clients.find((line) => line.includes(` name=${nameA}-sub `))?.match(/^id=(\d+)/)?.[1];
      expect(id).toBeDefined();
      await admin.client("KILL", "ID", id ?? "");
    } finally {
      admin.disconnect();
    }
    await expect.poll(reconnects, { timeout: 10_000 }).toBe(before + 1);
    expect((await scrape(a)).sum("chat_bus_reconnects_total", { connection: "publisher" })).toBe(0);
  });
});
