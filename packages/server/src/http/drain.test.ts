/**
 * One real app draining (what SIGTERM starts in main.ts): `/api/ready` answers 503 naming
 * `draining`, answers say `Connection: close`, a signed-in socket is told to reconnect with 1012, the
 * listener stops accepting, the metrics show it, and the drain ends well before its deadline.
 */
import type { Readiness } from "@chat/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parsePrometheusText } from "../testing/prometheus-text.js";
import { addUser } from "../testing/social.js";
import type { TestUser } from "../testing/social.js";
import { createTestApp } from "../testing/test-app.js";
import type { TestApp } from "../testing/test-app.js";
import { connectWs } from "../testing/ws-client.js";

const TOKEN = "metrics-token-0123456789abcdef";

describe("an app that drains", () => {
  let t: TestApp;
  let url: string;
  let alice: TestUser;
  beforeAll(async () => {
    t = await createTestApp("sqlite", { config: { metrics: { port: undefined, host: "127.0.0.1", token: TOKEN } } });
    alice = await addUser(t, "Alice");
    url = await t.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(() => t?.close());

  const scrape = async () => parsePrometheusText((await t.app.inject({ method: "GET", url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } })).body);

  it("answers not ready (draining), tells the socket to reconnect with 1012, stops accepting, and ends in time", async () => {
    expect((await t.get<Readiness>("/api/ready")).status).toBe(200);
    expect((await scrape()).sum("chat_draining")).toBe(0);
    const socket = await connectWs(url);
    await socket.auth(alice.token);
    const closing = new Promise<{ code: number; reason: string }>((resolve) => socket.ws.once("close", (code, reason) => resolve({ code, reason: String(reason) })));

    const started = Date.now();
    const run = t.app.drain.run(t.app.server, started + 5_000);
    expect(t.app.drain.draining).toBe(true);
    const ready = await t.get<Readiness>("/api/ready");
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ code: 503, msg: "not ready: draining", data: { ready: false, failing: ["draining"] } });
    // A request already on a kept-alive connection is answered, and the connection ends with it.
    const health = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(200);
    expect(health.headers.connection).toBe("close");

    expect(await closing).toEqual({ code: 1012, reason: "server restarting" });
    expect(await run).toBe(true);
    expect(Date.now() - started).toBeLessThan(3_000);
    // No new connection is taken: the proxy sends it to another process.
    await expect(fetch(`${url}/api/health`)).rejects.toThrow();
    const metrics = await scrape();
    expect(metrics.sum("chat_draining")).toBe(1);
    expect(metrics.sum("chat_ws_told_to_reconnect_total")).toBe(1);
  });
});
