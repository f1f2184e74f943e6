import { LIMITS } from "@chat/protocol";
import { describe, expect, it, vi } from "vitest";
import { seqKey } from "../realtime/seq-store.js";
import { demoConversation, demoMessage } from "./testing/fixtures.js";
import { createManualTimers } from "./testing/manual-timers.js";
import { createTestChat, type TestChatOptions } from "./testing/test-chat.js";

const ME = 7;

async function online(options: TestChatOptions = {}) {
  const timers = createManualTimers();
  const events = new EventTarget();
  const onConflict = vi.fn();
  const t = createTestChat({
    conversations: [demoConversation({ userId: 2 })],
    ...options,
    env: { setTimeout: timers.setTimeout, clearTimeout: timers.clearTimeout, now: timers.now, random: () => 0.999999, events, onConflict, ...options.env },
  });
  // The server's log already holds 1..4, which this browser applied before.
  for (let i = 0; i < 4; i++) t.transport.emitEvent({ type: "unread", data: { applys: 0, system: 0, interact: 0 } });
  t.storage.setItem(seqKey(ME), "4");
  await t.chat.start();
  await vi.waitFor(() => expect(t.chat.$connection.get()).toEqual({ status: "online" }));
  return { ...t, timers, events, onConflict };
}

describe("given a chat whose network drops", () => {
  it("resumes from the last seq: the missed events 5..7 arrive once, nothing doubled", async () => {
    const { chat, transport, timers } = await online();
    await chat.openConversation(2);
    const first = transport.emitEvent({ type: "message", data: demoMessage({ fromUserId: 2, toUserId: ME, time: 1 }) });
    expect(first.seq).toBe(5);
    transport.drop();
    expect(chat.$connection.get()).toMatchObject({ status: "reconnecting", attempt: 1 });
    // While we are away the server stores 6 and 7 (nobody is connected to hear them).
    transport.emitEvent({ type: "message", data: demoMessage({ fromUserId: 2, toUserId: ME, time: 2 }) });
    transport.emitEvent({ type: "message", data: demoMessage({ fromUserId: 2, toUserId: ME, time: 3 }) });
    timers.advance(1000);
    expect(transport.current?.lastSeq).toBe(5);
    await vi.waitFor(() => expect(chat.$connection.get()).toEqual({ status: "online" }));
    expect(chat.$active.get()?.messages.map((m) => m.time)).toEqual([1, 2, 3]);
  });

  it("after 10 failed attempts it is offline; Reconnect, online and visibility bring it back", async () => {
    const { chat, transport, timers, events } = await online();
    transport.autoReady = false;
    transport.drop();
    for (let i = 0; i < LIMITS.reconnectAttempts; i++) {
      timers.advance(30_000);
      transport.drop();
    }
    expect(chat.$connection.get()).toEqual({ status: "offline" });
    const count = transport.connections.length;
    chat.reconnectNow();
    expect(transport.connections).toHaveLength(count + 1);
    transport.drop();
    events.dispatchEvent(new Event("online"));
    expect(transport.connections).toHaveLength(count + 2);
    transport.drop();
    events.dispatchEvent(new Event("visibilitychange"));
    expect(transport.connections).toHaveLength(count + 3);
    transport.ready();
    expect(chat.$connection.get()).toEqual({ status: "online" });
  });

  it("stops listening to the browser after stop", async () => {
    const { chat, transport, events } = await online();
    chat.stop();
    const count = transport.connections.length;
    events.dispatchEvent(new Event("online"));
    expect(transport.connections).toHaveLength(count);
  });
});

describe("given another device logs in", () => {
  it("the state becomes conflict, the host is told, and nothing reconnects", async () => {
    const { chat, transport, timers, onConflict } = await online();
    transport.emit({ type: "conflict" });
    transport.drop(4409, "logged in elsewhere");
    expect(chat.$connection.get()).toEqual({ status: "conflict" });
    expect(onConflict).toHaveBeenCalledTimes(1);
    timers.advance(120_000);
    chat.reconnectNow();
    expect(transport.connections).toHaveLength(1);
    chat.stop();
    expect(chat.$connection.get()).toEqual({ status: "conflict" });
  });

  it("a refused token reports unauthorized", async () => {
    const onUnauthorized = vi.fn();
    const { chat, transport } = await online({ env: { onUnauthorized } });
    transport.emit({ type: "error", code: 401, msg: "Unauthorized: Authorization verification failed" });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(chat.$connection.get()).toEqual({ status: "offline" });
  });
});
