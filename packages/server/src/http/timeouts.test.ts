import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../testing/test-app.js";
import type { TestApp } from "../testing/test-app.js";
import { connectWs } from "../testing/ws-client.js";
import { addUser } from "../testing/social.js";

describe("connections that stop sending", () => {
  let t: TestApp;
  let url = "";
  beforeAll(async () => {
    t = await createTestApp("sqlite", { config: { idleTimeoutMs: 300 } });
    url = await t.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(() => t.close());

  it("closes a POST whose body never comes once it is idle, and keeps a WebSocket open past that", async () => {
    const user = await addUser(t, "Listener");
    const socket = await connectWs(url);
    await socket.auth(user.token);
    const { port } = new URL(url);
    const started = Date.now();
    const closed = await new Promise<number>((resolve, reject) => {
      const stalled = connect(Number(port), "127.0.0.1", () => {
        stalled.write("POST /api/account/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{");
      });
      stalled.on("close", () => resolve(Date.now() - started));
      stalled.on("error", () => undefined);
      setTimeout(() => reject(new Error("the stalled request was not closed")), 5_000).unref();
    });
    expect(closed).toBeLessThan(5_000);
    // Three idle timeouts later the signed-in socket is still open (the gateway's pings are seconds apart).
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(socket.ws.readyState).toBe(socket.ws.OPEN);
    socket.close();
  });
});
