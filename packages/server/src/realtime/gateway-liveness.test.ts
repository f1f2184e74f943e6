import type { ServerFrame } from "@chat/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../db/test-helpers.js";
import { addUser } from "../testing/social.js";
import type { TestUser } from "../testing/social.js";
import { createTestApp } from "../testing/test-app.js";
import type { TestApp } from "../testing/test-app.js";
import { connectWs } from "../testing/ws-client.js";
import { InProcessBus } from "./bus.js";

/**
 * The gateway's protection of the server itself: dead peers are found by heartbeats, and a reader
 * too slow to keep up is cut off (it resumes by seq) instead of growing server memory.
 */
describe.each(testDatabases)("gateway liveness on %s", (dialect) => {
  const bus = new InProcessBus();
  let t: TestApp;
  let url: string;
  let user: TestUser;

  beforeAll(async () => {
    t = await createTestApp(dialect, { bus, gateway: { heartbeatMs: 500, maxBufferedBytes: 256 * 1024 } });
    url = await t.app.listen({ port: 0, host: "127.0.0.1" });
    user = await addUser(t, "Lena");
  });
  afterAll(() => t.close());

  it("closes a socket that stops answering pings and keeps one that answers", async () => {
    const healthy = await connectWs(url);
    const silent = await connectWs(url);
    await healthy.auth(user.token);
    await silent.auth(user.token);
    // A peer that vanished without a close frame no longer answers pings.
    silent.ws.pong = () => undefined;
    silent.ws.removeAllListeners("ping");
    (silent.ws as unknown as { _autoPong: boolean })._autoPong = false;
    // Two heartbeats: the ping it ignored, then the check that finds no pong.
    await expect.poll(() => silent.ws.readyState).toBe(silent.ws.CLOSED);
    expect(healthy.ws.readyState).toBe(healthy.ws.OPEN);
    healthy.close();
  });

  it("cuts off a reader that does not read while its events pile up", async () => {
    const slow = await connectWs(url);
    const ready = await slow.auth(user.token);
    slow.ws.pause();
    const big = "x".repeat(200 * 1024);
    for (let i = 1; i <= 60; i++) {
      const frame = { type: "notice", seq: ready.seq + i, data: { id: i, content: big, insertTime: 0 } } as ServerFrame;
      bus.publish(user.id, frame);
      await new Promise((r) => setImmediate(r));
    }
    slow.ws.resume();
    const code = await Promise.race([slow.closed, new Promise<number>((r) => setTimeout(() => r(-1), 5000))]);
    expect(code).not.toBe(-1);
    // It got a prefix of the events, never all 60: the server stopped queueing for it.
    const notices = slow.frames.filter((f) => f.type === "notice");
    expect(notices.length).toBeLessThan(60);
  });
});
