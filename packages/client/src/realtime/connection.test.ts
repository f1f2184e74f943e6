import type { ServerEvent } from "@chat/protocol";
import { GATEWAY_CLOSE, LIMITS } from "@chat/protocol";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createConnection, FROM_NOW, WAKE_CHECK_MS, type ConnectionOptions } from "./connection.js";
import { createSeqStore, seqKey } from "./seq-store.js";
import { demoMessage } from "../chat/testing/fixtures.js";
import { createFakeTransport } from "../chat/testing/fake-transport.js";
import { createMemoryStorage } from "../chat/testing/memory-storage.js";
import { createSendingTransport } from "./testing/sending-transport.js";

const message = (seq: number): ServerEvent => ({ type: "message", seq, data: demoMessage() });

function setup(stored?: number, overrides: Partial<ConnectionOptions> = {}) {
  const storage = createMemoryStorage(stored === undefined ? {} : { [seqKey(7)]: String(stored) });
  const transport = createFakeTransport({ autoReady: false });
  const applied: number[] = [];
  const onConflict = vi.fn();
  const onUnauthorized = vi.fn();
  const connection = createConnection({
    transport,
    token: () => "secret-token",
    seq: createSeqStore(storage, 7),
    timers: { setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (h) => clearTimeout(h as number), now: () => Date.now(), random: () => 0.999999 },
    onEvent: (e) => applied.push(e.seq),
    onConflict,
    onUnauthorized,
    ...overrides,
  });
  return { connection, transport, storage, applied, onConflict, onUnauthorized };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("given a connection that resumes by seq", () => {
  it("authenticates with the token and the stored seq, and goes online on ready", () => {
    const { connection, transport } = setup(4);
    connection.start();
    expect(transport.current).toMatchObject({ token: "secret-token", lastSeq: 4 });
    expect(connection.$state.get()).toEqual({ status: "connecting", attempt: 0 });
    transport.ready(4);
    expect(connection.$state.get()).toEqual({ status: "online" });
  });

  it("starts from now on a browser that never saw an event (the lists come over HTTP)", () => {
    const { connection, transport, storage } = setup();
    connection.start();
    expect(transport.current?.lastSeq).toBe(FROM_NOW);
    transport.ready(12);
    expect(storage.getItem(seqKey(7))).toBe("12");
  });

  it("applies each event once and in order, persisting the seq", () => {
    const { connection, transport, storage, applied } = setup(4);
    connection.start();
    transport.ready(4);
    for (const seq of [5, 5, 3, 6]) transport.emit(message(seq));
    expect(applied).toEqual([5, 6]);
    expect(storage.getItem(seqKey(7))).toBe("6");
  });

  it("after a drop, reconnects from the last applied seq and applies the replay 5..7 once", async () => {
    const { connection, transport, applied } = setup(4);
    connection.start();
    transport.ready(4);
    transport.emit(message(5));
    transport.drop();
    expect(connection.$state.get()).toMatchObject({ status: "reconnecting", attempt: 1 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(transport.current?.lastSeq).toBe(5);
    // The gateway replays from 5 on; a duplicate 5 (already applied) is dropped.
    for (const seq of [5, 6, 7]) transport.emit(message(seq));
    transport.ready(7);
    expect(applied).toEqual([5, 6, 7]);
    expect(connection.$state.get()).toEqual({ status: "online" });
  });

  it("reconnects to replay when it sees a gap, and does not apply past the gap", () => {
    const { connection, transport, applied } = setup(4);
    connection.start();
    transport.ready(4);
    transport.emit(message(5));
    transport.emit(message(8));
    expect(applied).toEqual([5]);
    expect(transport.connections).toHaveLength(2);
    expect(transport.connections[0]?.closed).toBe(true);
    expect(transport.current?.lastSeq).toBe(5);
  });

  it("follows a server whose seq went below ours (a reset log)", () => {
    const { connection, transport, applied } = setup(40);
    connection.start();
    transport.ready(2);
    transport.emit(message(3));
    expect(applied).toEqual([3]);
  });
});

describe("given the network stays down", () => {
  it("waits 1, 2, 4 … s, makes 10 attempts, then is offline until reconnectNow", async () => {
    const { connection, transport } = setup(1);
    connection.start();
    transport.ready(1);
    transport.drop();
    const waits: number[] = [];
    for (let attempt = 1; attempt <= LIMITS.reconnectAttempts; attempt++) {
      const state = connection.$state.get();
      expect(state).toMatchObject({ status: "reconnecting", attempt });
      if (state.status === "reconnecting") waits.push(state.retryAt - Date.now());
      await vi.advanceTimersByTimeAsync(30_000);
      expect(transport.current).toBeDefined();
      transport.drop();
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000, 30000, 30000]);
    expect(connection.$state.get()).toEqual({ status: "offline" });
    expect(transport.connections).toHaveLength(1 + LIMITS.reconnectAttempts);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(transport.connections).toHaveLength(1 + LIMITS.reconnectAttempts);

    connection.reconnectNow();
    expect(transport.connections).toHaveLength(2 + LIMITS.reconnectAttempts);
    transport.ready(1);
    expect(connection.$state.get()).toEqual({ status: "online" });
  });

  it("closed to make room for a newer socket of the user, stays offline without retrying until asked", async () => {
    const { connection, transport, onConflict, onUnauthorized } = setup(1);
    connection.start();
    transport.ready(1);
    transport.drop(GATEWAY_CLOSE.replaced, "replaced by a newer connection");
    expect(connection.$state.get()).toEqual({ status: "offline" });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(transport.connections).toHaveLength(1);
    expect(onConflict).not.toHaveBeenCalled();
    expect(onUnauthorized).not.toHaveBeenCalled();
    connection.reconnectNow();
    expect(transport.connections).toHaveLength(2);
    transport.ready(1);
    expect(connection.$state.get()).toEqual({ status: "online" });
  });

  it("closed because its server restarts (1012), reconnects at once from its seq; a second such close in a row waits", async () => {
    const { connection, transport, applied } = setup(4);
    connection.start();
    transport.ready(4);
    transport.emit(message(5));
    transport.drop(GATEWAY_CLOSE.restart, "server restarting");
    // No wait and no "reconnecting" banner: the new socket is already on its way, resuming after 5.
    expect(transport.connections).toHaveLength(2);
    expect(transport.current?.lastSeq).toBe(5);
    expect(connection.$state.get()).toEqual({ status: "connecting", attempt: 1 });
    transport.emit(message(6));
    transport.ready(6);
    expect(applied).toEqual([5, 6]);
    expect(connection.$state.get()).toEqual({ status: "online" });

    // Told again before it was ready anywhere: backs off as after any other drop.
    transport.drop(GATEWAY_CLOSE.restart, "server restarting");
    expect(transport.connections).toHaveLength(3);
    transport.drop(GATEWAY_CLOSE.restart, "server restarting");
    expect(connection.$state.get()).toMatchObject({ status: "reconnecting", attempt: 2 });
    expect(transport.connections).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(2000);
    expect(transport.connections).toHaveLength(4);
  });

  it("reconnectNow skips the wait, and opens no second socket while online", async () => {
    const { connection, transport } = setup(1);
    connection.start();
    transport.ready(1);
    connection.reconnectNow();
    expect(transport.connections).toHaveLength(1);
    transport.drop();
    transport.drop();
    connection.reconnectNow();
    expect(transport.connections).toHaveLength(2);
    expect(connection.$state.get()).toEqual({ status: "connecting", attempt: 0 });
  });
});

describe("given the browser says the network is back while the socket looks open", () => {
  const online = () => {
    const transport = createSendingTransport({ autoReady: false });
    const { connection, applied } = setup(4, { transport });
    connection.start();
    transport.ready(4);
    return { connection, transport, applied };
  };

  it("keeps a socket that answers the ping", async () => {
    const { connection, transport } = online();
    connection.reconnectNow();
    expect(transport.pings).toEqual([transport.connections[0]]);
    transport.emit({ type: "pong" });
    await vi.advanceTimersByTimeAsync(WAKE_CHECK_MS * 2);
    expect(transport.connections).toHaveLength(1);
    expect(connection.$state.get()).toEqual({ status: "online" });
  });

  it("replaces a silent socket at once after the check, resuming from its seq; one check at a time", async () => {
    const { connection, transport, applied } = online();
    transport.emit(message(5));
    connection.reconnectNow();
    connection.reconnectNow();
    expect(transport.pings).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(WAKE_CHECK_MS - 1);
    expect(transport.connections).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(transport.connections).toHaveLength(2);
    expect(transport.connections[0]?.closed).toBe(true);
    expect(transport.current?.lastSeq).toBe(5);
    transport.emit(message(6));
    transport.ready(6);
    expect(applied).toEqual([5, 6]);
    expect(connection.$state.get()).toEqual({ status: "online" });
  });

  it("a socket that closes during the check reconnects once, after its backoff", async () => {
    const { connection, transport } = online();
    connection.reconnectNow();
    transport.drop();
    await vi.advanceTimersByTimeAsync(WAKE_CHECK_MS * 2);
    expect(transport.connections).toHaveLength(2);
  });
});

describe("given the session ends elsewhere", () => {
  it("on conflict stops for good and says so", async () => {
    const { connection, transport, onConflict } = setup(1);
    connection.start();
    transport.ready(1);
    transport.emit({ type: "conflict" });
    transport.drop(4409, "logged in elsewhere");
    expect(connection.$state.get()).toEqual({ status: "conflict" });
    expect(onConflict).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    connection.reconnectNow();
    expect(transport.connections).toHaveLength(1);
  });

  it("a close with the conflict code alone also counts as conflict", () => {
    const { connection, transport, onConflict } = setup(1);
    connection.start();
    transport.drop(4409, "logged in elsewhere");
    expect(connection.$state.get()).toEqual({ status: "conflict" });
    expect(onConflict).toHaveBeenCalledTimes(1);
  });

  it("a refused token stops reconnecting and reports unauthorized", async () => {
    const { connection, transport, onUnauthorized } = setup(1);
    connection.start();
    transport.emit({ type: "error", code: 401, msg: "Unauthorized" });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(connection.$state.get()).toEqual({ status: "offline" });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(transport.connections).toHaveLength(1);
  });

  it("stop closes the socket and ignores what the old socket still says", () => {
    const { connection, transport, applied } = setup(1);
    connection.start();
    transport.ready(1);
    const first = transport.current;
    connection.stop();
    expect(first?.closed).toBe(true);
    expect(connection.$state.get()).toEqual({ status: "idle" });
    transport.emit(message(2));
    expect(applied).toEqual([]);
  });
});
