/**
 * The delivery bus between the API (which stores events) and the gateway sockets (which deliver
 * them): in this process by default, across processes with Redis (redis-bus.ts, REDIS_URL).
 * The database, never the bus, is the source of truth: a lost bus message is recovered by seq.
 */
import type { ServerFrame } from "@chat/protocol";
import type { Presence } from "./presence.js";

/** Where a frame was published: in this process, or in another one (it came over the shared bus). */
export type FrameOrigin = "same" | "other";

export type BusListener = (frame: ServerFrame, origin: FrameOrigin) => void;

/** What a bus reports to the metrics (metrics/delivery.ts); nothing until `measure` is called. */
export interface BusMetrics {
  /** A stored event was handed to this many of this process's sockets (only counted when there is one). */
  fanOut(sockets: number): void;
  /** A frame from another process arrived this long after it was published. */
  lag(seconds: number): void;
  /** A connection to the shared bus's server came back after it was lost. */
  reconnected(connection: "publisher" | "subscriber"): void;
}

export interface Bus {
  /** Delivers a frame to every subscriber of the user, in this and other processes. */
  publish(userId: number, frame: ServerFrame): void;
  /** Listens for a user's frames; returns the unsubscribe function. */
  subscribe(userId: number, listener: BusListener): () => void;
  /**
   * Called when frames from other processes may have been lost (the bus reconnected), so sockets
   * catch up from the database. An in-process bus never loses frames and need not implement it.
   */
  onResync?(listener: () => void): () => void;
  /** Makes `presence` answer for users online in other processes too; returns the stop function. */
  sharePresence?(presence: Presence): () => void;
  /** False while a shared bus is cut off from its server (readiness); an in-process bus is always ready. */
  connected?(): boolean;
  close?(): Promise<void>;
  /** Reports fan-out (and, for a shared bus, lag and reconnects) to `metrics` from now on. */
  measure?(metrics: BusMetrics): void;
}

/** The default bus: a map of listeners in this process. */
export class InProcessBus implements Bus {
  private readonly listeners = new Map<number, Set<BusListener>>();
  private metrics: BusMetrics | undefined;

  measure(metrics: BusMetrics): void {
    this.metrics = metrics;
  }

  /** `origin` is "other" when a shared bus (redis-bus.ts) hands on a frame another process published. */
  publish(userId: number, frame: ServerFrame, origin: FrameOrigin = "same"): void {
    const set = this.listeners.get(userId);
    if (!set) return;
    // Stored events only: typing notices and session signals are not events.
    if ("seq" in frame) this.metrics?.fanOut(set.size);
    for (const listener of [...set]) {
      try {
        listener(frame, origin);
      } catch {
        // One broken socket must not keep the frame from the user's other devices.
      }
    }
  }

  /** Whether any socket of this process listens for the user. */
  has(userId: number): boolean {
    return this.listeners.has(userId);
  }

  subscribe(userId: number, listener: BusListener): () => void {
    let set = this.listeners.get(userId);
    if (!set) {
      set = new Set();
      this.listeners.set(userId, set);
    }
    set.add(listener);
    return () => {
      const current = this.listeners.get(userId);
      if (!current) return;
      current.delete(listener);
      if (current.size === 0) this.listeners.delete(userId);
    };
  }
}
