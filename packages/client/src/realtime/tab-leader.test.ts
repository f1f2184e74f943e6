import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createTabLeader, TAB_TIMEOUT_MS, type TabLeader } from "./tab-leader.js";
import { createMemoryTabs } from "../chat/testing/memory-tabs.js";

function tab(tabs: ReturnType<typeof createMemoryTabs>, id: string) {
  const real = tabs.channel();
  let crashed = false;
  const channel = { ...real, post: (m: unknown) => void (crashed || real.post(m)) };
  const received: unknown[] = [];
  const roles: string[] = [];
  const leader: TabLeader & { close(): void } = Object.assign(
    createTabLeader({
      channel, id,
      setTimeout: (fn, ms) => setTimeout(fn, ms),
      clearTimeout: (h) => clearTimeout(h as number),
      now: () => Date.now(),
      onLead: () => roles.push("lead"),
      onFollow: () => roles.push("follow"),
      onData: (data) => received.push(data),
    }),
    // A crashed tab: no resign, no more heartbeats.
    {
      close: () => {
        crashed = true;
        real.close();
      },
    },
  );
  return { leader, received, roles };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("given several tabs", () => {
  it("the first tab leads, a later one follows and hears its data", async () => {
    const tabs = createMemoryTabs();
    const a = tab(tabs, "a");
    a.leader.start();
    await vi.advanceTimersByTimeAsync(500);
    const b = tab(tabs, "b");
    b.leader.start();
    await vi.advanceTimersByTimeAsync(2000);
    expect(a.leader.isLeader()).toBe(true);
    expect(b.leader.isLeader()).toBe(false);
    expect(b.roles).toEqual(["follow"]);
    a.leader.send({ hello: 1 });
    await vi.advanceTimersByTimeAsync(0);
    expect(b.received).toEqual([{ hello: 1 }]);
  });

  it("a follower takes over about 3 s after the leader's heartbeat stops", async () => {
    const tabs = createMemoryTabs();
    const a = tab(tabs, "a");
    a.leader.start();
    await vi.advanceTimersByTimeAsync(500);
    const b = tab(tabs, "b");
    b.leader.start();
    await vi.advanceTimersByTimeAsync(1000);
    a.leader.close();
    await vi.advanceTimersByTimeAsync(TAB_TIMEOUT_MS - 1500);
    expect(b.leader.isLeader()).toBe(false);
    await vi.advanceTimersByTimeAsync(2000);
    expect(b.leader.isLeader()).toBe(true);
  });

  it("a leaving leader hands over at once", async () => {
    const tabs = createMemoryTabs();
    const a = tab(tabs, "a");
    a.leader.start();
    await vi.advanceTimersByTimeAsync(500);
    const b = tab(tabs, "b");
    b.leader.start();
    await vi.advanceTimersByTimeAsync(1000);
    a.leader.stop();
    await vi.advanceTimersByTimeAsync(0);
    expect(b.leader.isLeader()).toBe(true);
  });

  it("two tabs claiming together end with exactly one leader", async () => {
    const tabs = createMemoryTabs();
    const a = tab(tabs, "a");
    const b = tab(tabs, "b");
    a.leader.start();
    b.leader.start();
    await vi.advanceTimersByTimeAsync(5000);
    expect([a.leader.isLeader(), b.leader.isLeader()]).toEqual([true, false]);
  });
});
