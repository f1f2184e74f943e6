import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Presence } from "./presence.js";
import { sharePresence } from "./shared-presence.js";
import type { ControlChannel, PresenceMessage } from "./shared-presence.js";

/** Processes on one in-memory channel: what one publishes, the others receive (never itself). */
function network() {
  const members = new Map<string, Set<(origin: string, message: PresenceMessage) => void>>();
  return (origin: string): ControlChannel & { silence(): void } => {
    let silent = false;
    const listeners = new Set<(origin: string, message: PresenceMessage) => void>();
    members.set(origin, listeners);
    return {
      publishControl(message) {
        if (silent) return;
        for (const [other, set] of members) if (other !== origin) for (const l of set) l(origin, message);
      },
      onControl(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      silence() {
        silent = true;
      },
    };
  };
}

describe("presence shared between processes", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("follows users going online and offline in another process", () => {
    const join = network();
    const here = new Presence();
    const there = new Presence();
    sharePresence(join("here"), here, 1000);
    sharePresence(join("there"), there, 1000);
    there.connected(7);
    there.connected(7);
    expect(here.onlineState(7)).toBe(1);
    there.disconnected(7);
    expect(here.onlineState(7)).toBe(1); // one socket left
    there.disconnected(7);
    expect(here.onlineState(7)).toBe(0);
  });

  it("tells a newcomer the roster, and forgets a process that fell silent or said goodbye", () => {
    const join = network();
    const old = new Presence();
    const oldChannel = join("old");
    sharePresence(oldChannel, old, 1000);
    old.connected(1);
    const late = new Presence();
    sharePresence(join("late"), late, 1000);
    expect(late.onlineState(1)).toBe(1);

    // The old process keeps repeating its roster: still online long after.
    vi.advanceTimersByTime(10_000);
    expect(late.onlineState(1)).toBe(1);
    // Then it crashes (no more rosters): after three missed rosters its users count as offline.
    oldChannel.silence();
    vi.advanceTimersByTime(2_500);
    expect(late.onlineState(1)).toBe(1);
    vi.advanceTimersByTime(1_000);
    expect(late.onlineState(1)).toBe(0);

    const leaving = new Presence();
    const stop = sharePresence(join("leaving"), leaving, 1000);
    leaving.connected(2);
    expect(late.onlineState(2)).toBe(1);
    stop();
    expect(late.onlineState(2)).toBe(0);
  });
});
