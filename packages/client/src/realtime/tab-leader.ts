/**
 * One tab leads: it owns the gateway socket and forwards what it applies; the others follow.
 * The leader sends a heartbeat; a tab that hears none for `timeoutMs` takes over. When two tabs lead
 * at once (both claimed together), the one with the smaller id keeps leading.
 */
import type { TabChannel } from "./transport.js";

export interface TabLeaderOptions {
  channel: TabChannel;
  /** This tab's id (random). */
  id: string;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  now(): number;
  heartbeatMs?: number;
  timeoutMs?: number;
  /** How long a new tab listens for a leader before claiming. */
  claimWaitMs?: number;
  onLead(): void;
  onFollow(): void;
  /** Data another tab posted with `send`. */
  onData(data: unknown, from: string): void;
}

export interface TabLeader {
  start(): void;
  /** Leaves: a leader resigns so another tab takes over at once. */
  stop(): void;
  isLeader(): boolean;
  send(data: unknown): void;
}

type Signal = { tabs: "hello" | "heartbeat" | "resign"; id: string } | { tabs: "data"; id: string; data: unknown };

const isSignal = (m: unknown): m is Signal =>
  typeof m === "object" && m !== null && typeof (m as Signal).tabs === "string" && typeof (m as Signal).id === "string";

/** Data from a tab that is not taking part in the election (e.g. logging out before it started). */
export function dataSignal(data: unknown): Signal {
  return { tabs: "data", id: "", data };
}

export const TAB_HEARTBEAT_MS = 1000;
export const TAB_TIMEOUT_MS = 3000;

export function createTabLeader(options: TabLeaderOptions): TabLeader {
  const heartbeatMs = options.heartbeatMs ?? TAB_HEARTBEAT_MS;
  const timeoutMs = options.timeoutMs ?? TAB_TIMEOUT_MS;
  let role: "none" | "leader" | "follower" = "none";
  let lastHeard = 0;
  let timer: unknown;
  let unsubscribe: (() => void) | undefined;

  const post = (signal: Signal) => options.channel.post(signal);
  const schedule = (fn: () => void, ms: number) => {
    if (timer !== undefined) options.clearTimeout(timer);
    timer = options.setTimeout(fn, ms);
  };

  const lead = () => {
    const was = role;
    role = "leader";
    post({ tabs: "heartbeat", id: options.id });
    const beat = () => {
      post({ tabs: "heartbeat", id: options.id });
      schedule(beat, heartbeatMs);
    };
    schedule(beat, heartbeatMs);
    if (was !== "leader") options.onLead();
  };

  const follow = () => {
    const was = role;
    role = "follower";
    const watch = () => {
      if (options.now() - lastHeard >= timeoutMs) lead();
      else schedule(watch, heartbeatMs);
    };
    schedule(watch, heartbeatMs);
    if (was !== "follower") options.onFollow();
  };

  const onMessage = (message: unknown) => {
    if (!isSignal(message) || message.id === options.id) return;
    switch (message.tabs) {
      case "hello":
        if (role === "leader") post({ tabs: "heartbeat", id: options.id });
        return;
      case "heartbeat":
        lastHeard = options.now();
        if (role === "leader" && message.id > options.id) return; // we win the tie; they will step down
        if (role !== "follower") follow();
        return;
      case "resign":
        if (role === "follower") lead();
        return;
      case "data":
        options.onData(message.data, message.id);
    }
  };

  return {
    start() {
      if (unsubscribe) return;
      unsubscribe = options.channel.subscribe(onMessage);
      post({ tabs: "hello", id: options.id });
      schedule(() => {
        if (role === "none") lead();
      }, options.claimWaitMs ?? 300);
    },
    stop() {
      if (role === "leader") post({ tabs: "resign", id: options.id });
      unsubscribe?.();
      unsubscribe = undefined;
      if (timer !== undefined) options.clearTimeout(timer);
      timer = undefined;
      role = "none";
    },
    isLeader: () => role === "leader",
    send(data) {
      post({ tabs: "data", id: options.id, data });
    },
  };
}
