/**
 * The metrics of a real app, read as Prometheus reads them: sends over HTTP and the gateway socket,
 * refusals, HTTP errors and translations move their counters, and the send-latency histogram counts
 * exactly the messages stored. The metrics are never on the main port without METRICS_TOKEN.
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ServerFrame } from "@chat/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../db/test-helpers.js";
import { startServer } from "../server.js";
import { createMetrics } from "./metrics.js";
import { parsePrometheusText } from "../testing/prometheus-text.js";
import { addUser, makeFriends } from "../testing/social.js";
import type { TestUser } from "../testing/social.js";
import { createTestApp } from "../testing/test-app.js";
import type { TestApp } from "../testing/test-app.js";
import { FakeTranslator, credit } from "../testing/wallet.js";
import { connectWs } from "../testing/ws-client.js";

const TOKEN = "metrics-token-0123456789abcdef";

describe.each(testDatabases)("metrics of one app on %s", (dialect) => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  let carol: TestUser;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp(dialect, { translator: new FakeTranslator(), config: { metrics: { port: undefined, host: "127.0.0.1", token: TOKEN } } });
    alice = await addUser(t, "Alice");
    bob = await addUser(t, "Bob");
    carol = await addUser(t, "Carol");
    await makeFriends(t, alice, bob);
    await makeFriends(t, alice, carol);
    url = await t.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(() => t?.close());

  const scrape = async () => {
    const res = await t.app.inject({ method: "GET", url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    return parsePrometheusText(res.body);
  };
  const send = (from: TestUser, to: TestUser, content = "hello", extra: Record<string, unknown> = {}) =>
    t.post("/api/message/send", { toUserId: to.id, messageType: "txt", content, clientMsgId: randomUUID(), ...extra }, { token: from.token });

  it("answers Prometheus text with typed families and the process's own metrics", async () => {
    const m = await scrape();
    expect(m.types.get("chat_http_requests_total")).toBe("counter");
    expect(m.types.get("chat_message_send_duration_seconds")).toBe("histogram");
    expect(m.types.get("chat_sockets_open")).toBe("gauge");
    // prom-client's defaults, on this app's registry (served, so turned on).
    expect(m.types.has("nodejs_eventloop_lag_seconds")).toBe(true);
    expect(m.types.has("process_resident_memory_bytes")).toBe(true);
    // Our series carry only the few labels each is meant to have: never a user, a token or a URL.
    const allowed = new Set(["method", "route", "status_class", "path", "type", "reason", "engine", "outcome", "result", "provider", "where", "connection", "outbox", "kind", "le"]);
    for (const s of m.samples.filter((x) => x.name.startsWith("chat_"))) for (const label of Object.keys(s.labels)) expect(allowed, `${s.name} ${label}`).toContain(label);
  });

  it("counts sends over HTTP and the socket, and the latency histogram counts exactly the stored ones", async () => {
    const before = await scrape();
    for (let i = 0; i < 3; i++) expect((await send(alice, bob, `http ${i}`)).status).toBe(200);
    const socket = await connectWs(url);
    await socket.auth(alice.token);
    for (let i = 0; i < 2; i++) {
      socket.send({ type: "send", id: `s${i}`, data: { toUserId: carol.id, messageType: "txt", content: `ws ${i}`, clientMsgId: randomUUID() } });
      const ack = (await socket.next((f: ServerFrame) => f.type === "sendAck" && f.id === `s${i}`)) as Extract<ServerFrame, { type: "sendAck" }>;
      expect(ack.code).toBe(200);
    }
    const after = await scrape();
    const delta = (name: string, labels: Record<string, string> = {}) => after.sum(name, labels) - before.sum(name, labels);
    expect(delta("chat_messages_accepted_total", { path: "http", type: "txt" })).toBe(3);
    expect(delta("chat_messages_accepted_total", { path: "socket", type: "txt" })).toBe(2);
    expect(delta("chat_message_send_duration_seconds_count", { path: "http" })).toBe(3);
    expect(delta("chat_message_send_duration_seconds_count", { path: "socket" })).toBe(2);
    expect(after.sum("chat_message_send_duration_seconds_count")).toBe(after.sum("chat_messages_accepted_total"));
    expect(delta("chat_message_send_duration_seconds_bucket", { path: "http", le: "+Inf" })).toBe(3);
    // The socket is open and signed in; frames were counted both ways.
    expect(after.sum("chat_sockets_open")).toBe(1);
    expect(after.sum("chat_sockets_authenticated")).toBe(1);
    expect(delta("chat_ws_frames_in_total", { type: "auth" })).toBe(1);
    expect(delta("chat_ws_frames_in_total", { type: "send" })).toBe(2);
    expect(delta("chat_ws_frames_out_total", { type: "sendAck" })).toBe(2);
    expect(delta("chat_ws_frames_out_total", { type: "ready" })).toBe(1);
    socket.close();
    await socket.closed;
    await expect.poll(async () => (await scrape()).sum("chat_sockets_open")).toBe(0);
  });

  it("counts refusals by reason class, and HTTP requests by route pattern and status class", async () => {
    const before = await scrape();
    const stranger = await addUser(t, "Stranger");
    expect((await send(stranger, bob)).status).toBe(403); // not friends: another 4xx
    expect((await t.post("/api/user/block", { userId: alice.id }, { token: carol.token })).status).toBe(200);
    expect((await send(alice, carol)).status).toBe(403); // blocked
    expect((await t.post("/api/message/send", {}, {})).status).toBe(401); // refused before the send starts
    expect((await t.get("/api/no-such-thing")).status).toBe(404);
    expect((await t.get(`/api/user/info?userId=${bob.id}`, { token: alice.token })).status).toBe(200);
    const after = await scrape();
    const delta = (name: string, labels: Record<string, string> = {}) => after.sum(name, labels) - before.sum(name, labels);
    expect(delta("chat_messages_refused_total", { path: "http", reason: "other" })).toBe(1);
    expect(delta("chat_messages_refused_total", { path: "http", reason: "blocked" })).toBe(1);
    expect(delta("chat_messages_accepted_total")).toBe(0);
    expect(delta("chat_message_send_duration_seconds_count")).toBe(0);
    expect(delta("chat_http_requests_total", { method: "POST", route: "/api/message/send", status_class: "4xx" })).toBe(3);
    expect(delta("chat_http_requests_total", { method: "GET", route: "unmatched", status_class: "4xx" })).toBe(1);
    // The route pattern, never the URL with its query.
    expect(delta("chat_http_requests_total", { method: "GET", route: "/api/user/info", status_class: "2xx" })).toBe(1);
    expect(after.samples.some((s) => s.labels.route?.includes("?"))).toBe(false);
    expect(delta("chat_http_request_duration_seconds_count", { route: "/api/user/info" })).toBe(1);
  });

  it("counts rate-limited sends", async () => {
    const before = await scrape();
    let limited = 0;
    for (let i = 0; i < 105 && limited === 0; i++) if ((await send(bob, alice, `burst ${i}`)).status === 429) limited++;
    expect(limited).toBe(1);
    const after = await scrape();
    expect(after.sum("chat_messages_refused_total", { reason: "rate_limit" }) - before.sum("chat_messages_refused_total", { reason: "rate_limit" })).toBe(1);
    expect(after.sum("chat_message_send_duration_seconds_count")).toBe(after.sum("chat_messages_accepted_total"));
  });

  it("counts translation calls by engine and outcome, and cache lookups", async () => {
    t.clock.advance(60_000); // past the send rate limit of the test before
    await credit(t, alice.id, { translate_chars: 10_000 });
    const chars = async () => Number((await t.database.db.selectFrom("users").select("translate_chars").where("id", "=", alice.id).executeTakeFirstOrThrow()).translate_chars);
    const charsBefore = await chars();
    const before = await scrape();
    const text = "Good morning, how are you doing today, my friend?";
    expect((await send(alice, bob, text, { needTranslate: true, toLanguage: "es" })).status).toBe(200);
    expect((await send(alice, bob, text, { needTranslate: true, toLanguage: "es" })).status).toBe(200);
    const after = await scrape();
    const delta = (name: string, labels: Record<string, string> = {}) => after.sum(name, labels) - before.sum(name, labels);
    expect(delta("chat_translation_calls_total", { engine: "fake", outcome: "ok" })).toBe(1);
    expect(delta("chat_translation_cache_lookups_total", { result: "miss" })).toBe(1);
    expect(delta("chat_translation_cache_lookups_total", { result: "hit" })).toBe(1);
    // The engine's latency and characters: the one call that reached it, the characters charged for it.
    expect(delta("chat_translation_duration_seconds_count", { engine: "fake" })).toBe(1);
    const charged = charsBefore - (await chars());
    expect(charged).toBeGreaterThan(0);
    expect(delta("chat_translation_characters_total", { engine: "fake" })).toBe(charged);
  });

  it("serves /metrics on the main port only to the right bearer token", async () => {
    for (const authorization of [undefined, "Bearer wrong-token-0123456789abcdef", `Basic ${TOKEN}`, `Bearer ${TOKEN}x`, "Bearer "]) {
      const res = await t.app.inject({ method: "GET", url: "/metrics", headers: authorization ? { authorization } : {} });
      expect(res.statusCode, authorization).toBe(404);
      expect(res.body).not.toContain("chat_");
    }
  });
});

describe("metrics without METRICS_TOKEN", () => {
  it("are not on the main port, and process samplers are not started for metrics nobody serves", async () => {
    expect(await createMetrics().text()).not.toContain("nodejs_");
    expect(await createMetrics({ processMetrics: true }).text()).toContain("nodejs_eventloop_lag_seconds");
    const t = await createTestApp("sqlite");
    try {
      for (const authorization of [undefined, "Bearer anything-at-all-0123456789"]) {
        const res = await t.app.inject({ method: "GET", url: "/metrics", headers: authorization ? { authorization } : {} });
        expect(res.statusCode).toBe(404);
        expect(res.body).not.toContain("chat_");
      }
    } finally {
      await t.close();
    }
  });

  it("are served by the METRICS_PORT listener on 127.0.0.1, and only /metrics there", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "chat-metrics-"));
    const server = await startServer({ env: { DATA_DIR: dataDir, PORT: "0", HOST: "127.0.0.1", DATABASE_URL: "", SMTP_URL: "", DEMO: "0", REDIS_URL: "", S3_URL: "", METRICS_PORT: "0", METRICS_TOKEN: "" }, config: { passwordHashLogN: 10, staticRoot: dataDir } });
    try {
      expect(server.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
      await fetch(`${server.url}/api/health`);
      const res = await fetch(server.metricsUrl!);
      expect(res.status).toBe(200);
      const m = parsePrometheusText(await res.text());
      expect(m.sum("chat_http_requests_total", { route: "/api/health", status_class: "2xx" })).toBe(1);
      expect(m.types.has("nodejs_heap_size_used_bytes")).toBe(true);
      expect((await fetch(server.metricsUrl!.replace(/\/metrics$/, "/other"))).status).toBe(404);
      // Not on the public port.
      expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
    } finally {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
