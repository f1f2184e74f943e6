/**
 * A gateway socket while its process drains (SIGTERM): a send under way is answered, a send that
 * arrives after the drain began is refused with a 503 ack (the client then sends it over HTTP with
 * the same clientMsgId), and only then is the socket told to reconnect with 1012.
 */
import { EventEmitter } from "node:events";
import type { Envelope, SendMessageReply, ServerFrame } from "@chat/protocol";
import type { WebSocket } from "ws";
import { describe, expect, it } from "vitest";
import { ManualClock } from "../clock.js";
import { InProcessBus } from "./bus.js";
import { CLOSE, Connection } from "./connection.js";
import { DEFAULT_GATEWAY } from "./gateway.js";
import type { GatewayDeps } from "./gateway-deps.js";

class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readonly CONNECTING = 0;
  readonly CLOSED = 3;
  readyState = 1;
  bufferedAmount = 0;
  /** Frames sent and the close, in the order they left. */
  wire: Array<ServerFrame | { closed: number; reason: string }> = [];
  send(text: string): void {
    this.wire.push(JSON.parse(text) as ServerFrame);
  }
  close(code: number, reason: string): void {
    this.wire.push({ closed: code, reason });
    this.readyState = this.CLOSED;
    // The client answers the close frame.
    setImmediate(() => this.emit("close"));
  }
  ping(): void {}
  terminate(): void {
    this.readyState = this.CLOSED;
  }
}

const TOKEN = "a-token-of-sixteen-chars";
const settle = () => new Promise((r) => setTimeout(r, 10));

describe("a gateway socket of a draining process", () => {
  it("answers the send under way, refuses a new one with 503, then closes with 1012", async () => {
    const socket = new FakeSocket();
    let release: (() => void) | undefined;
    const stored: string[] = [];
    const toldToReconnect: number[] = [];
    const deps: Pick<GatewayDeps, "bus" | "clock" | "events" | "authenticate" | "checkSession" | "sendMessage" | "metrics"> = {
      bus: new InProcessBus(),
      clock: new ManualClock(),
      events: { currentSeq: () => Promise.resolve(0), readEvents: () => Promise.resolve([]) },
      authenticate: (token) => Promise.resolve(token === TOKEN ? { userId: 7, tokenHash: "h", expiresAt: Date.UTC(2030, 0, 1) } : undefined),
      checkSession: () => Promise.resolve({ state: "live", expiresAt: Date.UTC(2030, 0, 1) }),
      // The first send takes until the test releases it (a slow translation, a busy database).
      sendMessage: (_userId, data) =>
        new Promise<Envelope<SendMessageReply | null>>((resolve) => {
          release = () => {
            stored.push((data as { clientMsgId: string }).clientMsgId);
            resolve({ code: 200, msg: "success", data: { messageId: "m1" } as unknown as SendMessageReply });
          };
        }),
      metrics: { frameIn: () => {}, frameOut: () => {}, observeSockets: () => {}, toldToReconnect: () => toldToReconnect.push(1) },
    };
    const connection = new Connection(deps, socket as unknown as WebSocket, DEFAULT_GATEWAY, () => {});
    const frame = (value: unknown) => socket.emit("message", JSON.stringify(value), false);
    frame({ type: "auth", token: TOKEN, lastSeq: 0 });
    await settle();
    expect(socket.wire).toEqual([{ type: "ready", seq: 0 }]);

    frame({ type: "send", id: "1", data: { toUserId: 8, messageType: "txt", content: "under way", clientMsgId: "c1" } });
    await settle();
    const drained = connection.restart(1_000);
    frame({ type: "send", id: "2", data: { toUserId: 8, messageType: "txt", content: "too late", clientMsgId: "c2" } });
    await settle();
    // The late one is refused at once; the socket stays open for the one under way.
    expect(socket.wire.slice(1)).toEqual([{ type: "sendAck", id: "2", code: 503, msg: "Service Unavailable: the server is restarting", data: null }]);
    expect(socket.readyState).toBe(socket.OPEN);

    release?.();
    await drained;
    expect(stored).toEqual(["c1"]);
    expect(socket.wire.slice(2)).toEqual([
      { type: "sendAck", id: "1", code: 200, msg: "success", data: { messageId: "m1" } },
      { closed: CLOSE.restart, reason: "server restarting" },
    ]);
    expect(CLOSE.restart).toBe(1012);
    expect(toldToReconnect).toHaveLength(1);
  });

  it("cuts off a client that does not answer the close within the grace", async () => {
    const socket = new FakeSocket();
    socket.close = function (code: number, reason: string) {
      this.wire.push({ closed: code, reason });
      this.readyState = 2; // closing: the client never answers
    };
    let terminated = false;
    socket.terminate = () => void (terminated = true);
    const deps = {
      bus: new InProcessBus(),
      clock: new ManualClock(),
      events: { currentSeq: () => Promise.resolve(0), readEvents: () => Promise.resolve([]) },
      authenticate: () => Promise.resolve(undefined),
      checkSession: () => Promise.resolve({ state: "ended" as const }),
    };
    const connection = new Connection(deps, socket as unknown as WebSocket, DEFAULT_GATEWAY, () => {});
    const started = Date.now();
    await connection.restart(50);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    expect(socket.wire).toEqual([{ closed: CLOSE.restart, reason: "server restarting" }]);
    expect(terminated).toBe(true);
  });
});
