/**
 * One gateway socket on its own: fake deps (no database, no app), a fake socket. Shows the gateway
 * needs nothing but what GatewayDeps names.
 */
import { EventEmitter } from "node:events";
import type { ServerEvent, ServerFrame } from "@chat/protocol";
import type { WebSocket } from "ws";
import { describe, expect, it } from "vitest";
import { ManualClock } from "../clock.js";
import { InProcessBus } from "./bus.js";
import { CLOSE, Connection } from "./connection.js";
import { DEFAULT_GATEWAY } from "./gateway.js";
import type { GatewayDeps, SessionCheck } from "./gateway-deps.js";

class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  bufferedAmount = 0;
  sent: ServerFrame[] = [];
  closed: number | undefined;
  send(text: string): void {
    this.sent.push(JSON.parse(text) as ServerFrame);
  }
  close(code: number): void {
    this.closed = code;
    this.readyState = 3;
  }
  ping(): void {}
  terminate(): void {
    this.readyState = 3;
  }
}

const TOKEN = "a-token-of-sixteen-chars";
const stored: ServerEvent[] = [1, 2, 3].map((seq) => ({ type: "unread", seq, data: { applys: seq, system: 0, interact: 0 } }) as ServerEvent);

function connect(check: SessionCheck = { state: "live", expiresAt: Date.UTC(2030, 0, 1) }) {
  const socket = new FakeSocket();
  const bus = new InProcessBus();
  const deps: Pick<GatewayDeps, "bus" | "clock" | "events" | "authenticate" | "checkSession"> = {
    bus,
    clock: new ManualClock(),
    events: {
      currentSeq: () => Promise.resolve(stored.length),
      readEvents: (_userId, after, limit, upTo = Infinity) => Promise.resolve(stored.filter((e) => e.seq > after && e.seq <= upTo).slice(0, limit)),
    },
    authenticate: (token) => Promise.resolve(token === TOKEN ? { userId: 7, tokenHash: "h", expiresAt: Date.UTC(2030, 0, 1) } : undefined),
    checkSession: () => Promise.resolve(check),
  };
  const connection = new Connection(deps, socket as unknown as WebSocket, DEFAULT_GATEWAY, () => {});
  const settle = () => new Promise((r) => setTimeout(r, 10));
  return { socket, bus, connection, settle };
}

describe("a gateway connection with only its declared dependencies", () => {
  it("refuses an unknown token with 4401", async () => {
    const { socket, connection, settle } = connect();
    socket.emit("message", JSON.stringify({ type: "auth", token: "not-a-known-token" }), false);
    await settle();
    expect(socket.sent).toEqual([{ type: "error", code: 401, msg: "Unauthorized: Authorization verification failed" }]);
    expect(socket.closed).toBe(CLOSE.authFailed);
    connection.close(1000, "done");
  });

  it("replays what is stored after lastSeq, then says ready, then delivers live events", async () => {
    const { socket, bus, connection, settle } = connect();
    socket.emit("message", JSON.stringify({ type: "auth", token: TOKEN, lastSeq: 1 }), false);
    await settle();
    bus.publish(7, { type: "unread", seq: 4, data: { applys: 4, system: 0, interact: 0 } } as ServerEvent);
    await settle();
    expect(socket.sent.map((f) => ("seq" in f ? `${f.type}:${f.seq}` : f.type))).toEqual(["unread:2", "unread:3", "ready:3", "unread:4"]);
    connection.close(1000, "done");
  });

  it("closes with 4409 when the session ended while the user is signed in elsewhere", async () => {
    const { socket, bus, settle } = connect({ state: "elsewhere" });
    socket.emit("message", JSON.stringify({ type: "auth", token: TOKEN, lastSeq: 3 }), false);
    await settle();
    bus.publish(7, { type: "conflict" });
    await settle();
    expect(socket.sent.at(-1)).toEqual({ type: "conflict" });
    expect(socket.closed).toBe(CLOSE.conflict);
  });
});
