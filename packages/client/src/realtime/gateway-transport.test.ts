import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { gatewayTransport, gatewayUrl, HEARTBEAT_TIMEOUT_CODE, PING_INTERVAL_MS, type WebSocketLike } from "./gateway-transport.js";

class FakeSocket implements WebSocketLike {
  static last: FakeSocket | undefined;
  readyState = 0;
  sent: unknown[] = [];
  closedWith: [number | undefined, string | undefined] | undefined;
  onopen: WebSocketLike["onopen"] = null;
  onmessage: WebSocketLike["onmessage"] = null;
  onclose: WebSocketLike["onclose"] = null;
  onerror: WebSocketLike["onerror"] = null;
  constructor(readonly url: string) {
    FakeSocket.last = this;
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code?: number, reason?: string) {
    this.closedWith = [code, reason];
    this.readyState = 3;
  }
  // What the server side does:
  serverOpens() {
    this.readyState = 1;
    this.onopen?.({});
  }
  serverSays(data: unknown) {
    this.onmessage?.({ data: typeof data === "string" ? data : JSON.stringify(data) });
  }
  serverCloses(code: number, reason = "") {
    this.readyState = 3;
    this.onclose?.({ code, reason });
  }
}

function open() {
  const transport = gatewayTransport({ url: "wss://chat.test/ws", WebSocket: FakeSocket });
  const frames: unknown[] = [];
  const onClose = vi.fn();
  const connection = transport.open({ token: "secret", lastSeq: 9, onFrame: (f) => frames.push(f), onClose });
  const socket = FakeSocket.last as FakeSocket;
  return { connection, socket, frames, onClose };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("given the gateway transport", () => {
  it("sends the token in the first frame, never in the URL", () => {
    const { socket } = open();
    expect(socket.url).toBe("wss://chat.test/ws");
    expect(socket.url).not.toContain("secret");
    socket.serverOpens();
    expect(socket.sent).toEqual([{ type: "auth", token: "secret", lastSeq: 9 }]);
  });

  it("passes JSON frames on and skips what it cannot read", () => {
    const { socket, frames } = open();
    socket.serverOpens();
    socket.serverSays({ type: "ready", seq: 9 });
    socket.serverSays("not json");
    socket.serverSays({ no: "type" });
    expect(frames).toEqual([{ type: "ready", seq: 9 }]);
  });

  it("pings every 25 s and gives up on a socket that stays silent a whole interval", async () => {
    const { socket, onClose } = open();
    socket.serverOpens();
    await vi.advanceTimersByTimeAsync(PING_INTERVAL_MS);
    expect(socket.sent).toContainEqual({ type: "ping" });
    socket.serverSays({ type: "pong" });
    await vi.advanceTimersByTimeAsync(PING_INTERVAL_MS);
    expect(onClose).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(PING_INTERVAL_MS);
    expect(onClose).toHaveBeenCalledWith({ code: HEARTBEAT_TIMEOUT_CODE, reason: "heartbeat timeout" });
    expect(socket.closedWith?.[0]).toBe(HEARTBEAT_TIMEOUT_CODE);
  });

  it("reports the end once, whoever closes", () => {
    const first = open();
    first.socket.serverCloses(4409, "logged in elsewhere");
    first.connection.close();
    expect(first.onClose).toHaveBeenCalledTimes(1);
    expect(first.onClose).toHaveBeenCalledWith({ code: 4409, reason: "logged in elsewhere" });

    const second = open();
    second.connection.close();
    second.socket.serverCloses(1000);
    expect(second.onClose).toHaveBeenCalledTimes(1);
    expect(second.socket.closedWith?.[0]).toBe(1000);
  });
});

describe("gatewayUrl", () => {
  it("turns the API base into the ws URL", () => {
    expect(gatewayUrl("https://chat.example.com")).toBe("wss://chat.example.com/ws");
    expect(gatewayUrl("http://localhost:3000/")).toBe("ws://localhost:3000/ws");
    expect(gatewayUrl("", { protocol: "https:", host: "app.example.com" })).toBe("wss://app.example.com/ws");
  });
});
