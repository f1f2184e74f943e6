import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { demoConversation, demoMessage } from "./testing/fixtures.js";
import { createFakeTransport } from "./testing/fake-transport.js";
import { createMemoryStorage } from "./testing/memory-storage.js";
import { createMemoryTabs } from "./testing/memory-tabs.js";
import { createTestChat } from "./testing/test-chat.js";

const ME = 7;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
});
afterEach(() => {
  vi.useRealTimers();
});

/** Two tabs of one browser: one storage, one broadcast channel, one server (one socket at a time). */
async function twoTabs() {
  const tabs = createMemoryTabs();
  const storage = createMemoryStorage();
  const transport = createFakeTransport();
  const seed = { conversations: [demoConversation({ userId: 2 })], storage, transport };
  const onRemoteLogout = vi.fn();
  const onConflict = vi.fn();
  let ids = 0;
  const open = async () => {
    const tab = ids++;
    const t = createTestChat({ ...seed, env: { tabs: tabs.channel(), onRemoteLogout, onConflict, newId: () => `tab${tab}-${Math.random()}` } });
    await t.chat.start();
    await vi.advanceTimersByTimeAsync(500);
    return t;
  };
  const a = await open();
  const b = await open();
  await vi.advanceTimersByTimeAsync(1500);
  return { a, b, transport, tabs, onRemoteLogout, onConflict };
}

describe("given two tabs", () => {
  it("only the first tab opens the socket; the other shows its connection state", async () => {
    const { a, b, transport } = await twoTabs();
    expect(transport.connections).toHaveLength(1);
    expect(a.chat.$connection.get()).toEqual({ status: "online" });
    expect(b.chat.$connection.get()).toEqual({ status: "online" });
  });

  it("the follower gets new messages and unread counts from the leader", async () => {
    const { a, b, transport } = await twoTabs();
    await b.chat.openConversation(2);
    const message = demoMessage({ fromUserId: 3, toUserId: ME, time: 5 });
    transport.emitEvent({ type: "message", data: message });
    transport.emitEvent({ type: "message", data: demoMessage({ fromUserId: 2, toUserId: ME, time: 6 }) });
    await vi.advanceTimersByTimeAsync(0);
    expect(a.chat.$conversations.get().find((c) => c.userId === 3)?.unread_num).toBe(1);
    expect(b.chat.$conversations.get().find((c) => c.userId === 3)?.unread_num).toBe(1);
    expect(b.chat.$unreadTotal.get()).toBe(1);
    expect(b.chat.$active.get()?.messages.map((m) => m.time)).toContain(6);
  });

  it("a follower applies a forwarded event once, even if it hears it twice", async () => {
    const { b, tabs } = await twoTabs();
    const stray = tabs.channel();
    const event = { type: "message", seq: 1, data: demoMessage({ fromUserId: 3, toUserId: ME, time: 5 }) };
    stray.post({ tabs: "data", id: "stray", data: { kind: "event", event } });
    stray.post({ tabs: "data", id: "stray", data: { kind: "event", event } });
    await vi.advanceTimersByTimeAsync(0);
    expect(b.chat.$conversations.get().find((c) => c.userId === 3)?.unread_num).toBe(1);
  });

  it("when the leading tab goes away, the follower takes the socket and resumes from its seq", async () => {
    const { a, b, transport } = await twoTabs();
    transport.emitEvent({ type: "message", data: demoMessage({ fromUserId: 3, toUserId: ME, time: 5 }) });
    await vi.advanceTimersByTimeAsync(0);
    a.chat.stop();
    await vi.advanceTimersByTimeAsync(100);
    expect(transport.connections).toHaveLength(2);
    expect(transport.current?.lastSeq).toBe(1);
    transport.emitEvent({ type: "message", data: demoMessage({ fromUserId: 3, toUserId: ME, time: 6 }) });
    expect(b.chat.$conversations.get().find((c) => c.userId === 3)?.unread_num).toBe(2);
  });

  it("a follower's Reconnect asks the leader", async () => {
    const { b, transport } = await twoTabs();
    transport.autoReady = false;
    transport.drop();
    await vi.advanceTimersByTimeAsync(0);
    expect(b.chat.$connection.get()).toMatchObject({ status: "reconnecting" });
    b.chat.reconnectNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(transport.connections).toHaveLength(2);
  });

  it("logout in one tab reaches the other, and conflict too", async () => {
    const first = await twoTabs();
    first.b.chat.logout();
    await vi.advanceTimersByTimeAsync(0);
    expect(first.onRemoteLogout).toHaveBeenCalledTimes(1);
    expect(first.a.chat.$conversations.get()).toEqual([]);
    expect(first.transport.current).toBeUndefined();

    const second = await twoTabs();
    second.transport.emit({ type: "conflict" });
    await vi.advanceTimersByTimeAsync(0);
    expect(second.a.chat.$connection.get()).toEqual({ status: "conflict" });
    expect(second.b.chat.$connection.get()).toEqual({ status: "conflict" });
    // Each tab tells its host (both show the notice and log out).
    expect(second.onConflict).toHaveBeenCalledTimes(2);
  });
});
